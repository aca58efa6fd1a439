// The room actor: one game per room, and the Colyseus adapter of the parts that play it. Each lifecycle hook does
// one thing and hands the work to its part: opening.ts (a new or stored game), admission.ts (who takes which
// seat), seat-presence.ts (a holder dropping and coming back), session.ts (actions, commits, projection), autopilot.ts
// (bots and clocks), client-messages.ts (what clients send, held to pause-floor.ts's timing floor where it would
// tell a secret), client-feed.ts (what they read besides the state),
// room-data.ts (presence, control, clocks and the lobby entry outside an action), wire.ts (framework internals).
import { randomBytes } from 'node:crypto';
import { CloseCode, OnMessageException, Room, ServerError, type AuthContext, type RoomException, type RoomMethodName } from '@colyseus/core';
import { StateView } from '@colyseus/schema';
import type { Faction, GameEvent, GameState } from './dune/index.ts';
import type { LobbyEntry } from '../schema/lobby.ts';
import { DuneState } from '../schema/state.ts';
import { Autopilot, type SeatMode } from './autopilot.ts';
import { PauseFloor } from './pause-floor.ts';
import { storedControl, type StoredControl } from './control.ts';
import { SeatAdmission, type JoinRequest, type Membership } from './admission.ts';
import { refuse as refuseJoin, Refusal } from './refuse.ts';
import { askAdmission, type AdmissionDesk, type AdmissionProblem } from './precheck.ts';
import { ridOf } from './inbound.ts';
import { ChatDesk } from './chat-desk.ts';
import { isCreate, optionsObject, parseCreateOptions, parseJoinOptions } from './options.ts';
import { openNewGame, openStoredGame, type OpenedGame } from './opening.ts';
import { guardedClock, type Clock, type RoomServices, type Timer } from './ports.ts';
import { GameSession, NOT_DURABLE, UNAVAILABLE, type Move, type Outcome } from './session.ts';
import type { GameRecord } from './records.ts';
import { corked, dropViewQueueAfterFullState, withoutStateFrames } from './wire.ts';
import { ClientFeed, earlierEvents } from './client-feed.ts';
import { ClientMessages } from './client-messages.ts';
import { RoomData } from './room-data.ts';
import { SeatPresence } from './seat-presence.ts';
import { isJson, type DuneAuth, type DuneClient } from './room-client.ts';

/** Seconds a dropped seat stays reserved for the SDK's automatic reconnection. A seat token reclaims it later. */
export const RECONNECT_SECONDS = 30;

/**
 * Period of the framework's automatic patch (ms): a heartbeat only, since every change is patched when it is made
 * (an action's publish, RoomData.show). Colyseus keeps one interval per room (at 60 Hz without a patch rate), so a
 * long one is what lets an idle room cost nothing.
 */
export const HEARTBEAT_PATCH_MS = 60_000;

export class DuneRoom extends Room<{ state: DuneState; client: DuneClient }> implements AdmissionDesk {
  /** The room class a server defines: its rooms use `services` (store, log, metrics, clock, defaults). */
  static with(services: RoomServices): typeof DuneRoom {
    return class ServedDuneRoom extends DuneRoom {
      protected override readonly services = services;
      // The matchmaker calls onAuth unbound: what it needs of the server comes through this closure. The address is
      // the one the HTTP edge settled (server/client-address.ts); the gate counts every create and join from it.
      static override async onAuth(token: string | undefined, options: unknown, context?: AuthContext): Promise<DuneAuth> {
        const raw = optionsObject(options);
        const address = context?.ip ?? 'unknown';
        const seatToken = typeof raw.seatToken === 'string' ? raw.seatToken : null;
        const barred = await services.gate.admit(isCreate(raw) ? 'create' : 'join', address, seatToken);
        if (barred) refuseJoin('RATE_LIMITED', barred);
        return { ...(await DuneRoom.onAuth(token, options)), address };
      }
    };
  }

  /** Given by the server through DuneRoom.with. */
  protected readonly services!: RoomServices;
  /** Who answers each seat's decisions: its human, a bot, or autopilot. */
  autopilot!: Autopilot;
  private session!: GameSession;
  /** Seat presence, control, clocks and the lobby entry, published outside an action (rooms/room-data.ts). */
  private roomData!: RoomData;
  /** What clients send: flood guards, schemas, handlers (rooms/client-messages.ts). */
  private intake!: ClientMessages;
  /** The JSON views, the events and the chat each client reads (rooms/client-feed.ts). */
  private feed!: ClientFeed;
  /** Table talk: the stored chat, its rules and limits (rooms/chat-desk.ts). */
  private chat!: ChatDesk;
  private admission!: SeatAdmission<DuneClient>;
  /** Each seat's connection as its holder comes, drops and leaves (rooms/seat-presence.ts). */
  private seats!: SeatPresence;
  /** Identifies this room instance as the game's lock owner. */
  private readonly owner = `${process.pid}:${randomBytes(6).toString('hex')}`;
  private idleTimer: Timer | undefined;
  /** The room's own timers (reconnection windows, idle close), reporting a throw instead of raising it. */
  private timers!: Clock;
  /** When the questions every seat is asked opened, and how long a human's answer to one waits (rooms/pause-floor.ts). */
  private floor!: PauseFloor;
  override autoDispose = false;

  /** The authoritative game, as last committed. Read-only to everyone but the session. */
  get game(): GameState {
    return this.session.game;
  }

  override async onCreate(options: unknown): Promise<void> {
    // Every action broadcasts its patch at once (publish), and seat presence, control and clocks theirs
    // (room-data.ts): nothing waits for the periodic patch. The room clock ticks only with a patch, so the room's
    // own timers are plain ones (services.clock).
    this.patchRate = HEARTBEAT_PATCH_MS;
    // The framework's own limit is a last resort far above the flood guard's (it closes with 4002 without a word).
    const flood = this.services?.limits.flood;
    if (flood) this.maxMessagesPerSecond = 4 * (flood.messagesPerSecond + flood.burst + flood.closeAfter);
    if (!this.services) throw new Error('define the room as DuneRoom.with(services): it has no store, log or clock');
    this.timers = guardedClock(this.services.clock, (error) =>
      this.services.log('error', 'room timer failed', { gameId: this.roomId, error: String(error), stack: (error as Error).stack }),
    );
    this.floor = new PauseFloor(this.services.pauseFloorMs);
    const opened = await this.open(optionsObject(options));
    this.roomId = opened.gameId;
    this.admission = new SeatAdmission(opened.seats, () => this.services.clock.now());
    this.chat = new ChatDesk(opened.control.chat ?? [], opened.control.chatTrimmed ?? {}, [...opened.game.seating, 'spectator']);
    this.autopilot = this.newAutopilot(opened.control);
    this.session = new GameSession(opened.game, new DuneState(), opened.live, this.sessionHost(), {
      gameId: opened.gameId,
      log: this.services.log,
      metrics: this.services.metrics,
    });
    this.state = this.session.state;
    this.roomData = this.newRoomData(opened);
    this.feed = this.newFeed(opened);
    this.seats = this.newSeats();
    this.intake = this.newIntake();
    this.intake.acceptJsonMessages();
    // A restore is made for the client asking: if it would be refused, say so now, as the matchmaking answer.
    const request = opened.restored ? joinRequestOf(optionsObject(options)) : null;
    const problem = request ? this.admissionProblem(request) : null;
    if (problem) {
      this.autopilot.dispose();
      await this.session.close();
      refuseJoin(problem.code, problem.reason);
    }
    for (const f of opened.game.seating) this.roomData.showControl(f, this.autopilot.modeOf(f));
    this.roomData.refreshListing();
    // Nobody is connected to a restored game: absent humans get their grace period before autopilot.
    if (opened.restored) for (const f of opened.game.seating) if (this.autopilot.modeOf(f) !== 'bot') this.autopilot.dropped(f);
    // Settle the initial state's changes now, before anyone joins: a joining client gets the full state anyway,
    // and left pending they would reach it a second time in the first patch.
    this.broadcastPatch();
    void this.setMetadata({ gameId: this.roomId });
    this.services.live.add(this);
    this.scheduleIdleDispose();
    this.autopilot.sync();
    this.floor.sync(this.session.game.pending, this.services.clock.now());
    // A restored game's clocks run on from their stored deadlines.
    this.roomData.showClocks();
  }

  /** New games come with their factions; a join for a game that is not live restores it from the store. */
  private async open(options: Record<string, unknown>): Promise<OpenedGame> {
    const opener = {
      owner: this.owner,
      onLost: (reason: string) => this.letGo('warn', 'game lost (the store failed or another room took it), closing', { reason }),
      onDurable: (adopted: GameRecord | null) => this.session?.resumed(adopted),
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
      modeChanged: (seat: Faction, mode: SeatMode) => this.roomData.showControl(seat, mode),
      controlChanged: () => {
        this.roomData.showClocks();
        void this.persistControl();
      },
      setTimeout: clock.setTimeout,
      now: clock.now,
    };
    return new Autopilot(host, control.options, control.state);
  }

  private newRoomData(opened: OpenedGame): RoomData {
    return new RoomData(
      {
        session: this.session,
        autopilot: this.autopilot,
        log: this.services.log,
        gameId: () => this.roomId,
        claimed: (f) => this.admission.tokens.isClaimed(f),
        spectators: () => this.clients.filter((c) => c.userData?.role === 'spectator').length,
        broadcastPatch: () => this.broadcastPatch(),
        list: (entry: LobbyEntry) => this.setMatchmaking({ metadata: entry }),
      },
      { listed: opened.control.listed === true, created: opened.live.record.createdAt },
    );
  }

  private newFeed(opened: OpenedGame): ClientFeed {
    return new ClientFeed(
      {
        chat: this.chat,
        game: () => this.session.game,
        clients: () => this.clients,
        broadcastEvents: (message, except) => this.broadcast('events', message, { except }),
        refreshListing: () => this.roomData.refreshListing(),
      },
      opened.restored ? earlierEvents(opened, this.services) : null,
    );
  }

  private newSeats(): SeatPresence {
    return new SeatPresence({
      admission: this.admission,
      session: this.session,
      autopilot: this.autopilot,
      timers: this.timers,
      reconnectSeconds: RECONNECT_SECONDS,
      showRoomData: () => this.roomData.show(),
      allowReconnection: (client) => this.allowReconnection(client, 'manual'),
    });
  }

  private newIntake(): ClientMessages {
    return new ClientMessages({
      services: this.services,
      session: this.session,
      chat: this.chat,
      gameId: () => this.roomId,
      version: () => this.state.version,
      setAutopilot: (seat, on) => {
        this.autopilot.setAutopilot(seat, on);
        this.broadcastPatch();
      },
      mintTransfer: (seat) => this.admission.transfers.mint(seat),
      persistControl: () => this.persistControl(),
      showChat: (messages) => this.feed.showChat(messages),
      flooded: (client) => {
        const member = client.userData;
        const tokenHash = member?.role === 'seat' ? this.admission.tokens.hashOf(member.faction) : null;
        this.services.gate.flooded(client.auth?.address ?? 'unknown', tokenHash);
      },
      onMessageBytes: (type, handler) => this.onMessageBytes(type, handler),
      floor: this.floor,
      later: (fn, ms) => void this.timers.setTimeout(fn, ms),
    });
  }

  /** How the session shows a batch through this room's clients. */
  private sessionHost() {
    return {
      // A client's patch, answers and events leave in one socket write instead of one each.
      publish: (events: readonly GameEvent[], answer: () => void) =>
        corked(this.clients, () => {
          this.broadcastPatch();
          // JSON clients' views, like the patch, before the answers: an acknowledged action is already in the view.
          this.feed.refreshViews();
          answer();
          this.feed.deliver(events);
        }),
      failed: (error: unknown) => this.letGo('error', 'room failed, closing', { error: String(error), stack: (error as Error).stack }),
      settled: () => {
        this.autopilot.sync();
        this.floor.sync(this.session.game.pending, this.services.clock.now());
      },
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
    const behind = this.behindSeat(request);
    if (behind) return { code: 'GAME_ROLLED_BACK', reason: behind };
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
    const behind = this.behindSeat(client.auth ?? {});
    if (behind) refuseJoin('GAME_ROLLED_BACK', behind);
    const member = this.admission.admit(client.auth ?? {}, this.session.game, (f) => this.autopilot.modeOf(f));
    if (member.role === 'seat' && member.newToken && this.session.isSuspended) refuseJoin('NOT_DURABLE', NOT_DURABLE.message);
    // Bots may act while the seat's token is committed: their events wait for the joiner's seat message (client-feed.ts).
    this.feed.admitting(client);
    client.userData = member;
    // A JSON client gets no StateView: it shares the public patch, which is not sent to it (withoutStateFrames).
    if (isJson(client)) withoutStateFrames(client);
    else client.view = new StateView();
    if (member.role === 'spectator') {
      await this.feed.welcome(client, { gameId: this.roomId, faction: null, seatToken: null }, 'spectator');
      return this.roomData.refreshListing();
    }
    const { faction } = member;
    const token = member.newToken ? this.newToken(member) : null;
    // The seat's token hash is durable before the token is handed out.
    if (token !== null && !(await this.session.persist({ seats: this.admission.tokens.entries() }))) refuseJoin('GAME_BUSY', 'this game is moving; join again');
    this.seats.seated(client, faction, member.transfer !== undefined);
    await this.feed.welcome(client, { gameId: this.roomId, faction, seatToken: token }, faction);
    this.roomData.refreshListing();
  }

  /**
   * The token of a seat claimed now: a free seat's first, or a moved seat's replacement (its transfer code is used
   * up here, once, and the old token stops working; the old device is closed when this client holds the seat).
   */
  private newToken(member: Extract<Membership, { role: 'seat' }>): string {
    if (member.transfer === undefined) return this.admission.tokens.claim(member.faction);
    const taken = this.admission.transfers.take(member.transfer);
    if (!taken.ok || taken.faction !== member.faction)
      refuseJoin('BAD_TRANSFER_CODE', 'this transfer code is unknown, used or expired: ask the seat for a new one');
    return this.admission.tokens.replace(member.faction);
  }

  override async onDrop(client: DuneClient): Promise<void> {
    // A client closed for flooding left for good: no reconnection window for it (its token is barred a while). The
    // framework calls onLeave next, as for any drop that keeps no window. (Its close code is no proof: the
    // framework's own message limit may close the same socket first, with 4002.)
    if (this.intake.closedForFlooding(client)) return;
    this.feed.forget(client);
    await this.seats.dropped(client);
  }

  override onReconnect(client: DuneClient): void {
    // A JSON client's reconnection gets its whole view again, as a binary one gets the whole state.
    if (isJson(client)) withoutStateFrames(client);
    this.feed.reconnected(client);
    this.seats.reconnected(client);
  }

  override onLeave(client: DuneClient): void {
    this.feed.forget(client);
    this.seats.left(client);
    this.roomData.refreshListing();
    this.scheduleIdleDispose();
  }

  override async onDispose(): Promise<void> {
    this.roomData?.close();
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

  /**
   * The store went back in time under this game (server/failover/ found it): what this room shows is no longer what is
   * stored, and must not be played on from either. Its clients are closed; their rejoin is refused GAME_ROLLED_BACK.
   */
  storeWentBack(reason: string): void {
    this.letGo('error', 'game rolled back in the store, closing', { reason });
  }

  /**
   * A seat's holder saw more of the game than this room holds: the game was restored from a store that went back in
   * time (by a client that saw less, on a process that had not acknowledged it). It is reported and marked for every
   * process, and this room lets it go; the sentence, or null. Only a seat's own token makes its word count.
   */
  private behindSeat(request: JoinRequest): string | null {
    const seen = request.seenVersion;
    const game = this.session.game;
    if (seen === undefined || seen <= game.actions || request.seatToken === undefined || !this.admission.tokens.seatFor(request.seatToken)) return null;
    const record = this.session.record;
    void this.services.durability?.rolledBack(this.roomId, { version: record.version, actions: game.actions }, seen).then(
      (reason) => reason && this.storeWentBack(reason),
      (error: unknown) => this.services.log('warn', 'rollback check failed', { gameId: this.roomId, error: String(error) }),
    );
    return `game ${this.roomId} holds ${game.actions} actions, fewer than the ${seen} this seat saw: the store went back in time, and an operator must restore it`;
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
      this.intake.reject(error.client as DuneClient, ridOf(error.payload), 'INTERNAL', 'the server failed to handle this message');
  }

  override messages = {
    act: (client: DuneClient, payload: unknown) => this.intake.handlers.act(client, payload),
    autopilot: (client: DuneClient, payload: unknown) => this.intake.handlers.autopilot(client, payload),
    say: (client: DuneClient, payload: unknown) => this.intake.handlers.say(client, payload),
    transfer: (client: DuneClient, payload: unknown) => this.intake.handlers.transfer(client, payload),
    _: (client: DuneClient, type: unknown) => this.intake.handlers._(client, type),
  };

  /**
   * Commits the control data and the chat as they are when the commit runs; the chat written until then is shown
   * once it resolves true.
   */
  private persistControl(): Promise<boolean> {
    let upTo = 0;
    const change = () => {
      const { chat, trimmed, upTo: last } = this.chat.log.stored();
      upTo = last;
      return { control: storedControl(this.autopilot, this.roomData.lobby.listed, chat, trimmed) };
    };
    return this.session.persist(change).then((stored) => {
      if (stored) this.chat.log.committed(upTo);
      return stored;
    });
  }

  /** A bot's or autopilot's answer: the same path as a client's action. */
  private botAct(seat: Faction, decide: Move): Promise<boolean> {
    return new Promise((resolve) =>
      this.session.enqueue(seat, decide, (result: Outcome) => {
        // Losing the game, or a suspension, is not the bot's fault; a rule rejection is a bug.
        const lost = !result.ok && (result.error.code === UNAVAILABLE.code || result.error.code === NOT_DURABLE.code);
        if (!result.ok && !lost) this.services.log('error', 'bot action rejected', { gameId: this.roomId, seat, error: result.error });
        resolve(result.ok || lost);
      }),
    );
  }
}

dropViewQueueAfterFullState(DuneRoom);

/** What a joining client asks for, from its (checked) join options. */
function joinRequestOf(options: Record<string, unknown>): DuneAuth {
  const { faction, spectator, seatToken, transferCode, format, seenVersion } = parseJoinOptions(options);
  return { faction, spectator, seatToken, transferCode, format, seenVersion };
}
