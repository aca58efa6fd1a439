// Battle phase actions (rules 1.07, 2.01.08, 2.02.06, 1.07.06.07, 1.07.06.06, and the expansion cards' post-reveal
// choices).
import { z } from 'zod';
import { TREACHERY_CARD_IDS } from '../../rooms/dune/cards/ids.ts';
import { LEADER_IDS } from '../../rooms/dune/factions/leaders.ts';
import { VOICE_SUBJECTS } from '../../rooms/dune/phases/battle/types.ts';
import { cardId, eventId, faction, leaderId, prescienceElement, sector, territoryId } from './common.ts';

const subject = z.enum(VOICE_SUBJECTS);
const card = cardId.nullable();
/** Prescience's leader answer is a leader or a Cheap Hero card; weapon and defense answers are cards. */
const revealed = z.enum([...LEADER_IDS, ...TREACHERY_CARD_IDS], { error: 'not a known leader or treachery card id' });

export const battleActionSchemas = [
  z.object({ type: z.literal('choose-battle'), event: eventId, territory: territoryId, sectors: z.array(sector).min(1).max(18), opponent: faction }).strict(),
  z.object({ type: z.literal('prescience'), event: eventId, element: prescienceElement.nullable() }).strict(),
  z
    .object({ type: z.literal('prescience-answer'), event: eventId, value: z.union([revealed, z.number().int().min(0).max(20)]).nullable(), karama: card })
    .strict(),
  z.object({ type: z.literal('voice'), event: eventId, command: z.object({ play: z.boolean(), subject }).strict().nullable() }).strict(),
  z
    .object({
      type: z.literal('battle-plan'),
      event: eventId,
      leader: leaderId.nullable(),
      cheapHero: card,
      dial: z.number().int().min(0).max(20),
      weapon: card,
      defense: card,
      karama: card,
      /** 1.13.04.04: spice supporting the dialed forces (Advanced game). */
      spice: z.number().int().min(0).max(20).optional(),
      /** 2.03.08, 2.04.18: how many of the dialed forces are starred (Advanced game). */
      elite: z.number().int().min(0).max(20).optional(),
      /** 2.01.11: the Kwisatz Haderach joins the leader or Cheap Hero (the Atreides, Advanced game). */
      kwisatzHaderach: z.literal(true).optional(),
      /** LS.spice-banker: 1–3 spice the Spice Banker leader carries. */
      bankerSpice: z.number().int().min(0).max(3).optional(),
      /** CH.ally.battle-funding: of `spice`, the part CHOAM pays for its ally. */
      choamSpice: z.number().int().min(0).max(20).optional(),
    })
    .strict(),
  z.object({ type: z.literal('call-traitor'), event: eventId, call: z.boolean() }).strict(),
  z.object({ type: z.literal('battle-cards'), event: eventId, keep: z.array(cardId).max(4) }).strict(),
  z.object({ type: z.literal('capture-leader'), event: eventId, choice: z.enum(['kill', 'capture', 'pass']) }).strict(),
  z.object({ type: z.literal('portable-snooper'), event: eventId, card }).strict(),
  z.object({ type: z.literal('battle-choice'), event: eventId, choice: z.enum(['use', 'hold', 'kill', 'ignore']) }).strict(),
] as const;
