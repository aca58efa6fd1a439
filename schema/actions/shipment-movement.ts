// Shipment and Movement actions (rules 1.06, 1.10.02.06, 2.01.07, 2.02.05, 2.02.11–2.02.17, 2.04.05, 2.06.05, 2.06.12, 3.01.09, 3.01.11.03).
import { z } from 'zod';
import { cardId, eventId, sector, territoryId } from './common.ts';

const spot = z.object({ territory: territoryId, sector }).strict();
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
      karama: cardId.optional(),
      allySpice: z.number().int().min(0).max(999).optional(),
      /** RI.no-field: a No-Field token shipped face down in place of a force. */
      noField: z.union([z.literal(0), z.literal(3), z.literal(5)]).optional(),
      noFieldRevealed: z.union([z.literal(0), z.literal(3), z.literal(5)]).optional(),
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
  z.object({ type: z.literal('wartime'), event: eventId, territories: z.array(territoryId).max(60) }).strict(),
  z.object({ type: z.literal('intrusion'), event: eventId, flip: z.boolean() }).strict(),
  z
    .object({
      type: z.literal('move'),
      event: eventId,
      from: territoryId.optional(),
      groups: groups.optional(),
      to: spot.optional(),
      hajr: cardId.optional(),
      ornithopter: z
        .object({ card: cardId, mode: z.enum(['range', 'extra']) })
        .strict()
        .optional(),
      /** DS.ornithopter: fly with a token held. */
      flight: z.literal(true).optional(),
      fighters: z.boolean().optional(),
      /** LS.sandmaster.normal: the territories passed through. */
      via: z.array(territoryId).min(1).max(3).optional(),
      /** LS.planetologist.normal: a second group to the same destination. */
      also: z.object({ from: territoryId, groups }).strict().optional(),
      /** RI.no-field: the mover's No-Field moves with the group. */
      noField: z.literal(true).optional(),
    })
    .strict(),
] as const;
