// Mentat Pause actions (rule 3.01.22, Truthtrance window).
import { z } from 'zod';
import { cardId, eventId, faction, leaderId } from './common.ts';

/** A holds-card question names a printed card (`cheap-hero`, `shield`), not one copy: the engine checks the name. */
const cardName = z.string().min(1).max(64);

const question = z.discriminatedUnion('about', [
  z.object({ about: z.literal('holds-card'), card: cardName }).strict(),
  z.object({ about: z.literal('spice-at-least'), amount: z.number().int().min(1).max(999) }).strict(),
  z.object({ about: z.literal('cards-at-least'), count: z.number().int().min(1).max(8) }).strict(),
  z.object({ about: z.literal('traitor'), leader: leaderId }).strict(),
  z.object({ about: z.literal('predicted-faction'), faction }).strict(),
  z.object({ about: z.literal('predicted-turn'), turn: z.number().int().min(1).max(99) }).strict(),
]);

const play = z.object({ card: cardId, target: faction, question }).strict();

export const mentatActionSchemas = [z.object({ type: z.literal('truthtrance'), event: eventId, play: play.nullable() }).strict()] as const;
