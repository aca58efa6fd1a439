// Storm phase actions (rules 0.16, 1.01.02).
import { z } from 'zod';
import { eventId } from './common.ts';

export const stormActionSchemas = [z.object({ type: z.literal('dial-storm'), event: eventId, value: z.number().int().min(0).max(20) }).strict()] as const;
