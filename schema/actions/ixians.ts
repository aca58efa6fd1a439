// Ixian actions: placing the Hidden Mobile Stronghold after the first storm and moving it as a Storm phase starts
// (IX.hms.placement, IX.hms.movement); their starting card from the pool (IX.starting-card) and the card they put back
// before the auctions (IX.bidding).
import { z } from 'zod';
import { cardId, count, eventId, sector, territoryId } from './common.ts';

const place = z.object({ territory: territoryId, sector }).strict();

export const ixiansActionSchemas = [
  z.object({ type: z.literal('hms-place'), event: eventId, territory: territoryId, sector }).strict(),
  z.object({ type: z.literal('hms-move'), event: eventId, route: z.array(place).max(3) }).strict(),
  z.object({ type: z.literal('ixian-starting-card'), event: eventId, card: cardId }).strict(),
  z.object({ type: z.literal('ixian-selection'), event: eventId, card: cardId, to: z.enum(['top', 'bottom']) }).strict(),
  z.object({ type: z.literal('cyborg-replacement'), event: eventId, count: count(20) }).strict(),
  z.object({ type: z.literal('ixian-ally-swap'), event: eventId, swap: z.boolean() }).strict(),
  z.object({ type: z.literal('ixian-technology'), event: eventId, give: cardId.nullable() }).strict(),
] as const;
