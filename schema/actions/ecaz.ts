// Ecaz actions: placing Ambassadors (EC.ambassadors.placement), triggering one (EC.ambassadors.trigger), its effect's
// choices (EC.ambassador.*), the entrant's answer to the Ecaz Ambassador's alliance (EC.ambassador.ecaz), and Ecaz's
// Karama power in a battle (EC.karama), and who of Ecaz and its ally fights a battle they share (EC.occupy).
import { z } from 'zod';
import { AMBASSADORS } from '../../rooms/dune/plugins/answers.ts';
import { cardId, count, eventId, faction, leaderId, sector, territoryId } from './common.ts';

const ambassador = z.enum(AMBASSADORS, { error: 'not an Ambassador' });
const spot = z.object({ territory: territoryId, sector }).strict();

export const ecazActionSchemas = [
  z.object({ type: z.literal('ambassador-place'), event: eventId, token: ambassador.nullable(), territory: territoryId.optional() }).strict(),
  z.object({ type: z.literal('ambassador-trigger'), event: eventId, trigger: z.boolean(), forAlly: z.boolean().optional() }).strict(),
  z
    .object({
      type: z.literal('ambassador-effect'),
      event: eventId,
      pass: z.literal(true).optional(),
      copy: ambassador.optional(),
      from: spot.optional(),
      to: spot.optional(),
      regular: count(20).optional(),
      elite: count(20).optional(),
      cards: z.array(cardId).max(12).optional(),
      leader: leaderId.optional(),
      buy: z.literal(true).optional(),
      ally: z.literal(true).optional(),
      vidal: z.literal(true).optional(),
      lend: z.literal(true).optional(),
    })
    .strict(),
  z.object({ type: z.literal('ambassador-alliance'), event: eventId, accept: z.boolean() }).strict(),
  z.object({ type: z.literal('ecaz-karama'), event: eventId, card: cardId.nullable() }).strict(),
  z.object({ type: z.literal('occupy-fighter'), event: eventId, fighter: faction }).strict(),
] as const;
