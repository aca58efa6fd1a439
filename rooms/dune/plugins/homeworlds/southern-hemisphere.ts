// Southern Hemisphere (Fremen).
// HW.southern-hemisphere.high: Fedaykin just revived may be placed at once in a territory (not a homeworld) where
// the Fremen have forces: into a sector of theirs there, not under the storm.
// HW.southern-hemisphere.low: no penalty.
// HW.southern-hemisphere.occupied: half (rounded down) of all the spice the Fremen collect in Spice Collection (the
// phase's total) goes to the occupier.
import { arrive } from '../../arrivals.ts';
import { addForces } from '../../board/forces.ts';
import { inStorm } from '../../board/storm.ts';
import type { Context } from '../../context.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import type { Faction, GameEvent, Draft } from '../../types.ts';
import { isWorld } from './catalog.ts';
import { occupierOf, shown } from './state.ts';
import { isSpotShape } from '../../action-shape.ts';

const spotsOf = (state: Draft) =>
  state.forces
    .filter((s) => s.faction === 'fremen' && s.regular + s.elite > 0 && !isWorld(s.territory) && !inStorm(state, s.territory, s.sector))
    .map((s) => ({ territory: s.territory, sector: s.sector }));

/** HW.southern-hemisphere.high: after a revival that brought back `revived` Fedaykin. */
export function openFedaykinPlacement(ctx: Context, faction: Faction, revived: number): void {
  if (faction !== 'fremen' || revived < 1 || shown(ctx.state, 'southern-hemisphere') !== 'high') return;
  const count = Math.min(revived, ctx.faction('fremen').reserves.elite);
  const spots = spotsOf(ctx.state);
  if (count > 0 && spots.length > 0) ctx.open({ kind: 'fedaykin-placement', seat: 'fremen', count, spots });
}

export const fedaykinPlacement: ActionHandler<'fedaykin-placement'> = {
  type: 'fedaykin-placement',
  rule: 'HW.southern-hemisphere.high',
  check(state, decision, action) {
    if (action.to === null) return action.count === 0 ? null : 'keeping them in reserves places none: count 0';
    const to = action.to;
    if (!isSpotShape(to)) return 'to is null or { territory, sector }';
    if (!decision.spots.some((s) => s.territory === to.territory && s.sector === to.sector))
      return 'HW.southern-hemisphere.high: place them where the Fremen have forces (one of the spots offered)';
    if (!Number.isInteger(action.count) || action.count < 1 || action.count > decision.count)
      return { code: 'OVER_LIMIT', message: `place 1 to ${decision.count} Fedaykin` };
    return state.factions.fremen!.reserves.elite < action.count ? { code: 'NOT_HELD', message: 'not that many Fedaykin in reserves' } : null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    if (action.to === null) return;
    const to = action.to;
    ctx.ownFaction('fremen').reserves.elite -= action.count;
    arrive(
      ctx,
      { faction: 'fremen', to, way: 'reinforcement', from: null },
      () => addForces(ctx.state, { faction: 'fremen', ...to }, { elite: action.count }),
      () => ctx.emit({ type: 'fedaykin-placed', territory: to.territory, sector: to.sector, count: action.count }),
    );
  },
};

const COLLECTED = new Set(['spice-collected', 'stronghold-spice', 'occupation-income']);

/** HW.southern-hemisphere.occupied: at the end of Spice Collection, from the phase's collection events. */
export function shareFremenCollection(ctx: Context, events: readonly GameEvent[]): void {
  const occupier = occupierOf(ctx.state, 'southern-hemisphere');
  if (!occupier) return;
  const total = events.reduce((n, e) => n + (COLLECTED.has(e.type) && 'faction' in e && e.faction === 'fremen' && 'amount' in e ? e.amount : 0), 0);
  const amount = Math.floor(total / 2);
  if (amount === 0) return;
  ctx.ownFaction('fremen').spice -= amount;
  ctx.ownFaction(occupier).spice += amount;
  ctx.emit({ type: 'collection-shared', world: 'southern-hemisphere', faction: occupier, amount });
}
