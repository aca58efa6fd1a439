// HW.shipping: from its reserves (its own homeworld) a faction may ship to another faction's homeworld, never to its
// ally's, at 1 spice a force paid to the bank (the Guild half, rounded up); the Fremen pay too. No Karama price and
// no Spiritual Advisor goes along. Nothing moves onto or off a homeworld in the movement phase (HW.no-movement).
import type { EngineError, Faction, Draft, TerritoryId } from '../../types.ts';
import { allyOf } from '../../alliances.ts';
import type { ShipTerms } from '../../extension-points.ts';
import type { ShipAction, Shipper } from '../../phases/shipment-movement/ship.ts';
import { fullPrice, halved, type Quote } from '../../phases/shipment-movement/shipping-cost.ts';
import type { ShipDecision } from '../../phases/shipment-movement/types.ts';
import { HOMEWORLDS, isWorld, type World } from './catalog.ts';
import { junctionRate } from './junction.ts';
import { gameWorlds, homeworldsOn } from './state.ts';
import { isRecord } from '../../action-shape.ts';

const HOMEWORLD_COST_PER_FORCE = 1;

/** The homeworlds `faction` may ship to now (its decision lists them, so the choice needs nothing else). */
function shippableWorlds(state: Draft, faction: Faction): World[] {
  const ally = allyOf(state, faction);
  return gameWorlds(state).filter((w) => HOMEWORLDS[w].native !== faction && HOMEWORLDS[w].native !== ally);
}

function homeworldShipCost(faction: Faction, count: number): number {
  const full = count * HOMEWORLD_COST_PER_FORCE;
  return faction === 'guild' ? Math.ceil(full / 2) : full;
}

/** Why a shipment from reserves to `to` is not allowed, given the worlds the decision offers; null when it is. */
function homeworldShipProblem(
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

const isHomeworldSpot = (spot: { territory: TerritoryId } | undefined): boolean => isRecord(spot) && isWorld(spot.territory);

/** Whether `territory` is `faction`'s own homeworld: its forces there are its reserves (HW.setup). */
export const isOwnWorld = (faction: Faction, territory: TerritoryId): boolean => isWorld(territory) && HOMEWORLDS[territory].native === faction;

/**
 * HW.shipping: the homeworlds a shipment may go to (absent without the variant); HW.junction.high: with the Guild's
 * offer, its own too (home to its reserves), and it may cross-ship at the offered rate.
 */
export function worldOffer(state: Draft, faction: Faction): ShipTerms {
  const rate = junctionRate(state, faction);
  const own = rate ? gameWorlds(state).filter((w) => HOMEWORLDS[w].native === faction) : [];
  const worlds = [...shippableWorlds(state, faction), ...own];
  return {
    ...(homeworldsOn(state) && worlds.length > 0 ? { homeworlds: worlds } : {}),
    ...(rate ? { junction: rate, crossShip: true as const } : {}),
  };
}

/** HW.junction.high: a shipment the Guild carries on Junction's offer: its price at the offered rate, to the Guild. */
function quoteJunction(shipper: Shipper, action: ShipAction): Quote | null {
  if (!shipper.junction || shipper.faction === 'guild' || action.mode === 'off-planet') return null;
  // The Fremen's send from reserves stays free.
  if (shipper.faction === 'fremen' && action.mode === 'reserves' && !isHomeworldSpot(action.to)) return null;
  const count = action.count ?? 0;
  const full = isHomeworldSpot(action.to) ? count * HOMEWORLD_COST_PER_FORCE : fullPrice(action.to!.territory, count);
  return { cost: shipper.junction === 'half' ? halved(full) : full, paidTo: shipper.guildInGame ? 'guild' : 'bank' };
}

/** The variant's prices: Junction's offer, then a homeworld's own price; null for the core's. */
export function homeworldQuote(shipper: Shipper, action: ShipAction): Quote | null {
  const junction = quoteJunction(shipper, action);
  if (junction) return junction;
  // HW.shipping: 1 a force to the bank (the Guild half), the Fremen included.
  if (isHomeworldSpot(action.to)) return { cost: homeworldShipCost(shipper.faction, action.count ?? 0), paidTo: 'bank' };
  return null;
}

/** Why a shipment from reserves or a cross-ship to a homeworld is refused, or null. */
export function homeworldShipmentProblem(faction: Faction, decision: ShipDecision, action: ShipAction): string | EngineError | null {
  // Its own homeworld is where its reserves already are (a Junction offer lists it for forces carried home).
  if (action.mode === 'reserves' && isOwnWorld(faction, action.to!.territory))
    return { code: 'NOT_ELIGIBLE', message: 'HW.shipping: your reserves are on your homeworld already' };
  return homeworldShipProblem(decision.homeworlds, action.to!, action.karama !== undefined);
}
