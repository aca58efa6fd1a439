// A dune-rooms client written from PROTOCOL.md alone, as a client in another language would be: `fetch` for the
// matchmaking request, `ws` for the socket, and the few framing bytes by hand (JSON mode: every message body is
// JSON text). No Colyseus package, no msgpack library and nothing of the server's code is used here.
import { WebSocket } from 'ws';

/** The frame codes of PROTOCOL.md ("Frames"): the low five bits of a frame's first byte. */
export const FRAME = {
  JOIN_ROOM: 10,
  ERROR: 11,
  LEAVE_ROOM: 12,
  ROOM_DATA: 13,
  ROOM_STATE: 14,
  ROOM_STATE_PATCH: 15,
  ROOM_DATA_BYTES: 17,
  PING: 18,
} as const;

/** The answer of a matchmaking request: where the seat is reserved. */
export interface Reservation {
  name: string;
  roomId: string;
  sessionId: string;
  processId: string;
  publicAddress?: string;
}

/** A refused matchmaking request: its HTTP status, and the refusal code read from `CODE: reason`. */
export class MatchmakeError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** `POST /matchmake/<method>/<target>` with the options as a JSON body. */
export async function matchmake(httpUrl: string, method: 'create' | 'joinById' | 'reconnect', target: string, options: object): Promise<Reservation> {
  const response = await fetch(`${httpUrl}/matchmake/${method}/${encodeURIComponent(target)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(options),
  });
  const body = (await response.json()) as Reservation & { error?: string };
  if (!response.ok) {
    const text = body.error ?? '';
    throw new MatchmakeError(response.status, /^([A-Z_]+): /.exec(text)?.[1] ?? String(response.status), text);
  }
  return body;
}

/** An `error` message: `rid`, `code`, `message`, `details`. */
export interface WireError {
  rid: string | null;
  code: string;
  message: string;
  details: { path: string; message: string }[];
}

/** A framework ERROR frame (a seat refused after the socket opened, say): a number and a text. */
export interface FrameError {
  code: number;
  message: string;
}

interface JsonView {
  private: { decisions: { id: string; kind: string }[] } | null;
  victory: unknown;
}

type Waiter = { ready: () => boolean; resolve: () => void };

// ---------------------------------------------------------------- the few bytes written by hand

/** A short string as msgpack writes it: fixstr (0xa0 | length) for up to 31 bytes, str8 (0xd9, length) up to 255. */
function typeHeader(type: string): Buffer {
  const text = Buffer.from(type, 'utf8');
  if (text.length < 32) return Buffer.concat([Buffer.from([0xa0 | text.length]), text]);
  if (text.length < 256) return Buffer.concat([Buffer.from([0xd9, text.length]), text]);
  throw new Error('message types are short');
}

/** Reads a string at `at` (fixstr, str8, or str16 little-endian as the framework writes it); returns it and the next offset. */
function readString(bytes: Buffer, at: number): [string, number] {
  const head = bytes[at]!;
  if ((head & 0xe0) === 0xa0) return [bytes.toString('utf8', at + 1, at + 1 + (head & 0x1f)), at + 1 + (head & 0x1f)];
  if (head === 0xd9) return [bytes.toString('utf8', at + 2, at + 2 + bytes[at + 1]!), at + 2 + bytes[at + 1]!];
  if (head === 0xda) return [bytes.toString('utf8', at + 3, at + 3 + bytes.readUInt16LE(at + 1)), at + 3 + bytes.readUInt16LE(at + 1)];
  throw new Error(`not a string header: 0x${head.toString(16)}`);
}

/** Reads a non-negative integer at `at` (fixint, or 0xcc/0xcd/0xce with little-endian bytes, as the framework writes it). */
function readNumber(bytes: Buffer, at: number): [number, number] {
  const head = bytes[at]!;
  if (head < 0x80) return [head, at + 1];
  if (head === 0xcc) return [bytes[at + 1]!, at + 2];
  if (head === 0xcd) return [bytes.readUInt16LE(at + 1), at + 3];
  if (head === 0xce) return [bytes.readUInt32LE(at + 1), at + 5];
  throw new Error(`not a number header: 0x${head.toString(16)}`);
}

// ---------------------------------------------------------------- the connection

export class RawClient {
  /** From the `seat` message. */
  seat: { gameId: string; faction: string | null; seatToken: string | null; protocol: string } | null = null;
  /** The last `view` message: the whole view and the state version it was taken at. */
  view: JsonView | null = null;
  version = -1;
  /** The id of every event received, repeats included, in arrival order. */
  readonly received: string[] = [];
  /** Every event received, each id once. */
  readonly events: { id: string; type: string }[] = [];
  /** `error` messages that answered no request of ours (rid null), and framework ERROR frames. */
  readonly errors: WireError[] = [];
  readonly frameErrors: FrameError[] = [];
  /** The framework's reconnection token (from JOIN_ROOM). */
  reconnectionToken = '';
  /** Every frame received, raw (for byte comparisons), and how many of each code. */
  readonly frames: Buffer[] = [];
  readonly counts = new Map<number, number>();
  /** The type of every message received (ROOM_DATA_BYTES, and ROOM_DATA in binary mode), in arrival order. */
  readonly types: string[] = [];
  /** Bytes of every `view` message body. */
  readonly viewSizes: number[] = [];
  /** Set when the socket closed: its close code. */
  closed: number | null = null;

  private readonly pending = new Map<string, { resolve: (version: number) => void; reject: (error: WireError) => void }>();
  /** The transfer codes `ack`s carried, by request id. */
  private readonly transfers = new Map<string, { code: string; expiresAt: number }>();
  private waiters: Waiter[] = [];
  private requests = 0;
  private readonly seen = new Set<string>();

  private constructor(private readonly socket: WebSocket) {}

  /**
   * Opens the socket of a reservation and completes the join: waits for JOIN_ROOM, answers with the one-byte
   * JOIN_ROOM acknowledgement. `reconnectionToken` consumes a reservation of the `reconnect` method; `from` is the
   * local address the socket leaves from (tests of per-address limits).
   */
  static async connect(wsUrl: string, reservation: Reservation, reconnectionToken?: string, from?: string): Promise<RawClient> {
    const base = reservation.publicAddress ? `ws://${reservation.publicAddress}` : wsUrl;
    const query = new URLSearchParams({ sessionId: reservation.sessionId, ...(reconnectionToken ? { reconnectionToken } : {}) });
    // skipHandshake: the JOIN_ROOM frame leaves out the schema description, of no use to a JSON client.
    const socket = new WebSocket(`${base}/${reservation.processId}/${reservation.roomId}?${query}&skipHandshake`, from ? { localAddress: from } : {});
    const client = new RawClient(socket);
    socket.on('message', (data: Buffer) => client.onFrame(data));
    socket.on('close', (code: number) => client.onClose(code));
    await client.until(() => client.reconnectionToken !== '' || client.closed !== null, 5000, 'JOIN_ROOM');
    if (client.closed !== null) throw new Error(`socket closed (${client.closed}) before joining: ${JSON.stringify(client.frameErrors)}`);
    return client;
  }

  /** Sends a message: ROOM_DATA_BYTES, the type as a msgpack string, then the body as JSON text. */
  send(type: string, body: unknown): void {
    this.sendRaw(Buffer.concat([Buffer.from([FRAME.ROOM_DATA_BYTES]), typeHeader(type), Buffer.from(JSON.stringify(body), 'utf8')]));
  }

  sendRaw(bytes: Buffer): void {
    this.socket.send(bytes);
  }

  /** Sends an action; resolves with the `ack`'s version, rejects with the `error`. */
  act(action: object): Promise<number> {
    return this.request('act', { action });
  }

  autopilot(on: boolean): Promise<number> {
    return this.request('autopilot', { on });
  }

  /** Asks for a transfer code for this seat; resolves with the `ack`'s `transfer`. */
  async transfer(): Promise<{ code: string; expiresAt: number }> {
    const rid = `r${this.requests + 1}`;
    await this.request('transfer', {});
    return this.transfers.get(rid)!;
  }

  /** The open decisions of this client's seat, from its view. */
  get decisions(): { id: string; kind: string }[] {
    return this.view?.private?.decisions ?? [];
  }

  /** Resolves once `ready()` holds (checked after every frame), or fails after `ms`. */
  until(ready: () => boolean, ms: number, what: string): Promise<void> {
    if (ready()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        ready,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`timed out waiting for ${what}`));
      }, ms);
      this.waiters.push(waiter);
    });
  }

  /** Closes the socket without a leave request, as a dropped connection would (the seat waits for its return). */
  drop(): Promise<void> {
    this.socket.close();
    return this.until(() => this.closed !== null, 5000, 'the socket to close');
  }

  /** Leaves for good: LEAVE_ROOM; the server closes the socket with 4000. */
  leave(): Promise<void> {
    this.sendRaw(Buffer.from([FRAME.LEAVE_ROOM]));
    return this.until(() => this.closed !== null, 5000, 'the socket to close');
  }

  private request(type: string, body: object): Promise<number> {
    const rid = `r${++this.requests}`;
    return new Promise((resolve, reject) => {
      this.pending.set(rid, { resolve, reject });
      this.send(type, { rid, ...body });
    });
  }

  private onFrame(frame: Buffer): void {
    this.frames.push(frame);
    const code = frame[0]! & 0x1f;
    this.counts.set(code, (this.counts.get(code) ?? 0) + 1);
    if (code === FRAME.JOIN_ROOM) {
      const length = frame[1]!;
      this.reconnectionToken = frame.toString('utf8', 2, 2 + length);
      this.sendRaw(Buffer.from([FRAME.JOIN_ROOM]));
    } else if (code === FRAME.ROOM_DATA) {
      // Binary mode: the type is read (its order is tested), the msgpack body is not.
      this.types.push(readString(frame, 1)[0]);
    } else if (code === FRAME.ROOM_DATA_BYTES) {
      const [type, at] = readString(frame, 1);
      this.types.push(type);
      if (type === 'view') this.viewSizes.push(frame.length - at);
      this.onMessage(type, JSON.parse(frame.toString('utf8', at)));
    } else if (code === FRAME.ERROR) {
      const [number, at] = readNumber(frame, 1);
      this.frameErrors.push({ code: number, message: readString(frame, at)[0] });
    } else if (code === FRAME.PING) {
      // an answer to a PING of ours; nothing to do
    }
    // ROOM_DATA (msgpack bodies) and the schema state frames are not sent to a JSON client; the counts show it.
    this.wake();
  }

  private onMessage(type: string, body: unknown): void {
    if (type === 'seat') this.seat = body as RawClient['seat'];
    else if (type === 'view') {
      const message = body as { version: number; view: JsonView };
      this.view = message.view;
      this.version = message.version;
    } else if (type === 'events') {
      for (const event of (body as { events: { id: string; type: string }[] }).events) {
        this.received.push(event.id);
        if (this.seen.has(event.id)) continue;
        this.seen.add(event.id);
        this.events.push(event);
      }
    } else if (type === 'ack') {
      const { rid, version, transfer } = body as { rid: string; version: number; transfer?: { code: string; expiresAt: number } };
      if (transfer) this.transfers.set(rid, transfer);
      this.pending.get(rid)?.resolve(version);
      this.pending.delete(rid);
    } else if (type === 'error') {
      const error = body as WireError;
      const waiting = error.rid === null ? undefined : this.pending.get(error.rid);
      if (!waiting) return void this.errors.push(error);
      this.pending.delete(error.rid!);
      waiting.reject(error);
    }
  }

  private onClose(code: number): void {
    this.closed = code;
    for (const { reject } of this.pending.values()) reject({ rid: null, code: 'DISCONNECTED', message: `socket closed (${code})`, details: [] });
    this.pending.clear();
    this.wake();
  }

  private wake(): void {
    const ready = this.waiters.filter((w) => w.ready());
    this.waiters = this.waiters.filter((w) => !ready.includes(w));
    for (const w of ready) w.resolve();
  }
}
