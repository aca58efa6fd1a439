// Discovery variant actions: a face-down token revealed or left (DS.reveal), forces moved into a place revealed last
// turn (DS.entry).
import { z } from 'zod';
import { cardId, count, eventId, sector, territoryId } from './common.ts';

export const discoveryActionSchemas = [
  z.object({ type: z.literal('discovery-reveal'), event: eventId, reveal: z.boolean() }).strict(),
  z
    .object({
      type: z.literal('discovery-entry'),
      event: eventId,
      groups: z.array(z.object({ sector, count: count(60) }).strict()).max(18),
    })
    .strict(),
  z.object({ type: z.literal('discovery-discard'), event: eventId, card: cardId }).strict(),
  z.object({ type: z.literal('testing-station'), event: eventId, change: z.union([z.literal(-1), z.literal(0), z.literal(1)]) }).strict(),
  z.object({ type: z.literal('great-maker-vote'), event: eventId, nexus: z.boolean() }).strict(),
  z
    .object({
      type: z.literal('great-maker-ride'),
      event: eventId,
      to: z.object({ territory: territoryId, sector }).strict().nullable(),
      count: count(20),
      elite: count(20).optional(),
    })
    .strict(),
] as const;
