// The HMS's two decisions: its placement after the first storm (IX.hms.placement) and its movement as each later
// Storm phase starts (IX.hms.movement), with the spice the Ixians collect on the way.
import { isRecordList, isSpotShape } from '../../action-shape.ts';
import { HMS } from '../../board/hms.ts';
import type { Place } from '../../board/movement.ts';
import { spiceIn, takeSpice } from '../../board/spice.ts';
import type { Context } from '../../context.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import { isCancelled, useOf } from '../../karama/abilities.ts';
import type { Draft } from '../../types.ts';
import { HMS_RANGE, hmsPlaces, hmsRouteProblem } from './hms.ts';
import { IXIANS, ixiansOf } from './state.ts';
import { hmsGrounded } from '../homeworlds/ix.ts';

/** IX.hms.placement: asked once, as the Storm phase of turn 1 ends. */
export function openHmsPlacement(ctx: Context): boolean {
  const part = ctx.state.ixians;
  if (!part || part.hms !== null || ctx.state.turn !== 1) return false;
  ctx.open({ kind: 'hms-place', seat: IXIANS, places: hmsPlaces(ctx.state.storm.sector) });
  return true;
}

/**
 * IX.hms.movement: asked as each later Storm phase starts, once the HMS is placed, before the storm is dialed. Its
 * Karama window must not open beside another's: it waits until nothing else is open (hmsDeferred).
 */
export function openHmsMovement(ctx: Context): boolean {
  const part = ctx.state.ixians;
  const at = part?.hms;
  // HW.ix.low: on Ix's low face the HMS stays where it is.
  if (!part || !at || ctx.state.turn === 1 || part.hmsAsked === ctx.state.turn || ctx.state.pending.length > 0 || hmsGrounded(ctx.state)) return false;
  ctx.state.ixians = { ...part, hmsAsked: ctx.state.turn };
  ctx.open({ kind: 'hms-move', seat: IXIANS, range: HMS_RANGE, from: { ...at } });
  return true;
}

/** The deferred question: the Storm phase not begun (no round yet), nothing open, not asked this turn. */
export const hmsDeferred = (ctx: Context): boolean => ctx.state.phase === 'storm' && ctx.state.round === null && openHmsMovement(ctx);

export const hmsPlace: ActionHandler<'hms-place'> = {
  type: 'hms-place',
  rule: 'IX.hms.placement',
  check(_state, decision, action) {
    if (!isSpotShape(action)) return 'territory is a territory id and sector a sector number';
    if (!decision.places.some((p) => p.territory === action.territory && p.sector === action.sector))
      return {
        code: 'INVALID_CHOICE',
        message: 'IX.hms.placement: the HMS goes on a sector out of the storm, of a territory that is neither a stronghold nor the Polar Sink',
      };
    return null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    const at = { territory: action.territory, sector: action.sector };
    ctx.state.ixians = { ...ixiansOf(ctx.state), hms: at };
    ctx.emit({ type: 'hms-placed', at: { ...at } });
  },
};

/** The Ixian forces in the HMS (Suboids and Cyborgs). */
const ixiansAboard = (state: Draft): number =>
  state.forces.filter((s) => s.faction === IXIANS && s.territory === HMS).reduce((n, s) => n + s.regular + s.elite, 0);

/**
 * IX.hms.collection: a HMS that moved collects, in each territory of its way (where it started included) once, up to 2
 * spice per Ixian force aboard.
 */
function collectOnTheWay(ctx: Context, from: Place, route: readonly Place[]): number {
  const rate = 2 * ixiansAboard(ctx.state);
  let collected = 0;
  for (const id of new Set([from.territory, ...route.map((p) => p.territory)])) {
    let entitled = Math.min(rate, spiceIn(ctx.state, id));
    for (const stack of ctx.state.spice.filter((s) => s.territory === id)) {
      const taken = takeSpice(ctx.state, id, stack.sector, entitled);
      entitled -= taken;
      collected += taken;
    }
  }
  if (collected > 0) ctx.ownFaction(IXIANS).spice += collected;
  return collected;
}

export const hmsMove: ActionHandler<'hms-move'> = {
  type: 'hms-move',
  rule: 'IX.hms.movement',
  // IX.karama-abilities: a move is a ✷ use; cancelled, the HMS stays where it is this turn.
  karama: {
    uses: (_state, decision, action) => (action.route.length > 0 && !isCancelled(decision, 'ixians-hms-movement') ? [useOf('ixians-hms-movement')] : []),
  },
  check(state, decision, action) {
    if (!isRecordList(action.route) || !action.route.every(isSpotShape)) return 'route is a list of places (territory and sector)';
    if (action.route.length > 0 && isCancelled(decision, 'ixians-hms-movement'))
      return { code: 'NOT_ELIGIBLE', message: 'a Karama cancelled the HMS movement this turn' };
    return hmsRouteProblem(state.storm.sector, decision.from, action.route, decision.range);
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    if (action.route.length === 0) return;
    const route = action.route.map((p) => ({ territory: p.territory, sector: p.sector }));
    const collected = collectOnTheWay(ctx, decision.from, route);
    ctx.state.ixians = { ...ixiansOf(ctx.state), hms: { ...route[route.length - 1]! } };
    ctx.emit({ type: 'hms-moved', route, collected });
  },
};
