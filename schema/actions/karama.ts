// Karama against faction abilities (rooms/dune/karama): the answer to a window, and the prevention played ahead.
import { z } from 'zod';
import { CANCEL_ABILITIES, PREVENT_ABILITIES } from '../../rooms/dune/karama/abilities.ts';
import type { CancelAbility, PreventAbility } from '../../rooms/dune/karama/types.ts';
import { cardId, eventId } from './common.ts';

const cancelAbility = z.enum(CANCEL_ABILITIES as [CancelAbility, ...CancelAbility[]]);
const preventAbility = z.enum(PREVENT_ABILITIES as [PreventAbility, ...PreventAbility[]]);

export const karamaActionSchemas = [
  z
    .object({
      type: z.literal('karama-window'),
      event: eventId,
      cancel: cancelAbility.nullable(),
      card: cardId.nullable(),
      betrayal: z.literal(true).optional(),
    })
    .strict(),
  z.object({ type: z.literal('karama-prevent'), ability: preventAbility, card: cardId }).strict(),
  // Nullentropy Box (rooms/dune/nullentropy): begin a paid search (a free action), then take one card.
  z.object({ type: z.literal('nullentropy-search'), card: cardId }).strict(),
  z.object({ type: z.literal('nullentropy'), event: eventId, card: cardId }).strict(),
  // 1.14.04 (rooms/dune/karama/powers/harkonnen.ts): the cards the Harkonnen give back for a hand they took.
  z.object({ type: z.literal('harkonnen-return'), event: eventId, cards: z.array(cardId).min(1).max(16) }).strict(),
  // Card play windows (rooms/dune/card-windows): play a card of the window's families, or null.
  z
    .object({
      type: z.literal('card-window'),
      event: eventId,
      card: cardId.nullable(),
      mode: z.enum(['first', 'last', 'aggressor']).optional(),
      take: cardId.optional(),
    })
    .strict(),
] as const;
