// Free actions (rooms/dune/deals): no event, taken whenever the rules allow.
import { z } from 'zod';
import { cardId, faction, territoryId } from './common.ts';

const amount = z.number().int().min(1).max(999);

export const freeActionSchemas = [
  z.object({ type: z.literal('bribe'), to: faction, amount }).strict(),
  z.object({ type: z.literal('give-spice'), to: faction, amount }).strict(),
  z.object({ type: z.literal('distrans'), card: cardId, give: cardId, to: faction }).strict(),
  // HW.tupile.intelligence (the Homeworlds variant).
  z.object({ type: z.literal('tupile-intelligence'), target: faction, category: z.enum(['weapons', 'defenses']) }).strict(),
  // IX.karama: the Ixians' Karama power, moving the HMS during their own turn of Shipment and Movement.
  z
    .object({
      type: z.literal('ixian-karama-hms'),
      card: cardId,
      route: z.array(z.object({ territory: territoryId, sector: z.number().int().min(0).max(18) }).strict()).max(2),
    })
    .strict(),
  // RI.karama: Richese's Karama power, a private purchase from its cache; RI.ally.cards: a Richese card given to its ally.
  z.object({ type: z.literal('richese-karama-buy'), card: cardId, buy: cardId }).strict(),
  z.object({ type: z.literal('richese-gift'), card: cardId, to: faction }).strict(),
  // RI.no-field.reveal: Richese turns its No-Field face up.
  z.object({ type: z.literal('richese-reveal-no-field') }).strict(),
  // RI.ally.no-field: whether Richese's ally may ship its No-Fields.
  z.object({ type: z.literal('richese-ally-no-field'), allow: z.boolean() }).strict(),
  // 1.14.01, 1.14.03, 1.14.04: the Advanced faction Karama powers taken as free actions (rooms/dune/karama/powers).
  z.discriminatedUnion('power', [
    z.object({ type: z.literal('karama-power'), power: z.literal('atreides-plan'), card: cardId, target: faction }).strict(),
    z.object({ type: z.literal('karama-power'), power: z.literal('fremen-worm'), card: cardId, territory: territoryId }).strict(),
    z.object({ type: z.literal('karama-power'), power: z.literal('harkonnen-hand'), card: cardId, target: faction }).strict(),
    z.object({ type: z.literal('karama-power'), power: z.literal('guild-shipment'), card: cardId, target: faction }).strict(),
    z.object({ type: z.literal('karama-power'), power: z.literal('choam-discard'), card: cardId, cards: z.array(cardId).max(12) }).strict(),
  ]),
] as const;
