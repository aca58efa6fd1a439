// Spice Blow and Nexus actions (rules 1.02, 1.10.01, 2.04.08, 2.04.10).
import { z } from 'zod';
import { cardId, eventId, faction, sector, territoryId } from './common.ts';

const rideGroup = z.object({ sector, count: z.number().int().min(1).max(20), elite: z.number().int().min(0).max(20).optional() }).strict();

export const spiceBlowActionSchemas = [
  z.object({ type: z.literal('protect-ally'), event: eventId, protect: z.boolean() }).strict(),
  z.object({ type: z.literal('place-worm'), event: eventId, territory: territoryId.nullable() }).strict(),
  z.object({ type: z.literal('karama-sandworm'), event: eventId, territory: territoryId.nullable(), card: cardId.nullable() }).strict(),
  // One message type with three shapes: an inner union on `choice` keeps `type` unique in the outer union.
  z.discriminatedUnion('choice', [
    z.object({ type: z.literal('nexus-turn'), event: eventId, choice: z.literal('pass') }).strict(),
    z.object({ type: z.literal('nexus-turn'), event: eventId, choice: z.literal('break') }).strict(),
    z.object({ type: z.literal('nexus-turn'), event: eventId, choice: z.literal('propose'), to: faction }).strict(),
  ]),
  z.object({ type: z.literal('alliance-offer'), event: eventId, accept: z.boolean() }).strict(),
  z
    .object({
      type: z.literal('ride-worm'),
      event: eventId,
      to: z.object({ territory: territoryId, sector }).strict().nullable(),
      groups: z.array(rideGroup).max(18),
    })
    .strict(),
] as const;
