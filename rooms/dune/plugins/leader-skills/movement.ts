// Skills that act in the Shipment and Movement phase, with their skilled leader face up in front of its own
// faction's shield.
// - LS.smuggler.normal: a shipment from off-planet reserves into a territory where nobody has forces brings one more
//   force from the reserves, free.
// - LS.planetologist.normal: a move crosses one more territory (at most 3), or brings a second group from another
//   territory to the same destination (then at the normal range).
// - LS.sandmaster.normal: a move collects 1 spice from each territory with spice it enters: its destination and the
//   territories it names in `via`, a path checked like the move itself.
import { reachable, type CanEnter, type Place } from '../../board/movement.ts';
import { addForces } from '../../board/forces.ts';
import { largestPile, takeSpice } from '../../board/spice.ts';
import type { Context } from '../../context.ts';
import type { ArrivalReaction } from '../../arrivals.ts';
import { isHomeworld } from '../../board/homeworlds.ts';
import type { BoardView } from '../../phases/shipment-movement/board-view.ts';
import type { MoveDecision, Spot } from '../../phases/shipment-movement/types.ts';
import type { MoveAction } from '../../phases/shipment-movement/move.ts';
import { moveForces } from '../../board/forces.ts';
import { territoryDistance } from '../../board/movement.ts';
import type { EngineError, Faction, Draft, TerritoryId } from '../../types.ts';
import { faceUpSkill, skillUsed } from './state.ts';

/** The most territories a Planetologist's extra movement reaches. */
export const PLANETOLOGIST_MAX_RANGE = 3;

/** The movement skill a move decision carries for its seat (absent when none): what the client may use. */
export function moveSkill(state: Draft, faction: Faction): Pick<MoveDecision, 'skill'> {
  const card = faceUpSkill(state, faction)?.card;
  return card === 'planetologist' || card === 'sandmaster' ? { skill: card } : {};
}

/** LS.planetologist.normal: the range of a move: one more without a second group, the normal one with it. */
export function planetologistRange(decision: Pick<MoveDecision, 'skill' | 'range'>, twoGroups: boolean): number {
  if (decision.skill !== 'planetologist' || twoGroups) return decision.range;
  return Math.max(decision.range, Math.min(PLANETOLOGIST_MAX_RANGE, decision.range + 1));
}

/** LS.sandmaster.normal: why the named path is not one this move can take within `range`, or null. */
export function viaProblem(
  board: BoardView,
  starts: readonly Place[],
  via: readonly TerritoryId[],
  to: Spot,
  range: number,
  open: CanEnter,
): string | EngineError | null {
  if (new Set(via).size !== via.length || via.includes(to.territory) || via.includes(starts[0]!.territory))
    return 'name each territory passed through once, not the start or the destination';
  let places = [...starts];
  let used = 0;
  for (const t of via) {
    const hits = [...reachable(board, places, range - used, open).values()].filter((r) => r.place.territory === t && r.hops > 0);
    if (hits.length === 0) return { code: 'OUT_OF_RANGE', message: `the move cannot pass through ${t} on its way within range` };
    const hops = Math.min(...hits.map((h) => h.hops));
    used += hops;
    places = hits.filter((h) => h.hops === hops).map((h) => h.place);
  }
  const last = reachable(board, places, range - used, open).get(`${to.territory}#${to.sector}`);
  return last ? null : { code: 'OUT_OF_RANGE', message: `${to.territory} is out of range after passing through ${via.join(', ')}` };
}

/** LS.sandmaster.normal: whether a move entering `territory` still collects there: it holds spice, not yet collected this phase. */
export function sandmasterMayCollect(state: Draft, territory: TerritoryId): boolean {
  const round = state.round;
  return round?.phase === 'shipment-movement' && !round.sandmaster?.includes(territory) && largestPile(state, territory) !== undefined;
}

/**
 * LS.sandmaster.normal: 1 spice from each territory entered that holds some (the largest pile, lowest sector on a
 * tie), once per territory in the phase, however many moves (a Hajr, an Ornithopter) enter it.
 */
export function sandmasterCollect(ctx: Context, faction: Faction, entered: readonly TerritoryId[]): void {
  if (faceUpSkill(ctx.state, faction)?.card !== 'sandmaster') return;
  const round = ctx.state.round;
  if (round?.phase !== 'shipment-movement') return;
  for (const territory of new Set(entered)) {
    if (!sandmasterMayCollect(ctx.state, territory)) continue;
    const pile = largestPile(ctx.state, territory)!;
    takeSpice(ctx.state, territory, pile.sector, 1);
    round.sandmaster = [...(round.sandmaster ?? []), territory];
    ctx.ownFaction(faction).spice += 1;
    ctx.emit({ type: 'skill-spice-collected', skill: 'sandmaster', faction, territory, sector: pile.sector, amount: 1 });
    skillUsed(ctx, faction, 'sandmaster', 'normal');
  }
}

/** LS.smuggler.normal: whether a shipment from reserves to this destination brings a free extra force. */
function smugglesExtra(state: Draft, faction: Faction, to: TerritoryId, reservesLeft: number): boolean {
  if (faceUpSkill(state, faction)?.card !== 'smuggler' || reservesLeft < 1) return false;
  return !state.forces.some((s) => s.territory === to);
}

/** Adds the Smuggler's free force (an ordinary one when there is one) to the shipment's destination. */
function smuggleExtra(ctx: Context, faction: Faction, to: Spot): void {
  const fs = ctx.ownFaction(faction);
  const regular = fs.reserves.regular > 0 ? 1 : 0;
  fs.reserves.regular -= regular;
  fs.reserves.elite -= 1 - regular;
  addForces(ctx.state, { faction, ...to }, { regular, elite: 1 - regular });
  skillUsed(ctx, faction, 'smuggler', 'normal');
}

/** LS.planetologist.normal (the second group, or the extra territory) and LS.sandmaster.normal, after the main group moved. */
export function afterMove(ctx: Context, decision: MoveDecision, action: MoveAction): void {
  const me = decision.seat;
  if (action.also) {
    const groups = action.also.groups.map((g) => ({ sector: g.sector, count: g.count, ...(g.elite ? { elite: g.elite } : {}) }));
    for (const g of groups)
      moveForces(ctx.state, me, { territory: action.also.from, sector: g.sector }, action.to!, { regular: g.count - (g.elite ?? 0), elite: g.elite ?? 0 });
    ctx.emit({ type: 'moved', faction: me, from: action.also.from, groups, to: { ...action.to! } });
    skillUsed(ctx, me, 'planetologist', 'normal');
  } else if (decision.skill === 'planetologist' && territoryDistance(action.from!, action.to!.territory) > decision.range)
    skillUsed(ctx, me, 'planetologist', 'normal');
  const entered = [...(action.via ?? []), action.to!.territory].filter((t) => t !== action.from);
  sandmasterCollect(ctx, me, entered);
}

/**
 * LS.smuggler.normal: a shipment from off-planet onto Dune (not a Fremen send, not to a homeworld), noticed before it
 * lands (its forces taken from the reserves): the extra force lands with it.
 */
export const smugglerArrival: ArrivalReaction = {
  name: 'smuggler',
  notice(state, { faction, to, way }) {
    if (way !== 'shipment' || isHomeworld(to.territory)) return null;
    const reserves = state.factions[faction]!.reserves;
    return smugglesExtra(state, faction, to.territory, reserves.regular + reserves.elite) ? { landing: (ctx) => smuggleExtra(ctx, faction, to) } : null;
  },
};
