// Building blocks shared by the per-phase action schemas.
import { z } from 'zod';
import { FACTIONS } from '../../rooms/dune/types.ts';

export const faction = z.enum(FACTIONS);
export const eventId = z.string().min(1).max(32);
/** Ids of territories, leaders and cards. */
export const slug = z.string().min(1).max(64);
export const sector = z.number().int().min(0).max(18);
export const count = (max: number) => z.number().int().min(0).max(max);
