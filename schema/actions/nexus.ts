// The Nexus cards variant's actions: the draw at the end of a Spice Blow phase with a Nexus (NX.draw), the traitor cards
// given back after a Harkonnen card drew some (NX.harkonnen), and a card played as a free action (NX.uses).
import { z } from 'zod';
import { NEXUS_EFFECTS } from '../../rooms/dune/plugins/answers.ts';
import { cardId, eventId, faction, prescienceElement, territoryId, traitorCardId } from './common.ts';

export const nexusActionSchemas = [
  z.object({ type: z.literal('nexus-draw'), event: eventId, draw: z.boolean(), redrawOwn: z.boolean().optional() }).strict(),
  z.object({ type: z.literal('nexus-traitors'), event: eventId, cards: z.array(traitorCardId).max(4) }).strict(),
  z
    .object({
      type: z.literal('nexus-card'),
      effect: z.enum(NEXUS_EFFECTS),
      territory: territoryId.optional(),
      target: faction.optional(),
      element: prescienceElement.optional(),
      card: cardId.optional(),
    })
    .strict(),
] as const;
