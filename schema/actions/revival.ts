// Revival actions (rules 1.05, 1.14.02, 2.03.07, 2.04.11, 3.01.20).
import { z } from 'zod';
import { cardId, count, eventId, leaderId } from './common.ts';

const forces = z.object({ regular: count(20), elite: count(20) }).strict();
const ghola = z.union([z.object({ leader: leaderId }).strict(), z.object({ forces }).strict()]);
// 1.14.02: the Emperor's Karama revival names its card and either forces or one leader.
const karamaPower = z.union([z.object({ card: cardId, leader: leaderId }).strict(), z.object({ card: cardId, forces }).strict()]);

export const revivalActionSchemas = [
  z
    .object({
      type: z.literal('revive'),
      event: eventId,
      forces,
      leader: leaderId.nullable(),
      ghola: ghola.nullable(),
      kwisatzHaderach: z.literal(true).optional(),
      karamaPower: karamaPower.optional(),
    })
    .strict(),
  z.object({ type: z.literal('grant-free-revival'), event: eventId, grant: z.boolean() }).strict(),
  z.object({ type: z.literal('pay-ally-revival'), event: eventId, forces: count(20) }).strict(),
] as const;
