// Leader Skills actions (LS.setup, LS.revival, LS.posture, LS.smuggler).
import { z } from 'zod';
import { SKILLS } from '../../rooms/dune/plugins/answers.ts';
import { cardId, eventId, leaderId, sector, territoryId, traitorCardId } from './common.ts';

const sectorKey = z.string().regex(/^(0|[1-9]|1[0-8])$/, 'a sector number 0–18');

export const skillActionSchemas = [
  z.object({ type: z.literal('pick-skill'), event: eventId, card: z.enum(SKILLS), leader: leaderId }).strict(),
  z.object({ type: z.literal('skill-posture'), event: eventId, faceUp: z.boolean() }).strict(),
  z.object({ type: z.literal('bureaucrat-redirect'), event: eventId, redirect: z.boolean() }).strict(),
  z
    .object({
      type: z.literal('smuggler-allocation'),
      event: eventId,
      allocations: z.record(sectorKey, z.number().int().min(0).max(99)),
    })
    .strict(),
  z.object({ type: z.literal('mentat-question'), event: eventId, weapon: cardId.nullable() }).strict(),
  z.object({ type: z.literal('mentat-answer'), event: eventId, card: cardId.nullable() }).strict(),
  z.object({ type: z.literal('rihani-keep'), event: eventId, keep: traitorCardId.nullable(), give: traitorCardId.nullable() }).strict(),
  z
    .object({
      type: z.literal('diplomat-retreat'),
      event: eventId,
      to: z.object({ territory: territoryId, sector }).strict().nullable(),
      count: z.number().int().min(0).max(20),
    })
    .strict(),
] as const;
