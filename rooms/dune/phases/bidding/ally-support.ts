// 1.10.02.05 Bidding: allies may pay some or all of each other's treachery cards, so a player can bid more than
// it has. Before the first auction each faction with an ally says how much of its spice is on offer; only the
// ally learns the amount (1.10.02.03). Unspent offers lapse at the end of the phase.
import { allyOf } from '../../alliances.ts';
import type { Context } from '../../context.ts';
import type { ActionHandler } from '../handler.ts';
import { biddingRound, roundOf } from './round.ts';
import { holdOffer } from '../../ally-offers.ts';

/** The phase's step while the allies' offers are open. */
export const SUPPORT = 'support';

/** Opens the support offers; returns false when nobody has an ally in the game. */
export function openSupportOffers(ctx: Context): boolean {
  const r = roundOf(ctx);
  let opened = false;
  for (const seat of r.order) {
    const ally = allyOf(ctx.state, seat);
    if (!ally || !ctx.state.factions[ally]) continue;
    ctx.open({ kind: 'offer-bid-support', seat, ally, max: ctx.faction(seat).spice });
    opened = true;
  }
  if (opened) ctx.state.step = SUPPORT;
  return opened;
}

export const offerBidSupport: ActionHandler<'offer-bid-support'> = {
  type: 'offer-bid-support',
  rule: '1.10.02.05',
  check(state, decision, action) {
    if (!Number.isInteger(action.amount) || action.amount < 0) return 'offer a whole number of spice, 0 or more';
    if (action.amount > state.factions[decision.seat]!.spice)
      return { code: 'INSUFFICIENT_SPICE', message: `you hold only ${state.factions[decision.seat]!.spice} spice` };
    return null;
  },
  apply(ctx, decision, action) {
    biddingRound(ctx.state).support[decision.seat] = action.amount;
    holdOffer(ctx, decision.seat, action.amount);
    ctx.close(decision);
    ctx.emit({ type: 'bid-support-offered', faction: decision.seat, ally: decision.ally, amount: action.amount }, decision.ally);
  },
};
