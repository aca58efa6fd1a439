// Stronghold cards module actions (SC.hms: the advantage the HMS card's holder copies).
import { z } from 'zod';
import { COPIABLE_CARDS } from '../../rooms/dune/plugins/answers.ts';
import { eventId } from './common.ts';

export const strongholdCardActionSchemas = [
  z.object({ type: z.literal('hms-card-copy'), event: eventId, card: z.enum(COPIABLE_CARDS).nullable() }).strict(),
] as const;
