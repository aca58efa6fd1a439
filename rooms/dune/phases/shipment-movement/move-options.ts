// 1.06.05: the moves a move decision's seat may make, listed in its view (decision-options.ts): each stack that may
// move, whole, and the places it may reach. The storm and the range narrow the search (reachable); the handler's own
// check (moveProblem) decides every place found, so the lists are exactly what the engine accepts for a move of one
// stack with no card played (an Ornithopter or a Hajr adds to them; Take Up Arms, 2.02.16, only narrows them).
import { groupPlaces, offered, placeStrings, type PlaceOption } from '../../board/place-options.ts';
import { placeKey, reachable } from '../../board/movement.ts';
import { BG, sideIn } from '../../factions/advisors.ts';
import { planetologistRange } from '../../skills/movement.ts';
import type { Draft } from '../../types.ts';
import { moveProblem, type MoveAction, type Reach } from './move.ts';
import type { MoveDecision, MoveGroup, MoveOption } from './types.ts';

/** `reachable`, remembered by start, range and entry rule while one unchanged board is searched. */
function memoReach(): Reach {
  const known = new Map<string, ReturnType<typeof reachable>>();
  return (board, starts, range, open) => {
    const key = `${starts.map(placeKey).join(' ')}|${range}|${open?.key ?? ''}`;
    const found = known.get(key) ?? reachable(board, starts, range, open?.canEnter);
    known.set(key, found);
    return found;
  };
}

/** The decision's stacks that may move and where each may go, for its seat's view. */
export function moveOptions(state: Draft, decision: MoveDecision): Pick<MoveDecision, 'moves'> {
  const mover = decision.seat;
  const hand = state.factions[mover]!.hand;
  // LS.planetologist.normal: a single group may go one territory further; the check holds every other limit.
  const range = planetologistRange(decision, false);
  const moves: MoveOption[] = [];
  const reach = memoReach();
  for (const stack of state.forces) {
    if (stack.faction !== mover) continue;
    // 2.02.10: the Bene Gesserit move the side they show in the territory.
    const side = mover === BG ? (sideIn(state, stack.territory) ?? 'fighters') : 'fighters';
    const count = side === 'advisors' ? stack.advisors : stack.regular + stack.elite;
    if (count === 0) continue;
    const group: MoveGroup = { sector: stack.sector, count, ...(side === 'fighters' && stack.elite > 0 ? { elite: stack.elite } : {}) };
    const start = { territory: stack.territory, sector: stack.sector };
    // Every place the check may accept is within range and outside the storm (its first path test).
    const near = [...reach(state, [start], range).values()].map((r) => r.place);
    const to = groupPlaces(
      near.filter((place) => {
        const action: MoveAction = { type: 'move', event: decision.id, from: stack.territory, groups: [group], to: place };
        return moveProblem(state, mover, hand, decision, action, reach) === null;
      }),
    );
    if (to.length > 0) moves.push({ ...start, count, to });
  }
  return { moves };
}

/** The places allowed when a move was refused for naming a stack or a place not offered (EngineError.allowed), else null. */
export function moveAllowed(state: Draft, decision: MoveDecision, action: MoveAction): string[] | null {
  if (action.from === undefined) return null;
  const moves = moveOptions(state, decision).moves!;
  const sectors = Array.isArray(action.groups) ? action.groups.map((g) => g?.sector) : [];
  const stacks = moves.filter((m) => m.territory === action.from && sectors.includes(m.sector));
  if (stacks.length === 0 || stacks.length < sectors.length) return placeStrings(groupPlaces(moves));
  // Stacks of one territory moved together reach any place one of them may.
  const reach: PlaceOption[] = groupPlaces(stacks.flatMap((m) => m.to.flatMap((p) => p.sectors.map((sector) => ({ territory: p.territory, sector })))));
  return offered(reach, action.to) ? null : placeStrings(reach);
}
