// Richese actions (RI.black-market: a concealed card sold before the declaration; RI.cache-lot: the cache lot's place, its card and auction; RI.auction.*: bids on it).
import { z } from 'zod';
import { cardId, eventId } from './common.ts';

const amount = z.number().int().min(0).max(999);

export const richeseActionSchemas = [
  z
    .object({
      type: z.literal('black-market'),
      event: eventId,
      card: cardId.nullable(),
      method: z.enum(['normal', 'once-around', 'silent']).optional(),
      direction: z.enum(['right', 'left']).optional(),
      claim: cardId.nullable().optional(),
    })
    .strict(),
  z.object({ type: z.literal('cache-position'), event: eventId, at: z.enum(['first', 'last']) }).strict(),
  z
    .object({
      type: z.literal('cache-lot'),
      event: eventId,
      card: cardId,
      method: z.enum(['once-around', 'silent']),
      direction: z.enum(['right', 'left']).optional(),
    })
    .strict(),
  z.object({ type: z.literal('cache-bid'), event: eventId, amount }).strict(),
  z.object({ type: z.literal('cache-sealed-bid'), event: eventId, amount }).strict(),
  z.object({ type: z.literal('cache-unsold'), event: eventId, keep: z.boolean() }).strict(),
] as const;
