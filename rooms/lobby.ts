// The public lobby: what a listed game shows in the matchmaker's room listing (cluster-wide with Redis), and how
// `GET /games` reads it back. Only public facts: factions, free seats, bots, spectators, turn and phase.
import type { Faction, GameState } from './dune/index.ts';
import { LobbyEntrySchema, type LobbyEntry } from '../schema/lobby.ts';

export function lobbyEntry(
  gameId: string,
  game: GameState,
  seat: { claimed: (f: Faction) => boolean; isBot: (f: Faction) => boolean },
  spectators: number,
  created: number,
): LobbyEntry {
  return {
    listed: true,
    gameId,
    factions: [...game.seating],
    freeSeats: game.seating.filter((f) => !seat.isBot(f) && !seat.claimed(f)),
    bots: game.seating.filter((f) => seat.isBot(f)),
    spectators,
    turn: game.turn,
    phase: game.phase,
    created,
  };
}

/** A page of the lobby: open games and games in play, newest first (finished games are left out). */
export function lobbyPage(entries: unknown[], offset: number, limit: number): { games: LobbyEntry[]; total: number; next: number | null } {
  const games = entries
    .flatMap((m) => {
      const checked = LobbyEntrySchema.safeParse(m);
      return checked.success && checked.data.phase !== 'game-over' ? [checked.data] : [];
    })
    .sort((a, b) => b.created - a.created || a.gameId.localeCompare(b.gameId));
  const page = games.slice(offset, offset + limit);
  return { games: page, total: games.length, next: offset + limit < games.length ? offset + limit : null };
}
