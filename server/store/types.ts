// The durable game store contract (ARCHITECTURE §5, issue 6). Two implementations: FileStore (embedded default,
// DATA_DIR) and RedisStore (REDIS_URL). Records are plain JSON; the engine state is stored exactly as given.
import type { Action, Faction, GameState } from '../../rooms/dune/index.ts';

/** One game as the store keeps it. */
export interface GameRecord {
  /** Stable id (not the Colyseus room id); see ids.ts for the allowed form. */
  gameId: string;
  /**
   * Compare-and-set counter: bumped on EVERY commit (by one per logged action, or by one for room-level data
   * only), so two writers that read the same version can never both succeed. It is not the action count
   * (state.actions is).
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

/** What one commit appends to the log: one entry, several in order, or none. */
export type Entries = LogEntry | readonly LogEntry[] | null;

/** One item, several, or none, as a list (a commit's entries; a room's logged actions). */
export function listOf<T extends object>(items: T | readonly T[] | null): readonly T[] {
  if (items === null) return [];
  return Array.isArray(items) ? items : [items as T];
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
   * Compare-and-set: only if the stored version is `expectedVersion`, writes `next` and appends `entries` (a single
   * entry, a batch of them in order, or none), all or nothing. The version grows by one per entry, or by one for
   * a commit without any: next.version must be expectedVersion + max(1, count) and the entries' versions must run
   * expectedVersion + 1 … next.version. A batch is how a room commits several actions it processed together.
   * 'conflict' when another writer got there first (or the game is gone): nothing is written; reload.
   */
  commit(gameId: string, expectedVersion: number, next: GameRecord, entries: Entries): Promise<CommitResult>;
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
