// What a room needs from the process that hosts it. Declared here, on the room's side, and handed in by server/
// (DuneRoom.with): the arrows point one way, and a room's store, log, metrics and clock are its server's, not statics.
import { DEFAULT_FLOOD_LIMITS, type FloodLimits } from './flood-guard.ts';
import type { BotProfile } from './dune/bots/index.ts';
import type { CommitResult, Entries, GameRecord, LogEntry } from './records.ts';
import type { Ticker } from './ticker.ts';

/** The part of the game store a live room uses (server/store implements the whole GameStore). */
export interface RoomStore {
  /** Stores a new game at its given version. Throws GameExistsError if the gameId is taken. Writes no log. */
  create(record: GameRecord): Promise<void>;
  /** The last committed record, or null if there is none. */
  load(gameId: string): Promise<GameRecord | null>;
  /** Log entries with version > afterVersion (all when omitted), oldest first (a restored room's event history). */
  log(gameId: string, afterVersion?: number): Promise<LogEntry[]>;
  /** Whether a game is stored under this id; reads nothing else and leaves no trace for an unknown id. */
  exists(gameId: string): Promise<boolean>;
  /**
   * Compare-and-set: only if the stored version is `expectedVersion`, writes `next` and appends `entries` (a single
   * entry, a batch of them in order, or none), all or nothing. The version grows by one per entry, or by one for
   * a commit without any: next.version must be expectedVersion + max(1, count) and the entries' versions must run
   * expectedVersion + 1 … next.version. A batch is how a room commits several actions it processed together.
   * 'conflict' when another writer got there first (or the game is gone): nothing is written; reload.
   * 'unreplicated' or 'refused' when it could not be made as durable as asked (CommitResult): not acknowledged.
   * `writer`, the lock owner committing, fences the commit where the store needs it (FileStore): 'conflict', nothing
   * written, unless `writer` still holds the game's lock under the fencing token it was granted. RedisStore's commit
   * is one atomic compare-and-set inside Redis, which no stalled writer can split, and ignores it.
   */
  commit(gameId: string, expectedVersion: number, next: GameRecord, entries: Entries, writer?: string): Promise<CommitResult>;
  /**
   * Takes the cluster-wide "live in one room" lock on a game; false while another owner holds it and it is not stale
   * (stale: not renewed for its ttl, as timed by Redis, or by the asking process's own monotonic clock for FileStore).
   */
  lock(gameId: string, owner: string, ttlMs: number): Promise<boolean>;
  /** Extends the lock only if `owner` still holds it (false if it expired or was taken over). */
  renew(gameId: string, owner: string, ttlMs: number): Promise<boolean>;
  /** Releases the lock only if `owner` holds it. */
  unlock(gameId: string, owner: string): Promise<void>;
  /**
   * Whether the game is stored at `version` as durably as the store is asked to keep it now ('ok'), written but
   * not yet replicated ('unreplicated'), the store refuses writes ('refused'), or the game is at another version
   * ('conflict'). A store that acknowledges every write durably at once (files, fsynced) has none.
   */
  confirm?(gameId: string, version: number): Promise<CommitResult>;
}

/** A game's version and action count as the store holds it. */
export interface StoredVersion {
  version: number;
  actions: number;
}

/**
 * Watches for a store that went back in time (a failover to an empty or stale copy): what this process acknowledged,
 * and what clients saw, against what is stored (server/failover/).
 */
export interface DurabilityWatch {
  /** The commit that took `gameId` to `version` was acknowledged (to clients, or as the game's creation). */
  acknowledged(gameId: string, version: number): void;
  /**
   * Whether `gameId` as stored (`stored`; null: not stored at all) is older than what was acknowledged here or than
   * the action count a client saw (`seen`): the refusal's sentence (the versions in it), or null. A game found so is
   * reported once, marked for every process, and refused until an operator imports it.
   */
  rolledBack(gameId: string, stored: StoredVersion | null, seen: number | null): Promise<string | null>;
}

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type Logger = (level: LogLevel, msg: string, fields?: Record<string, unknown>) => void;

/** The room-side figures of /metrics. */
export interface RoomMetrics {
  /** Starts timing an action; call the result with whether it was accepted once it is committed and shown. */
  actionStarted(by: 'client' | 'bot'): (accepted: boolean) => void;
  /** The room took `size` queued actions as one batch. */
  actionBatch(size: number): void;
  /** A client message was refused with this error code. */
  actionRejected(code: string): void;
}

/** A cancellable timer. */
export interface Timer {
  clear(): void;
}

/** Wall-clock time, monotonic time and plain timers (outside the Colyseus room clock; see rooms/autopilot.ts for why). */
export interface Clock {
  /** Wall-clock ms since the epoch: for what is stored or shown (commit times, turn-clock deadlines, chat times). */
  now(): number;
  /**
   * Monotonic ms from an arbitrary origin, which a step of the wall clock (NTP, an operator) does not move: for every
   * duration measured inside the process (flood and chat limits). A -40 s step refused every action for 15 s when
   * the flood guard read the wall clock.
   */
  monotonic(): number;
  setTimeout(fn: () => void, ms: number): Timer;
}

/** Defaults of the options a game may override at creation. */
export interface GameDefaults {
  botDelayMs: number;
  graceSeconds: number;
  turnSeconds: number | null;
  autopilotProfile: BotProfile;
}

/** What one client may send, against floods (rooms/flood-guard.ts). */
export interface RoomLimits {
  flood: FloodLimits;
}

export const DEFAULT_ROOM_LIMITS: RoomLimits = { flood: DEFAULT_FLOOD_LIMITS };

export type AdmissionKind = 'create' | 'join';

/**
 * Who may come in at all, before any room is asked: creates and joins per client address, and the bars a flooder
 * earns, counted across every process of the cluster (server/admission-gate.ts).
 */
export interface AdmissionGate {
  /** Counts a create or join (a seat, a reclaim, a spectator, a restore) from `address`; the refusal's reason, or null. */
  admit(kind: AdmissionKind, address: string, seatToken: string | null): Promise<string | null>;
  /** A client from `address` was closed for flooding, holding the seat whose token hash is `tokenHash` (if any). */
  flooded(address: string, tokenHash: string | null): void;
}

/** A live room as the process sees it (for /health and /metrics). */
export interface HostedRoom {
  readonly roomId: string;
  readonly clients: { readonly length: number };
}

/** Everything a room is given by its server. */
export interface RoomServices {
  store: RoomStore;
  log: Logger;
  metrics: RoomMetrics;
  clock: Clock;
  defaults: GameDefaults;
  /** Lifetime of a game's lock in the store (renewed while the room lives). */
  lockTtlMs: number;
  /** The process's periodic work: every live game's lock renewals run on it together (rooms/ticker.ts). */
  ticker: Ticker;
  /**
   * A room without clients for this long closes: its memory, timers and lock go, its game stays in the store, and
   * the next join restores it. Bots and autopilot play on until then.
   */
  emptyRoomSeconds: number;
  /**
   * The timing floor, in ms (rooms/pause-floor.ts): a human seat's answer to a question every seat is asked whether or
   * not it holds a card waits until the question has been open this long. 0: none.
   */
  pauseFloorMs: number;
  /** The rooms live in this server: each room adds itself when it opens and removes itself when it closes. */
  live: Set<HostedRoom>;
  limits: RoomLimits;
  gate: AdmissionGate;
  /** Rollback detection (server/failover/); absent: none (a store nothing can roll back, or a test). */
  durability?: DurabilityWatch;
}

export const DEFAULT_GAME_OPTIONS: GameDefaults = { botDelayMs: 800, graceSeconds: 60, turnSeconds: null, autopilotProfile: 'medium' };

/** The clock of the machine. Its timers do not keep the process alive (a disposed room's window need not end first). */
export const systemClock: Clock = {
  now: () => Date.now(),
  monotonic: () => performance.now(),
  setTimeout: (fn, ms) => {
    const handle = setTimeout(fn, ms).unref();
    return { clear: () => clearTimeout(handle) };
  },
};

/**
 * `clock` whose timers report a throw to `onError` instead of raising it: a plain timer is not guarded by the
 * room's onUncaughtException, and a throw there would end the process.
 */
export function guardedClock(clock: Clock, onError: (error: unknown) => void): Clock {
  return {
    now: () => clock.now(),
    monotonic: () => clock.monotonic(),
    setTimeout: (fn, ms) =>
      clock.setTimeout(() => {
        try {
          fn();
        } catch (error) {
          onError(error);
        }
      }, ms),
  };
}
