// HW.tupile.low, HW.tupile.intelligence: the user's Tupile contract. While Tupile shows its low face (0–10 native
// CHOAM forces) and is not occupied, CHOAM may, once a game per opposing faction, make that faction tell it its spice
// and how many weapons or defenses it holds — if CHOAM has forces on one of that faction's homeworlds (the
// Emperor's two count as one) or that faction has forces on Tupile. A free action of CHOAM's own seat.
//
// Eligibility reads only public facts (forces on the board, reserves, occupations, uses made), never a hand or a
// spice total, so whether the action is open reveals nothing. The answer is computed in the same action, recorded in
// one receipt only CHOAM sees, and is a snapshot: it does not follow later changes. The count CHOAM chose (weapons or
// defenses) is part of that receipt: the public event names CHOAM's target only, so what CHOAM wanted to know stays
// its own, as the answer does.
import { treacheryCard } from '../../cards/treachery.ts';
import type { Context } from '../../context.ts';
import type { EngineError, Faction, Draft, TreacheryCardId } from '../../types.ts';
import { HOMEWORLDS, WORLDS } from './catalog.ts';
import { gameWorlds, homeworldsOn, nativeForces, occupierOf } from './state.ts';
import type { IntelCategory, IntelReceipt, TupileQuote } from './types.ts';
import { isSeated } from '../../action-shape.ts';

/** The low face of Tupile: at most this many native forces. */
export const TUPILE_LOW_MAX = 10;

const hasForcesOn = (state: Draft, faction: Faction, world: string): boolean =>
  state.forces.some((s) => s.faction === faction && s.territory === world && s.regular + s.elite + s.advisors > 0);

/** The public eligibility quote: whether the action is open at all, and against whom (never reads a hand or spice). */
export function tupileQuote(state: Draft): TupileQuote | null {
  if (!homeworldsOn(state) || !state.factions.choam || !gameWorlds(state).includes('tupile')) return null;
  const used = [...state.homeworlds!.intelUsed];
  const blocked = nativeForces(state, 'tupile') > TUPILE_LOW_MAX ? 'high-population' : occupierOf(state, 'tupile') ? 'occupied' : null;
  const targets = blocked
    ? []
    : state.seating.filter((target) => {
        if (target === 'choam' || used.includes(target)) return false;
        const outbound = WORLDS.some((w) => HOMEWORLDS[w].native === target && hasForcesOn(state, 'choam', w));
        return outbound || hasForcesOn(state, target, 'tupile');
      });
  return { blocked, used, targets };
}

/** Held cards of a printed category: each physical card once, by the category printed on it (cards/sets/). */
export function heldCount(hand: readonly TreacheryCardId[], category: IntelCategory): number {
  const printed = category === 'weapons' ? 'weapon' : 'defense';
  return hand.filter((id) => treacheryCard(id).category === printed).length;
}

export function checkIntelligence(state: Draft, seat: Faction, target: Faction, category: IntelCategory): EngineError | null {
  if (seat !== 'choam') return { code: 'NOT_ELIGIBLE', message: 'only CHOAM uses Tupile' };
  if (state.phase === 'setup' || state.phase === 'game-over') return { code: 'NOT_ELIGIBLE', message: 'not during set-up or after the game' };
  if (category !== 'weapons' && category !== 'defenses') return { code: 'INVALID_CHOICE', message: 'ask for weapons or defenses' };
  const quote = tupileQuote(state);
  if (!quote) return { code: 'NOT_ELIGIBLE', message: 'Tupile is not in this game' };
  if (quote.blocked === 'high-population') return { code: 'NOT_ELIGIBLE', message: `Tupile shows its high face (more than ${TUPILE_LOW_MAX} native forces)` };
  if (quote.blocked === 'occupied') return { code: 'NOT_ELIGIBLE', message: 'Tupile is occupied: CHOAM has lost its low-threshold advantage' };
  if (target === 'choam' || !isSeated(state, target)) return { code: 'INVALID_CHOICE', message: `${target} is not another faction in this game` };
  if (quote.used.includes(target)) return { code: 'NOT_ELIGIBLE', message: `Tupile was already used on ${target} (once a game)` };
  if (!quote.targets.includes(target))
    return { code: 'NOT_ELIGIBLE', message: `no contact with ${target}: CHOAM forces on its homeworld, or its forces on Tupile` };
  return null;
}

/** Computes the answer, records the use and the receipt (CHOAM's alone). */
export function applyIntelligence(ctx: Context, target: Faction, category: IntelCategory): void {
  const fs = ctx.faction(target);
  const hw = ctx.state.homeworlds!;
  hw.intelUsed.push(target);
  const receipt: IntelReceipt = { target, category, spice: fs.spice, count: heldCount(fs.hand, category), turn: ctx.state.turn, phase: ctx.state.phase };
  hw.receipts.push(receipt);
  ctx.emit({ type: 'tupile-intelligence', target });
  ctx.emit({ type: 'tupile-receipt', receipt: { ...receipt } }, 'choam');
}
