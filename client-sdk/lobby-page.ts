// A page of the public lobby as the SDK reads it from `GET /games`: checked before it is trusted.
import type { LobbyEntry } from '../schema/lobby.ts';
import { FACTIONS, PHASES } from '../rooms/dune/types.ts';
import { arrayOf, checked, integer, literal, nullable, object, oneOf, string } from '../schema/shape.ts';

/** A page of the public lobby (`GET /games`). */
export interface LobbyPage {
  games: LobbyEntry[];
  total: number;
  /** The offset of the next page, or null on the last one. */
  next: number | null;
}

const factions = arrayOf(oneOf(FACTIONS), FACTIONS.length);
const LobbyEntryShape = object(
  {
    listed: literal(true),
    gameId: string,
    factions,
    freeSeats: factions,
    bots: factions,
    spectators: integer(),
    turn: integer(0, 99),
    phase: oneOf(PHASES),
    created: integer(),
  },
  true,
);
const LobbyPageShape = object({ games: arrayOf(LobbyEntryShape, 50), total: integer(), next: nullable(integer()) }, true);

/** The page, or an Error saying what is malformed. */
export function readLobbyPage(body: unknown): LobbyPage {
  return checked<LobbyPage>(LobbyPageShape, body, 'lobby page');
}
