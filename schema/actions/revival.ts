// Revival actions (rules 1.05, 2.03.07, 2.04.11, 3.01.20).
import { z } from 'zod';
import { count, eventId, slug } from './common.ts';

const forces = z.object({ regular: count(20), elite: count(20) }).strict();
const ghola = z.union([z.object({ leader: slug }).strict(), z.object({ forces }).strict()]);

export const revivalActionSchemas = [
  z
    .object({
      type: z.literal('revive'),
      event: eventId,
      forces,
      leader: slug.nullable(),
      ghola: ghola.nullable(),
      kwisatzHaderach: z.literal(true).optional(),
    })
    .strict(),
  z.object({ type: z.literal('grant-free-revival'), event: eventId, grant: z.boolean() }).strict(),
  z.object({ type: z.literal('pay-ally-revival'), event: eventId, forces: count(20) }).strict(),
] as const;
