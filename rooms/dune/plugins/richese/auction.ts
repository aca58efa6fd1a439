// The two auctions of a cache card. RI.auction.once-around: each other faction eligible to bid, round the table in
// the direction Richese chose, bids once (more than the top bid) or passes; Richese has the last chance. RI.auction.
// silent: every faction eligible to bid hands in one sealed bid (0 for none); they are revealed together and the
// highest wins, ties going to the earliest in storm order. Bids are limited to what the bidder can pay (its spice and
// its ally's offer, 1.10.02.05): no Karama buys a cache card (RI.cache-lot.payment).
import type { Context } from '../../context.ts';
import { bidLimit } from '../../phases/bidding/eligibility.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import type { Draft, Faction, TreacheryCardId } from '../../types.ts';
import { closeLot } from './sale.ts';
import { richeseOf } from './state.ts';
import type { CacheBid, CacheLot } from './types.ts';

function lotOf(state: Draft): CacheLot {
  const lot = richeseOf(state).lot;
  if (!lot) throw new Error('no cache lot is under way');
  return lot;
}

/** The top bid standing in a once-around auction (bids only rise, so the last bid). */
export function topBid(lot: Pick<CacheLot, 'bids'>): CacheBid | null {
  return [...lot.bids].reverse().find((b) => b.amount > 0) ?? null;
}

/** What a bidder is shown of the lot's card: a cache card; a concealed Black Market card to those who see it (2.01.05). */
function shownTo(lot: CacheLot, seat: Faction): { card: TreacheryCardId | null; claim: TreacheryCardId | null } {
  const concealed = lot.origin === 'black-market' && !(lot.seenBy ?? ['atreides']).includes(seat);
  return { card: concealed ? null : lot.card, claim: lot.claim ?? null };
}

/** Passes since the last bid (or since the auction opened). */
const passesSinceBid = (lot: Pick<CacheLot, 'bids'>): number => {
  let n = 0;
  while (n < lot.bids.length && lot.bids[lot.bids.length - 1 - n]!.amount === 0) n++;
  return n;
};

/**
 * Once around: over when everyone has had its chance. RI.auction.normal: over once every other bidder passed after the
 * top bid, or every bidder passed without one (as the row's auctions, 1.04.06.02).
 */
function auctionOver(lot: CacheLot): boolean {
  if (lot.order.length === 0) return true;
  if (lot.method !== 'normal') return lot.asked >= lot.order.length;
  return topBid(lot) !== null ? passesSinceBid(lot) >= lot.order.length - 1 : passesSinceBid(lot) >= lot.order.length;
}

/** Opens the next bid of a once-around or normal auction, or closes the lot once it is over. */
export function openCacheBid(ctx: Context): void {
  const lot = lotOf(ctx.state);
  if (auctionOver(lot)) {
    closeLot(ctx, lot.bids);
    return;
  }
  const seat = lot.order[lot.asked % lot.order.length]!;
  const top = topBid(lot);
  ctx.open({
    kind: 'cache-bid',
    seat,
    method: lot.method === 'normal' ? 'normal' : 'once-around',
    ...shownTo(lot, seat),
    highBid: top?.amount ?? 0,
    highBidder: top?.faction ?? null,
    maxBid: bidLimit(ctx.state, seat),
  });
}

/** Opens the sealed bids together, or closes the lot at once when nobody may bid. */
export function openSealedBids(ctx: Context): void {
  const lot = lotOf(ctx.state);
  if (lot.order.length === 0) {
    closeLot(ctx, []);
    return;
  }
  ctx.openSecret('cache-sealed-bid', [...lot.order], (seat) => ({ kind: 'cache-sealed-bid', seat, ...shownTo(lot, seat), maxBid: bidLimit(ctx.state, seat) }));
}

/** A bid's own problem: a whole number, within what the bidder can pay. */
function amountProblem(state: Draft, seat: Faction, amount: number) {
  if (!Number.isInteger(amount) || amount < 0) return 'bid a whole number of spice (0 passes)';
  const limit = bidLimit(state, seat);
  if (amount > limit)
    return { code: 'INSUFFICIENT_SPICE' as const, message: `RI.cache-lot.payment: you can pay at most ${limit}; no Karama buys a cache card` };
  return null;
}

export const cacheBid: ActionHandler<'cache-bid'> = {
  type: 'cache-bid',
  rule: 'RI.auction.once-around, RI.auction.normal',
  check(state, decision, action) {
    const problem = amountProblem(state, decision.seat, action.amount);
    if (problem) return problem;
    const top = topBid(lotOf(state));
    if (action.amount > 0 && action.amount <= (top?.amount ?? 0)) return `a bid must exceed the top bid of ${top?.amount ?? 0}`;
    return null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    const lot = lotOf(ctx.state);
    lot.bids.push({ faction: decision.seat, amount: action.amount });
    lot.asked += 1;
    ctx.emit({ type: 'cache-bid-made', faction: decision.seat, amount: action.amount });
    openCacheBid(ctx);
  },
};

export const cacheSealedBid: ActionHandler<'cache-sealed-bid'> = {
  type: 'cache-sealed-bid',
  rule: 'RI.auction.silent',
  check(state, decision, action) {
    return amountProblem(state, decision.seat, action.amount);
  },
  apply(ctx, decision, action) {
    const lot = lotOf(ctx.state);
    lot.sealed[decision.seat] = action.amount;
    if (!ctx.close(decision)) return;
    // All are in: revealed together, in storm order (which breaks ties).
    const bids = lot.order.map((faction) => ({ faction, amount: lot.sealed[faction] ?? 0 }));
    lot.sealed = {};
    ctx.emit({ type: 'cache-bids-revealed', bids: Object.fromEntries(bids.map((b) => [b.faction, b.amount])) });
    closeLot(ctx, bids);
  },
};
