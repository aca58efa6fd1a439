// Storm phase actions (rules 0.16, 1.01.02, 3.01.07, 3.01.23).
import { z } from 'zod';
import { eventId } from './common.ts';

export const stormActionSchemas = [
  z.object({ type: z.literal('dial-storm'), event: eventId, value: z.number().int().min(0).max(20) }).strict(),
  /** null: do not play (or hold no card); 0–10: play Weather Control and move the storm that many sectors. */
  z.object({ type: z.literal('weather-control'), event: eventId, move: z.number().int().min(0).max(10).nullable() }).strict(),
  z.object({ type: z.literal('family-atomics'), event: eventId, play: z.boolean() }).strict(),
] as const;
