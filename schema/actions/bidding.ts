// Bidding actions (rules 1.04.06, 1.10.02.05, 3.01.11.04).
import { z } from 'zod';
import { cardId, eventId } from './common.ts';

/** Far above any spice total a game can reach; bids beyond one's spice need a Karama (3.01.11.04). */
const MAX_BID = 999;

export const biddingActionSchemas = [
  // amount 0 passes.
  z.object({ type: z.literal('bid'), event: eventId, amount: z.number().int().min(0).max(MAX_BID), karama: cardId.optional() }).strict(),
  z.object({ type: z.literal('offer-bid-support'), event: eventId, amount: z.number().int().min(0).max(MAX_BID) }).strict(),
] as const;
