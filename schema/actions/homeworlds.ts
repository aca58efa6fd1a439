// Homeworlds variant actions (HW.hand-limit and the homeworld cards' decisions).
import { z } from 'zod';
import { cardId, count, eventId, faction, sector, territoryId } from './common.ts';

const spot = z.object({ territory: territoryId, sector }).strict();

export const homeworldActionSchemas = [
  z.object({ type: z.literal('discard-down'), event: eventId, cards: z.array(cardId).max(12) }).strict(),
  z.object({ type: z.literal('caladan-reinforce'), event: eventId, sector: sector.nullable() }).strict(),
  z.object({ type: z.literal('kaitain-discard'), event: eventId, cards: z.array(cardId).max(12) }).strict(),
  z.object({ type: z.literal('giedi-card'), event: eventId, to: faction }).strict(),
  z.object({ type: z.literal('occupation-share'), event: eventId, amount: count(99) }).strict(),
  z.object({ type: z.literal('fedaykin-placement'), event: eventId, to: spot.nullable(), count: count(20) }).strict(),
  z.object({ type: z.literal('tleilax-send'), event: eventId, to: spot.nullable(), count: count(20) }).strict(),
  z.object({ type: z.literal('junction-offers'), event: eventId, offers: z.partialRecord(faction, z.enum(['half', 'full'])) }).strict(),
] as const;
