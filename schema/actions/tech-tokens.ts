// Tech tokens module actions (IT.tech.battle: the winner's take).
import { z } from 'zod';
import { TECH_TOKENS } from '../../rooms/dune/plugins/answers.ts';
import { eventId } from './common.ts';

export const techTokenActionSchemas = [
  z.object({ type: z.literal('take-tech-token'), event: eventId, token: z.enum(TECH_TOKENS).nullable() }).strict(),
] as const;
