// Tleilaxu actions: revealing a Face Dancer and swapping one at the Mentat Pause (TL.face-dancers), raising others'
// revival limits (TL.revival-limits).
import { z } from 'zod';
import { count, eventId, faction, sector, territoryId, traitorCardId } from './common.ts';

const source = z.object({ territory: territoryId, sector, count: count(20) }).strict();

export const tleilaxuActionSchemas = [
  z
    .object({
      type: z.literal('face-dancer'),
      event: eventId,
      reveal: z.boolean(),
      sector: sector.optional(),
      reserves: count(20).optional(),
      from: z.array(source).max(8).optional(),
    })
    .strict(),
  z.object({ type: z.literal('face-dancer-swap'), event: eventId, card: traitorCardId.nullable() }).strict(),
  z.object({ type: z.literal('raise-revival-limits'), event: eventId, factions: z.array(faction).max(12) }).strict(),
] as const;
