// One client's connection to one game: its view, its decisions, and `act`.
import { countsAsKarama, countsAsTruthtrance } from '../rooms/dune/karama/cards.ts';
import { familyOf } from '../rooms/dune/cards/treachery.ts';
import type { Room } from '@colyseus/sdk';
import { readChoam, readDecisions, readHand, readView } from '../schema/read.ts';
import { karamaBarred } from '../rooms/dune/karama/barred.ts';
import { betrayingCard } from '../rooms/dune/phases/battle/traitor-card.ts';
import { betraysUse } from '../rooms/dune/plugins/answers.ts';
// The answers' root installs the plug-ins' view-level rules the SDK asks (whether a seat may play a Karama).
import '../rooms/dune/plugins/answers.ts';
import type { z } from 'zod';
import type { AckMessage, CLIENT_MESSAGES, ClientMessageType, ErrorMessage, EventsMessage, SeatMessage, WireAction } from '../schema/messages.ts';
import { SEAT_MOVED_CLOSE_CODE } from '../schema/close-codes.ts';
import type { ChatChannel, ChatMessage, ChatMessages } from '../schema/chat.ts';
import { chatNumber } from '../schema/chat-ids.ts';
import type { DuneState } from '../schema/state.ts';
import type { Action, Decision, Faction, GameEvent, Phase, PlayerView, Victory } from '../rooms/dune/types.ts';
import { DuneError } from './errors.ts';
import { EventLog } from './event-log.ts';
import { playUntilOver, type Chooser, type PlayOptions } from './play.ts';

type Listener<T> = (value: T) => void;

/** Close code of a leave the client asked for. */
const CONSENTED = 4000;
/** After an automatic pass failed, how soon the SDK looks again at the windows still open (see passUnplayableWindows). */
const PASS_RETRY_MS = 500;

export interface Acknowledgement {
  /** State version that includes the action (the view already reflects it when `act` resolves). */
  version: number;
  /** Only for `transferCode`: the code and when it expires. */
  transfer?: TransferCode;
}

/** A code that moves a seat to another device (GameConnection.transferCode, DuneClient.takeSeat). */
export interface TransferCode {
  /** Typed on the other device (`ABCD-EFGH-JKMN`; case, spaces and dashes do not matter). */
  code: string;
  /** When it stops working, ms since the epoch. */
  expiresAt: number;
}

/** Events and chat that arrived while joining, kept by DuneClient (client.ts), and how to stop collecting them. */
type Early = { events: GameEvent[]; chat?: ChatMessage[]; stop: () => void };

/** Refusals after which recovery stops: waiting does not change them. */
const FINAL: ReadonlySet<string> = new Set(['GAME_NOT_FOUND', 'GAME_DAMAGED', 'GAME_ROLLED_BACK', 'BAD_TOKEN', 'BAD_GAME_ID', 'PROTOCOL_MISMATCH']);

/** @internal How a connection behaves (DuneClientOptions, with their defaults applied). */
export interface ConnectionSettings {
  recoverForMs: number;
  karamaAutoPass: boolean;
  requestTimeoutMs: number;
  eventHistory: number | 'all';
}

export class GameConnection {
  readonly gameId: string;
  /** The seat held, or null for a spectator. */
  readonly faction: Faction | null;
  /** Secret token that reclaims this seat after a disconnect or restart. Keep it; never share it. */
  readonly seatToken: string | null;
  /** The view, built from the decoded state when first asked for after a change (null: not built yet). */
  private cached: PlayerView | null = null;
  private cachedDecisions: Decision[] | null = null;
  private active: Room<unknown, DuneState>;
  private leaving = false;
  private readonly reconnectListeners = new Set<Listener<PlayerView>>();
  private nextRid = 1;
  private readonly inflight = new Map<string, { resolve: (a: Acknowledgement) => void; reject: (e: DuneError) => void }>();
  /** Accepted actions whose ack arrived before the state reached their version: released on a change or a drop. */
  private readonly awaitingVersion = new Set<() => void>();
  private readonly changeListeners = new Set<Listener<PlayerView>>();
  private readonly updateListeners = new Set<Listener<number>>();
  private readonly eventListeners = new Set<Listener<GameEvent[]>>();
  private readonly errorListeners = new Set<Listener<DuneError>>();
  private readonly autoPassed = new Set<string>();
  /** Events received since joining (see `events`). */
  private readonly history: EventLog;
  /** Chat messages received since joining (see `chat`), and their ids. */
  private readonly talk: ChatMessage[] = [];
  private readonly heardIds = new Set<string>();
  private readonly chatListeners = new Set<Listener<ChatMessage[]>>();
  /** The highest state version this connection has seen, in any of its rooms (sent when it recovers). */
  private highestSeen = 0;

  private readonly recoverForMs: number;
  private readonly karamaAutoPass: boolean;
  /** A request unanswered after this long is rejected with TIMEOUT (the connection may be stuck). */
  private readonly requestTimeoutMs: number;

  /** @internal Built by DuneClient once the seat message and first state have arrived. */
  constructor(
    opened: { room: Room<unknown, DuneState>; seat: SeatMessage; early?: Early },
    seatToken: string | null,
    /** Gets back in, telling the server the highest version this connection saw (a seat's check against a rollback). */
    private readonly rejoin: ((seenVersion: number) => Promise<{ room: Room<unknown, DuneState>; early?: Early }>) | null,
    settings: ConnectionSettings,
  ) {
    this.recoverForMs = settings.recoverForMs;
    this.karamaAutoPass = settings.karamaAutoPass;
    this.requestTimeoutMs = settings.requestTimeoutMs;
    this.history = new EventLog(settings.eventHistory);
    this.gameId = opened.seat.gameId;
    this.faction = (opened.seat.faction as Faction | null) ?? null;
    this.seatToken = seatToken;
    this.active = opened.room;
    this.highestSeen = opened.room.state.version ?? 0;
    this.attach(opened.room);
    // Events and chat that arrived while joining were kept by DuneClient; they come first.
    this.takeEarly(opened.early);
    this.passUnplayableWindows();
  }

  private takeEarly(early: Early | undefined): void {
    if (!early) return;
    early.stop();
    this.received(early.events);
    this.heard(early.chat ?? []);
  }

  /**
   * @internal The underlying Colyseus room (replaced when the connection recovers), for the repository's own tests.
   * Left out of the published types: they would pull in @colyseus/sdk's, which need Node's and skipLibCheck.
   */
  get room(): Room<unknown, DuneState> {
    return this.active;
  }

  private attach(room: Room<unknown, DuneState>): void {
    room.onStateChange(() => {
      if (room !== this.active) return;
      this.highestSeen = Math.max(this.highestSeen, room.state.version);
      this.invalidate();
      this.passUnplayableWindows();
      for (const l of this.updateListeners) l(this.version);
      // The view is built only when someone needs it: a listener, or a read of `view`.
      if (this.changeListeners.size > 0) {
        const view = this.view;
        for (const l of this.changeListeners) l(view);
      }
    });
    room.onMessage('ack', (m: AckMessage) =>
      this.settle(m.rid, (p) => this.whenVersion(m.version, () => p.resolve({ version: m.version, ...(m.transfer ? { transfer: m.transfer } : {}) }))),
    );
    room.onMessage('error', (m: ErrorMessage) => {
      const err = new DuneError(m.code, m.message, m.details);
      if (m.rid !== null && this.inflight.has(m.rid)) this.settle(m.rid, (p) => p.reject(err));
      else for (const l of this.errorListeners) l(err);
    });
    room.onMessage('events', (m: EventsMessage) => this.received(m.events));
    room.onMessage('chat', (m: ChatMessages) => this.heard(m.messages));
    // A drop the SDK reconnects by itself, or a close: either way the answers of what is in flight are lost.
    room.onDrop(() => {
      if (room === this.active) this.connectionLost();
    });
    room.onLeave((code) => {
      if (room !== this.active) return;
      this.connectionLost();
      // The seat moved to another device by a transfer code: this token reclaims nothing any more.
      if (code === SEAT_MOVED_CLOSE_CODE) {
        const moved = new DuneError('BAD_TOKEN', 'this seat moved to another device with a transfer code; this connection no longer holds it');
        for (const l of this.errorListeners) l(moved);
        return;
      }
      if (!this.leaving && code !== CONSENTED) void this.recover();
    });
  }

  /**
   * Whether an unanswered action was applied is unknown: it is not re-sent, and is reported DISCONNECTED (the state
   * after recovery tells). An action already acknowledged is settled as accepted.
   */
  private connectionLost(): void {
    for (const [rid, p] of this.inflight) {
      this.inflight.delete(rid);
      p.reject(new DuneError('DISCONNECTED', 'the connection was lost before the action was answered; check the view after reconnecting'));
    }
    for (const release of [...this.awaitingVersion]) release();
  }

  /** Gets back into the game with the seat token (or as a spectator), retrying with backoff for recoverForMs. */
  private async recover(): Promise<void> {
    if (!this.rejoin || this.recoverForMs <= 0) return;
    const until = Date.now() + this.recoverForMs;
    for (let wait = 100; Date.now() < until && !this.leaving; wait = Math.min(wait * 2, 2000)) {
      await new Promise((r) => setTimeout(r, wait));
      try {
        const { room, early } = await this.rejoin(this.highestSeen);
        if (this.leaving) return void room.leave(true);
        this.active = room;
        this.attach(room);
        // The history sent again at the rejoin: what was missed while away (each event and message is kept once).
        this.takeEarly(early);
        this.invalidate();
        this.passUnplayableWindows();
        for (const l of this.reconnectListeners) l(this.view);
        for (const l of this.changeListeners) l(this.view);
        return;
      } catch (error) {
        // The server may still be restarting: try again. But a game that is gone or damaged, or a seat whose token
        // it no longer knows, will not come back by waiting: say so (onError) and stop.
        if (error instanceof DuneError && FINAL.has(error.code)) {
          for (const l of this.errorListeners) l(error);
          return;
        }
      }
    }
  }

  /**
   * The pass to a window every seat is asked alike, whether or not it may act on it (a Karama window, a card play
   * window, Weather Control, Family Atomics, Truthtrance, a traitor call, the Portable Snooper question, CHOAM's Kull
   * Wahad reaction), or null for any other decision.
   */
  windowPass(decision: Decision): Action | null {
    const d = decision;
    switch (d.kind) {
      case 'karama-window':
        return { type: 'karama-window', event: d.id, cancel: null, card: null };
      case 'card-window':
        return { type: 'card-window', event: d.id, card: null };
      case 'weather-control':
        return { type: 'weather-control', event: d.id, move: null };
      case 'family-atomics':
        return { type: 'family-atomics', event: d.id, play: false };
      case 'truthtrance':
        return { type: 'truthtrance', event: d.id, play: null };
      case 'call-traitor':
        return { type: 'call-traitor', event: d.id, call: false };
      case 'portable-snooper':
        return { type: 'portable-snooper', event: d.id, card: null };
      case 'kull-wahad':
        return { type: 'kull-wahad', event: d.id, play: false };
      default:
        return null;
    }
  }

  /**
   * The pass to a window this seat cannot act on (windowPass), judged from its own hand and traitors, or null when it
   * could act or `decision` is no such window: a Karama window without a Karama in hand (nor a Nexus card that betrays
   * one of its uses), a card play window without a
   * card of the window's families, Weather Control, Family Atomics or Truthtrance without that card, a traitor call
   * when the opponent's leader is none of this seat's traitors (and no Harkonnen ally may hold it), the Portable
   * Snooper question without a Portable Snooper, CHOAM's Kull Wahad reaction without Kull Wahad. A client that
   * answers such passes itself (karamaAutoPass false) uses this to know which.
   */
  passWhenUnplayable(decision: Decision): Action | null {
    const pass = this.windowPass(decision);
    return pass !== null && !this.mayActOn(decision) ? pass : null;
  }

  /** Whether this seat's hand (or traitors) would let it act on the window `d`. */
  private mayActOn(d: Decision): boolean {
    const own = this.ownSeat()?.private;
    const hand = own ? readHand(own) : [];
    const me = this.faction;
    const state = this.active.state;
    const holds = (family: string) => hand.some((id) => familyOf(id) === family);
    switch (d.kind) {
      case 'karama-window': {
        // A seat whose Karama plays are stopped this phase (CH.worthless.kull-wahad) has none to play either.
        const blocked = me !== null && state.choam !== '' && karamaBarred({ turn: state.turn, phase: state.phase as Phase, choam: readChoam(state.choam) }, me);
        if (hand.some((id) => me !== null && !blocked && countsAsKarama(id, me, state.advanced, this.view))) return true;
        // NX.betrayal: the Nexus card held may betray a use of the window.
        const nexus = this.view.private?.nexusCard ?? null;
        return me !== null && d.uses.some((u) => betraysUse(nexus, me, u));
      }
      case 'card-window':
        return hand.some((id) => d.families.includes(familyOf(id)));
      case 'truthtrance':
        // DS.shrine: a Karama may serve the Shrine's occupant as a Truthtrance.
        return hand.some((id) => me !== null && countsAsTruthtrance(id, me, this.view));
      case 'weather-control':
      case 'family-atomics':
      case 'portable-snooper':
        return holds(d.kind);
      case 'call-traitor': {
        const view = this.view;
        // 2.05.09: the Harkonnen's ally may call the Harkonnen's traitors too, which its view does not show.
        const harkonnenAlly = me !== null && me !== 'harkonnen' && view.alliances.some((pair) => pair.includes('harkonnen') && pair.includes(me));
        const card = betrayingCard(d);
        return harkonnenAlly || (card !== null && (view.private?.traitors ?? []).includes(card));
      }
      case 'kull-wahad':
        return hand.includes('kull-wahad');
      default:
        return true;
    }
  }

  /**
   * Passes the windows this seat cannot act on (passWhenUnplayable), each once. (The room holds such a quick answer
   * to its timing floor, so answering at once reveals nothing: rooms/pause-floor.ts.) Called on every state change,
   * and once a room is joined or rejoined: its first full state came before this connection listened, and a game
   * waiting for this seat's pass changes no more until it comes.
   */
  private passUnplayableWindows(): void {
    if (!this.karamaAutoPass) return;
    for (const d of this.allDecisions) {
      if (this.autoPassed.has(d.id)) continue;
      const pass = this.passWhenUnplayable(d);
      if (pass === null) continue;
      this.autoPassed.add(d.id);
      // A pass that failed or whose fate is unknown (the connection dropped before its answer: the server may have
      // died before committing it) is forgotten, so that it is sent again while the window is still open — after a
      // recovery, the restored game offers it again. A stale window (closed meanwhile) is no longer offered, and its
      // error is nobody's business.
      this.act(pass).catch(() => {
        this.autoPassed.delete(d.id);
        // Its fate may be known only after the last view came (a DISCONNECTED or TIMEOUT settled late): look again
        // shortly, while connected, since no new view may come to prompt it. Gone windows are not offered again.
        setTimeout(() => {
          if (this.room.connection.isOpen) this.passUnplayableWindows();
        }, PASS_RETRY_MS);
      });
    }
  }

  /** Called with the fresh view each time the connection has been recovered after a loss. */
  onReconnect(listener: Listener<PlayerView>): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  /** This viewer's projection: deep-equal to the engine's viewFor(state, seat). The same object until the next change. */
  get view(): PlayerView {
    this.cached ??= this.read();
    return this.cached;
  }

  /**
   * Decisions this seat must answer now. Read from the seat's own private part alone, so a bot or load tester that
   * only needs its decisions does not pay for building the whole view on every change.
   */
  get decisions(): Decision[] {
    const all = this.allDecisions;
    // The windows the SDK answers by itself (karamaAutoPass) are not the client's to answer: they are left out.
    return this.autoPassed.size === 0 ? all : all.filter((d) => !this.autoPassed.has(d.id));
  }

  /** Every decision open for this seat, the windows the SDK answers by itself included. */
  get allDecisions(): Decision[] {
    if (this.cached) return this.cached.private?.decisions ?? [];
    this.cachedDecisions ??= readDecisions([...(this.ownSeat()?.private?.decisions ?? [])]);
    return this.cachedDecisions;
  }

  /**
   * Called with the new version after every decoded change, without building the view (cheaper than onChange
   * for clients that read only `decisions` or `version`). Returns a function that removes the listener.
   */
  onUpdate(listener: Listener<number>): () => void {
    this.updateListeners.add(listener);
    return () => this.updateListeners.delete(listener);
  }

  private invalidate(): void {
    this.cached = null;
    this.cachedDecisions = null;
  }

  private ownSeat() {
    return this.faction === null ? undefined : this.active.state.seats.find((s) => s.faction === this.faction);
  }

  /** How the game ended, once it has (read without building the whole view before then). */
  get victory(): Victory | null {
    return this.active.state.victory === '' ? null : this.view.victory;
  }

  /**
   * Answers this seat's decisions with `choose`, one at a time as they come, until the game is over, and resolves with
   * the victory (play.ts). The connection stays open: `leave()` when done.
   */
  playUntilOver(choose: Chooser, options?: PlayOptions): Promise<Victory> {
    return playUntilOver(this, choose, options);
  }

  /** Called once with the victory when the game is over (at once if it is already). Returns a function that removes it. */
  onGameOver(listener: Listener<Victory>): () => void {
    let told = false;
    const check = () => {
      const victory = told ? null : this.victory;
      if (!victory) return;
      told = true;
      stop();
      listener(victory);
    };
    const stop = this.onUpdate(check);
    check();
    return stop;
  }

  /** Number of actions the game has accepted, as far as this client has seen. */
  get version(): number {
    return this.active.state.version;
  }

  /** Submits an action; resolves once accepted (with the view updated), rejects with a DuneError otherwise. */
  act(action: WireAction): Promise<Acknowledgement> {
    return this.request('act', { action });
  }

  /** Hands this seat to autopilot (`true`) or takes it back (`false`); resolves when the server confirms. */
  setAutopilot(on: boolean): Promise<Acknowledgement> {
    return this.request('autopilot', { on });
  }

  /**
   * A code that moves this seat to another device, where `DuneClient.takeSeat(gameId, code)` takes it: short-lived
   * (`expiresAt`, 5 minutes), good once, one per seat at a time (a new one replaces it). Once it is used, the seat has
   * a new token there, this connection is closed (`onError` reports BAD_TOKEN) and this seat token stops working.
   * Rejects with RATE_LIMITED after a few codes in a few minutes, NOT_A_SEAT for a spectator.
   */
  async transferCode(): Promise<TransferCode> {
    const ack = await this.request('transfer', {});
    if (!ack.transfer) throw new DuneError('JOIN_FAILED', 'the server answered without a transfer code');
    return ack.transfer;
  }

  /**
   * Says `text` on `channel` (`to`: the other seat of a `private` message); resolves once the message is stored
   * and delivered (it is in `chat` by then), rejects with a DuneError otherwise (NO_ALLY, BAD_RECIPIENT,
   * NOT_A_SEAT, NOT_A_SPECTATOR, RATE_LIMITED, BAD_MESSAGE …).
   */
  say(channel: ChatChannel, text: string, to?: Faction): Promise<Acknowledgement> {
    return this.request('say', { channel, text, ...(to === undefined ? {} : { to }) });
  }

  /** Sends a message with a fresh request id; settles on the matching `ack` or `error`. */
  private request<K extends ClientMessageType>(type: K, body: Omit<z.input<(typeof CLIENT_MESSAGES)[K]>, 'rid'>): Promise<Acknowledgement> {
    // Sent while the connection is down, it could not arrive: refused at once, never left pending.
    if (!this.active.connection.isOpen)
      return Promise.reject(new DuneError('DISCONNECTED', 'not connected (the SDK is reconnecting, or the connection was left): try again once it is back'));
    const rid = String(this.nextRid++);
    return new Promise<Acknowledgement>((resolve, reject) => {
      const timer = setTimeout(
        () => this.settle(rid, (p) => p.reject(new DuneError('TIMEOUT', `no answer within ${this.requestTimeoutMs} ms`))),
        this.requestTimeoutMs,
      );
      const done =
        <A extends unknown[]>(fn: (...args: A) => void) =>
        (...args: A) => {
          clearTimeout(timer);
          fn(...args);
        };
      this.inflight.set(rid, { resolve: done(resolve), reject: done(reject) });
      this.active.send(type, { rid, ...body });
    });
  }

  /** Who answers each seat's decisions now: 'human', 'bot' or 'autopilot'. */
  get control(): Partial<Record<Faction, string>> {
    return Object.fromEntries(this.active.state.seats.map((s) => [s.faction, s.control]));
  }

  /** Whether a client holds each seat now (false for a bot seat, an open seat nobody took, and a dropped holder). */
  get connected(): Partial<Record<Faction, boolean>> {
    return Object.fromEntries(this.active.state.seats.map((s) => [s.faction, s.connected]));
  }

  /**
   * The turn clocks that run (`turnSeconds`): for each seat with a public decision open, when its clock runs out
   * (ms since the epoch; then autopilot answers). A secret decision's clock is shown to its own seat only: `myClock`.
   */
  get clocks(): Partial<Record<Faction, number>> {
    return Object.fromEntries(this.active.state.seats.filter((s) => s.clock > 0).map((s) => [s.faction, s.clock]));
  }

  /** When this seat's earliest clock runs out, over all its open decisions (secret ones included), or null. */
  get myClock(): number | null {
    const clock = this.ownSeat()?.private?.clock ?? 0;
    return clock > 0 ? clock : null;
  }

  onChange(listener: Listener<PlayerView>): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /**
   * Game events this viewer may see (public ones and those addressed to its seat), as they arrive. With
   * `{ past: true }` the listener first gets, in one call, every event this connection has received so far (those
   * that arrived while joining included), so nothing is missed by registering late.
   */
  onEvents(listener: Listener<GameEvent[]>, options: { past?: boolean } = {}): () => void {
    if (options.past && this.history.events.length > 0) listener([...this.history.events]);
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  /**
   * The events this connection has received since it joined, in order (a reconnection keeps the earlier ones): all
   * of them, or the last `eventHistory` (DuneClientOptions).
   */
  get events(): readonly GameEvent[] {
    return this.history.events;
  }

  /** Keeps each event once, in id order (event-log.ts); listeners get only events not seen before. */
  private received(events: GameEvent[]): void {
    const fresh = this.history.add(events);
    if (fresh.length === 0) return;
    for (const l of this.eventListeners) l(fresh);
  }

  /**
   * Chat messages this client may read, as they arrive. With `{ past: true }` the listener first gets, in one call,
   * every message this connection has received so far (the history at joining included).
   */
  onChat(listener: Listener<ChatMessage[]>, options: { past?: boolean } = {}): () => void {
    if (options.past && this.talk.length > 0) listener([...this.talk]);
    this.chatListeners.add(listener);
    return () => this.chatListeners.delete(listener);
  }

  /** Every chat message this connection may read and has received since it joined, each once, oldest first. */
  get chat(): readonly ChatMessage[] {
    return this.talk;
  }

  /** Keeps each chat message once, in id order (the history at a join or rejoin overlaps the live messages). */
  private heard(messages: readonly ChatMessage[]): void {
    const fresh = messages.filter((m) => !this.heardIds.has(m.id));
    if (fresh.length === 0) return;
    for (const m of fresh) this.heardIds.add(m.id);
    this.talk.push(...fresh);
    // Ids number this reader's messages in order (c1 its first: rooms/chat-log.ts).
    const n = (m: ChatMessage) => chatNumber(m.id);
    if (this.talk.length > fresh.length && n(this.talk[this.talk.length - fresh.length - 1]!) > n(fresh[0]!)) this.talk.sort((a, b) => n(a) - n(b));
    for (const l of this.chatListeners) l(fresh);
  }

  /** Errors not tied to an `act` call (e.g. a malformed message sent through `room`). */
  onError(listener: Listener<DuneError>): () => void {
    this.errorListeners.add(listener);
    return () => this.errorListeners.delete(listener);
  }

  /** Leaves for good (the seat stays claimed; its token reclaims it). */
  async leave(): Promise<void> {
    this.leaving = true;
    // leave() on a connection that is already closed would wait forever for a close frame.
    if (!this.active.connection.isOpen) return;
    await this.active.leave(true);
  }

  /** Runs `fn` once the decoded state has reached `version` (the server patches before it acks, but be sure). */
  private whenVersion(version: number, fn: () => void): void {
    if (this.active.state.version >= version) return fn();
    const release = () => {
      stop();
      this.awaitingVersion.delete(release);
      fn();
    };
    const stop = this.onUpdate(() => {
      if (this.active.state.version >= version) release();
    });
    this.awaitingVersion.add(release);
  }

  private read(): PlayerView {
    return readView(this.active.state, this.faction ?? 'spectator');
  }

  private settle(rid: string, fn: (p: { resolve: (a: Acknowledgement) => void; reject: (e: DuneError) => void }) => void): void {
    const p = this.inflight.get(rid);
    if (!p) return;
    this.inflight.delete(rid);
    fn(p);
  }
}
