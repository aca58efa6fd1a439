// Set-up actions (rules 0.11, 2.02.03, 2.02.08, 2.04.02).
import { z } from 'zod';
import { eventId, faction, sector, territoryId, traitorCardId } from './common.ts';

const placement = z
  .object({ territory: territoryId, sector, count: z.number().int().min(1).max(20), elite: z.number().int().min(0).max(20).optional() })
  .strict();

export const setupActionSchemas = [
  z.object({ type: z.literal('predict'), event: eventId, faction, turn: z.number().int().min(1).max(99) }).strict(),
  z.object({ type: z.literal('pick-traitor'), event: eventId, leader: traitorCardId }).strict(),
  z.object({ type: z.literal('place-fremen'), event: eventId, placements: z.array(placement).min(1).max(3) }).strict(),
  z.object({ type: z.literal('place-advisor'), event: eventId, territory: territoryId, sector }).strict(),
] as const;
