// 1.08 Spice Collection. 1.08.01: every faction whose forces occupy a territory holding spice takes the spice it is
// entitled to, behind its shield. 1.08.02: 2 spice per force, 3 per force when the faction occupies Arrakeen or
// Carthag (ornithopters). 1.08.03: what is not collected stays. Bene Gesserit advisors (2.02.12, Advanced only)
// neither occupy nor collect. Where several factions could collect the same spice (only possible with forces
// that do not battle), they collect in Storm Order.
import { stackAt } from '../../board/forces.ts';
import { takeSpice } from '../../board/spice.ts';
import type { Context } from '../../context.ts';
import { plugins } from '../../extension-points.ts';
import type { Faction, Draft, TerritoryId } from '../../types.ts';
import { stormOrder } from '../../storm-order.ts';
import { stormSeparatedGroups } from './sectors.ts';

/** 1.08.02 */
export const COLLECTION_RATE = 2;
export const ORNITHOPTER_COLLECTION_RATE = 3;
const ORNITHOPTER_CITIES: readonly TerritoryId[] = ['arrakeen', 'carthag'];

/** Fighters (not advisors) of a faction in the given sectors of a territory, regular and starred. */
function fightersIn(state: Draft, faction: Faction, id: TerritoryId, sectors: readonly number[]): { regular: number; elite: number } {
  const out = { regular: 0, elite: 0 };
  for (const sector of sectors) {
    const stack = stackAt(state, faction, id, sector);
    out.regular += stack?.regular ?? 0;
    out.elite += stack?.elite ?? 0;
  }
  return out;
}

/** A faction occupies a territory with fighters; advisors do not count (2.02.12). */
export function occupies(state: Draft, faction: Faction, id: TerritoryId): boolean {
  return state.forces.some((s) => s.faction === faction && s.territory === id && s.regular + s.elite > 0);
}

function spiceAt(state: Draft, id: TerritoryId, sector: number): number {
  return state.spice.find((s) => s.territory === id && s.sector === sector)?.amount ?? 0;
}

/** 1.08.02: what each of the faction's forces collects this phase, regular and starred (the plug-ins' rates after the core's). */
function collectionRates(state: Draft, faction: Faction): { regular: number; elite: number } {
  const rate = ORNITHOPTER_CITIES.some((city) => occupies(state, faction, city)) ? ORNITHOPTER_COLLECTION_RATE : COLLECTION_RATE;
  const rates = { regular: rate, elite: rate };
  for (const p of plugins()) {
    if (!p.collectionRate) continue;
    rates.regular = p.collectionRate(state, faction, false, rates.regular);
    rates.elite = p.collectionRate(state, faction, true, rates.elite);
  }
  return rates;
}

/** Collects the spice of every territory, faction by faction; what is left stays on the board (1.08.03). */
export function collectAll(ctx: Context): void {
  const { state } = ctx;
  const order = stormOrder(state);
  const rates = new Map(order.map((f) => [f, collectionRates(state, f)]));
  const territories = [...new Set(state.spice.map((s) => s.territory))];
  for (const id of territories) {
    for (const faction of order) {
      let collected = 0;
      let forces = 0;
      // 1.08.01 HARVESTING SPICE: forces collect in the sectors of their territory the storm does not cut them off from.
      for (const group of stormSeparatedGroups(state, id)) {
        const fighters = fightersIn(state, faction, id, group);
        if (fighters.regular + fighters.elite === 0 || !group.some((sector) => spiceAt(state, id, sector) > 0)) continue;
        forces += fighters.regular + fighters.elite;
        const rate = rates.get(faction)!;
        let entitled = fighters.regular * rate.regular + fighters.elite * rate.elite;
        for (const sector of group) {
          // 1.08.03 UNCLAIMED SPICE: only what the forces are entitled to is taken; the rest stays on the board.
          const taken = takeSpice(state, id, sector, entitled);
          entitled -= taken;
          collected += taken;
        }
      }
      if (collected === 0) continue;
      ctx.ownFaction(faction).spice += collected;
      ctx.emit({ type: 'spice-collected', faction, territory: id, amount: collected, forces, rate: rates.get(faction)!.regular });
    }
  }
}
