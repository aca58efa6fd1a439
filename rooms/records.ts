// A stored game as plain JSON: the record a room commits and the log of the actions that led to it. The room
// produces them; the stores in server/store keep them without looking inside (docs/ARCHITECTURE.md §5).
import type { Action, Faction, GameState } from './dune/index.ts';

/** One game as the store keeps it. */
export interface GameRecord {
  /** Stable id (not the Colyseus room id); see server/store/ids.ts for the allowed form. */
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

/** One accepted engine action, in commit order. Replaying all entries from createGame(replayConfig(config)) rebuilds the state. */
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

/**
 * How a commit went. `ok`: written as durably as the store was asked to make it. `conflict`: another writer moved
 * the game (or it is gone): nothing written. `unreplicated`: written, but fewer replicas than asked acknowledged it
 * in time (Redis WAIT): the write stays where it was made and is not acknowledged (it may still be lost in a
 * failover). `refused`: the store would not write at all (Redis min-replicas-to-write, a read-only replica): nothing
 * written. Only `ok` is ever acknowledged to a client.
 */
export type CommitResult = 'ok' | 'conflict' | 'unreplicated' | 'refused';

/** A commit the store could not make as durable as asked (see CommitResult); a game created or restored so is refused. */
export class NotDurableError extends Error {
  override name = 'NotDurableError';
  constructor(
    readonly result: 'unreplicated' | 'refused',
    detail: string,
  ) {
    super(detail);
  }
}

/** One item, several, or none, as a list (a commit's entries; a room's logged actions). */
export function listOf<T extends object>(items: T | readonly T[] | null): readonly T[] {
  if (items === null) return [];
  return Array.isArray(items) ? items : [items as T];
}

/** A stored part of a game failed its checks when read back: the store names where, and what is wrong. */
export class DamagedRecordError extends Error {
  override name = 'DamagedRecordError';
  constructor(
    readonly where: string,
    readonly detail: string,
  ) {
    super(`corrupt store data at ${where}: ${detail}`);
  }
}
