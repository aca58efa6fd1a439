// What clients send the room (`act`, `autopilot`, `say`, `transfer`, in msgpack or JSON text): each sender's flood guard first,
// then the message's schema, then its handling, and every refusal answered the same way. Nothing here knows the room:
// it is given a host that holds the game, the control and the chat.
import type { ChatMessage } from '../schema/chat.ts';
import type { ClientMessageType, ErrorCode, ErrorMessage } from '../schema/messages.ts';
import type { Faction } from './dune/index.ts';
import type { ChatDesk } from './chat-desk.ts';
import { FLOOD_CLOSE_CODE, FloodGuard } from './flood-guard.ts';
import { readAct, readAutopilot, readSay, readTransfer, ridOf } from './inbound.ts';
import type { TransferCode } from './transfers.ts';
import { readJson } from './json-wire.ts';
import type { RoomServices } from './ports.ts';
import { tell, viewerOf, type DuneClient } from './room-client.ts';
import type { PauseFloor } from './pause-floor.ts';
import { NOT_DURABLE, UNAVAILABLE, type GameSession } from './session.ts';

/** What the intake needs from its room. */
export interface ClientMessageHost {
  readonly services: Pick<RoomServices, 'limits' | 'clock' | 'metrics' | 'log'>;
  readonly session: Pick<GameSession, 'game' | 'enqueue' | 'isSuspended'>;
  readonly chat: ChatDesk;
  /** The room's id, for the log. */
  gameId(): string;
  /** The state version an `ack` carries. */
  version(): number;
  /** Hands a seat to autopilot (or back to its human) and patches the change at once. */
  setAutopilot(seat: Faction, on: boolean): void;
  /** A transfer code for `seat` (rooms/transfers.ts), or null when the seat asked for too many lately. */
  mintTransfer(seat: Faction): TransferCode | null;
  /** Commits the control data and the chat written so far; false if the game was lost. */
  persistControl(): Promise<boolean>;
  /** Sends each client the committed chat messages it may read. */
  showChat(messages: readonly ChatMessage[]): void;
  /** `client` is being closed for flooding: bar its seat token and count its address (server/admission-gate.ts). */
  flooded(client: DuneClient): void;
  /** Takes a message of `type` sent as bytes (JSON mode's frames). */
  onMessageBytes(type: ClientMessageType, handler: (client: DuneClient, bytes: Uint8Array) => void): void;
  /** The timing floor: how long an action must wait before the engine gets it (rooms/pause-floor.ts). */
  readonly floor: Pick<PauseFloor, 'holdFor'>;
  /** Runs `fn` after `ms` (the room's guarded timers). */
  later(fn: () => void, ms: number): void;
}

export class ClientMessages {
  /** Per-client flood limits, checked before a message is even parsed (rooms/flood-guard.ts). */
  private readonly guards = new WeakMap<DuneClient, FloodGuard>();
  /** Clients being closed for flooding: their further messages are dropped, and they are penalised once. */
  private readonly closing = new WeakSet<DuneClient>();

  /** The room's `messages`. Unknown types get a typed error instead of Colyseus's default disconnect. */
  readonly handlers = {
    act: (client: DuneClient, payload: unknown) => this.admitted(client, payload) && this.onAct(client, payload),
    autopilot: (client: DuneClient, payload: unknown) => this.admitted(client, payload) && this.onAutopilot(client, payload),
    say: (client: DuneClient, payload: unknown) => this.admitted(client, payload) && this.onSay(client, payload),
    transfer: (client: DuneClient, payload: unknown) => this.admitted(client, payload) && this.onTransfer(client, payload),
    _: (client: DuneClient, type: unknown) =>
      this.admitted(client, null) && this.reject(client, null, 'UNKNOWN_MESSAGE', `unknown message type ${JSON.stringify(String(type)).slice(0, 80)}`),
  };

  constructor(private readonly host: ClientMessageHost) {}

  /**
   * JSON mode's client messages: `act`, `autopilot`, `say` and `transfer` as JSON text in ROOM_DATA_BYTES frames (rooms/json-wire.ts),
   * from any client. Text that cannot be read is refused like a payload that fails its schema; what can goes the
   * binary messages' way: the same flood guard, schemas and answers.
   */
  acceptJsonMessages(): void {
    for (const type of ['act', 'autopilot', 'say', 'transfer'] as const satisfies readonly ClientMessageType[])
      this.host.onMessageBytes(type, (client: DuneClient, bytes: Uint8Array) => {
        const read = readJson(bytes);
        if (read.ok) return this.handlers[type](client, read.payload);
        if (this.admitted(client, null)) this.refuse(client, read.refusal);
      });
  }

  /** Whether `client` was closed for flooding (it gets no reconnection window). */
  closedForFlooding(client: DuneClient): boolean {
    return this.closing.has(client);
  }

  /** Answers the sender with an `error` (counted as a rejected message). */
  reject(client: DuneClient, rid: string | null, code: ErrorCode, message: string): void {
    this.refuse(client, { rid, code, message, details: [] });
  }

  private refuse(client: DuneClient, error: ErrorMessage): void {
    this.host.services.metrics.actionRejected(error.code);
    tell(client, 'error', error);
  }

  private guardOf(client: DuneClient): FloodGuard {
    let guard = this.guards.get(client);
    if (!guard) {
      guard = new FloodGuard(this.host.services.limits.flood, this.host.services.clock.monotonic());
      this.guards.set(client, guard);
    }
    return guard;
  }

  /** Whether the message may be handled; otherwise it is refused, dropped, or its flooding sender closed. */
  private admitted(client: DuneClient, payload: unknown): boolean {
    return this.obey(client, this.guardOf(client).admit(this.host.services.clock.monotonic()), payload, 'too many messages: slow down');
  }

  private obey(client: DuneClient, verdict: ReturnType<FloodGuard['admit']>, payload: unknown, why: string): boolean {
    if (verdict === 'ok') return true;
    this.host.services.metrics.actionRejected('RATE_LIMITED');
    if (verdict === 'refuse') this.reject(client, ridOf(payload), 'RATE_LIMITED', why);
    if (verdict === 'close' && !this.closing.has(client)) {
      this.closing.add(client);
      this.host.services.log('warn', 'client closed for flooding', { gameId: this.host.gameId(), sessionId: client.sessionId });
      this.host.flooded(client);
      client.leave(FLOOD_CLOSE_CODE, 'flooding: too many messages');
    }
    return false;
  }

  private onAct(client: DuneClient, payload: unknown): void {
    const read = readAct(payload);
    if (!read.ok) return this.refuse(client, read.refusal);
    const { rid, action } = read.message;
    const seat = this.seatOf(client, rid, 'spectators cannot act');
    if (!seat) return;
    const guard = this.guardOf(client);
    const { flood } = this.host.services.limits;
    if (guard.unanswered >= flood.unanswered) {
      this.obey(client, guard.refused(this.host.services.clock.monotonic()), payload, `at most ${flood.unanswered} actions may wait for an answer`);
      return;
    }
    guard.unanswered += 1;
    const run = () =>
      this.host.session.enqueue(seat, action, (result) => {
        guard.unanswered -= 1;
        if (!result.ok) return this.refuse(client, { rid, code: result.error.code, message: result.error.message, details: allowedDetails(result.error) });
        this.ack(client, rid);
      });
    // An answer to a question put to every seat waits out the timing floor (rooms/pause-floor.ts): its speed would
    // tell whether the seat holds the card. It counts as unanswered meanwhile.
    const hold = this.host.floor.holdFor(this.host.session.game, seat, action, this.host.services.clock.now());
    if (hold > 0) this.host.later(run, hold);
    else run();
  }

  private onAutopilot(client: DuneClient, payload: unknown): void {
    const read = readAutopilot(payload);
    if (!read.ok) return this.refuse(client, read.refusal);
    const { rid, on } = read.message;
    const seat = this.seatOf(client, rid, 'spectators have no seat to hand over');
    if (!seat) return;
    this.host.setAutopilot(seat, on);
    this.ack(client, rid);
  }

  /** A code to move the sender's seat to another device, in its `ack` alone (never broadcast, never stored). */
  private onTransfer(client: DuneClient, payload: unknown): void {
    const read = readTransfer(payload);
    if (!read.ok) return this.refuse(client, read.refusal);
    const { rid } = read.message;
    const seat = this.seatOf(client, rid, 'spectators have no seat to move');
    if (!seat) return;
    const transfer = this.host.mintTransfer(seat);
    if (!transfer) return this.reject(client, rid, 'RATE_LIMITED', 'too many transfer codes for this seat lately: use the last one, or wait a few minutes');
    tell(client, 'ack', { rid, version: this.host.version(), transfer });
  }

  /** The seat `client` holds; otherwise it is answered NOT_A_SEAT (`why`) and null returned. */
  private seatOf(client: DuneClient, rid: string, why: string): Faction | null {
    const member = client.userData;
    if (member?.role === 'seat') return member.faction;
    this.reject(client, rid, 'NOT_A_SEAT', why);
    return null;
  }

  /** Tells the sender its message was taken, with the state version its view now includes. */
  private ack(client: DuneClient, rid: string): void {
    tell(client, 'ack', { rid, version: this.host.version() });
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
    const { clock } = this.host.services;
    const at = { wall: clock.now(), monotonic: clock.monotonic() };
    const written = this.host.chat.write(this.host.session.game, viewer, viewer === 'spectator' ? `spectator:${client.sessionId}` : viewer, read.message, at);
    if (!written.ok && written.code === 'RATE_LIMITED') return void this.obey(client, this.guardOf(client).refused(at.monotonic), payload, written.message);
    if (!written.ok) return this.reject(client, rid, written.code, written.message);
    void this.host.persistControl().then((stored) => {
      if (!stored) {
        this.host.chat.log.withdraw(written.message.id);
        // A suspended game (its store not durable enough) is still here; a lost one is moving.
        const why = this.host.session.isSuspended ? NOT_DURABLE : UNAVAILABLE;
        return this.reject(client, rid, why.code, why.message);
      }
      this.host.showChat([written.message]);
      this.ack(client, rid);
    });
  }
}

/** The values a refused choice could have had (EngineError.allowed), as error details: `{ path: 'allowed', message }` each. */
function allowedDetails(error: { allowed?: string[] }): ErrorMessage['details'] {
  return (error.allowed ?? []).map((value) => ({ path: 'allowed', message: value }));
}
