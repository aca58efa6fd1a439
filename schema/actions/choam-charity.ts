// CHOAM Charity actions (rules 1.03.01, 2.02.09).
import { z } from 'zod';
import { eventId } from './common.ts';

export const choamActionSchemas = [z.object({ type: z.literal('claim-charity'), event: eventId, claim: z.boolean() }).strict()] as const;
