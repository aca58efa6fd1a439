// Legal answers to the Tleilaxu's decisions (see bots/legal.ts), from the decision and the seat's own view: a Face
// Dancer revealed only when the winner's leader is one of the seat's own unrevealed ones.
import type { Answerer } from '../../answerer.ts';
import { isCancelled } from '../../karama/abilities.ts';
import type { Decision, DecisionAction, PlayerView } from '../../types.ts';

/** The seat's unrevealed Face Dancers, as its view shows them. */
export const unrevealedFaceDancers = (view: PlayerView | null | undefined) =>
  (view?.private?.faceDancers ?? []).filter((c) => !(view?.tleilaxu?.revealed ?? []).includes(c));

/** A reveal of `d`'s leader that places up to `most` forces from reserves (as many as the decision and reserves allow). */
export function revealWith(d: Extract<Decision, { kind: 'face-dancer' }>, view: PlayerView | null | undefined, most: number): DecisionAction {
  const reserves = view?.seats.find((s) => s.faction === d.seat)?.reserves.regular ?? 0;
  const count = d.sectors.length === 0 ? 0 : Math.min(d.max, reserves, most);
  return count === 0
    ? { type: 'face-dancer', event: d.id, reveal: true }
    : { type: 'face-dancer', event: d.id, reveal: true, reserves: count, sector: d.sectors[0]! };
}

export const tleilaxuAnswers: {
  'face-dancer': Answerer<'face-dancer'>;
  'face-dancer-swap': Answerer<'face-dancer-swap'>;
  'revival-favours': Answerer<'revival-favours'>;
} = {
  // Every other pick reveals when it may, with as many forces from reserves as `pick` says (up to what is allowed).
  'face-dancer': (d, view, pick) => {
    if (pick % 2 === 1 || !unrevealedFaceDancers(view).includes(d.leader)) return { type: 'face-dancer', event: d.id, reveal: false };
    return revealWith(d, view, Math.floor(pick / 2));
  },
  // Every other pick raises one faction's limit, every third allows one an early leader revival, by `pick` (none once a
  // Karama cancelled it); the Karama power is not used.
  'revival-favours': (d, _view, pick) => ({
    type: 'revival-favours',
    event: d.id,
    raise: pick % 2 === 1 && !isCancelled(d, 'tleilaxu-raise-limits') ? [d.factions[pick % d.factions.length]!] : [],
    early: pick % 3 === 1 && !isCancelled(d, 'tleilaxu-early-revival') ? [d.factions[(pick + 1) % d.factions.length]!] : [],
  }),
  // Every third pick swaps the first unrevealed Face Dancer (none once a Karama cancelled it).
  'face-dancer-swap': (d, view, pick) => ({
    type: 'face-dancer-swap',
    event: d.id,
    card: pick % 3 === 2 && !isCancelled(d, 'tleilaxu-face-dancer-swap') ? (unrevealedFaceDancers(view)[0] ?? null) : null,
  }),
};
