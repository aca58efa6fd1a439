// The room actor: one game per room. It seats clients, validates their messages, runs them through the engine and
// mirrors each viewer's projection into the schema tree. The engine decides everything; this file only routes.
import { randomBytes } from 'node:crypto';
import { Socket } from 'node:net';
import { CloseCode, OnMessageException, Room, ServerError, type Client, type Deferred, type Delayed, type RoomException, type RoomMethodName } from '@colyseus/core';
import { StateView } from '@colyseus/schema';
import type { z } from 'zod';
import { applyAction, createGame, privateView, viewFor, ConfigError, upgradeState, type Action, type Faction, type GameEvent, type GameState, type Result, type Seat } from './dune/index.ts';
import { mirrorPrivate, mirrorPublic } from '../schema/mirror.ts';
import {
  ActMessageSchema,
  AutopilotMessageSchema,
  CreateOptionsSchema,
  JoinOptionsSchema,
  MAX_MESSAGE_BYTES,
  type ErrorCode,
  type ErrorMessage,
  type EventsMessage,
  type ServerMessages,
} from '../schema/messages.ts';
import { DuneState, OWNER } from '../schema/state.ts';
import { SeatRegistry } from './seats.ts';
import { Autopilot, type AutopilotOptions, type ControlState, type SeatMode } from './autopilot.ts';
import { LiveGame, type GameStore, type Logged } from '../server/store/index.ts';
import { log } from '../server/log.ts';
import { actionBatch, actionRejected, actionStarted } from '../server/metrics.ts';

/** What a client asks for when joining (from its options, checked in onAuth). */
export interface JoinRequest {
  faction?: Faction;
  spectator?: boolean;
  seatToken?: string;
}
/** Who a client is in this room, decided in onJoin. */
export type Membership = { role: 'seat'; faction: Faction; newToken: boolean } | { role: 'spectator' };
type DuneClient = Client<{ auth: JoinRequest; userData: Membership }>;

/** Seconds a dropped seat stays reserved for the SDK's automatic reconnection. A seat token reclaims it later. */
export const RECONNECT_SECONDS = 30;
/** Period of the automatic patch (ms); see onCreate. */
export const IDLE_PATCH_MS = 200;
/** An empty room is closed after this long (until durable games arrive, closing it ends the game). */
export const IDLE_DISPOSE_SECONDS = 30 * 60;

/** Control data stored with the game: the autopilot options and who controls each seat. */
interface StoredControl {
  options: AutopilotOptions;
  state: ControlState;
}

/** What processing an action gives: the engine's result, or the room cannot take actions any more. */
type Outcome = Result | { ok: false; error: { code: ErrorCode; message: string } };

/** An action waiting for its turn at the engine. */
interface Queued {
  seat: Faction;
  /** The action, or a bot that decides on the game as it is when its turn comes. */
  action: Action | ((game: GameState) => Action | null);
  /** Hears the outcome once the batch is committed and shown (an answer to a client, a bot's bookkeeping). */
  settle(outcome: Outcome): void;
}

/** The game cannot take actions here now (lost to another room, or shutting down): the client should rejoin. */
const UNAVAILABLE = { code: 'UNAVAILABLE', message: 'the game is moving to another room or server; rejoin and retry' } as const;

/** The same answer for every action of a batch the room cannot take. */
const unavailable = (batch: readonly Queued[]): Outcome[] => batch.map(() => ({ ok: false, error: UNAVAILABLE }));

function issues(error: z.ZodError): ErrorMessage['details'] {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

export class DuneRoom extends Room<{ state: DuneState; client: DuneClient }> {
  /** Process-wide defaults for the options a game may override (set by the server from its configuration). */
  static defaults: Omit<AutopilotOptions, 'turnSeconds'> & { turnSeconds: number | null } = {
    botDelayMs: 800,
    graceSeconds: 60,
    turnSeconds: null,
    autopilotProfile: 'medium',
  };

  /** The authoritative game. Read-only to everyone but this room. */
  game!: GameState;
  /** Who answers each seat's decisions: its human, a bot, or autopilot. */
  autopilot!: Autopilot;
  /** Where the game is kept: every accepted action is committed here before anyone sees it (set by the server). */
  static store: GameStore;
  /** Lifetime of a game's lock in the store (renewed while the room lives). */
  static lockTtlMs = 30_000;
  /** The rooms live in this process (for /health). */
  static readonly live = new Set<DuneRoom>();
  /** The game's lock and last committed version in the store. */
  private live!: LiveGame;
  /** Identifies this room instance as the game's lock owner. */
  private readonly owner = `${process.pid}:${randomBytes(6).toString('hex')}`;
  /** Batches of actions and room-level commits run one at a time, in arrival order. */
  private work: Promise<unknown> = Promise.resolve();
  /** Actions waiting for the next batch (see enqueue). */
  private inbox: Queued[] = [];
  /** Set when the game was lost to another room or the room is shutting down: no more actions here. */
  private closing = false;
  readonly seatsClaimed = new SeatRegistry();
  /** The client currently holding each seat. */
  private readonly holders = new Map<Faction, DuneClient>();
  /** Open reconnection windows of dropped seats. */
  private readonly reservations = new Map<Faction, Deferred<DuneClient>>();

  override autoDispose = false;
  private idleTimer: Delayed | undefined;

  override async onCreate(options: unknown): Promise<void> {
    // Every action broadcasts its patch at once (enqueue); the periodic patch only carries seat presence and
    // control flags, so it runs at 5 Hz instead of Colyseus's 20 Hz: with hundreds of rooms the idle checks cost.
    this.patchRate = IDLE_PATCH_MS;
    const raw = (options ?? {}) as Record<string, unknown>;
    // New games come with their factions; a join for a game that is not live restores it from the store.
    if ('factions' in raw) await this.createNew(raw);
    else await this.restore(raw);
    const state = new DuneState();
    state.gameId = this.roomId;
    state.version = this.game.actions;
    this.state = state;
    this.mirror();
    for (const f of this.game.seating) this.showControl(f, this.autopilot.modeOf(f));
    // Settle the initial state's changes now, before anyone joins: a joining client gets the full state anyway,
    // and left pending they would reach it a second time in the first patch.
    this.broadcastPatch();
    void this.setMetadata({ gameId: this.roomId });
    DuneRoom.live.add(this);
    this.scheduleIdleDispose();
    this.autopilot.sync();
  }

  private async createNew(options: Record<string, unknown>): Promise<void> {
    const parsed = CreateOptionsSchema.safeParse(options);
    if (!parsed.success) throw new ServerError(400, `invalid create options: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    const { faction: creatorSeat, spectator: _s, bots = {}, botDelayMs, graceSeconds, turnSeconds, autopilotProfile, ...config } = parsed.data;
    try {
      this.game = createGame({ ...config, seed: config.seed ?? randomBytes(12).toString('base64url') });
    } catch (e) {
      if (e instanceof ConfigError) throw new ServerError(400, e.message);
      throw e;
    }
    for (const f of Object.keys(bots) as Faction[])
      if (!this.game.factions[f]) throw new ServerError(400, `bot seat ${f} is not in this game`);
    if (creatorSeat && bots[creatorSeat]) throw new ServerError(400, `seat ${creatorSeat} is played by a bot`);
    const defaults = DuneRoom.defaults;
    const control: StoredControl = {
      options: {
        botDelayMs: botDelayMs ?? defaults.botDelayMs,
        graceSeconds: graceSeconds ?? defaults.graceSeconds,
        turnSeconds: turnSeconds === undefined ? defaults.turnSeconds : turnSeconds,
        autopilotProfile: autopilotProfile ?? defaults.autopilotProfile,
      },
      state: Autopilot.initialControl(this.game.seating, bots, autopilotProfile ?? defaults.autopilotProfile),
    };
    this.roomId = randomBytes(9).toString('base64url');
    const now = Date.now();
    const live = await LiveGame.start(
      DuneRoom.store,
      { gameId: this.roomId, version: 0, state: this.game, seats: [], control, createdAt: now, updatedAt: now },
      this.owner,
      { onLost: (reason) => this.lose(reason), ttlMs: DuneRoom.lockTtlMs },
    );
    if (!live) throw new ServerError(409, 'could not take the new game id: try again');
    this.live = live;
    this.autopilot = this.newAutopilot(control);
  }

  /** Brings a stored game back to life (after a restart, a crash or a move): lock it, then load it. */
  private async restore(options: Record<string, unknown>): Promise<void> {
    const parsed = JoinOptionsSchema.safeParse(options);
    if (!parsed.success) throw new ServerError(400, `invalid join options: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    const live = await LiveGame.resume(DuneRoom.store, parsed.data.gameId, this.owner, { onLost: (reason) => this.lose(reason), ttlMs: DuneRoom.lockTtlMs });
    if (!live) throw new ServerError(404, `game ${parsed.data.gameId} does not exist or is live elsewhere`);
    this.live = live;
    const record = live.record;
    this.roomId = record.gameId;
    this.game = upgradeState(record.state);
    for (const [f, hash] of record.seats) this.seatsClaimed.restore(f, hash);
    const control = record.control as StoredControl;
    this.autopilot = this.newAutopilot(control);
    // Nobody is connected to a restored game: absent humans get their grace period before autopilot.
    for (const f of this.game.seating) if (this.autopilot.modeOf(f) !== 'bot') this.autopilot.dropped(f);
    log('info', 'game restored', { gameId: this.roomId, version: record.version, actions: this.game.actions });
  }

  private newAutopilot(control: StoredControl): Autopilot {
    return new Autopilot(
      {
        game: () => this.game,
        act: (seat, action) => this.botAct(seat, action),
        modeChanged: (seat, mode) => this.showControl(seat, mode),
        controlChanged: () => void this.persist({ control: this.storedControl() }),
        setTimeout: (fn, ms) => {
          // A plain timer is not guarded by onUncaughtException: a throw here must not take the process down.
          const handle = setTimeout(() => {
            try {
              fn();
            } catch (error) {
              log('error', 'autopilot failed', { gameId: this.roomId, error: String(error), stack: (error as Error).stack });
            }
          }, ms);
          return { clear: () => clearTimeout(handle) };
        },
        now: () => Date.now(),
      },
      control.options,
      control.state,
    );
  }

  private storedControl(): StoredControl {
    return { options: this.autopilot.options, state: this.autopilot.state };
  }

  /**
   * Runs in the matchmaking request, before the client connects: only the options' shape is checked here (a throw
   * refuses the join with its message). The seat itself is decided in onJoin, which sees the room.
   */
  static override async onAuth(_token: string | undefined, options: unknown): Promise<JoinRequest> {
    const raw = (options ?? {}) as Record<string, unknown>;
    // The creator's options are the create options; everyone else sends join options.
    const parsed = 'factions' in raw ? CreateOptionsSchema.safeParse(raw) : JoinOptionsSchema.safeParse(raw);
    if (!parsed.success) throw new ServerError(400, `invalid join options: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    const { faction, spectator, seatToken } = parsed.data as JoinRequest;
    return { faction, spectator, seatToken };
  }

  /** Seats the client (or admits it as a spectator); throwing refuses the join with that message. */
  override async onJoin(client: DuneClient): Promise<void> {
    if (this.closing) throw new ServerError(503, 'this game is moving; join again');
    const member = this.admit(client.auth ?? {});
    client.userData = member;
    client.view = new StateView();
    if (member.role === 'spectator') {
      this.tell(client, 'seat', { gameId: this.roomId, faction: null, seatToken: null });
      return;
    }
    const { faction } = member;
    const token = member.newToken ? this.seatsClaimed.claim(faction) : null;
    // The seat's token hash is durable before the token is handed out.
    if (token !== null && !(await this.persist({ seats: this.seatsClaimed.entries() }))) throw new ServerError(503, 'this game is moving; join again');
    // A seat has one holder: a reclaim replaces a stale connection or cancels its reconnection window.
    this.reservations.get(faction)?.reject(new Error('seat reclaimed with its token'));
    const previous = this.holders.get(faction);
    if (previous && previous !== client) previous.leave(4000, 'seat reclaimed by another connection');
    this.holders.set(faction, client);
    const seat = this.seatSchema(faction);
    client.view.add(seat, OWNER);
    seat.connected = true;
    this.autopilot.returned(faction);
    this.tell(client, 'seat', { gameId: this.roomId, faction, seatToken: token });
  }

  /** Which seat a join request may take. */
  private admit(request: JoinRequest): Membership {
    if (request.spectator) return { role: 'spectator' };
    if (request.seatToken !== undefined) {
      const faction = this.seatsClaimed.seatFor(request.seatToken);
      if (!faction) throw new ServerError(403, 'seat token not recognised');
      return { role: 'seat', faction, newToken: false };
    }
    const free = (f: Faction) => !this.seatsClaimed.isClaimed(f) && this.autopilot.modeOf(f) !== 'bot';
    const faction = request.faction ?? this.game.seating.find(free);
    if (!faction) throw new ServerError(409, 'all seats are taken');
    if (!this.game.factions[faction]) throw new ServerError(400, `${faction} is not in this game`);
    if (this.autopilot.modeOf(faction) === 'bot') throw new ServerError(409, `seat ${faction} is played by a bot`);
    if (this.seatsClaimed.isClaimed(faction)) throw new ServerError(409, `seat ${faction} is taken (reclaim it with its seat token)`);
    return { role: 'seat', faction, newToken: true };
  }

  override async onDrop(client: DuneClient): Promise<void> {
    if (!this.holds(client)) return; // spectators, replaced holders, and clients whose join failed
    const { faction } = client.userData as { faction: Faction };
    this.seatSchema(faction).connected = false;
    this.autopilot.dropped(faction);
    // "manual" plus a room clock timer: a plain timeout keeps the process alive after the room is disposed.
    const reservation = this.allowReconnection(client, 'manual');
    this.reservations.set(faction, reservation);
    const expiry = this.clock.setTimeout(() => reservation.reject(new Error('reconnection window expired')), RECONNECT_SECONDS * 1000);
    try {
      await reservation;
    } catch {
      // Expired or superseded: the seat stays claimed; its token reclaims it.
    } finally {
      expiry.clear();
      if (this.reservations.get(faction) === reservation) this.reservations.delete(faction);
    }
  }

  override onReconnect(client: DuneClient): void {
    const member = client.userData;
    if (member?.role !== 'seat') return;
    this.holders.set(member.faction, client);
    this.seatSchema(member.faction).connected = true;
    this.autopilot.returned(member.faction);
  }

  override onLeave(client: DuneClient): void {
    if (this.holds(client)) {
      const { faction } = client.userData as { faction: Faction };
      this.holders.delete(faction);
      this.seatSchema(faction).connected = false;
      this.autopilot.dropped(faction);
    }
    this.scheduleIdleDispose();
  }

  override async onDispose(): Promise<void> {
    DuneRoom.live.delete(this);
    this.idleTimer?.clear();
    this.autopilot?.dispose();
    this.closing = true;
    await this.work;
    await this.live?.close();
  }

  /**
   * Graceful shutdown: finish what is in flight, release the game, and close clients with a code the SDK retries;
   * their next join restores the game from the store wherever it is then served.
   */
  override onBeforeShutdown(): void {
    this.closing = true;
    this.autopilot?.dispose();
    void this.work.then(() => this.disconnect(CloseCode.MAY_TRY_RECONNECT));
  }

  /** The store says another room owns this game now (or the outcome of a commit is unknown): stop and let it go. */
  private lose(reason: string): void {
    this.letGo('warn', 'game lost to another room, closing', { reason });
  }

  /**
   * Stops taking actions and closes every client with a code the SDK retries: their rejoin restores the game from
   * the store wherever it is served then.
   */
  private letGo(level: 'warn' | 'error', message: string, details: Record<string, unknown>): void {
    if (this.closing) return;
    log(level, message, { gameId: this.roomId, ...details });
    this.closing = true;
    this.autopilot?.dispose();
    void this.disconnect(CloseCode.MAY_TRY_RECONNECT);
  }

  /** Queues a room-level commit (seats, control); resolves false if the game was lost. */
  private persist(change: { seats?: [Faction, string][]; control?: StoredControl }): Promise<boolean> {
    const run = this.work.then(async () => (this.closing ? false : (await this.live.commit(change)) === 'ok'));
    this.work = run;
    return run;
  }

  /** Whether `client` is the current holder of a seat. */
  private holds(client: DuneClient): boolean {
    const member = client.userData;
    return member?.role === 'seat' && this.holders.get(member.faction) === client;
  }

  /**
   * Games outlive their connections (players drop, reload, come back with their seat token), so the room does
   * not auto-dispose when empty; it closes after IDLE_DISPOSE_SECONDS without any client.
   */
  private scheduleIdleDispose(): void {
    this.idleTimer?.clear();
    this.idleTimer = this.clock.setTimeout(() => {
      if (this.clients.length === 0) void this.disconnect();
    }, IDLE_DISPOSE_SECONDS * 1000);
  }

  override onUncaughtException(error: RoomException, method: RoomMethodName): void {
    const cause = (error as { cause?: unknown }).cause;
    // A refused join or restore is a ServerError thrown on purpose; the client receives its code and message.
    if ((method === 'onJoin' || method === 'onCreate') && cause instanceof ServerError) {
      log('info', `${method === 'onJoin' ? 'join' : 'create'} refused`, { gameId: this.roomId, code: cause.code, reason: cause.message });
      return;
    }
    log('error', 'uncaught exception in room', { gameId: this.roomId, method, error: String(cause ?? error), stack: (cause as Error)?.stack });
    // The sender of a message whose handling failed still gets an answer; the game state was not replaced.
    if (error instanceof OnMessageException) {
      const payload = error.payload as { rid?: unknown } | undefined;
      const rid = typeof payload?.rid === 'string' ? payload.rid.slice(0, 64) : null;
      this.reject(error.client as DuneClient, rid, 'INTERNAL', 'the server failed to handle this message');
    }
  }

  override messages = {
    act: (client: DuneClient, payload: unknown) => this.onAct(client, payload),
    autopilot: (client: DuneClient, payload: unknown) => this.onAutopilot(client, payload),
    // Unknown message types get a typed error instead of Colyseus's default disconnect.
    _: (client: DuneClient, type: unknown) =>
      this.reject(client, null, 'UNKNOWN_MESSAGE', `unknown message type ${JSON.stringify(String(type)).slice(0, 80)}`),
  };

  private onAct(client: DuneClient, payload: unknown): void {
    const size = JSON.stringify(payload ?? null)?.length ?? 0;
    const rid = typeof (payload as { rid?: unknown })?.rid === 'string' ? ((payload as { rid: string }).rid.slice(0, 64)) : null;
    if (size > MAX_MESSAGE_BYTES) return this.reject(client, rid, 'TOO_LARGE', `message is ${size} bytes; the limit is ${MAX_MESSAGE_BYTES}`);
    const parsed = ActMessageSchema.safeParse(payload);
    if (!parsed.success) return this.reject(client, rid, 'BAD_MESSAGE', 'act message failed validation', issues(parsed.error));
    const member = client.userData;
    if (member?.role !== 'seat') return this.reject(client, parsed.data.rid, 'NOT_A_SEAT', 'spectators cannot act');

    const request = parsed.data;
    this.enqueue(member.faction, request.action, (result) => {
      if (!result.ok) return this.reject(client, request.rid, result.error.code, result.error.message);
      this.tell(client, 'ack', { rid: request.rid, version: this.state.version });
    });
  }

  private onAutopilot(client: DuneClient, payload: unknown): void {
    const parsed = AutopilotMessageSchema.safeParse(payload);
    const rid = typeof (payload as { rid?: unknown })?.rid === 'string' ? (payload as { rid: string }).rid.slice(0, 64) : null;
    if (!parsed.success) return this.reject(client, rid, 'BAD_MESSAGE', 'autopilot message failed validation', issues(parsed.error));
    const member = client.userData;
    if (member?.role !== 'seat') return this.reject(client, parsed.data.rid, 'NOT_A_SEAT', 'spectators have no seat to hand over');
    this.autopilot.setAutopilot(member.faction, parsed.data.on);
    this.broadcastPatch();
    this.tell(client, 'ack', { rid: parsed.data.rid, version: this.state.version });
  }

  /**
   * Queues an action for the engine; `settle` hears how it went once it has been committed and shown. Actions run
   * one at a time in arrival order, but those that arrive while the room is busy (committing the previous batch,
   * say) are taken together: run through the engine one after the other, committed in one write with every
   * action logged, shown in one patch, their events sent in one message per client. Under load that is one
   * commit, one projection and one patch for several actions; alone, an action is a batch of one.
   */
  private enqueue(seat: Faction, action: Action | ((game: GameState) => Action | null), settle: (outcome: Outcome) => void): void {
    const timed = actionStarted(typeof action === 'function' ? 'bot' : 'client');
    this.inbox.push({
      seat,
      action,
      settle: (outcome) => {
        timed(outcome.ok);
        settle(outcome);
      },
    });
    if (this.inbox.length !== 1) return;
    // A failure here is a bug; the chain must go on for the batches and commits queued after it.
    this.work = this.work.then(() => this.runBatch()).catch((error: unknown) => log('error', 'action batch failed', { gameId: this.roomId, error: String(error), stack: (error as Error).stack }));
  }

  /** Takes every queued action, runs them, then shows the new state and answers each in order with the events. */
  private async runBatch(): Promise<void> {
    const batch = this.inbox.splice(0);
    actionBatch(batch.length);
    let outcomes: Outcome[];
    try {
      outcomes = this.closing ? unavailable(batch) : await this.process(batch);
    } catch (error) {
      // A bug past the engine (the projection, say): what clients hold can no longer be trusted. The room lets the
      // game go; the clients' rejoin restores it from the store, which holds whatever was committed.
      this.letGo('error', 'room failed, closing', { error: String(error), stack: (error as Error).stack });
      outcomes = unavailable(batch);
    }
    // A client's patch, answers and events leave in one socket write instead of one each.
    corked(this.clients, () => {
      this.broadcastPatch();
      batch.forEach((item, i) => item.settle(outcomes[i]!));
      this.deliver(outcomes.flatMap((o) => (o.ok ? o.events : [])));
    });
    if (!this.closing) this.autopilot.sync();
  }

  /**
   * Runs a batch through the engine in arrival order (a bot decides only at its turn, on the game as the actions
   * before it left it), commits the accepted ones (compare-and-set) and only then mirrors them into the schema:
   * runBatch sends that patch before any answer, so a client holds the new view when its action is acknowledged.
   */
  private async process(batch: Queued[]): Promise<Outcome[]> {
    let game = this.game;
    const logged: Logged[] = [];
    const outcomes = batch.map((item): Outcome => {
      try {
        const chosen = typeof item.action === 'function' ? item.action(game) : item.action;
        if (chosen === null) return { ok: true, state: game, events: [] };
        const result = applyAction(game, item.seat, chosen);
        // Rejected, or an identical re-send of a secret answer: nothing to store or show.
        if (!result.ok || result.state === game) return result;
        game = result.state;
        logged.push({ seat: item.seat, action: chosen });
        return result;
      } catch (error) {
        // An engine failure is a bug; it costs this action only, not the batch or the room.
        log('error', 'action failed in the engine', { gameId: this.roomId, seat: item.seat, error: String(error), stack: (error as Error).stack });
        return { ok: false, error: { code: 'INTERNAL', message: 'the server failed to handle this action' } };
      }
    });
    if (logged.length === 0) return outcomes;
    // Not stored, so not accepted: every action of the batch is to be sent again wherever the game goes.
    if ((await this.live.commit({ state: game }, logged)) !== 'ok') return unavailable(batch);
    this.game = game;
    this.state.version = game.actions;
    this.mirror();
    return outcomes;
  }

  /** A bot's or autopilot's answer: the same path as a client's action. */
  private botAct(seat: Faction, decide: (game: GameState) => Action | null): Promise<boolean> {
    return new Promise((resolve) =>
      this.enqueue(seat, decide, (result) => {
        // Losing the game is not the bot's fault; a rule rejection is a bug.
        if (!result.ok && result.error.code !== UNAVAILABLE.code) log('error', 'bot action rejected', { gameId: this.roomId, seat, error: result.error });
        resolve(result.ok || result.error.code === UNAVAILABLE.code);
      }),
    );
  }

  /** Publishes who controls a seat. */
  private showControl(seat: Faction, mode: SeatMode): void {
    this.seatSchema(seat).control = mode;
  }

  /** Sends each client the events it may see: public ones, and those addressed to its seat. */
  private deliver(events: GameEvent[]): void {
    if (events.length === 0) return;
    const publicEvents = events.filter((e) => e.visibleTo === undefined);
    const addressed = new Set(events.flatMap((e) => (e.visibleTo === undefined ? [] : [e.visibleTo])));
    // Clients that see only the public events share one encoded message; a seat with events of its own gets its own.
    const own = this.clients.filter((c) => c.userData?.role === 'seat' && addressed.has(c.userData.faction));
    if (publicEvents.length > 0) this.broadcast('events', { events: publicEvents } satisfies EventsMessage, { except: own });
    for (const client of own) {
      const seat = (client.userData as { faction: Seat }).faction;
      this.tell(client, 'events', { events: events.filter((e) => e.visibleTo === undefined || e.visibleTo === seat) });
    }
  }

  /** Writes every viewer's projection into the schema tree (in place). */
  private mirror(): void {
    mirrorPublic(this.state, viewFor(this.game, 'spectator'));
    // Each seat's private part; the public part above is the same for every viewer.
    for (const faction of this.game.seating) mirrorPrivate(this.seatSchema(faction).private, privateView(this.game, faction));
  }

  private seatSchema(faction: Faction) {
    const seat = this.state.seats.find((s) => s.faction === faction);
    if (!seat) throw new Error(`no seat schema for ${faction}`);
    return seat;
  }

  private reject(client: DuneClient, rid: string | null, code: ErrorCode, message: string, details: ErrorMessage['details'] = []): void {
    actionRejected(code);
    this.tell(client, 'error', { rid, code, message, details });
  }

  private tell<K extends keyof ServerMessages>(client: DuneClient, type: K, body: ServerMessages[K]): void {
    client.send(type, body);
  }
}

/**
 * Runs `send` with every client's socket corked, so the frames it sends each client leave in one write (one system
 * call per client instead of one per frame). The socket is the ws WebSocket's `_socket`, reached through the
 * transport's `ref`; a client without one (another transport) is simply not corked.
 */
function corked(clients: Iterable<Client>, send: () => void): void {
  const sockets: Socket[] = [];
  for (const client of clients) {
    const socket = clientSocket(client);
    if (socket) sockets.push(socket);
  }
  for (const socket of sockets) socket.cork();
  try {
    send();
  } finally {
    for (const socket of sockets) socket.uncork();
  }
}

/** The TCP socket under a client's WebSocket (ws-transport), or null for another transport. */
export function clientSocket(client: Client): Socket | null {
  const socket = (client as { ref?: { _socket?: unknown } }).ref?._socket;
  return socket instanceof Socket ? socket : null;
}

// Workaround (schema 5.0 / core 0.18): a joining client receives the full state of its view when it confirms the
// join, but the ADD operations recorded by `view.add()` in onJoin stay queued and are replayed in its next patch,
// after any intervening changes. A list edited in between then decodes wrongly on that client (observed: a stale
// decision resurrected). The full state already holds everything the view grants, so the queue is dropped here.
type FullStateSender = { sendFullState(client: DuneClient): void };
const sendFullState = (Room.prototype as unknown as FullStateSender).sendFullState;
(DuneRoom.prototype as unknown as FullStateSender).sendFullState = function (this: DuneRoom, client: DuneClient) {
  sendFullState.call(this, client);
  client.view?.changes.clear();
};
