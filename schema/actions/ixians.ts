// Ixian actions: placing the Hidden Mobile Stronghold after the first storm and moving it as a Storm phase starts
// (IX.hms.placement, IX.hms.movement).
import { z } from 'zod';
import { eventId, sector, territoryId } from './common.ts';

const place = z.object({ territory: territoryId, sector }).strict();

export const ixiansActionSchemas = [
  z.object({ type: z.literal('hms-place'), event: eventId, territory: territoryId, sector }).strict(),
  z.object({ type: z.literal('hms-move'), event: eventId, route: z.array(place).max(3) }).strict(),
] as const;
