// Grumman, Moritani's homeworld card (Homeworlds variant; the card's numbers are the Homeworlds plug-in's catalogue).
// HW.grumman.high: at its Mentat Pause placement Moritani may put a token where one already stands (two at most), or,
// in Spice Collection, take a token off the board back to its supply for 4 spice from the bank — one or the other in a
// turn (a token taken off forbids stacking at that turn's Mentat Pause).
// HW.grumman.low: a token may be revealed only against an arrival of 3 forces or more, counted as every viewer counts
// them (a face-down No-Field is one), so that whether Moritani is asked tells nothing hidden.
// HW.grumman.occupied: no token is revealed against Grumman's occupier or its ally.
import { allyOf } from '../../alliances.ts';
import type { Context } from '../../context.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import type { Draft, Faction, TerritoryId } from '../../types.ts';
import { occupierOf, shown } from '../homeworlds/state.ts';
import { MORITANI, moritaniOf } from './state.ts';

/** HW.grumman.high: the spice a token taken off the board brings. */
export const GRUMMAN_REMOVAL_SPICE = 4;
/** HW.grumman.low: the fewest forces an arrival needs for a reveal. */
const LOW_ARRIVAL = 3;
/** HW.grumman.high: tokens one stronghold may hold. */
const STACKED = 2;

/**
 * NX.moritani.cunning: Moritani's own Nexus card played this turn (read from the Nexus cards' public part, which this
 * plug-in does not import: they build on it).
 */
const cunningThisTurn = (state: Draft): boolean =>
  (state as { nexusCards?: { lasting: readonly { effect: string; turn: number }[] } }).nexusCards?.lasting.some(
    (l) => l.effect === 'moritani-cunning' && l.turn === state.turn,
  ) ?? false;

/** The most tokens a stronghold may hold at this Mentat Pause's placement (HW.grumman.high, NX.moritani.cunning). */
export function tokensPerStronghold(state: Draft): number {
  if (cunningThisTurn(state)) return STACKED;
  const removed = moritaniOf(state)?.removedTurn === state.turn;
  return shown(state, 'grumman') === 'high' && !removed ? STACKED : 1;
}

/** HW.grumman.low, HW.grumman.occupied: whether Grumman's card bars a reveal against `entrant`'s arrival of `count`. */
export function terrorBarred(state: Draft, entrant: Faction, count: number | undefined): boolean {
  const face = shown(state, 'grumman');
  if (face === null) return false;
  const occupier = occupierOf(state, 'grumman');
  if (occupier !== null && (entrant === occupier || allyOf(state, occupier) === entrant)) return true;
  return face === 'low' && count !== undefined && count < LOW_ARRIVAL;
}

/** HW.grumman.high: as Spice Collection ends, Moritani is asked when Grumman is high and a token stands on the board. */
export function openGrummanRemoval(ctx: Context): void {
  const m = moritaniOf(ctx.state);
  if (!m || m.placed.length === 0 || shown(ctx.state, 'grumman') !== 'high') return;
  ctx.open({ kind: 'grumman-remove', seat: MORITANI, placed: m.placed.map((p) => p.territory), spice: GRUMMAN_REMOVAL_SPICE });
}

export const grummanRemove: ActionHandler<'grumman-remove'> = {
  type: 'grumman-remove',
  rule: 'HW.grumman.high',
  check(state, decision, action) {
    if (action.from === null) return action.token === undefined ? null : 'name where the token stands (from)';
    if (!decision.placed.includes(action.from)) return `HW.grumman.high: a stronghold where a token stands: ${decision.placed.join(', ')}`;
    const there = moritaniOf(state)!.placed.filter((p) => p.territory === action.from);
    return action.token === undefined || there.some((p) => p.token === action.token) ? null : 'that token is not there';
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    if (action.from === null) return;
    const m = moritaniOf(ctx.state)!;
    const at = m.placed.find((p) => p.territory === action.from && (action.token === undefined || p.token === action.token))!;
    m.placed = m.placed.filter((p) => p !== at);
    m.supply.push(at.token);
    m.removedTurn = ctx.state.turn;
    ctx.ownFaction(MORITANI).spice += decision.spice;
    ctx.emit({ type: 'grumman-terror-removed', territory: at.territory as TerritoryId, spice: decision.spice });
  },
};
