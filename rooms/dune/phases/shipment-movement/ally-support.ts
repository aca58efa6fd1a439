// 1.10.02.06 Movement: allies may pay for each other's shipments. Before the first shipment, each faction with an
// ally in the game says how much spice it will put toward its ally's shipment; only the ally learns the amount.
// The shipper then names how much of it a shipment uses (ship action `allySpice`).
import { allyOf } from '../../alliances.ts';
import type { Context } from '../../context.ts';
import type { Faction, Draft } from '../../types.ts';
import type { ActionHandler } from '../handler.ts';
import { shipmentRound } from './round.ts';
import { holdOffer, offerAvailable } from '../../ally-offers.ts';

/** Opens the offers; returns false when nobody has an ally. */
export function openSupportOffers(ctx: Context): boolean {
  let opened = false;
  for (const seat of ctx.seating) {
    const ally = allyOf(ctx.state, seat);
    if (!ally || !ctx.state.factions[ally]) continue;
    ctx.open({ kind: 'offer-shipment-support', seat, ally, max: ctx.faction(seat).spice });
    opened = true;
  }
  return opened;
}

/** Spice the shipper's ally still offers and holds. */
export function allySupport(state: Draft, shipper: Faction): number {
  const ally = allyOf(state, shipper);
  if (!ally || state.round?.phase !== 'shipment-movement') return 0;
  return offerAvailable(state, ally, state.round.support[ally] ?? 0);
}

export const offerShipmentSupport: ActionHandler<'offer-shipment-support'> = {
  type: 'offer-shipment-support',
  rule: '1.10.02.06',
  check(state, decision, action) {
    if (!Number.isInteger(action.amount) || action.amount < 0) return 'offer a whole number of spice, 0 or more';
    if (action.amount > state.factions[decision.seat]!.spice) return { code: 'INSUFFICIENT_SPICE', message: 'you cannot offer more spice than you have' };
    return null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    shipmentRound(ctx.state).support[decision.seat] = action.amount;
    holdOffer(ctx, decision.seat, action.amount);
    ctx.emit({ type: 'shipment-support-offered', faction: decision.seat, ally: decision.ally, amount: action.amount }, decision.ally);
  },
};
