// Homeworlds variant actions (HW.hand-limit).
import { z } from 'zod';
import { eventId, slug } from './common.ts';

export const homeworldActionSchemas = [z.object({ type: z.literal('discard-down'), event: eventId, cards: z.array(slug).max(12) }).strict()] as const;
