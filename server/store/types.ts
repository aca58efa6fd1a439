// The durable game store contract (ARCHITECTURE §5, issue 6). Two implementations: FileStore (embedded default,
// DATA_DIR) and RedisStore (REDIS_URL). Records are plain JSON; the engine state is stored exactly as given.
import type { Action, Faction, GameState } from '../../rooms/dune/index.ts';

/** One game as the store keeps it. */
export interface GameRecord {
  /** Stable id (not the Colyseus room id); see ids.ts for the allowed form. */
  gameId: string;
  /**
   * Compare-and-set counter: bumped by exactly one on EVERY commit (an action, or room-level data only), so two
   * writers that read the same version can never both succeed. It is not the action count (state.actions is).
   */
  version: number;
  state: GameState;
  /** Seat → SHA-256 hex of its seat token. Never the token itself. */
  seats: [Faction, string][];
  /** Room-level JSON (bot seats, autopilot, deadlines …), stored and returned as given. */
  control: unknown;
  /** Milliseconds since the epoch, set by the caller (the store has no opinion on clocks). */
  createdAt: number;
  updatedAt: number;
}

/** One accepted engine action, in commit order. Replaying all entries from createGame(config) rebuilds the state. */
export interface LogEntry {
  /** The record version this action's commit produced. */
  version: number;
  seat: Faction;
  action: Action;
  /** Milliseconds since the epoch when the room accepted it. */
  at: number;
}

export interface GameSummary {
  gameId: string;
  version: number;
  turn: number;
  phase: string;
  updatedAt: number;
}

export type CommitResult = 'ok' | 'conflict';

export interface GameStore {
  /** Stores a new game at its given version. Throws GameExistsError if the gameId is taken. Writes no log. */
  create(record: GameRecord): Promise<void>;
  /** The last committed record, or null if there is none. */
  load(gameId: string): Promise<GameRecord | null>;
  /**
   * Compare-and-set: only if the stored version is `expectedVersion`, writes `next` (whose version must be
   * expectedVersion + 1) and appends `entry` (if any, with entry.version === next.version), both or neither.
   * 'conflict' when another writer got there first (or the game is gone): nothing is written; reload.
   */
  commit(gameId: string, expectedVersion: number, next: GameRecord, entry: LogEntry | null): Promise<CommitResult>;
  /** Log entries with version > afterVersion (all when omitted), oldest first. */
  log(gameId: string, afterVersion?: number): Promise<LogEntry[]>;
  /** Every stored game, in no particular order. */
  list(): Promise<GameSummary[]>;
  /**
   * Admin import (restore a backup, move a game): replaces the record as given, bumps nothing, and replaces the
   * log with `log` (default: none — the old log no longer leads to the imported state). Creates the game if new.
   * Only for a game that is not live in a room (hold its lock).
   */
  put(record: GameRecord, log?: LogEntry[]): Promise<void>;
  /** Takes the cluster-wide "live in one room" lock on a game; false if another owner holds an unexpired one. */
  lock(gameId: string, owner: string, ttlMs: number): Promise<boolean>;
  /** Extends the lock only if `owner` still holds it (false if it expired or was taken over). */
  renew(gameId: string, owner: string, ttlMs: number): Promise<boolean>;
  /** Releases the lock only if `owner` holds it. */
  unlock(gameId: string, owner: string): Promise<void>;
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
