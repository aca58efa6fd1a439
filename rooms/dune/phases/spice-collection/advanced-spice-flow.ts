// 1.13.01 Increased Spice Flow (Advanced only): each occupant of Carthag and Arrakeen collects 2 spice and the
// occupant of Tuek's Sietch 1, from the bank, at the time of collection.
import type { Context } from '../../context.ts';
import type { TerritoryId } from '../../types.ts';
import { stormOrder } from '../../storm-order.ts';
import { occupies } from './collect.ts';

const STRONGHOLD_SPICE: readonly [TerritoryId, number][] = [
  ['arrakeen', 2],
  ['carthag', 2],
  ['tueks-sietch', 1],
];

export function increasedSpiceFlow(ctx: Context): void {
  const { state } = ctx;
  if (!state.config.advanced) return;
  for (const faction of stormOrder(state))
    for (const [territory, amount] of STRONGHOLD_SPICE) {
      if (!occupies(state, faction, territory)) continue;
      ctx.ownFaction(faction).spice += amount;
      ctx.emit({ type: 'stronghold-spice', faction, territory, amount });
    }
}
