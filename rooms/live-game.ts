// How a room holds a game while it is live: the cluster-wide lock (renewed on the process's ticker), the version it
// last committed, and commits queued in order with compare-and-set. The room calls start() on game creation,
// resume() on restore, commit() after every accepted action (and for room-level changes), close() on dispose. Every
// commit names its writer (the owner), so a store that fences commits refuses this room's once the lock is another's.
// A commit the store could not make as durable as asked suspends the game (see commit()) until the store confirms it.
import type { Action, Faction, GameState } from './dune/index.ts';
import { canonicalJson } from './dune/hash.ts';
import type { RoomStore } from './ports.ts';
import { listOf, NotDurableError, type CommitResult, type GameRecord, type LogEntry } from './records.ts';
import { Ticker, type Ticking } from './ticker.ts';

export interface LiveGameOptions {
  /** Lock lifetime; a process that dies stops renewing and another may restore after this long. */
  ttlMs?: number;
  /** How often to renew (default ttl / 3, so two renewals may fail before the lock lapses). */
  renewEveryMs?: number;
  /** Runs the renewals, with those of the process's other games (default: a ticker of this game's own). */
  ticker?: Ticker;
  /**
   * Called once when the game is lost to this room — a commit conflict, a commit of unknown outcome, the lock
   * taken over, or renewals failing for a whole ttl: the room must stop accepting actions and dispose.
   */
  onLost?: (reason: string) => void;
  /** Clock for each commit's updatedAt and log entry `at` (createdAt is the caller's); injectable for tests. */
  now?: () => number;
  /** How often a suspended game asks the store whether its commits are durable now (default 1 s). */
  recheckEveryMs?: number;
  /**
   * A suspended game's commits are durable again: `adopted` is the record written while it was suspended (now the
   * committed one, acknowledged from now on), or null when nothing was written then. The room takes actions again.
   */
  onDurable?: (adopted: GameRecord | null) => void;
  /** Each version acknowledged, the creation's (0) included: the process's watermark (server/failover/). */
  onAcknowledged?: (version: number) => void;
}

/** While suspended: the record written but not yet durable (null: nothing was written), and its periodic check. */
interface Suspension {
  pending: GameRecord | null;
  check: Ticking;
}

/** An accepted action to log with a commit. */
export interface Logged {
  seat: Faction;
  action: Action;
}

/** What changes in one commit; fields left out keep their value. */
export interface Change {
  state?: GameState;
  seats?: [Faction, string][];
  control?: unknown;
}

export class LiveGame {
  private current: GameRecord;
  private queue: Promise<unknown> = Promise.resolve();
  private renewal: Ticking | null = null;
  private lost: string | null = null;
  /** When the lock was last renewed, on the monotonic clock: a wall-clock step neither loses the game nor keeps it. */
  private lastRenewed: number;
  private renewing = false;
  private readonly ticker: Ticker;
  private suspension: Suspension | null = null;
  private rechecking = false;

  private constructor(
    private readonly store: RoomStore,
    record: GameRecord,
    private readonly owner: string,
    private readonly ttlMs: number,
    private readonly options: LiveGameOptions,
  ) {
    this.current = record;
    this.lastRenewed = performance.now();
    const every = options.renewEveryMs ?? Math.max(1, Math.floor(ttlMs / 3));
    this.ticker = options.ticker ?? new Ticker();
    this.renewal = this.ticker.every(every, () => void this.renewLock());
  }

  /** New game: lock its id, then create it. null if the id is locked by someone else; throws if it exists. */
  static async start(store: RoomStore, record: GameRecord, owner: string, options: LiveGameOptions = {}): Promise<LiveGame | null> {
    const ttlMs = options.ttlMs ?? 30_000;
    if (!(await store.lock(record.gameId, owner, ttlMs))) return null;
    try {
      await store.create(record);
    } catch (error) {
      await store.unlock(record.gameId, owner);
      throw error;
    }
    options.onAcknowledged?.(record.version);
    return new LiveGame(store, record, owner, ttlMs, options);
  }

  /**
   * Restore: lock, then load AFTER the lock is held (so no earlier holder can still commit unseen). null if the
   * game is live elsewhere (locked) or does not exist.
   */
  static async resume(store: RoomStore, gameId: string, owner: string, options: LiveGameOptions = {}): Promise<LiveGame | null> {
    const ttlMs = options.ttlMs ?? 30_000;
    if (!(await store.lock(gameId, owner, ttlMs))) return null;
    const record = await store.load(gameId).catch(async (error: unknown) => {
      await store.unlock(gameId, owner);
      throw error;
    });
    if (!record) {
      await store.unlock(gameId, owner);
      return null;
    }
    // What clients will be shown must be as durable as asked: a commit left unreplicated by a room that lost the
    // game (or died) is acknowledged only once the replicas hold it.
    const durable = await LiveGame.confirmed(store, record).catch(async (error: unknown) => {
      await store.unlock(gameId, owner);
      throw error;
    });
    if (durable !== 'ok') {
      await store.unlock(gameId, owner);
      throw new NotDurableError(durable, `game ${gameId} is stored at version ${record.version}, but the store cannot make it as durable as asked now`);
    }
    return new LiveGame(store, record, owner, ttlMs, options);
  }

  /** The store's word on `record` being durable ('conflict' is a version changed under the lock: not durable either). */
  private static async confirmed(store: RoomStore, record: GameRecord): Promise<'ok' | 'unreplicated' | 'refused'> {
    const result = store.confirm ? await store.confirm(record.gameId, record.version) : 'ok';
    return result === 'conflict' ? 'unreplicated' : result;
  }

  /** The last committed record (what clients may be shown). */
  get record(): GameRecord {
    return this.current;
  }

  get lostReason(): string | null {
    return this.lost;
  }

  /** Whether commits are refused until the store confirms the last one durable (see commit()). */
  get isSuspended(): boolean {
    return this.suspension !== null;
  }

  /**
   * Commits `change` (with the actions in `logged` appended to the log, in order: one, a batch, or none) on top of
   * the last committed record. Commits run one at a time in call order; never throws. 'conflict' means this
   * LiveGame is lost — another writer moved the game, or the store could not say whether the write landed: the
   * room must stop accepting actions, dispose, and let the game be restored from the store (lostReason says why).
   *
   * 'unreplicated' or 'refused': the store could not make the commit as durable as asked. Nothing is acknowledged,
   * and the game is suspended: later commits are refused at once ('refused', nothing written) while the store is
   * asked every `recheckEveryMs` whether the game is durable now. An unreplicated write stays in the store (WAIT
   * cannot undo it), so it is kept as pending: when the replicas hold it, it becomes the committed record and the
   * next commit goes on from its version (onDurable tells the room to show it); if the store loses it instead (a
   * failover), the game is lost here and restored from what the store kept. Suspended, the version stays where the
   * last acknowledged commit left it, and no commit ever builds on one that was not acknowledged.
   */
  commit(change: Change, logged: Logged | readonly Logged[] | null = null): Promise<CommitResult> {
    const run = this.queue.then(() => this.commitNow(change, listOf(logged)));
    this.queue = run;
    return run;
  }

  private async commitNow(change: Change, logged: readonly Logged[]): Promise<CommitResult> {
    if (this.lost) return 'conflict';
    if (this.suspension) return 'refused';
    const previous = this.current;
    const at = (this.options.now ?? Date.now)();
    const next: GameRecord = { ...previous, ...change, version: previous.version + Math.max(1, logged.length), updatedAt: at };
    const entries: LogEntry[] = logged.map((l, i) => ({ version: previous.version + 1 + i, seat: l.seat, action: l.action, at }));
    let result: CommitResult;
    try {
      result = await this.store
        .commit(previous.gameId, previous.version, next, entries, this.owner)
        // The reply was lost, not necessarily the write: read back what the store holds.
        .catch(() => this.reconcile(previous, next, entries));
    } catch (error) {
      this.loseWith(`store unreachable, outcome of version ${next.version} unknown: ${(error as Error).message}`);
      return 'conflict';
    }
    if (result === 'ok') {
      this.current = next;
      this.options.onAcknowledged?.(next.version);
    } else if (result === 'conflict') this.loseWith(`version ${previous.version} was superseded in the store`);
    else this.suspend(result === 'unreplicated' ? next : null);
    return result;
  }

  private async reconcile(previous: GameRecord, next: GameRecord, entries: LogEntry[]): Promise<CommitResult> {
    const stored = await this.store.load(next.gameId);
    // Written: durable only once the store says so.
    if (stored && canonicalJson(stored) === canonicalJson(next)) return this.store.confirm ? this.store.confirm(next.gameId, next.version) : 'ok';
    // Not written: try once more (a second failure propagates and loses the game).
    if (stored && stored.version === previous.version) return this.store.commit(next.gameId, previous.version, next, entries, this.owner);
    return 'conflict';
  }

  private async renewLock(): Promise<void> {
    // One renewal at a time: on a slow disk they would queue behind the game's guard, and every commit behind them.
    if (this.lost || this.renewing) return;
    this.renewing = true;
    try {
      if (await this.store.renew(this.current.gameId, this.owner, this.ttlMs)) this.lastRenewed = performance.now();
      else this.loseWith('lock taken over or expired');
    } catch (error) {
      if (performance.now() - this.lastRenewed >= this.ttlMs) this.loseWith(`lock not renewed for ${this.ttlMs} ms: ${(error as Error).message}`);
    } finally {
      this.renewing = false;
    }
  }

  private suspend(pending: GameRecord | null): void {
    this.suspension = { pending, check: this.ticker.every(this.options.recheckEveryMs ?? 1000, () => void this.recheck()) };
  }

  /** Asks the store whether the suspended game is durable now; an outage only means asking again next time. */
  private async recheck(): Promise<void> {
    const suspension = this.suspension;
    if (!suspension || this.lost || this.rechecking || !this.store.confirm) return;
    this.rechecking = true;
    const target = suspension.pending ?? this.current;
    const result = await this.store.confirm(target.gameId, target.version).catch(() => null);
    this.rechecking = false;
    if (this.suspension !== suspension || this.lost) return;
    if (result === 'conflict')
      return this.loseWith(`version ${target.version} is no longer the stored one (the store lost a commit that was not acknowledged)`);
    if (result !== 'ok') return;
    this.endSuspension();
    this.current = target;
    this.options.onAcknowledged?.(target.version);
    this.options.onDurable?.(suspension.pending);
  }

  private endSuspension(): void {
    this.suspension?.check.stop();
    this.suspension = null;
  }

  private loseWith(reason: string): void {
    if (this.lost) return;
    this.lost = reason;
    this.stopRenewing();
    this.options.onLost?.(reason);
  }

  private stopRenewing(): void {
    this.renewal?.stop();
    this.renewal = null;
    this.endSuspension();
  }

  /** Waits for queued commits, stops renewing and releases the lock (on dispose or graceful shutdown). */
  async close(): Promise<void> {
    await this.queue;
    this.stopRenewing();
    // Even a lost game lets go of its lock (the unlock removes only a lock this owner still holds), so that a
    // restore need not wait for it to expire; a store that refuses the unlock now leaves that to the expiry.
    await this.store.unlock(this.current.gameId, this.owner).catch(() => undefined);
    this.lost ??= 'closed';
  }
}
