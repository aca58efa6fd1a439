// HW.shipping: from its reserves (its own homeworld) a faction may ship to another faction's homeworld, never to its
// ally's, at 1 spice a force paid to the bank (the Guild half, rounded up); the Fremen pay too. No Karama price and
// no Spiritual Advisor goes along. Nothing moves onto or off a homeworld in the movement phase (HW.no-movement).
import type { EngineError, Faction, Draft, TerritoryId } from '../../types.ts';
import { allyOf } from '../../alliances.ts';
import { HOMEWORLDS, isWorld, type World } from './catalog.ts';
import { gameWorlds } from './state.ts';
import { isRecord } from '../../action-shape.ts';

export const HOMEWORLD_COST_PER_FORCE = 1;

/** The homeworlds `faction` may ship to now (its decision lists them, so the choice needs nothing else). */
export function shippableWorlds(state: Draft, faction: Faction): World[] {
  const ally = allyOf(state, faction);
  return gameWorlds(state).filter((w) => HOMEWORLDS[w].native !== faction && HOMEWORLDS[w].native !== ally);
}

export function homeworldShipCost(faction: Faction, count: number): number {
  const full = count * HOMEWORLD_COST_PER_FORCE;
  return faction === 'guild' ? Math.ceil(full / 2) : full;
}

/** Why a shipment from reserves to `to` is not allowed, given the worlds the decision offers; null when it is. */
export function homeworldShipProblem(
  offered: readonly TerritoryId[] | undefined,
  to: { territory: TerritoryId; sector: number },
  karama: boolean,
): string | EngineError | null {
  if (!offered?.includes(to.territory))
    return { code: 'NOT_ELIGIBLE', message: `HW.shipping: you may not ship to ${to.territory} (not your own homeworld nor your ally's; only those in play)` };
  if (to.sector !== 0) return `HW.shipping: a homeworld has no sectors: use sector 0`;
  if (karama) return 'HW.shipping: a homeworld shipment costs 1 spice a force; no Karama changes it';
  return null;
}

export const isHomeworldSpot = (spot: { territory: TerritoryId } | undefined): boolean => isRecord(spot) && isWorld(spot.territory);
