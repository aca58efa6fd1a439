// 1.04.06.02: each bidder in turn raises the top bid or passes. The opener must bid 1 or more, or pass; a card is
// sold once a top bid stands and every other player has passed after it; if all pass without a bid it is
// bought-in (1.04.09). 1.04.03: a full hand must pass. 1.04.06.04: no bid beyond what one can pay, except with
// an ally's help (1.10.02.05) or a Karama card (3.01.11.04).
import type { ActionHandler } from '../handler.ts';
import { returnRow, openBid } from './auction.ts';
import { isKaramaFor } from '../../karama/cards.ts';
import { bidLimit, isEligible } from './eligibility.ts';
import { sellCard } from './purchase.ts';
import { biddingRound, roundOf } from './round.ts';
import { toTheRight } from '../../storm-order.ts';

export const bid: ActionHandler<'bid'> = {
  type: 'bid',
  rule: '1.04.06',
  check(state, decision, action) {
    if (!Number.isInteger(action.amount) || action.amount < 0) return 'bid a whole number of spice (0 passes)';
    if (action.amount === 0) return action.karama === undefined ? null : 'a pass names no Karama card';
    if (!isEligible(state, decision.seat)) return { code: 'NOT_ELIGIBLE', message: '1.04.03: your hand is full, you must pass' };
    const r = biddingRound(state);
    if (action.amount <= r.highBid) return `a bid must exceed the top bid of ${r.highBid}`;
    if (action.karama !== undefined) {
      if (!isKaramaFor(state, decision.seat, action.karama) || !state.factions[decision.seat]!.hand.includes(action.karama))
        return { code: 'NOT_HELD', message: `you hold no Karama card ${action.karama}` };
      return null;
    }
    const limit = bidLimit(state, decision.seat);
    if (action.amount > limit) return { code: 'INSUFFICIENT_SPICE', message: `1.04.06.04: you can pay at most ${limit}` };
    return null;
  },
  // 1.04.06.01: the procedure for one card: each bid or pass passes the turn to the right until a top bid stands.
  apply(ctx, decision, action) {
    const r = roundOf(ctx);
    const seat = decision.seat;
    ctx.close(decision);
    r.bids.push({ faction: seat, amount: action.amount });
    if (action.amount > 0) {
      r.highBid = action.amount;
      r.highBidder = seat;
      r.highKarama = action.karama ?? null;
      r.passes = 0;
      ctx.emit({ type: 'bid-made', faction: seat, card: r.card, amount: action.amount });
    } else {
      r.passes += 1;
      ctx.emit({ type: 'bid-passed', faction: seat, card: r.card });
    }
    if (r.highBidder !== null && r.passes >= r.order.length - 1) sellCard(ctx);
    else if (r.highBidder === null && r.passes >= r.order.length) returnRow(ctx);
    else openBid(ctx, toTheRight(r.order, seat));
  },
};
