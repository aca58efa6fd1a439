// A game in play: the queue of actions waiting for the engine, the batches they run in, the durable commit before
// anyone sees a result, and the projection of the committed game into the schema tree. Nothing here knows about
// Colyseus: the room gives it a host that sends what the session shows (test/session.test.ts runs it alone).
import { applyAction, privateView, viewFor, type Action, type Faction, type GameEvent, type GameState, type Result } from './dune/index.ts';
import { Projection } from '../schema/mirror.ts';
import type { ErrorCode } from '../schema/messages.ts';
import type { DuneState, SeatSchema } from '../schema/state.ts';
import type { Change, LiveGame, Logged } from './live-game.ts';
import type { GameRecord } from './records.ts';
import type { Logger, RoomMetrics } from './ports.ts';

/** What processing an action gives: the engine's result, or the session cannot take actions any more. */
export type Outcome = Result | { ok: false; error: { code: ErrorCode; message: string; allowed?: string[] } };

/** An action, or a bot that decides on the game as it is when its turn at the engine comes (null: nothing to do). */
export type Move = Action | ((game: GameState) => Action | null);

/** The game cannot take actions here now (lost to another room, or shutting down): the client should rejoin. */
export const UNAVAILABLE = { code: 'UNAVAILABLE', message: 'the game is moving to another room or server; rejoin and retry' } as const;

/**
 * The store could not make the commit as durable as the operator asked (Redis replicas, min-replicas-to-write): not
 * acknowledged, and the game takes no actions until it can. A batch written but not replicated applies if the
 * replicas get it after all: the view then shows it.
 */
export const NOT_DURABLE = {
  code: 'NOT_DURABLE',
  message:
    'the game store could not make this as durable as required (Redis replicas): not acknowledged; the game resumes by itself once it can, and the view then shows whether this applied',
} as const;

/** What the session needs from its room. */
export interface SessionHost {
  /**
   * Shows a batch: sends the patch of the schema tree first, then calls `answer` (which settles each sender), then
   * sends `events` to those who may see them. A client holds the new view by the time its action is acknowledged.
   */
  publish(events: readonly GameEvent[], answer: () => void): void;
  /** A failure past the engine (the projection, say): what clients hold can no longer be trusted; let the game go. */
  failed(error: unknown): void;
  /** A batch was shown and the session is still open (bots plan their next answers). */
  settled(): void;
}

interface Queued {
  seat: Faction;
  move: Move;
  settle(outcome: Outcome): void;
}

const unavailable = (batch: readonly Queued[]): Outcome[] => batch.map(() => ({ ok: false, error: UNAVAILABLE }));
const notDurable = (batch: readonly Queued[]): Outcome[] => batch.map(() => ({ ok: false, error: NOT_DURABLE }));

/** Most actions one batch takes; the rest wait for the next. */
export const MAX_BATCH = 64;

export class GameSession {
  /** Batches and room-level commits run one at a time, in arrival order. */
  private work: Promise<unknown> = Promise.resolve();
  /** Actions waiting for the next batch (see enqueue). */
  private inbox: Queued[] = [];
  private stopped = false;
  /** Keeps `state` equal to the committed game's views. */
  private readonly projection = new Projection();
  /** The schema entry of each seat, found once (the list is a proxy, slow to search on every action). */
  private readonly seats = new Map<Faction, SeatSchema>();
  /** A batch written but not yet durable (the game is suspended): shown if the store confirms it (resumed). */
  private withheld: { game: GameState; events: GameEvent[] } | null = null;

  constructor(
    private current: GameState,
    /** The schema tree the room patches to its clients; the session keeps it equal to the committed game. */
    readonly state: DuneState,
    private readonly live: LiveGame,
    private readonly host: SessionHost,
    private readonly services: { gameId: string; log: Logger; metrics: RoomMetrics },
  ) {
    state.gameId = services.gameId;
    state.version = current.actions;
    this.mirror();
  }

  /** The authoritative game, as last committed. */
  get game(): GameState {
    return this.current;
  }

  /** Set once the session takes no more actions (the game was lost, or the room is closing). */
  get isStopped(): boolean {
    return this.stopped;
  }

  /** The committed record (version, seats, control) the game is at. */
  get record(): GameRecord {
    return this.live.record;
  }

  /** Whether actions are answered NOT_DURABLE until the store confirms the game durable (rooms/live-game.ts). */
  get isSuspended(): boolean {
    return this.live.isSuspended;
  }

  /**
   * The store confirmed the suspended game durable: the batch written meanwhile (if any) is the committed game now,
   * shown with its events like any batch; then the session takes actions again.
   */
  resumed(adopted: GameRecord | null): void {
    this.work = this.work
      .then(() => {
        const withheld = this.withheld;
        this.withheld = null;
        if (this.stopped) return;
        if (adopted && withheld && adopted.state === withheld.game) {
          this.current = withheld.game;
          this.state.version = withheld.game.actions;
          this.mirror();
          this.host.publish(withheld.events, () => undefined);
        }
        this.services.log('info', 'game durable again: taking actions', { gameId: this.services.gameId, version: adopted?.version ?? null });
        this.host.settled();
      })
      .catch((error: unknown) => this.logError('resuming the game failed', error));
  }

  /**
   * Queues an action for the engine; `settle` hears how it went once it has been committed and shown. Actions run
   * one at a time in arrival order, but those that arrive while the session is busy (committing the previous
   * batch, say) are taken together: run through the engine one after the other, committed in one write with every
   * action logged, shown in one patch, their events sent at once. Under load that is one commit, one projection
   * and one patch for several actions; alone, an action is a batch of one.
   */
  enqueue(seat: Faction, move: Move, settle: (outcome: Outcome) => void): void {
    const timed = this.services.metrics.actionStarted(typeof move === 'function' ? 'bot' : 'client');
    this.inbox.push({
      seat,
      move,
      settle: (outcome) => {
        timed(outcome.ok);
        settle(outcome);
      },
    });
    if (this.inbox.length !== 1) return;
    // A failure here is a bug; the chain must go on for the batches and commits queued after it.
    this.work = this.work.then(() => this.runBatch()).catch((error: unknown) => this.logError('action batch failed', error));
  }

  /**
   * Queues a room-level commit (seat tokens, control); resolves false if the game was lost or the session stopped.
   * A function is asked for the change when the commit runs: data that grows while commits wait (the chat) is
   * then stored as it is at that moment, and a commit queued earlier cannot overwrite a later one's part.
   */
  persist(change: Omit<Change, 'state'> | (() => Omit<Change, 'state'>)): Promise<boolean> {
    const run = this.work.then(async () => (this.stopped ? false : (await this.live.commit(typeof change === 'function' ? change() : change)) === 'ok'));
    this.work = run;
    return run;
  }

  /** Takes no more actions: those queued and those to come are answered UNAVAILABLE. */
  stop(): void {
    this.stopped = true;
  }

  /** Resolves once the batches and commits queued so far are done. */
  async drained(): Promise<void> {
    await this.work;
  }

  /** Stops, lets the work in flight finish, and releases the game in the store. */
  async close(): Promise<void> {
    this.stop();
    await this.drained();
    await this.live.close();
  }

  /** The schema entry of a seat. */
  seat(faction: Faction): SeatSchema {
    let seat = this.seats.get(faction);
    if (seat) return seat;
    seat = this.state.seats.find((s) => s.faction === faction);
    if (!seat) throw new Error(`no seat schema for ${faction}`);
    this.seats.set(faction, seat);
    return seat;
  }

  /**
   * Takes the queued actions (at most MAX_BATCH: a room's turn on the event loop stays short whatever its queue),
   * runs them, then shows the new state and answers each in order with the events. What is left runs next.
   */
  private async runBatch(): Promise<void> {
    const batch = this.inbox.splice(0, MAX_BATCH);
    if (this.inbox.length > 0) this.work = this.work.then(() => this.runBatch()).catch((error: unknown) => this.logError('action batch failed', error));
    this.services.metrics.actionBatch(batch.length);
    let outcomes: Outcome[];
    try {
      outcomes = this.stopped ? unavailable(batch) : this.live.isSuspended ? notDurable(batch) : await this.process(batch);
    } catch (error) {
      // The store holds whatever was committed; the clients' rejoin restores it from there.
      this.host.failed(error);
      this.stop();
      outcomes = unavailable(batch);
    }
    this.host.publish(
      outcomes.flatMap((o) => (o.ok ? o.events : [])),
      () => {
        for (const [i, item] of batch.entries()) item.settle(outcomes[i]!);
      },
    );
    // Suspended, bots wait for the game to resume (resumed() plans them again), instead of answering into a refusal.
    if (!this.stopped && !this.live.isSuspended) this.host.settled();
  }

  /**
   * Runs a batch through the engine in arrival order (a bot decides only at its turn, on the game as the actions
   * before it left it), commits the accepted ones (compare-and-set) and only then mirrors them into the schema.
   */
  private async process(batch: Queued[]): Promise<Outcome[]> {
    let game = this.current;
    const logged: Logged[] = [];
    const outcomes = batch.map((item): Outcome => {
      try {
        const chosen = typeof item.move === 'function' ? item.move(game) : item.move;
        if (chosen === null) return { ok: true, state: game, events: [] };
        const result = applyAction(game, item.seat, chosen);
        // Rejected, or an identical re-send of a secret answer: nothing to store or show.
        if (!result.ok || result.state === game) return result;
        game = result.state;
        logged.push({ seat: item.seat, action: chosen });
        return result;
      } catch (error) {
        // An engine failure is a bug; it costs this action only, not the batch or the room.
        this.logError('action failed in the engine', error, { seat: item.seat });
        return { ok: false, error: { code: 'INTERNAL', message: 'the server failed to handle this action' } };
      }
    });
    if (logged.length === 0) return outcomes;
    const committed = await this.live.commit({ state: game }, logged);
    // Not stored, so not accepted: every action of the batch is to be sent again wherever the game goes.
    if (committed === 'conflict') return unavailable(batch);
    if (committed !== 'ok') {
      // Written but not replicated: it stays in the store, and is shown if the store confirms it later.
      if (committed === 'unreplicated') this.withheld = { game, events: outcomes.flatMap((o) => (o.ok ? o.events : [])) };
      this.services.log('warn', 'commit not durable: the game is suspended', { gameId: this.services.gameId, result: committed });
      return notDurable(batch);
    }
    this.current = game;
    this.state.version = game.actions;
    this.mirror();
    return outcomes;
  }

  /** Writes every viewer's projection into the schema tree (in place). */
  private mirror(): void {
    this.projection.showPublic(this.state, viewFor(this.current, 'spectator'));
    // Each seat's private part; the public part above is the same for every viewer.
    for (const faction of this.current.seating) this.projection.showPrivate(this.seat(faction).private, privateView(this.current, faction));
  }

  private logError(message: string, error: unknown, fields: Record<string, unknown> = {}): void {
    this.services.log('error', message, { gameId: this.services.gameId, ...fields, error: String(error), stack: (error as Error).stack });
  }
}
