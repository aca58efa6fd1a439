// The public lobby's wire shape: one listed game, as `GET /games` answers it (rooms/lobby.ts builds it).
import { z } from 'zod';
import { FACTIONS, PHASES, type Faction } from '../rooms/dune/types.ts';

/** A listed game's entry, kept as its room's matchmaking metadata. */
export interface LobbyEntry {
  listed: true;
  gameId: string;
  factions: Faction[];
  /** Human seats nobody has claimed yet. */
  freeSeats: Faction[];
  bots: Faction[];
  spectators: number;
  turn: number;
  phase: string;
  /** Milliseconds since the epoch. */
  created: number;
}

/** Read back from the matchmaker (another process may have written it): checked, never trusted. */
export const LobbyEntrySchema = z
  .object({
    listed: z.literal(true),
    gameId: z.string().max(64),
    factions: z.array(z.enum(FACTIONS)).max(6),
    freeSeats: z.array(z.enum(FACTIONS)).max(6),
    bots: z.array(z.enum(FACTIONS)).max(6),
    spectators: z.number().int().min(0),
    turn: z.number().int().min(0).max(99),
    phase: z.enum(PHASES),
    created: z.number().int().min(0),
  })
  .strict();
