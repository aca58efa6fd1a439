// The room actor: one game per room, and the Colyseus adapter of the parts that play it. Each lifecycle hook does
// one thing and hands the work to its part: opening.ts (a new or stored game), admission.ts (who takes which
// seat), session.ts (actions, commits, projection), autopilot.ts (bots and clocks), wire.ts (framework internals).
import { lobbyEntry } from './lobby.ts';
import { randomBytes } from 'node:crypto';
import { CloseCode, OnMessageException, Room, ServerError, type AuthContext, type Client, type RoomException, type RoomMethodName } from '@colyseus/core';
import { StateView } from '@colyseus/schema';
import type { Faction, GameEvent, GameState, Seat, Viewer } from './dune/index.ts';
import type { ClientMessageType, ErrorCode, ErrorMessage, EventsMessage, ServerMessages, ViewFormat } from '../schema/messages.ts';
import { DuneState, OWNER } from '../schema/state.ts';
import { Autopilot, type SeatMode } from './autopilot.ts';
import { storedControl, type StoredControl } from './control.ts';
import { SeatAdmission, type JoinRequest, type Membership } from './admission.ts';
import { refuse as refuseJoin, Refusal } from './refuse.ts';
import { askAdmission, type AdmissionDesk, type AdmissionProblem } from './precheck.ts';
import { addressedSeats, eventsFor, publicEvents } from './events.ts';
import { EventHistory, type EarlierEvents } from './history.ts';
import { readAct, readAutopilot, readSay, ridOf } from './inbound.ts';
import { ChatDesk } from './chat-desk.ts';
import { clocksOf } from './clocks.ts';
import type { ChatMessage } from '../schema/chat.ts';
import { isCreate, optionsObject, parseCreateOptions, parseJoinOptions } from './options.ts';
import { openNewGame, openStoredGame, type OpenedGame } from './opening.ts';
import { guardedClock, type Clock, type RoomServices, type Timer } from './ports.ts';
import { GameSession, UNAVAILABLE, type Move, type Outcome } from './session.ts';
import { corked, dropViewQueueAfterFullState, withoutStateFrames } from './wire.ts';
import { JsonViews } from './json-view.ts';
import { jsonBytes, readJson } from './json-wire.ts';
import { CreateLimiter } from './create-limit.ts';
import { FLOOD_CLOSE_CODE, FloodGuard } from './flood-guard.ts';

/** What a client asked for when it joined; its view format comes back with it on a reconnection. */
type DuneAuth = JoinRequest & { format?: ViewFormat };
type DuneClient = Client<{ auth: DuneAuth; userData: Membership }>;

/** Whether `client` joined in JSON mode (PROTOCOL.md): views and messages as JSON text, no schema state. */
const isJson = (client: DuneClient): boolean => client.auth?.format === 'json';

/** Seconds a dropped seat stays reserved for the SDK's automatic reconnection. A seat token reclaims it later. */
export const RECONNECT_SECONDS = 30;
/** Events sent to a joiner per message, and the most a room keeps (a whole game is a few thousand). */
const HISTORY_PAGE = 500;
const HISTORY_LIMIT = 20_000;

/**
 * Period of the framework's automatic patch (ms): a heartbeat only, since every change is patched when it is made
 * (an action's publish, showRoomData). Colyseus keeps one interval per room (at 60 Hz without a patch rate), so a
 * long one is what lets an idle room cost nothing.
 */
export const HEARTBEAT_PATCH_MS = 60_000;

export class DuneRoom extends Room<{ state: DuneState; client: DuneClient }> implements AdmissionDesk {
  /** The room class a server defines: its rooms use `services` (store, log, metrics, clock, defaults). */
  static with(services: RoomServices): typeof DuneRoom {
    const creates = new CreateLimiter(services.limits.createsPerMinute, () => services.clock.now());
    return class ServedDuneRoom extends DuneRoom {
      protected override readonly services = services;
      // The matchmaker calls onAuth unbound: what it needs of the server comes through this closure.
      static override async onAuth(token: string | undefined, options: unknown, context?: AuthContext): Promise<DuneAuth> {
        if (isCreate(optionsObject(options)) && !creates.allow(context?.ip))
          refuseJoin('RATE_LIMITED', `at most ${services.limits.createsPerMinute} new games a minute from one address`);
        return DuneRoom.onAuth(token, options);
      }
    };
  }

  /** Given by the server through DuneRoom.with. */
  protected readonly services!: RoomServices;
  /** Who answers each seat's decisions: its human, a bot, or autopilot. */
  autopilot!: Autopilot;
  private session!: GameSession;
  /** Shown in the public lobby (created with `visibility: 'public'`), and when the game was created. */
  private listed = false;
  private created = 0;
  /** The lobby entry last published (JSON), so that only changes are written to the listing. */
  private listing = '';
  /** The game's events so far (sent to joiners: sendHistory). */
  private history!: EventHistory;
  /** Table talk: the stored chat, its rules and limits (rooms/chat-desk.ts). */
  private chat!: ChatDesk;
  private admission!: SeatAdmission<DuneClient>;
  /** The JSON-mode clients and the last view each was sent (rooms/json-view.ts). */
  private views!: JsonViews<DuneClient>;
  /** Identifies this room instance as the game's lock owner. */
  private readonly owner = `${process.pid}:${randomBytes(6).toString('hex')}`;
  private idleTimer: Timer | undefined;
  /** A patch for room-level data is scheduled (showRoomData). */
  private roomDataPending = false;
  private disposed = false;
  /** The room's own timers (reconnection windows, idle close), reporting a throw instead of raising it. */
  private timers!: Clock;
  override autoDispose = false;

  /** The authoritative game, as last committed. Read-only to everyone but the session. */
  get game(): GameState {
    return this.session.game;
  }

  override async onCreate(options: unknown): Promise<void> {
    // Every action broadcasts its patch at once (publish), and seat presence, control and clocks theirs
    // (showRoomData): nothing waits for the periodic patch. The room clock ticks only with a patch, so the room's
    // own timers are plain ones (services.clock).
    this.patchRate = HEARTBEAT_PATCH_MS;
    // The framework's own limit is a last resort far above the flood guard's (it closes with 4002 without a word).
    const flood = this.services?.limits.flood;
    if (flood) this.maxMessagesPerSecond = 4 * (flood.messagesPerSecond + flood.burst + flood.closeAfter);
    if (!this.services) throw new Error('define the room as DuneRoom.with(services): it has no store, log or clock');
    this.timers = guardedClock(this.services.clock, (error) =>
      this.services.log('error', 'room timer failed', { gameId: this.roomId, error: String(error), stack: (error as Error).stack }),
    );
    const opened = await this.open(optionsObject(options));
    this.roomId = opened.gameId;
    this.history = new EventHistory(HISTORY_LIMIT, opened.restored ? this.earlierEvents(opened) : null);
    this.listed = opened.control.listed === true;
    this.created = opened.live.record.createdAt;
    this.admission = new SeatAdmission(opened.seats);
    this.chat = new ChatDesk(opened.control.chat);
    this.autopilot = this.newAutopilot(opened.control);
    this.session = new GameSession(opened.game, new DuneState(), opened.live, this.sessionHost(), {
      gameId: opened.gameId,
      log: this.services.log,
      metrics: this.services.metrics,
    });
    this.state = this.session.state;
    this.views = new JsonViews({
      game: () => this.session.game,
      version: () => this.session.game.actions,
      viewer: (client) => viewerOf(client.userData),
      send: (client, json) => client.sendBytes('view', Buffer.from(json, 'utf8')),
    });
    this.acceptJsonMessages();
    // A restore is made for the client asking: if it would be refused, say so now, as the matchmaking answer.
    const request = opened.restored ? joinRequestOf(optionsObject(options)) : null;
    const problem = request ? this.admissionProblem(request) : null;
    if (problem) {
      this.autopilot.dispose();
      await this.session.close();
      refuseJoin(problem.code, problem.reason);
    }
    for (const f of opened.game.seating) this.showControl(f, this.autopilot.modeOf(f));
    this.refreshListing();
    // Nobody is connected to a restored game: absent humans get their grace period before autopilot.
    if (opened.restored) for (const f of opened.game.seating) if (this.autopilot.modeOf(f) !== 'bot') this.autopilot.dropped(f);
    // Settle the initial state's changes now, before anyone joins: a joining client gets the full state anyway,
    // and left pending they would reach it a second time in the first patch.
    this.broadcastPatch();
    void this.setMetadata({ gameId: this.roomId });
    this.services.live.add(this);
    this.scheduleIdleDispose();
    this.autopilot.sync();
    // A restored game's clocks run on from their stored deadlines.
    this.showClocks();
  }

  /** New games come with their factions; a join for a game that is not live restores it from the store. */
  private async open(options: Record<string, unknown>): Promise<OpenedGame> {
    const opener = {
      owner: this.owner,
      onLost: (reason: string) => this.letGo('warn', 'game lost (the store failed or another room took it), closing', { reason }),
    };
    if (isCreate(options)) {
      // The view format belongs to the creator's connection, not to the game (its config and state hash).
      const { format: _format, ...create } = parseCreateOptions(options);
      return openNewGame(create, this.services, opener);
    }
    const opened = await openStoredGame(parseJoinOptions(options), this.services, opener);
    this.services.log('info', 'game restored', { gameId: opened.gameId, version: opened.live.record.version, actions: opened.game.actions });
    return opened;
  }

  private newAutopilot(control: StoredControl): Autopilot {
    const clock = guardedClock(this.services.clock, (error) =>
      this.services.log('error', 'autopilot failed', { gameId: this.roomId, error: String(error), stack: (error as Error).stack }),
    );
    const host = {
      game: () => this.session.game,
      act: (seat: Faction, decide: Move) => this.botAct(seat, decide),
      modeChanged: (seat: Faction, mode: SeatMode) => this.showControl(seat, mode),
      controlChanged: () => {
        this.showClocks();
        void this.persistControl();
      },
      setTimeout: clock.setTimeout,
      now: clock.now,
    };
    return new Autopilot(host, control.options, control.state);
  }

  /** How the session shows a batch through this room's clients. */
  private sessionHost() {
    return {
      // A client's patch, answers and events leave in one socket write instead of one each.
      publish: (events: readonly GameEvent[], answer: () => void) =>
        corked(this.clients, () => {
          this.broadcastPatch();
          // JSON clients' views, like the patch, before the answers: an acknowledged action is already in the view.
          this.views.refresh();
          answer();
          this.deliver(events);
        }),
      failed: (error: unknown) => this.letGo('error', 'room failed, closing', { error: String(error), stack: (error as Error).stack }),
      settled: () => this.autopilot.sync(),
    };
  }

  /**
   * Runs in the matchmaking request, before the client connects: only the options' shape is checked here (a throw
   * refuses the join with its message). The seat itself is decided in onJoin, which sees the room.
   */
  static override async onAuth(_token: string | undefined, options: unknown, _context?: AuthContext): Promise<DuneAuth> {
    const raw = optionsObject(options);
    if (isCreate(raw)) {
      const { faction, spectator, format } = parseCreateOptions(raw);
      return { faction, spectator, format };
    }
    const request = joinRequestOf(raw);
    const problem = await askAdmission(parseJoinOptions(raw).gameId, request);
    if (problem) refuseJoin(problem.code, problem.reason);
    return request;
  }

  /** Whether this room would admit `request` now (asked from the matchmaking request, see precheck.ts). */
  admissionProblem(request: JoinRequest): AdmissionProblem | null {
    if (!this.session) return null;
    if (this.session.isStopped) return { code: 'GAME_BUSY', reason: 'this game is moving; join again' };
    try {
      this.admission.admit(request, this.session.game, (f) => this.autopilot.modeOf(f));
      return null;
    } catch (error) {
      if (error instanceof Refusal) return { code: error.refusal, reason: error.reason };
      throw error;
    }
  }

  /** Seats the client (or admits it as a spectator); throwing refuses the join with that message. */
  override async onJoin(client: DuneClient): Promise<void> {
    if (this.session.isStopped) refuseJoin('GAME_BUSY', 'this game is moving; join again');
    const member = this.admission.admit(client.auth ?? {}, this.session.game, (f) => this.autopilot.modeOf(f));
    client.userData = member;
    // A JSON client gets no StateView: it shares the public patch, which is not sent to it (withoutStateFrames).
    if (isJson(client)) withoutStateFrames(client);
    else client.view = new StateView();
    if (member.role === 'spectator') {
      this.welcome(client, { gameId: this.roomId, faction: null, seatToken: null });
      await this.sendHistory(client, 'spectator');
      return this.refreshListing();
    }
    const { faction } = member;
    const token = member.newToken ? this.admission.tokens.claim(faction) : null;
    // The seat's token hash is durable before the token is handed out.
    if (token !== null && !(await this.session.persist({ seats: this.admission.tokens.entries() }))) refuseJoin('GAME_BUSY', 'this game is moving; join again');
    this.admission.hold(faction, client)?.leave(4000, 'seat reclaimed by another connection');
    const seat = this.session.seat(faction);
    client.view?.add(seat, OWNER);
    seat.connected = true;
    this.showRoomData();
    this.autopilot.returned(faction);
    this.welcome(client, { gameId: this.roomId, faction, seatToken: token });
    await this.sendHistory(client, faction);
    this.refreshListing();
  }

  /**
   * A joiner (or a reconnecting client) first gets the events of the game so far that it may see, in pages, so that
   * nothing is lost to arriving late (a restored game's earlier events are rebuilt from its log: rooms/history.ts).
   * Live events follow; the SDK drops any it already has (by event id).
   */
  private async sendHistory(client: DuneClient, viewer: Seat | 'spectator'): Promise<void> {
    const mine = await this.history.visibleTo(viewer);
    for (let at = 0; at < mine.length; at += HISTORY_PAGE) this.tell(client, 'events', { events: mine.slice(at, at + HISTORY_PAGE) });
    this.sendChatHistory(client, viewer);
  }

  /** The chat this client may read, in pages (after a framework reconnection too: what was said meanwhile is not queued). */
  private sendChatHistory(client: DuneClient, viewer: Viewer): void {
    for (const messages of this.chat.history(viewer)) this.tell(client, 'chat', { messages });
  }

  /** A restored game's snapshot, whose earlier events the history rebuilds when a joiner first needs them. */
  private earlierEvents(opened: OpenedGame): EarlierEvents {
    return {
      store: this.services.store,
      gameId: opened.gameId,
      version: opened.live.record.version,
      state: opened.game,
      onGap: (gap) => this.services.log('warn', 'event history incomplete', { gameId: opened.gameId, code: gap.code, reason: gap.reason }),
    };
  }

  override async onDrop(client: DuneClient): Promise<void> {
    this.views.forget(client);
    const faction = this.heldSeat(client);
    if (!faction) return; // spectators, replaced holders, and clients whose join failed
    this.session.seat(faction).connected = false;
    this.showRoomData();
    this.autopilot.dropped(faction);
    // "manual": the room keeps the seat for its token (reserve) and ends the window itself.
    const reservation = this.allowReconnection(client, 'manual');
    const window = { reject: (reason: Error) => reservation.reject(reason) };
    this.admission.reserve(faction, window);
    const expiry = this.timers.setTimeout(() => window.reject(new Error('reconnection window expired')), RECONNECT_SECONDS * 1000);
    try {
      await reservation;
    } catch {
      // Expired or superseded: the seat stays claimed; its token reclaims it.
    } finally {
      expiry.clear();
      this.admission.settled(faction, window);
    }
  }

  override onReconnect(client: DuneClient): void {
    const member = client.userData;
    // A JSON client's reconnection gets its whole view again, as a binary one gets the whole state.
    if (isJson(client)) {
      withoutStateFrames(client);
      this.views.welcome(client);
    }
    const viewer = viewerOf(member);
    if (viewer) this.sendChatHistory(client, viewer);
    if (member?.role !== 'seat') return;
    this.admission.hold(member.faction, client);
    this.session.seat(member.faction).connected = true;
    this.showRoomData();
    this.autopilot.returned(member.faction);
  }

  /** The `seat` message a joiner gets first; a JSON client then gets its whole view, and its changes from then on. */
  private welcome(client: DuneClient, seat: ServerMessages['seat']): void {
    this.tell(client, 'seat', seat);
    if (isJson(client)) this.views.welcome(client);
  }

  override onLeave(client: DuneClient): void {
    this.views.forget(client);
    const faction = this.heldSeat(client);
    if (faction) {
      this.admission.release(faction, client);
      this.session.seat(faction).connected = false;
      this.showRoomData();
      this.autopilot.dropped(faction);
    }
    this.refreshListing();
    this.scheduleIdleDispose();
  }

  override async onDispose(): Promise<void> {
    this.disposed = true;
    this.services.live.delete(this);
    this.idleTimer?.clear();
    this.autopilot?.dispose();
    await this.session?.close();
  }

  /**
   * Graceful shutdown: finish what is in flight, release the game, and close clients with a code the SDK retries;
   * their next join restores the game from the store wherever it is then served.
   */
  override onBeforeShutdown(): void {
    this.autopilot?.dispose();
    if (!this.session) return;
    this.session.stop();
    void this.session.drained().then(() => this.disconnect(CloseCode.MAY_TRY_RECONNECT));
  }

  /**
   * The game is lost to this room (another room owns it now, a commit's outcome is unknown, or a bug past the
   * engine): stop taking actions and close every client with a code the SDK retries; their rejoin restores the
   * game from the store wherever it is served then.
   */
  private letGo(level: 'warn' | 'error', message: string, details: Record<string, unknown>): void {
    if (this.session?.isStopped) return;
    this.services.log(level, message, { gameId: this.roomId, ...details });
    this.session?.stop();
    this.autopilot?.dispose();
    void this.disconnect(CloseCode.MAY_TRY_RECONNECT);
  }

  /** The seat `client` holds now, or null (a spectator, a replaced holder, a client whose join failed). */
  private heldSeat(client: DuneClient): Faction | null {
    const member = client.userData;
    return member?.role === 'seat' && this.admission.holds(member.faction, client) ? member.faction : null;
  }

  /**
   * Games outlive their connections (players drop, reload, come back with their seat token), so the room does
   * not auto-dispose when empty; it closes after `emptyRoomSeconds` without any client (the next join restores it).
   */
  private scheduleIdleDispose(): void {
    this.idleTimer?.clear();
    this.idleTimer = this.timers.setTimeout(() => {
      if (this.clients.length === 0) void this.disconnect();
    }, this.services.emptyRoomSeconds * 1000);
  }

  override onUncaughtException(error: RoomException, method: RoomMethodName): void {
    const cause = (error as { cause?: unknown }).cause;
    // A refused join or restore is a ServerError thrown on purpose; the client receives its code and message.
    if ((method === 'onJoin' || method === 'onCreate') && cause instanceof ServerError) {
      const code = cause instanceof Refusal ? cause.refusal : cause.code;
      this.services.log('info', `${method === 'onJoin' ? 'join' : 'create'} refused`, { gameId: this.roomId, code, reason: cause.message });
      return;
    }
    this.services.log('error', 'uncaught exception in room', { gameId: this.roomId, method, error: String(cause ?? error), stack: (cause as Error)?.stack });
    // The sender of a message whose handling failed still gets an answer; the game state was not replaced.
    if (error instanceof OnMessageException)
      this.reject(error.client as DuneClient, ridOf(error.payload), 'INTERNAL', 'the server failed to handle this message');
  }

  override messages = {
    act: (client: DuneClient, payload: unknown) => this.admitted(client, payload) && this.onAct(client, payload),
    autopilot: (client: DuneClient, payload: unknown) => this.admitted(client, payload) && this.onAutopilot(client, payload),
    say: (client: DuneClient, payload: unknown) => this.admitted(client, payload) && this.onSay(client, payload),
    // Unknown message types get a typed error instead of Colyseus's default disconnect.
    _: (client: DuneClient, type: unknown) =>
      this.admitted(client, null) && this.reject(client, null, 'UNKNOWN_MESSAGE', `unknown message type ${JSON.stringify(String(type)).slice(0, 80)}`),
  };

  /**
   * JSON mode's client messages: `act`, `autopilot` and `say` as JSON text in ROOM_DATA_BYTES frames (rooms/json-wire.ts),
   * from any client. Text that cannot be read is refused like a payload that fails its schema; what can goes the
   * binary messages' way: the same flood guard, schemas and answers.
   */
  private acceptJsonMessages(): void {
    for (const type of ['act', 'autopilot', 'say'] as const satisfies readonly ClientMessageType[])
      this.onMessageBytes(type, (client: DuneClient, bytes: Uint8Array) => {
        const read = readJson(bytes);
        if (read.ok) return this.messages[type](client, read.payload);
        if (this.admitted(client, null)) this.refuse(client, read.refusal);
      });
  }

  /** Per-client flood limits, checked before a message is even parsed (rooms/flood-guard.ts). */
  private readonly guards = new WeakMap<DuneClient, FloodGuard>();

  private guardOf(client: DuneClient): FloodGuard {
    let guard = this.guards.get(client);
    if (!guard) {
      guard = new FloodGuard(this.services.limits.flood, this.services.clock.now());
      this.guards.set(client, guard);
    }
    return guard;
  }

  /** Whether the message may be handled; otherwise it is refused, dropped, or its flooding sender closed. */
  private admitted(client: DuneClient, payload: unknown): boolean {
    return this.obey(client, this.guardOf(client).admit(this.services.clock.now()), payload, 'too many messages: slow down');
  }

  private obey(client: DuneClient, verdict: ReturnType<FloodGuard['admit']>, payload: unknown, why: string): boolean {
    if (verdict === 'ok') return true;
    this.services.metrics.actionRejected('RATE_LIMITED');
    if (verdict === 'refuse') this.reject(client, ridOf(payload), 'RATE_LIMITED', why);
    if (verdict === 'close') {
      this.services.log('warn', 'client closed for flooding', { gameId: this.roomId, sessionId: client.sessionId });
      client.leave(FLOOD_CLOSE_CODE, 'flooding: too many messages');
    }
    return false;
  }

  private onAct(client: DuneClient, payload: unknown): void {
    const read = readAct(payload);
    if (!read.ok) return this.refuse(client, read.refusal);
    const { rid, action } = read.message;
    const member = client.userData;
    if (member?.role !== 'seat') return this.reject(client, rid, 'NOT_A_SEAT', 'spectators cannot act');
    const guard = this.guardOf(client);
    if (guard.unanswered >= this.services.limits.flood.unanswered) {
      this.obey(client, guard.refused(this.services.clock.now()), payload, `at most ${this.services.limits.flood.unanswered} actions may wait for an answer`);
      return;
    }
    guard.unanswered += 1;
    this.session.enqueue(member.faction, action, (result) => {
      guard.unanswered -= 1;
      if (!result.ok) return this.refuse(client, { rid, code: result.error.code, message: result.error.message, details: allowedDetails(result.error) });
      this.tell(client, 'ack', { rid, version: this.state.version });
    });
  }

  private onAutopilot(client: DuneClient, payload: unknown): void {
    const read = readAutopilot(payload);
    if (!read.ok) return this.refuse(client, read.refusal);
    const { rid, on } = read.message;
    const member = client.userData;
    if (member?.role !== 'seat') return this.reject(client, rid, 'NOT_A_SEAT', 'spectators have no seat to hand over');
    this.autopilot.setAutopilot(member.faction, on);
    this.broadcastPatch();
    this.tell(client, 'ack', { rid, version: this.state.version });
  }

  /**
   * Table talk: a message the channel takes and the limits allow is committed with the game (with the control data)
   * before anyone reads it; then its readers get it, then the sender its `ack`. A refused one changes nothing.
   */
  private onSay(client: DuneClient, payload: unknown): void {
    const read = readSay(payload);
    if (!read.ok) return this.refuse(client, read.refusal);
    const { rid } = read.message;
    const viewer = viewerOf(client.userData);
    if (!viewer) return this.reject(client, rid, 'NOT_A_SEAT', 'not joined');
    const now = this.services.clock.now();
    const written = this.chat.write(this.session.game, viewer, viewer === 'spectator' ? `spectator:${client.sessionId}` : viewer, read.message, now);
    if (!written.ok && written.code === 'RATE_LIMITED') return void this.obey(client, this.guardOf(client).refused(now), payload, written.message);
    if (!written.ok) return this.reject(client, rid, written.code, written.message);
    void this.persistControl().then((stored) => {
      if (!stored) {
        this.chat.log.withdraw(written.message.id);
        return this.reject(client, rid, UNAVAILABLE.code, UNAVAILABLE.message);
      }
      this.showChat([written.message]);
      this.tell(client, 'ack', { rid, version: this.state.version });
    });
  }

  /**
   * Commits the control data and the chat as they are when the commit runs; the chat written until then is shown
   * once it resolves true.
   */
  private persistControl(): Promise<boolean> {
    let upTo = 0;
    const change = () => {
      const { chat, upTo: last } = this.chat.log.stored();
      upTo = last;
      return { control: storedControl(this.autopilot, this.listed, chat) };
    };
    return this.session.persist(change).then((stored) => {
      if (stored) this.chat.log.committed(upTo);
      return stored;
    });
  }

  /** Sends each client the committed messages it may read. */
  private showChat(messages: readonly ChatMessage[]): void {
    for (const client of this.clients) {
      const viewer = viewerOf(client.userData);
      const mine = viewer ? this.chat.readable(messages, viewer) : [];
      if (mine.length > 0) this.tell(client, 'chat', { messages: mine });
    }
  }

  /** A bot's or autopilot's answer: the same path as a client's action. */
  private botAct(seat: Faction, decide: Move): Promise<boolean> {
    return new Promise((resolve) =>
      this.session.enqueue(seat, decide, (result: Outcome) => {
        // Losing the game is not the bot's fault; a rule rejection is a bug.
        const lost = !result.ok && result.error.code === UNAVAILABLE.code;
        if (!result.ok && !lost) this.services.log('error', 'bot action rejected', { gameId: this.roomId, seat, error: result.error });
        resolve(result.ok || lost);
      }),
    );
  }

  /** Publishes the turn clocks: each seat's public one, and its own (secret decisions included) in its private part. */
  private showClocks(): void {
    for (const f of this.session.game.seating) {
      const clocks = clocksOf(this.session.game.pending, this.autopilot.deadlines, f);
      const seat = this.session.seat(f);
      seat.clock = clocks.shown;
      seat.private.clock = clocks.own;
    }
    this.showRoomData();
  }

  /** Publishes who controls a seat. */
  private showControl(seat: Faction, mode: SeatMode): void {
    this.session.seat(seat).control = mode;
    this.showRoomData();
  }

  /**
   * Patches room-level data (seat presence, control, clocks) changed outside an action's publish: once, after this
   * turn of the event loop, so that changes made together leave in one patch.
   */
  private showRoomData(): void {
    if (this.roomDataPending) return;
    this.roomDataPending = true;
    setImmediate(() => {
      this.roomDataPending = false;
      if (this.disposed) return;
      try {
        this.broadcastPatch();
      } catch (error) {
        this.services.log('error', 'room data patch failed', { gameId: this.roomId, error: String(error), stack: (error as Error).stack });
      }
    });
  }

  /** A listed game's lobby entry, written to the matchmaker's listing when it changed (turn, phase, seats, watchers). */
  private refreshListing(): void {
    if (!this.listed || !this.session) return;
    const spectators = this.clients.filter((c) => c.userData?.role === 'spectator').length;
    const entry = lobbyEntry(
      this.roomId,
      this.session.game,
      { claimed: (f) => this.admission.tokens.isClaimed(f), isBot: (f) => this.autopilot.modeOf(f) === 'bot' },
      spectators,
      this.created,
    );
    const json = JSON.stringify(entry);
    if (json === this.listing) return;
    this.listing = json;
    void this.setMatchmaking({ metadata: entry }).catch(() => undefined);
  }

  /** Sends each client the events it may see: public ones, and those addressed to its seat. */
  private deliver(events: readonly GameEvent[]): void {
    if (events.length === 0) return;
    this.history.add(events);
    this.refreshListing();
    const shared = publicEvents(events);
    const addressed = addressedSeats(events);
    // Clients that see only the public events share one encoded message; a seat with events of its own gets its own,
    // and so does a JSON client (JSON text, not msgpack).
    const own = this.clients.filter((c) => isJson(c) || (c.userData?.role === 'seat' && addressed.has(c.userData.faction)));
    if (shared.length > 0) this.broadcast('events', { events: shared } satisfies EventsMessage, { except: own });
    for (const client of own) {
      const mine = client.userData?.role === 'seat' ? eventsFor(events, client.userData.faction) : shared;
      if (mine.length > 0) this.tell(client, 'events', { events: mine });
    }
  }

  private reject(client: DuneClient, rid: string | null, code: ErrorCode, message: string): void {
    this.refuse(client, { rid, code, message, details: [] });
  }

  private refuse(client: DuneClient, error: ErrorMessage): void {
    this.services.metrics.actionRejected(error.code);
    this.tell(client, 'error', error);
  }

  private tell<K extends keyof ServerMessages>(client: DuneClient, type: K, body: ServerMessages[K]): void {
    if (isJson(client)) client.sendBytes(type, jsonBytes(body));
    else client.send(type, body);
  }
}

dropViewQueueAfterFullState(DuneRoom);

/** What a joining client asks for, from its (checked) join options. */
function joinRequestOf(options: Record<string, unknown>): DuneAuth {
  const { faction, spectator, seatToken, format } = parseJoinOptions(options);
  return { faction, spectator, seatToken, format };
}

/** The values a refused choice could have had (EngineError.allowed), as error details: `{ path: 'allowed', message }` each. */
function allowedDetails(error: { allowed?: string[] }): ErrorMessage['details'] {
  return (error.allowed ?? []).map((value) => ({ path: 'allowed', message: value }));
}

/** Whom a member watches the game as. */
function viewerOf(member: Membership | undefined): Viewer | null {
  if (!member) return null;
  return member.role === 'seat' ? member.faction : 'spectator';
}
