// Legal answers to bidding decisions (see bots/legal.ts), from the decision alone: raise by one while the limit
// allows (sometimes past it with a Karama), otherwise pass; full hands always pass.
import type { Answerer } from '../../answerer.ts';
import type { PlayerView } from '../../types.ts';
import type { BidDecision } from './types.ts';

/**
 * 1.04.06.04, as the seat can pay when it answers: the question's limit, lowered by a payment made since it opened (the
 * limit is checked on the answer, against the spice and the ally's offer then).
 */
export function bidLimitNow(d: BidDecision, view: PlayerView | null): number {
  const held = view?.private?.spice;
  if (held === undefined) return d.maxBid;
  const round = view?.private?.round;
  const support = round && 'allySupport' in round ? round.allySupport : 0;
  return Math.min(d.maxBid, held + support);
}

/** How far past its spice the bot goes when it holds a Karama (keeps simulated auctions short). */
const KARAMA_OVERBID = 3;

export const biddingAnswers: { bid: Answerer<'bid'>; 'offer-bid-support': Answerer<'offer-bid-support'> } = {
  bid: (d, view, pick) => {
    const pass = { type: 'bid' as const, event: d.id, amount: 0 };
    if (!d.eligible || pick % 4 === 3) return pass;
    const amount = d.highBid + 1;
    const limit = bidLimitNow(d, view);
    if (amount <= limit) return { type: 'bid', event: d.id, amount };
    if (d.karama !== null && pick % 4 === 2 && amount <= limit + KARAMA_OVERBID) return { type: 'bid', event: d.id, amount, karama: d.karama };
    return pass;
  },
  // A free action may have spent spice since the decision opened with its max.
  'offer-bid-support': (d, view, pick) => ({
    type: 'offer-bid-support',
    event: d.id,
    amount: pick % 2 === 0 ? Math.min(d.max, view?.private?.spice ?? d.max) : 0,
  }),
};
