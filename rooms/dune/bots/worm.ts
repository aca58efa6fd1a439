// 2.04.08 (medium+): the Fremen ride the sandworm to the most valuable target on the board, often an empty or
// weakly held stronghold; the handler's limits (storm, allies, occupancy) are checked from the view first.
import { sectorsOf } from '../board/movement.ts';
import { inStorm } from '../board/storm.ts';
import { isTerritoryId } from '../board/territories.ts';
import { strongholdFull } from '../phases/shipment-movement/board-view.ts';
import type { RideWormDecision } from '../phases/spice-blow/types.ts';
import type { DecisionAction } from '../types.ts';
import type { BotContext } from './context.ts';
import { fightersOf, unitOf } from './board.ts';
import { targets } from './targets.ts';

export function answerRideWorm(d: RideWormDecision, ctx: BotContext): DecisionAction {
  const { view } = ctx;
  const stay: DecisionAction = { type: 'ride-worm', event: d.id, to: null, groups: [] };
  const riders = d.groups.reduce((n, g) => n + g.count, 0);
  const allies = unitOf(view, ctx.me).filter((f) => f !== ctx.me);
  const ranked = targets(ctx)
    // A worm carries its riders to a territory of Arrakis (never onto a place that sits above one, the HMS).
    .filter(
      (t) => t.territory !== d.territory && isTerritoryId(t.territory) && (t.least === undefined || riders + fightersOf(view, ctx.me, t.territory) >= t.least),
    )
    .sort((a, b) => b.value - a.value);
  for (const t of ranked) {
    if (allies.some((a) => fightersOf(view, a, t.territory) > 0) || strongholdFull(view, t.territory, ctx.me)) continue;
    const sector = sectorsOf(t.territory).find((s) => !inStorm(view, t.territory, s));
    if (sector === undefined) continue;
    return { type: 'ride-worm', event: d.id, to: { territory: t.territory, sector }, groups: d.groups.map((g) => ({ ...g })) };
  }
  return stay;
}
