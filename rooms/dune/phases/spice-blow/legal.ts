// Legal answers to spice-blow decisions (see bots/legal.ts), from the decision and the seat's view only.
import type { Answerer } from '../../answerer.ts';
import type { PlayerView } from '../../types.ts';

/** 2.04.08: the Polar Sink is never in storm and never a full stronghold; it is a valid ride unless allies are there. */
function polarSinkFree(view: PlayerView | null): boolean {
  if (!view) return false;
  const allies = view.alliances.flatMap(([a, b]) => (a === 'fremen' ? [b] : b === 'fremen' ? [a] : []));
  return !view.forces.some((s) => s.territory === 'polar-sink' && allies.includes(s.faction));
}

export const spiceBlowAnswers: {
  'protect-ally': Answerer<'protect-ally'>;
  'nexus-turn': Answerer<'nexus-turn'>;
  'alliance-offer': Answerer<'alliance-offer'>;
  'ride-worm': Answerer<'ride-worm'>;
  'place-worm': Answerer<'place-worm'>;
  'karama-sandworm': Answerer<'karama-sandworm'>;
} = {
  'place-worm': (d, _view, pick) => ({ type: 'place-worm', event: d.id, territory: pick % 3 === 0 ? null : d.options[pick % d.options.length]! }),
  // A legal use needs a Karama in hand; the random bot lets the call pass (thinking bots may call as a free action).
  'karama-sandworm': (d) => ({ type: 'karama-sandworm', event: d.id, territory: null, card: null }),
  'protect-ally': (d, _view, pick) => ({ type: 'protect-ally', event: d.id, protect: pick % 2 === 0 }),
  'nexus-turn': (d, _view, pick) => {
    if (pick % 3 === 1 && d.proposeTo.length > 0) return { type: 'nexus-turn', event: d.id, choice: 'propose', to: d.proposeTo[pick % d.proposeTo.length]! };
    if (pick % 3 === 2 && d.canBreak) return { type: 'nexus-turn', event: d.id, choice: 'break' };
    return { type: 'nexus-turn', event: d.id, choice: 'pass' };
  },
  'alliance-offer': (d, _view, pick) => ({ type: 'alliance-offer', event: d.id, accept: pick % 2 === 1 }),
  'ride-worm': (d, view, pick) =>
    pick % 2 === 1 && d.territory !== 'polar-sink' && polarSinkFree(view)
      ? { type: 'ride-worm', event: d.id, to: { territory: 'polar-sink', sector: 0 }, groups: d.groups.map((g) => ({ ...g })) }
      : { type: 'ride-worm', event: d.id, to: null, groups: [] },
};
