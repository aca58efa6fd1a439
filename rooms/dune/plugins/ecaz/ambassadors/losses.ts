// EC.ambassadors.storm: an Ambassador in a stronghold the storm reaches unprotected (its shelter gone with the Shield
// Wall) or where a Lasgun–Shield explosion takes everything goes back to Ecaz's supply. It was not triggered: it
// stays in its cohort, and the turn's placements still count.
import type { Context } from '../../../context.ts';
import { protectedFromStorm } from '../../../board/storm.ts';
import { sectorsOf } from '../../../board/movement.ts';
import type { TerritoryId } from '../../../types.ts';
import { ecazOf } from '../state.ts';

function returnFrom(ctx: Context, territory: TerritoryId, cause: 'storm' | 'explosion'): void {
  const ecaz = ecazOf(ctx.state);
  const placed = ecaz?.placed.find((p) => p.territory === territory);
  if (!ecaz || !placed) return;
  ecaz.placed = ecaz.placed.filter((p) => p !== placed);
  ecaz.supply.push(placed.token);
  ctx.emit({ type: 'ambassador-returned', token: placed.token, territory, cause });
}

export function ambassadorsStormed(ctx: Context, sectors: readonly number[]): void {
  for (const { territory } of [...(ecazOf(ctx.state)?.placed ?? [])])
    if (!protectedFromStorm(ctx.state, territory) && sectorsOf(territory).some((s) => sectors.includes(s))) returnFrom(ctx, territory, 'storm');
}

export const ambassadorExploded = (ctx: Context, territory: TerritoryId): void => returnFrom(ctx, territory, 'explosion');
