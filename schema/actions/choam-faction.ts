// CHOAM faction actions (CH.sale, CH.ally.trade).
import { z } from 'zod';
import { eventId, slug } from './common.ts';

export const choamFactionActionSchemas = [
  z.object({ type: z.literal('choam-market'), event: eventId, sell: z.array(slug).max(12), trade: z.boolean() }).strict(),
  z.object({ type: z.literal('choam-trade'), event: eventId, give: slug.nullable() }).strict(),
  z.object({ type: z.literal('choam-inflation'), event: eventId, side: z.enum(['double', 'cancel']).nullable() }).strict(),
] as const;
