// Shipment and Movement actions (rules 1.06, 1.10.02.06, 2.01.07, 2.02.05, 2.02.11–2.02.17, 2.04.05, 2.06.05, 2.06.12, 3.01.09, 3.01.11.03).
import { z } from 'zod';
import { eventId, sector, slug } from './common.ts';

const spot = z.object({ territory: slug, sector }).strict();
const forces = z.number().int().min(0).max(20);
const groups = z
  .array(z.object({ sector, count: forces, elite: forces.optional() }).strict())
  .min(1)
  .max(5);

export const shipmentActionSchemas = [
  z.object({ type: z.literal('wormsign'), event: eventId, look: z.boolean() }).strict(),
  z.object({ type: z.literal('guild-timing'), event: eventId, act: z.boolean() }).strict(),
  z
    .object({
      type: z.literal('ship'),
      event: eventId,
      mode: z.enum(['pass', 'reserves', 'cross', 'off-planet']),
      from: spot.optional(),
      to: spot.optional(),
      count: forces.optional(),
      elite: forces.optional(),
      karama: slug.optional(),
      allySpice: z.number().int().min(0).max(999).optional(),
    })
    .strict(),
  z.object({ type: z.literal('offer-shipment-support'), event: eventId, amount: z.number().int().min(0).max(999) }).strict(),
  z
    .object({
      type: z.literal('spiritual-advisor'),
      event: eventId,
      send: z.boolean(),
      advisor: z.boolean().optional(),
      count: z.number().int().min(1).max(2).optional(),
    })
    .strict(),
  z.object({ type: z.literal('wartime'), event: eventId, territories: z.array(slug).max(60) }).strict(),
  z.object({ type: z.literal('intrusion'), event: eventId, flip: z.boolean() }).strict(),
  z
    .object({
      type: z.literal('move'),
      event: eventId,
      from: slug.optional(),
      groups: groups.optional(),
      to: spot.optional(),
      hajr: slug.optional(),
      ornithopter: z
        .object({ card: slug, mode: z.enum(['range', 'extra']) })
        .strict()
        .optional(),
      fighters: z.boolean().optional(),
      /** LS.sandmaster.normal: the territories passed through. */
      via: z.array(slug).min(1).max(3).optional(),
      /** LS.planetologist.normal: a second group to the same destination. */
      also: z.object({ from: slug, groups }).strict().optional(),
    })
    .strict(),
] as const;
