// Bidding (1.04): pay up to what the card is worth to this hand, keep spice for shipping (hard+).
import type { BidDecision, OfferBidSupportDecision } from '../phases/bidding/types.ts';
import { bidLimitNow } from '../phases/bidding/legal.ts';
import type { DecisionAction, TreacheryCardId } from '../types.ts';
import type { BotContext } from './context.ts';
import { cardValue, expectedCardValue } from './cards.ts';
import { isTrueDefense, isTrueWeapon } from '../phases/battle/roles.ts';
import { myHand, mySpice, reservesOf, strongholdsHeld, strongholdsNeeded, unitOf } from './board.ts';

/** Spice to keep for shipping into strongholds (hard+): enough for a useful landing while the unit needs strongholds. */
export function shippingReserve(ctx: BotContext): number {
  if (ctx.level < 2) return 0;
  const { view, me } = ctx;
  if (me === 'fremen') return 0; // 2.04.05: the Fremen send for free.
  const unit = unitOf(view, me);
  const missing = strongholdsNeeded(unit) - strongholdsHeld(view, unit).length;
  if (missing <= 0 || reservesOf(view, me) === 0) return 1;
  const perForce = me === 'guild' ? 0.5 : 1;
  return Math.ceil(Math.min(reservesOf(view, me), 4 + 2 * missing) * perForce) + (ctx.level >= 3 ? 1 : 0);
}

function cardUp(ctx: BotContext): TreacheryCardId | null {
  const round = ctx.view.private?.round;
  return round && 'cardUp' in round ? round.cardUp : null;
}

/** What the card up for bid is worth to this seat (Atreides sees it, 2.01.05; others take the expectation). */
function worth(ctx: BotContext): number {
  const hand = myHand(ctx.view);
  const known = cardUp(ctx);
  let value = known !== null ? cardValue(known, hand) : expectedCardValue(ctx.view);
  if (ctx.level >= 2) {
    // A hand without a weapon or a defense needs cards most.
    if (!hand.some(isTrueWeapon)) value += 1;
    if (!hand.some(isTrueDefense)) value += 1;
    if (ctx.me === 'emperor') value += 2; // 2.03.04: the others' purchases refill the Emperor's spice.
    if (ctx.me === 'harkonnen') value += 1; // 2.05.08: a free extra card with every purchase.
  }
  if (ctx.level === 1) value += (ctx.random() - 0.5) * 3;
  return value;
}

export function answerBid(d: BidDecision, ctx: BotContext): DecisionAction {
  const pass = { type: 'bid' as const, event: d.id, amount: 0 };
  if (!d.eligible) return pass;
  const amount = d.highBid + 1;
  const most = bidLimitNow(d, ctx.view);
  if (amount > most) return pass;
  const budget = most - Math.max(0, Math.min(shippingReserve(ctx), mySpice(ctx.view) - 1));
  const value = worth(ctx);
  const limit = Math.min(Math.floor(value), budget);
  if (amount <= limit) return { type: 'bid', event: d.id, amount };
  // 3.01.11.04 (hard+): a Karama buys a card it knows to be worth more than the Karama itself (Atreides, 2.01.05).
  const known = cardUp(ctx);
  if (ctx.level >= 2 && d.karama !== null && known !== null && cardValue(known, myHand(ctx.view)) > cardValue(d.karama, myHand(ctx.view)) + 1)
    return { type: 'bid', event: d.id, amount, karama: d.karama };
  return pass;
}

/** 1.10.02.05: help the ally buy cards with a share of spread spice (hard+ a third, medium a little). */
export function answerBidSupport(d: OfferBidSupportDecision, ctx: BotContext): DecisionAction {
  const share = ctx.level >= 2 ? Math.floor(d.max / 3) : Math.floor(d.max / 4);
  return { type: 'offer-bid-support', event: d.id, amount: Math.max(0, Math.min(d.max, share)) };
}
