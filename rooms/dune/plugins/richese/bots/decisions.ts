// The thinking bots' (medium and up) answers to Richese's decisions and to bids on a cache card. A cache card is shown
// before anyone bids, so a bidder prices the card itself, less what it keeps for shipping (hard+); Richese sells the
// card the others want most and bids on its own only when that is worth paying twice (its income forgone and the price).
import type { BotContext } from '../../../bots/context.ts';
import { shippingReserve } from '../../../bots/bidding.ts';
import { myHand, mySpice } from '../../../bots/board.ts';
import { cardValue, cardWorthTo, expectedCardValue } from '../../../bots/cards.ts';
import { isTrueDefense, isTrueWeapon } from '../../../phases/battle/roles.ts';
import type { Decision, DecisionAction, TreacheryCardId } from '../../../types.ts';
import { RICHESE } from '../state.ts';

type Of<K extends Decision['kind']> = Extract<Decision, { kind: K }>;

/**
 * What the card is worth to this seat: more to a hand without a weapon or a defense (hard+). A concealed Black Market
 * card (null) is worth what an unseen card is on average: its seller's claim is not to be trusted.
 */
function worth(ctx: BotContext, card: TreacheryCardId | null): number {
  const hand = myHand(ctx.view);
  if (card === null) return expectedCardValue(ctx.view) + (ctx.level === 1 ? (ctx.random() - 0.5) * 3 : 0);
  let value = cardWorthTo(ctx.me, card, hand);
  if (ctx.level >= 2) {
    if (isTrueWeapon(card) && !hand.some(isTrueWeapon)) value += 1;
    if (isTrueDefense(card) && !hand.some(isTrueDefense)) value += 1;
    if (ctx.me === 'harkonnen') value += 1; // 2.05.08: a free extra card with every purchase.
  }
  if (ctx.level === 1) value += (ctx.random() - 0.5) * 3;
  return value;
}

/** The most this seat pays: its limit less the spice it keeps for shipping (hard+). */
function budget(ctx: BotContext, maxBid: number): number {
  return maxBid - Math.max(0, Math.min(shippingReserve(ctx), mySpice(ctx.view) - 1));
}

/** First: buyers have their spice before the row's cards take it. */
export function answerCachePosition(d: Of<'cache-position'>): DecisionAction {
  return { type: 'cache-position', event: d.id, at: 'first' };
}

/**
 * The card others value most (by the worth of a card to an empty hand); a silent auction when the card is worth a lot
 * (sealed bids must guess the others'), once around otherwise.
 */
export function answerCacheLot(d: Of<'cache-lot'>, ctx: BotContext): DecisionAction {
  const ranked = [...d.cards].sort((a, b) => cardValue(b, []) - cardValue(a, []));
  const keep = ctx.level >= 2 ? ranked.find((c) => c.startsWith('karama')) : undefined;
  const card = ranked.find((c) => c !== keep) ?? ranked[0]!;
  return cardValue(card, []) >= 6
    ? { type: 'cache-lot', event: d.id, card, method: 'silent' }
    : { type: 'cache-lot', event: d.id, card, method: 'once-around', direction: 'right' };
}

/** Once around: a bid of what the card is worth (one chance only), when that beats the top bid; normal: a raise by one. */
export function answerCacheBid(d: Of<'cache-bid'>, ctx: BotContext): DecisionAction {
  const pass = { type: 'cache-bid' as const, event: d.id, amount: 0 };
  const value = worth(ctx, d.card);
  if (ctx.me === RICHESE) {
    // Unsold, the card may be kept for nothing; outbidding pays the bank and forgoes the top bid's income.
    const amount = d.highBid + 1;
    return d.highBid > 0 && value >= 2 * d.highBid + 3 && amount <= budget(ctx, d.maxBid) ? { type: 'cache-bid', event: d.id, amount } : pass;
  }
  const most = Math.min(Math.floor(value * (ctx.level >= 2 ? 0.8 : 0.7)), budget(ctx, d.maxBid));
  // RI.auction.normal: raised by one while it is worth it, as the row's cards are; once around, one bid of its worth.
  const amount = d.method === 'normal' ? d.highBid + 1 : most;
  return amount > d.highBid && amount <= most ? { type: 'cache-bid', event: d.id, amount } : pass;
}

/** Silent: a little under what the card is worth; Richese bids nothing (unsold, it keeps the card for nothing). */
export function answerCacheSealedBid(d: Of<'cache-sealed-bid'>, ctx: BotContext): DecisionAction {
  if (ctx.me === RICHESE) return { type: 'cache-sealed-bid', event: d.id, amount: 0 };
  const amount = Math.min(Math.floor(worth(ctx, d.card) * (ctx.level >= 2 ? 0.7 : 0.6)), budget(ctx, d.maxBid));
  return { type: 'cache-sealed-bid', event: d.id, amount: Math.max(0, amount) };
}

/**
 * RI.black-market (hard+): a card of little worth to its own hand (a Worthless card first), sold silently under the name
 * of a weapon it saw; the others keep what they hold.
 */
export function answerBlackMarket(d: Of<'black-market'>, ctx: BotContext): DecisionAction {
  const none = { type: 'black-market' as const, event: d.id, card: null };
  if (ctx.level < 2) return none;
  const hand = myHand(ctx.view);
  const [cheapest] = [...d.cards].sort((a, b) => cardValue(a, hand) - cardValue(b, hand));
  if (cheapest === undefined || cardValue(cheapest, hand) > 1) return none;
  const claim = d.cards.find((c) => c !== cheapest && isTrueWeapon(c)) ?? null;
  return { type: 'black-market', event: d.id, card: cheapest, method: 'silent', claim };
}

/** A card for nothing is kept. */
export function answerCacheUnsold(d: Of<'cache-unsold'>): DecisionAction {
  return { type: 'cache-unsold', event: d.id, keep: true };
}
