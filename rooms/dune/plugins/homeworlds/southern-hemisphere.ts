// Southern Hemisphere (Fremen).
// HW.southern-hemisphere.high: Fedaykin just revived may be placed at once in a territory (not a homeworld) where
// the Fremen have forces: into a sector of theirs there, not under the storm.
// HW.southern-hemisphere.low: no penalty.
// HW.southern-hemisphere.occupied: half (rounded down) of all the spice the Fremen collect in Spice Collection (the
// phase's total) goes to the occupier.
import { inStorm } from '../../board/storm.ts';
import type { Context } from '../../context.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import type { Faction, GameEvent, Draft } from '../../types.ts';
import { isWorld } from './catalog.ts';
import { occupierOf, shown } from './state.ts';
import { applyPlacement, placementProblem, type PlacementTerms } from './placement.ts';

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

const FEDAYKIN: PlacementTerms = {
  faction: 'fremen',
  forces: 'elite',
  rule: 'HW.southern-hemisphere.high',
  what: 'Fedaykin',
  where: 'place them where the Fremen have forces',
};

export const fedaykinPlacement: ActionHandler<'fedaykin-placement'> = {
  type: 'fedaykin-placement',
  rule: FEDAYKIN.rule,
  check: (state, decision, action) => placementProblem(state, FEDAYKIN, decision, action),
  apply(ctx, decision, action) {
    ctx.close(decision);
    applyPlacement(ctx, FEDAYKIN, action, (to, count) => ctx.emit({ type: 'fedaykin-placed', ...to, count }));
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
