// Tleilaxu actions: revealing a Face Dancer and swapping one at the Mentat Pause (TL.face-dancers), their favours as
// Revival starts (TL.revival-limits, TL.leader-revival, TL.karama).
import { z } from 'zod';
import { cardId, count, eventId, faction, sector, territoryId, traitorCardId } from './common.ts';

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
  z
    .object({
      type: z.literal('revival-favours'),
      event: eventId,
      raise: z.array(faction).max(12),
      early: z.array(faction).max(12),
      stop: z.object({ card: cardId, target: faction }).strict().optional(),
    })
    .strict(),
] as const;
