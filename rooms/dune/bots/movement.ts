// 1.06.05 movement: move surplus forces toward the best reachable target (strongholds first, then spice), never
// leaving a held stronghold empty or a contested one weakened; checked with the handler's own rule function.
import { reachable } from '../board/movement.ts';
import { inStorm } from '../board/storm.ts';
import { territory } from '../board/territories.ts';
import { strongholdFull, fighters } from '../phases/shipment-movement/board-view.ts';
import { moveCard, moveProblem, moveRange, type MoveAction } from '../phases/shipment-movement/move.ts';
import type { MoveDecision } from '../phases/shipment-movement/types.ts';
import type { DecisionAction, TerritoryId } from '../types.ts';
import type { BotContext } from './context.ts';
import { distance, enemiesIn, exposed, fightersOf, myHand, spiceOn, stormThreat, unitOf } from './board.ts';
import { targets, winningOpponents, type Target } from './targets.ts';

/** Forces that must stay where they are. */
function keepAt(ctx: BotContext, id: TerritoryId): number {
  const unit = unitOf(ctx.view, ctx.me);
  const here = fightersOf(ctx.view, ctx.me, id);
  if (enemiesIn(ctx.view, unit, id).strongest > 0) return here; // a battle is coming: stay and fight.
  // Hard+: an opponent wins at the Mentat Pause unless a stronghold is taken back: one force holds ours.
  if (ctx.level >= 2 && territory(id).kind === 'stronghold' && winningOpponents(ctx).length > 0) return Math.min(here, 1);
  // Brutal keeps half a stronghold's forces while opponents may still land there; hard keeps two.
  if (territory(id).kind === 'stronghold') return Math.min(here, ctx.level >= 3 ? Math.max(3, Math.ceil(here / 2)) : 2);
  return 0;
}

export function answerMove(d: MoveDecision, ctx: BotContext): DecisionAction | null {
  const { view, me } = ctx;
  const pass: DecisionAction = { type: 'move', event: d.id };
  const goals = new Map(targets(ctx).map((t) => [t.territory, t]));
  const threat = stormThreat(view);
  const hand = myHand(view);
  const strongholdGoals = [...goals.values()].filter((t) => territory(t.territory).kind === 'stronghold');
  let best: { action: MoveAction; score: number } | null = null;
  // A held card for moves (an Ornithopter) reaches farther for the price of the card (worth about as much as a good move).
  const withCard = moveCard();
  const card = withCard?.heldIn(hand);
  // A single group's range under the plug-ins' rules (LS.planetologist.normal: one more territory).
  const base = moveRange(d, {});
  const ranges: { range: number; ornithopter?: MoveAction['ornithopter']; flight?: true; cost: number }[] = [{ range: base, cost: 0 }];
  if (card !== undefined && base < withCard!.range) ranges.push({ range: withCard!.range, ornithopter: { card, mode: 'range' }, cost: 1.5 });
  // DS.ornithopter: a token held flies one move as far, spent as the card is.
  const flown = moveRange(d, { flight: true });
  if (d.flight && base < flown) ranges.push({ range: flown, flight: true, cost: 1.5 });
  for (const { range, ornithopter, flight: flying, cost } of ranges)
    for (const stack of view.forces) {
      if (stack.faction !== me || fighters(stack) === 0 || inStorm(view, stack.territory, stack.sector)) continue;
      const movable = fighters(stack) - Math.max(0, keepAt(ctx, stack.territory) - (fightersOf(view, me, stack.territory) - fighters(stack)));
      if (movable <= 0) continue;
      // Staying on spice collects it (1.08); staying in the storm's path loses the forces (hard+).
      const stayValue = Math.min(spiceOn(view, stack.territory), 2 * movable) * 0.4;
      const danger = ctx.level >= 2 && exposed(view, stack.territory, stack.sector, threat) ? movable * 0.8 : 0;
      const open = (p: { territory: TerritoryId }) => p.territory === stack.territory || !strongholdFull(view, p.territory, me);
      for (const { place, hops } of reachable(view, [{ territory: stack.territory, sector: stack.sector }], range, open).values()) {
        if (hops === 0 || place.territory === stack.territory) continue;
        if ((ornithopter || flying) && hops <= base) continue; // reachable without the card or the flight
        const goal = goals.get(place.territory);
        const flight = danger > 0 && !exposed(view, place.territory, place.sector, threat) ? danger : 0;
        // Brutal stages forces toward strongholds it cannot reach this turn, to strike next turn.
        const stage =
          !goal && ctx.level >= 3 && territory(stack.territory).kind !== 'stronghold' && !exposed(view, place.territory, place.sector, threat)
            ? staging(strongholdGoals, stack.territory, place.territory)
            : 0;
        if (!goal && flight === 0 && stage === 0) continue;
        if (goal && ctx.level >= 2 && exposed(view, place.territory, place.sector, threat)) continue;
        const have = fightersOf(view, me, place.territory);
        const count = goal ? Math.min(movable, Math.max(1, goal.want - have)) : movable;
        if (goal?.least !== undefined && have + count < goal.least && flight === 0) continue;
        const fill = goal ? Math.min(1, (have + count) / goal.want) : 0;
        // LS.sandmaster.normal: entering spice pays 1.
        const sand = d.skill === 'sandmaster' && spiceOn(view, place.territory) > 0 ? 1 : 0;
        const score = (goal ? goal.value * fill : 0) + flight + stage + sand - stayValue * (count / movable) - cost + ctx.random() * (ctx.level >= 2 ? 0.3 : 2);
        if (best && score <= best.score) continue;
        const elite = Math.max(0, count - stack.regular);
        const action: MoveAction = {
          type: 'move',
          event: d.id,
          from: stack.territory,
          groups: [{ sector: stack.sector, count, ...(elite > 0 ? { elite } : {}) }],
          to: { territory: place.territory, sector: place.sector },
          ...(ornithopter ? { ornithopter } : {}),
          ...(flying ? { flight: true as const } : {}),
        };
        // RI.no-field: a group taking more than the stack's other forces takes our No-Field along.
        if (moveProblem(view, me, hand, d, action) !== null) {
          if (moveProblem(view, me, hand, d, { ...action, noField: true }) !== null) continue;
          action.noField = true;
        }
        best = { action, score };
      }
    }
  if (!best || best.score <= 1) return pass;
  return d.skill === 'planetologist' && ctx.level >= 1 ? withSecondGroup(d, ctx, best.action) : best.action;
}

/**
 * LS.planetologist.normal: another group of ours that can reach the same destination at the normal range comes too,
 * when the move did not need the extra territory and the group is not needed where it is.
 */
function withSecondGroup(d: MoveDecision, ctx: BotContext, action: MoveAction): MoveAction {
  const hand = myHand(ctx.view);
  for (const stack of ctx.view.forces) {
    if (stack.faction !== ctx.me || stack.territory === action.from || stack.territory === action.to!.territory || fighters(stack) === 0) continue;
    const movable = fighters(stack) - keepAt(ctx, stack.territory);
    if (movable <= 0) continue;
    const elite = Math.max(0, Math.min(movable, fighters(stack)) - stack.regular);
    const both: MoveAction = {
      ...action,
      also: { from: stack.territory, groups: [{ sector: stack.sector, count: movable, ...(elite > 0 ? { elite } : {}) }] },
    };
    if (moveProblem(ctx.view, ctx.me, hand, d, both) === null) return both;
  }
  return action;
}

/** Value of getting closer to the nearest stronghold goal (distance in territories, 1.06.05). */
function staging(goals: readonly Target[], from: TerritoryId, to: TerritoryId): number {
  const near = (at: TerritoryId) => Math.min(99, ...goals.map((g) => distance(at, g.territory)));
  const gain = near(from) - near(to);
  return gain > 0 ? 1.5 * gain : 0;
}
