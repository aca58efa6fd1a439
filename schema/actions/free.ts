// Free actions (rooms/dune/deals): no event, taken whenever the rules allow.
import { z } from 'zod';
import { faction, slug } from './common.ts';

const amount = z.number().int().min(1).max(999);

export const freeActionSchemas = [
  z.object({ type: z.literal('bribe'), to: faction, amount }).strict(),
  z.object({ type: z.literal('give-spice'), to: faction, amount }).strict(),
  z.object({ type: z.literal('distrans'), card: slug, give: slug, to: faction }).strict(),
] as const;
