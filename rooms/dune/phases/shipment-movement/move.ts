// 1.06.05 FORCE MOVEMENT: one group, from one territory (several sectors unless separated by storm) to one
// sector of another territory (or another sector of the same one, 1.06.08), within range (1.06.05.03, Fremen
// 2.04.06, ornithopters 1.06.05.04), never into, out of or through storm (1.06.05.06), nor into or through a
// stronghold held by two other players (1.06.05.09). Hajr (3.01.09) grants one more movement action; an Ornithopter
// card (CHOAM & Richese) either lets this group move 3 territories or grants a second move of another group.
import { isHomeworld } from '../../board/homeworlds.ts';
import { plugins } from '../../extension-points.ts';
import { viewRules } from '../../view-rules.ts';
import { isValidSector } from '../../board/forces.ts';
import { tokensIn } from '../../board/tokens.ts';
import { boardDistance, connectedOutsideStorm, placeKey, reachable, sectorsOf, type CanEnter, type Place } from '../../board/movement.ts';
import { inStorm } from '../../board/storm.ts';
import { isBoardPlace, territory } from '../../board/territories.ts';
import type { EngineError, Faction, TerritoryId, TreacheryCardId } from '../../types.ts';
import { isCancelled, useOf } from '../../karama/abilities.ts';
import type { ActionHandler, ActionOf } from '../handler.ts';
import { strongholdFull, type BoardView } from './board-view.ts';
import { holdsCard, playCard } from './cards.ts';
import { shipmentRound } from './round.ts';
import { moveForces } from '../../board/forces.ts';
import { arrivalSide, BG, moveSides, sideIn } from '../../factions/advisors.ts';
import { arrivalLanded, arrivalTold, noticeArrival } from '../../arrivals.ts';
import type { MoveDecision } from './types.ts';
import type { MoveCard } from '../../extension-points/shipment.ts';
import { isRecordList, isSpotShape } from '../../action-shape.ts';
import { firstAnswer } from '../../first-answer.ts';

export type MoveAction = ActionOf<'move'>;

/** The card a move may play (a plug-in's view-level `moveCard`: the Ornithopter), if the rule set has one. */
export const moveCard = (): MoveCard | undefined => viewRules().find((p) => p.moveCard !== undefined)?.moveCard;

const code = (c: EngineError['code'], message: string): EngineError => ({ code: c, message });

/**
 * The places a group may reach (board/movement.ts `reachable`), `open` naming its entry rule. The check measures with
 * `reachable` itself; the options list (move-options.ts) passes a memo of it, so that trying every place of one
 * stack searches its paths once.
 */
export type Reach = (
  board: BoardView,
  starts: readonly Place[],
  range: number,
  open?: { key: string; canEnter: CanEnter },
) => ReadonlyMap<string, { place: Place; hops: number }>;
const reachDirectly: Reach = (board, starts, range, open) => reachable(board, starts, range, open?.canEnter);

/**
 * How many territories a move may cross: the decision's range, or that of a card played for range (the Ornithopter's,
 * with a Kulon's one more); a face-up Planetologist adds one more unless a second group comes along
 * (LS.planetologist.normal).
 */
export function moveRange(decision: MoveDecision, action: Pick<MoveAction, 'ornithopter' | 'also' | 'groups' | 'flight'>): number {
  const card = action.ornithopter?.mode === 'range' ? moveCard() : undefined;
  // DS.ornithopter: a flight's range, like a card's, counts a Kulon's territory too.
  const lent = card ? card.range : action.flight && decision.flight ? decision.flight : null;
  const base = lent !== null ? Math.max(decision.range, lent + (decision.kulon ? 1 : 0)) : decision.range;
  let range = base;
  const starred = (action.groups ?? []).reduce((n, g) => n + (g.elite ?? 0), 0);
  for (const p of viewRules()) if (p.moveRange) range = p.moveRange(range, decision, action.also !== undefined, starred);
  return range;
}

/** Why a move is illegal, or null. Pure: the handler and the legal-answer bot both use it. */
export function moveProblem(
  board: BoardView,
  mover: Faction,
  hand: readonly TreacheryCardId[],
  decision: MoveDecision,
  action: MoveAction,
  reach: Reach = reachDirectly,
): string | EngineError | null {
  if (action.from === undefined) {
    if (
      action.groups !== undefined ||
      action.to !== undefined ||
      action.hajr !== undefined ||
      action.ornithopter !== undefined ||
      action.flight !== undefined ||
      action.fighters !== undefined ||
      action.via !== undefined ||
      action.also !== undefined ||
      action.noField !== undefined
    )
      return 'a pass names nothing else';
    return null;
  }
  const { from, groups, to } = action;
  if (!isRecordList(groups) || (to !== undefined && !isSpotShape(to))) return 'groups is a list of { sector, count }, and to is { territory, sector }';
  if (isHomeworld(from) || (to !== undefined && isHomeworld(to.territory)))
    return code('NOT_ELIGIBLE', 'HW.no-movement: no force moves onto or off a homeworld');
  if (!isBoardPlace(from)) return `unknown territory ${from}`;
  if (!groups || groups.length === 0) return 'name the sectors the forces move from';
  // 1.06.05.08: a move names the sector of the destination its forces end in.
  if (!to || !isBoardPlace(to.territory) || !isValidSector(to.territory, to.sector)) return 'name a destination territory and one of its sectors (1.06.05.08)';
  const sectors = groups.map((g) => g.sector);
  if (sectors.length > 1 && new Set(sectors).size !== sectors.length) return 'name each source sector once';
  // 2.02.10: Bene Gesserit forces move as the side they show in the territory (advisors only in the Advanced game).
  const side = mover === BG ? (sideIn(board, from) ?? 'fighters') : 'fighters';
  // A concealed token moved with the group: its plug-in's rules say whether it may (RI.no-field).
  if (action.noField !== undefined) {
    const rules = viewRules().filter((p) => p.tokenMoveProblem !== undefined);
    const bad =
      rules.length === 0 ? code('NOT_ELIGIBLE', 'no token moves in this game') : firstAnswer(rules, (p) => p.tokenMoveProblem!(board, mover, decision, action));
    if (bad) return bad;
  }
  for (const g of groups) {
    if (!isValidSector(from, g.sector)) return `${from} has no sector ${g.sector}: its sectors are ${sectorsOf(from).join(', ')}`;
    const elite = g.elite ?? 0;
    if (!Number.isInteger(g.count) || g.count < 1 || !Number.isInteger(elite) || elite < 0 || elite > g.count)
      return 'each group moves at least one force; elite between 0 and count';
    const stack = board.forces.find((s) => s.faction === mover && s.territory === from && s.sector === g.sector);
    // RI.no-field: a concealed token in the stack moves only when the move names it.
    const held = action.noField === true ? 0 : tokensIn(board, mover, from, g.sector);
    const ordinary = side === 'advisors' ? stack?.advisors : stack && stack.regular - held;
    if (!stack || ordinary! < g.count - elite || stack.elite < elite || (side === 'advisors' && elite > 0))
      return code('NOT_HELD', `not that many forces in ${from} sector ${g.sector}`);
  }
  if (action.fighters !== undefined && isCancelled(decision, 'bg-take-up-arms'))
    return code('NOT_ELIGIBLE', '3.04: a Karama cancelled Take Up Arms (2.02.16) for this move');
  const arrival = mover === BG ? arrivalSide(board, from, to, side, action.fighters === true) : null;
  if (typeof arrival === 'string') return code('NOT_ELIGIBLE', arrival);
  if (mover !== BG && action.fighters !== undefined) return '2.02.16: only Bene Gesserit advisors take up arms';
  // 2.02.12: advisors do not occupy, so the occupancy limit (1.06.05.09) does not stop them.
  const limited = side === 'fighters' || arrival?.side === 'fighters';
  if (to.territory === from && sectors.length === 1 && sectors[0] === to.sector) return 'the forces would not move';
  if (action.hajr !== undefined && !holdsCard(hand, action.hajr, 'hajr')) return code('NOT_HELD', `no Hajr card ${action.hajr} in hand`);
  if (action.ornithopter !== undefined) {
    const card = moveCard();
    const bad = card ? card.problem(hand, action.ornithopter.card) : code('NOT_ELIGIBLE', 'no card is played with a move in this game');
    if (bad) return bad;
  }
  // DS.ornithopter: a flight with a token the mover holds, never beside an Ornithopter card.
  if (action.flight !== undefined) {
    if (action.flight !== true || !decision.flight) return code('NOT_ELIGIBLE', 'DS.ornithopter: you hold no Ornithopter token to fly with');
    if (action.ornithopter !== undefined) return 'fly with the Ornithopter token or play the Ornithopter card, not both';
  }
  // The extra move a card gave (the Ornithopter's) is of another group than the first.
  if (decision.exclude && from === decision.exclude) return 'Ornithopter: the second move must be of another group than the first';
  if (decision.barred?.includes(to.territory) && to.territory !== from)
    return code('NOT_ELIGIBLE', `CH.worthless.baliset: you may not move into ${territory(to.territory).name} this phase`);
  const range = moveRange(decision, action);
  if (sectors.some((s) => inStorm(board, from, s))) return code('IN_STORM', '1.06.05.06: no moving out of a sector in storm');
  if (!connectedOutsideStorm(board, from, sectors)) return code('IN_STORM', '1.06.05: those sectors are separated by the storm');
  if (inStorm(board, to.territory, to.sector)) return code('IN_STORM', '1.06.05.06: no moving into a sector in storm');
  if (limited && to.territory !== from && strongholdFull(board, to.territory, mover))
    return code('OCCUPIED', `1.06.05.09: ${territory(to.territory).name} already holds two other players' forces`);
  if (boardDistance(board, from, to.territory) > range) return code('OUT_OF_RANGE', `${to.territory} is beyond ${range} territor${range === 1 ? 'y' : 'ies'}`);
  // 1.06.08: the destination may be another sector of the same territory (a repositioning); the storm still blocks.
  const starts = sectors.map((sector) => ({ territory: from, sector }));
  const target = placeKey(to);
  const open = openTo(board, from, limited, mover);
  // A path that avoids full strongholds avoids the storm too, so the search without that limit is needed only to
  // tell which of the two blocks the move.
  if (!reach(board, starts, range, { key: `${from}:${limited}`, canEnter: open }).has(target)) {
    if (!reach(board, starts, range).has(target)) return code('IN_STORM', '1.06.05.06: the storm blocks every path in range');
    return code('OCCUPIED', '1.06.05.09: every path in range passes through a full stronghold');
  }
  return skillMoveProblem(board, mover, hand, decision, action, starts, range, open);
}

/**
 * 1.06.05.02: forces may enter or cross any territory whoever is there; only a full stronghold (1.06.05.09) is closed.
 * (Made here rather than as a named local: tsx names every named local closure when it is made, and the options
 * check every place.)
 */
function openTo(board: BoardView, from: TerritoryId, limited: boolean, mover: Faction): (p: { territory: TerritoryId }) => boolean {
  return (p) => p.territory === from || !limited || !strongholdFull(board, p.territory, mover);
}

/** Whether both groups of a Bene Gesserit move with a second group move as fighters and arrive as fighters. */
function bothFighters(board: BoardView, action: MoveAction): boolean {
  return [action.from!, action.also!.from].every((from) => {
    const side = sideIn(board, from) ?? 'fighters';
    const arrival = arrivalSide(board, from, action.to!, side, action.fighters === true);
    return side === 'fighters' && typeof arrival !== 'string' && arrival.side === 'fighters';
  });
}

/** LS.sandmaster.normal's path and LS.planetologist.normal's second group, when the move names them. */
function skillMoveProblem(
  board: BoardView,
  mover: Faction,
  hand: readonly TreacheryCardId[],
  decision: MoveDecision,
  action: MoveAction,
  starts: { territory: TerritoryId; sector: number }[],
  range: number,
  open: (p: { territory: TerritoryId }) => boolean,
): string | EngineError | null {
  if (action.via !== undefined) {
    if (decision.skill !== 'sandmaster') return 'LS.sandmaster.normal: only a face-up Sandmaster names the territories a move passes through';
    const bad = firstAnswer(viewRules(), (p) => p.moveRouteProblem?.(board, starts, action.via!, action.to!, range, open));
    if (bad) return bad;
  }
  if (action.also === undefined) return null;
  if (decision.skill !== 'planetologist') return 'LS.planetologist.normal: only a face-up Planetologist moves a second group';
  if (action.also.from === action.from) return 'LS.planetologist.normal: the second group comes from another territory';
  // Both Bene Gesserit groups must arrive as fighters: two groups ending on different sides in one territory cannot be.
  if (mover === BG && !bothFighters(board, action))
    return 'LS.planetologist.normal: a second group is supported only for Bene Gesserit fighters arriving as fighters';
  const second: MoveAction = { type: 'move', event: action.event, from: action.also.from, groups: action.also.groups, to: action.to! };
  const bad = moveProblem(board, mover, hand, { ...decision, skill: undefined }, second);
  return typeof bad === 'string' ? `second group: ${bad}` : bad && { ...bad, message: `second group: ${bad.message}` };
}

export const move: ActionHandler<'move'> = {
  type: 'move',
  rule: '1.06.05',
  check(state, decision, action) {
    return moveProblem(state, decision.seat, state.factions[decision.seat]!.hand, decision, action);
  },
  apply(ctx, decision, action) {
    const me = decision.seat;
    const round = shipmentRound(ctx.state);
    ctx.close(decision);
    round.movesLeft -= 1;
    if (action.from === undefined) {
      ctx.emit({ type: 'move-passed', faction: me });
      // Passing ends movement, an unplayed Hajr included.
      round.movesLeft = 0;
      return;
    }
    if (action.hajr !== undefined) {
      playCard(ctx, me, action.hajr, '3.01.09');
      round.movesLeft += 1;
      round.hajrPlayed = true;
    }
    // A card played with the move (the Ornithopter's range or extra move).
    for (const p of plugins()) p.moveCardPlayed?.(ctx, decision, action);
    const groups = action.groups!.map((g) => ({ sector: g.sector, count: g.count, ...(g.elite ? { elite: g.elite } : {}) }));
    const side = me === BG ? (sideIn(ctx.state, action.from) ?? 'fighters') : 'fighters';
    const arrival = me === BG ? arrivalSide(ctx.state, action.from, action.to!, side, action.fighters === true) : null;
    if (typeof arrival === 'string') throw new Error(`move checked but ${arrival}`);
    const entering = noticeArrival(ctx.state, { faction: me, to: action.to!, way: 'move', from: action.from, count: groups.reduce((n, g) => n + g.count, 0) });
    for (const g of groups) {
      const from = { territory: action.from, sector: g.sector };
      if (side === 'fighters' && (arrival === null || arrival.side === 'fighters'))
        moveForces(ctx.state, me, from, action.to!, { regular: g.count - (g.elite ?? 0), elite: g.elite ?? 0 });
      else moveSides(ctx.state, from, action.to!, g.count, side, arrival!.side);
    }
    arrivalLanded(ctx, entering);
    ctx.emit({ type: 'moved', faction: me, from: action.from, groups, to: { ...action.to! }, ...(action.noField ? { noField: true as const } : {}) });
    // LS.planetologist.normal, LS.sandmaster.normal: a second group, spice collected on the way.
    for (const p of plugins()) p.moved?.(ctx, decision, action);
    if (arrival?.rule && arrival.side !== side) {
      const count = groups.reduce((n, g) => n + g.count, 0);
      ctx.emit({ type: 'forces-flipped', faction: BG, territory: action.to!.territory, to: arrival.side, count, rule: arrival.rule });
    }
    arrivalTold(ctx, entering);
  },
  karama: {
    // 2.02.16 TAKE UP ARMS is a ✷ use; cancelled, the Bene Gesserit retake the move without it (3.04).
    // 2.04.06: a Fremen move that needs the second territory (range 2 comes only from this ability; ornithopters
    // give 3) uses the ✷ ability; cancelled, the Fremen retake the move with a range of 1 (3.04).
    uses(state, decision, action) {
      // A plug-in's ✷ ability a move uses (IX.cyborg-move).
      const theirs = plugins().flatMap((p) => p.moveUses?.(state, decision, action) ?? []);
      if (decision.seat === BG && action.fighters === true) return [useOf('bg-take-up-arms'), ...theirs];
      if (decision.seat !== 'fremen' || decision.range !== FREMEN_RANGE || action.from === undefined) return theirs;
      const oneTerritory = moveProblem(state, 'fremen', state.factions.fremen!.hand, { ...decision, range: 1 }, action);
      return oneTerritory === null ? theirs : [useOf('fremen-movement'), ...theirs];
    },
    retake: (_state, decision) => (isCancelled(decision, 'fremen-movement') && decision.range === FREMEN_RANGE ? { ...decision, range: 1 } : decision),
  },
};

const FREMEN_RANGE = 2;
