// The durable game store contract (docs/ARCHITECTURE.md §5). Two implementations: FileStore (embedded default,
// DATA_DIR) and RedisStore (REDIS_URL). Records are plain JSON; the engine state is stored exactly as given. The
// records and the part a live room uses are declared by the rooms (rooms/records.ts, rooms/ports.ts).
import type { RoomStore } from '../../rooms/ports.ts';
import type { GameRecord, LogEntry } from '../../rooms/records.ts';

export { listOf, type CommitResult, type Entries, type GameRecord, type LogEntry } from '../../rooms/records.ts';

export interface GameSummary {
  gameId: string;
  version: number;
  turn: number;
  phase: string;
  updatedAt: number;
  /** Set when a stored part of the game fails its checks: where and what (the other fields are then unknown). */
  damaged?: string;
}

/** What a listing found: the games (damaged ones marked), and what it skipped, being no game. */
export interface GameListing {
  games: GameSummary[];
  /** Entries where games are kept that are not games (a stray file, a name no game may have), and why. */
  skipped: { entry: string; reason: string }[];
}

/** The whole store: what a live room uses (RoomStore), plus the operator's calls (admin API, replay). */
export interface GameStore extends RoomStore {
  /**
   * Every stored game, in no particular order. A game that cannot be read is listed as damaged, with the reason;
   * anything that is not a game is skipped and named. One entry never makes the whole listing fail.
   */
  list(): Promise<GameListing>;
  /**
   * Admin import (restore a backup, move a game): replaces the record as given, bumps nothing, and replaces the
   * log with `log` (default: none — the old log no longer leads to the imported state). Creates the game if new.
   * Only for a game that is not live in a room (hold its lock).
   */
  put(record: GameRecord, log?: LogEntry[]): Promise<void>;
  /** Whether the store can take a commit now: null, or what is wrong (for /health). Answers within a second or two. */
  health(): Promise<string | null>;
  close(): Promise<void>;
}

export function summaryOf(record: GameRecord): GameSummary {
  return {
    gameId: record.gameId,
    version: record.version,
    turn: record.state.turn,
    phase: record.state.phase,
    updatedAt: record.updatedAt,
  };
}

/** A game that fails its checks, as listed: the reason, and nothing else known. */
export function damagedSummary(gameId: string, reason: string): GameSummary {
  return { gameId, version: -1, turn: 0, phase: '', updatedAt: 0, damaged: reason };
}
