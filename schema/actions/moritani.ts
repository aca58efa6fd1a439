// Moritani actions: its set-up placement (MO.setup), a Terror token placed or moved (MO.terror.placement), triggered
// (MO.terror.trigger), its effect's choices and discard, the entrant's answer to an alliance offer
// (MO.enemy-of-my-enemy), an Extortion paid off (MO.terror.extortion), the card its losing ally keeps (MO.ally), a traitor card revealed to
// assassinate (MO.assassinate), its Karama power on a winner's cards (MO.karama), and a token taken off the board for
// spice (HW.grumman.high).
import { z } from 'zod';
import { TERRORS } from '../../rooms/dune/plugins/answers.ts';
import { cardId, count, eventId, sector, territoryId, traitorCardId } from './common.ts';

const terror = z.enum(TERRORS, { error: 'not a Terror token' });

export const moritaniActionSchemas = [
  z.object({ type: z.literal('moritani-placement'), event: eventId, territory: territoryId, sector }).strict(),
  z.object({ type: z.literal('terror-place'), event: eventId, token: terror.optional(), from: territoryId.optional(), to: territoryId.optional() }).strict(),
  z.object({ type: z.literal('terror-trigger'), event: eventId, choice: z.enum(['reveal', 'ally', 'pass']), token: terror.optional() }).strict(),
  z.object({ type: z.literal('grumman-remove'), event: eventId, from: territoryId.nullable(), token: terror.optional() }).strict(),
  z
    .object({
      type: z.literal('terror-effect'),
      event: eventId,
      take: z.enum(['spice', 'card']).optional(),
      give: cardId.nullable().optional(),
      sector: sector.optional(),
      count: count(5).optional(),
    })
    .strict(),
  z.object({ type: z.literal('terror-alliance'), event: eventId, accept: z.boolean() }).strict(),
  z.object({ type: z.literal('extortion-pay'), event: eventId, pay: z.boolean() }).strict(),
  z.object({ type: z.literal('terror-discard'), event: eventId, card: cardId }).strict(),
  z.object({ type: z.literal('moritani-ally-keep'), event: eventId, keep: cardId.nullable() }).strict(),
  z.object({ type: z.literal('moritani-assassinate'), event: eventId, card: traitorCardId.nullable() }).strict(),
  z
    .object({
      type: z.literal('moritani-karama'),
      event: eventId,
      card: cardId.nullable(),
      keep: z.array(cardId).max(3).optional(),
      discard: z.array(cardId).max(3).optional(),
    })
    .strict(),
] as const;
