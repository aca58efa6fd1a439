// CHOAM faction actions (CH.sale, CH.ally.trade).
import { z } from 'zod';
import { cardId, eventId, faction, sector, territoryId } from './common.ts';

/** NX.choam.cunning: the card discarded for the effect instead of the Worthless card itself. */
const fuel = cardId.optional();
const worthlessPlay = z.discriminatedUnion('card', [
  z.object({ card: z.literal('jubba-cloak'), territory: territoryId, fuel }).strict(),
  z.object({ card: z.literal('baliset'), faction, territory: territoryId, fuel }).strict(),
  z.object({ card: z.literal('kulon'), fuel }).strict(),
  z.object({ card: z.literal('la-la-la'), faction, fuel }).strict(),
  z.object({ card: z.literal('kull-wahad'), faction, fuel }).strict(),
  z.object({ card: z.literal('trip-to-gamont'), faction, territory: territoryId, sector, force: z.enum(['regular', 'elite', 'advisors']), fuel }).strict(),
]);

export const choamFactionActionSchemas = [
  z.object({ type: z.literal('choam-market'), event: eventId, sell: z.array(cardId).max(12), trade: z.boolean() }).strict(),
  z.object({ type: z.literal('choam-trade'), event: eventId, give: cardId.nullable() }).strict(),
  z.object({ type: z.literal('choam-inflation'), event: eventId, side: z.enum(['double', 'cancel']).nullable() }).strict(),
  z.object({ type: z.literal('choam-worthless'), event: eventId, plays: z.array(worthlessPlay).max(6) }).strict(),
  z.object({ type: z.literal('choam-audit'), event: eventId, audit: z.boolean() }).strict(),
  z.object({ type: z.literal('audit-payoff'), event: eventId, pay: z.boolean() }).strict(),
  z.object({ type: z.literal('choam-battle-support'), event: eventId, amount: z.number().int().min(0).max(999) }).strict(),
  z.object({ type: z.literal('kull-wahad'), event: eventId, play: z.boolean() }).strict(),
] as const;
