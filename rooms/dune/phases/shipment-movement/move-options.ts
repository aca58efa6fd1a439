// 1.06.05: the moves a move decision's seat may make, listed in its view (decision-options.ts): each stack that may
// move, whole, and the places it may reach: with no card played, with its Ornithopter played for range, with a
// Planetologist's second group (LS.planetologist.normal) and along a Sandmaster's routes (LS.sandmaster.normal).
// The range the check itself applies (moveRange) and the storm narrow the search (reachable); the handler's own
// check (moveProblem) decides every place found, so the lists are exactly what the engine accepts. A Hajr or an
// Ornithopter's extra move only add moves, to the same places; Take Up Arms (2.02.16) only narrows them.
import { BOARD_PLACES, groupPlaces, offered, placeStrings, type PlaceOption } from '../../board/place-options.ts';
import { placeKey, reachable, type Place } from '../../board/movement.ts';
import { tokensIn } from '../../board/tokens.ts';
import { BG, sideIn } from '../../factions/advisors.ts';
import { plugins } from '../../extension-points.ts';
import type { Draft, Faction, TerritoryId, TreacheryCardId } from '../../types.ts';
import { moveCard, moveProblem, moveRange, type MoveAction, type Reach } from './move.ts';
import type { MoveDecision, MoveGroup, MoveOption, SandmasterRoute } from './types.ts';

const BOARD_TERRITORIES = BOARD_PLACES.map((p) => p.territory);

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

/** A stack that may move whole: where it stands and the group a move of all of it names. */
interface Stack {
  territory: TerritoryId;
  sector: number;
  count: number;
  group: MoveGroup;
  /** RI.no-field: the mover's No-Field token is one of `count` (a move of all of it names it). */
  noField: boolean;
}

interface Ask {
  state: Draft;
  mover: Faction;
  hand: readonly TreacheryCardId[];
  decision: MoveDecision;
  reach: Reach;
}

/** The seat's stacks, each with the side it moves (2.02.10: the Bene Gesserit move the side they show there). */
function stacksOf(state: Draft, mover: Faction, decision: MoveDecision): Stack[] {
  const out: Stack[] = [];
  for (const stack of state.forces) {
    if (stack.faction !== mover) continue;
    const side = mover === BG ? (sideIn(state, stack.territory) ?? 'fighters') : 'fighters';
    // HW.richese.low: a No-Field that may not move stays behind.
    const token = tokensIn(state, mover, stack.territory, stack.sector);
    const fixed = decision.noFieldFixed ? token : 0;
    const count = side === 'advisors' ? stack.advisors : stack.regular + stack.elite - fixed;
    if (count === 0) continue;
    const group: MoveGroup = { sector: stack.sector, count, ...(side === 'fighters' && stack.elite > 0 ? { elite: stack.elite } : {}) };
    out.push({ territory: stack.territory, sector: stack.sector, count, group, noField: token > fixed });
  }
  return out;
}

/** The move's field naming the stack's No-Field, when it holds one. */
const tokenOf = (stack: Stack): Pick<MoveAction, 'noField'> => (stack.noField ? { noField: true } : {});

/** A stack as the second group of a move: without its No-Field (only the first group may carry one), or null when nothing is left. */
function withoutToken(stack: Stack): Stack | null {
  if (!stack.noField) return stack;
  if (stack.count === 1) return null;
  return { ...stack, count: stack.count - 1, group: { ...stack.group, count: stack.group.count - 1 }, noField: false };
}

/**
 * The places `stack` may move to with the move's other fields `extra` (a card, a second group), as the check says.
 * Every place it may accept is within the range it applies and outside the storm (its first path test).
 */
function placesFor(ask: Ask, stack: Stack, extra: Pick<MoveAction, 'ornithopter' | 'also' | 'via' | 'flight'>, decision = ask.decision): Place[] {
  const near = [...ask.reach(ask.state, [stack], moveRange(decision, { ...extra, groups: [stack.group] })).values()].map((r) => r.place);
  return near.filter((to) => {
    const action: MoveAction = { type: 'move', event: decision.id, from: stack.territory, groups: [stack.group], to, ...extra, ...tokenOf(stack) };
    return moveProblem(ask.state, ask.mover, ask.hand, decision, action, ask.reach) === null;
  });
}

/**
 * LS.planetologist.normal: for each stack, the places it may go to with a second group from another territory. The
 * check of a move with a second group is its first group's own check and the second group's check as a move of its
 * own at the decision's range; so a place is listed for a stack when the whole check accepts it with one partner, and
 * then any stack of another territory that lists it too may come along.
 */
function secondGroupPlaces(ask: Ask, stacks: readonly Stack[]): Map<Stack, Place[]> {
  // Where each stack may go as the second group: the check the handler makes of it.
  const alone: MoveDecision = { ...ask.decision, skill: undefined };
  const seconds = stacks.flatMap((s) => withoutToken(s) ?? []);
  const asSecond = new Map(seconds.map((s) => [s, placesFor(ask, s, {}, alone)]));
  const keys = new Map(seconds.map((s) => [s, new Set(asSecond.get(s)!.map(placeKey))]));
  const out = new Map<Stack, Place[]>();
  for (const stack of stacks) {
    const partners = seconds.filter((s) => s.territory !== stack.territory);
    // A first group is checked at the same range as a second one, and passes that check too.
    const places = (asSecond.get(stack) ?? placesFor(ask, stack, {}, alone)).filter((to) => {
      const partner = partners.find((s) => keys.get(s)!.has(placeKey(to)));
      if (!partner) return false;
      const also = { from: partner.territory, groups: [partner.group] };
      const action: MoveAction = { type: 'move', event: ask.decision.id, from: stack.territory, groups: [stack.group], to, also, ...tokenOf(stack) };
      return moveProblem(ask.state, ask.mover, ask.hand, ask.decision, action, ask.reach) === null;
    });
    out.set(stack, places);
  }
  return out;
}

/**
 * LS.sandmaster.normal: the routes through territories that still give the Sandmaster spice (with spice, not collected
 * from this phase), in the order passed, each with the places the stack may then reach; a route is extended only
 * while it leads somewhere.
 */
function routesOf(ask: Ask, stack: Stack, spiced: readonly TerritoryId[]): SandmasterRoute[] {
  const out: SandmasterRoute[] = [];
  const extend = (via: TerritoryId[]) => {
    for (const t of spiced) {
      if (t === stack.territory || via.includes(t)) continue;
      const route = [...via, t];
      const to = groupPlaces(placesFor(ask, stack, { via: route }));
      if (to.length === 0) continue;
      out.push({ via: route, to });
      extend(route);
    }
  };
  extend([]);
  return out;
}

/** LS.sandmaster.normal: the territories a move may still collect from this phase (1 spice each, once). */
const sandmasterSpice = (state: Draft): TerritoryId[] => BOARD_TERRITORIES.filter((t) => plugins().some((p) => p.collectsOnMove?.(state, t) === true));

/** The decision's stacks that may move and where each may go, for its seat's view. */
export function moveOptions(state: Draft, decision: MoveDecision): Pick<MoveDecision, 'moves' | 'ornithopter'> {
  const hand = state.factions[decision.seat]!.hand;
  const ask: Ask = { state, mover: decision.seat, hand, decision, reach: memoReach() };
  const stacks = stacksOf(state, decision.seat, decision);
  const card = moveCard()?.heldIn(hand);
  const ornithopter = card === undefined ? undefined : { card, mode: 'range' as const };
  const second = decision.skill === 'planetologist' ? secondGroupPlaces(ask, stacks) : null;
  const spiced = decision.skill === 'sandmaster' ? sandmasterSpice(state) : null;
  const moves: MoveOption[] = [];
  for (const stack of stacks) {
    const to = groupPlaces(placesFor(ask, stack, {}));
    const far = ornithopter ? groupPlaces(placesFor(ask, stack, { ornithopter })) : [];
    const flown = decision.flight ? groupPlaces(placesFor(ask, stack, { flight: true })) : [];
    const together = second ? groupPlaces(second.get(stack)!) : [];
    if (to.length + far.length + flown.length + together.length === 0) continue;
    moves.push({
      territory: stack.territory,
      sector: stack.sector,
      count: stack.count,
      ...(stack.noField ? { noField: true as const } : {}),
      to,
      ...(ornithopter ? { ornithopterTo: far } : {}),
      ...(decision.flight ? { flightTo: flown } : {}),
      ...(second ? { alsoTo: together } : {}),
      ...(spiced ? { routes: routesOf(ask, stack, spiced) } : {}),
    });
  }
  return { moves, ...(card === undefined ? {} : { ornithopter: card }) };
}

/** The same territories in the same order. */
const sameRoute = (a: readonly TerritoryId[], b: unknown): boolean => Array.isArray(b) && a.length === b.length && a.every((t, i) => t === b[i]);

/**
 * The places a move's stacks reach, for the kind of move it is: with an Ornithopter for range, a flight, a second
 * group, a Sandmaster's route, or none of them. (The lists are of each alone; a move that combines them is not listed.)
 */
function reachOf(move: MoveOption, action: MoveAction): PlaceOption[] {
  if (action.also !== undefined) return move.alsoTo ?? [];
  if (action.ornithopter?.mode === 'range') return move.ornithopterTo ?? [];
  if (action.flight) return move.flightTo ?? [];
  if (action.via !== undefined && action.via.length > 0) return move.routes?.find((r) => sameRoute(r.via, action.via))?.to ?? move.to;
  return move.to;
}

/** The listed stacks of `territory` a move names by their sectors (stacks of one territory move together). */
function named(moves: readonly MoveOption[], territory: TerritoryId, groups: unknown): MoveOption[] {
  const sectors = Array.isArray(groups) ? groups.map((g: { sector?: unknown } | null) => g?.sector) : [];
  const stacks = moves.filter((m) => m.territory === territory && sectors.includes(m.sector));
  return stacks.length < sectors.length ? [] : stacks;
}

/** Any place one of the stacks reaches for this kind of move, one `{ territory, sector }` each. */
const reachedBy = (stacks: readonly MoveOption[], action: MoveAction): Place[] =>
  stacks.flatMap((m) => reachOf(m, action).flatMap((p) => p.sectors.map((sector) => ({ territory: p.territory, sector }))));

/** The places allowed when a move was refused for naming a stack or a place not offered (EngineError.allowed), else null. */
export function moveAllowed(state: Draft, decision: MoveDecision, action: MoveAction): string[] | null {
  if (action.from === undefined) return null;
  const moves = moveOptions(state, decision).moves!;
  const stacks = named(moves, action.from, action.groups);
  if (stacks.length === 0) return placeStrings(groupPlaces(moves));
  let places = reachedBy(stacks, action);
  // LS.planetologist.normal: a place both groups list.
  if (action.also !== undefined) {
    const theirs = new Set(reachedBy(named(moves, action.also.from, action.also.groups), action).map(placeKey));
    places = places.filter((p) => theirs.has(placeKey(p)));
  }
  const reach: PlaceOption[] = groupPlaces(places);
  return offered(reach, action.to) ? null : placeStrings(reach);
}
