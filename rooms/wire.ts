// The few framework internals the server relies on, in one place. Each is checked when this module loads (a
// dependency update that removes one fails the start-up loudly instead of quietly changing what clients see),
// and docs/COLYSEUS.md explains why each is needed.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Socket } from 'node:net';
import { dirname, join } from 'node:path';
import { Protocol, Room, type Client } from '@colyseus/core';
import { StateView } from '@colyseus/schema';
import { WebSocketTransport, type TransportOptions } from '@colyseus/ws-transport';
import { WebSocket as WebSocketClass, type WebSocket } from 'ws';
import { pingInRounds } from './ping-rounds.ts';

type FullStateSender = { sendFullState(client: Client): void };

/**
 * The exact versions whose internals were checked (package.json pins them). Another installed version refuses to
 * start: its internals may differ in ways no shape check sees. Update both after re-reading docs/COLYSEUS.md and
 * running the wire tests (projection, batches, full game guard the join full-state workaround).
 */
export const TESTED_VERSIONS: Readonly<Record<string, string>> = {
  '@colyseus/core': '0.18.17',
  '@colyseus/schema': '5.0.34',
  '@colyseus/ws-transport': '0.18.4',
  // server/redis-driver.ts mends a defect of its listing query.
  '@colyseus/redis-driver': '0.18.3',
  ws: '8.23.0',
};

/** The installed version of a package, read from its package.json (found upward from its entry point). */
function installedVersion(name: string): string | null {
  const require = createRequire(import.meta.url);
  let dir: string;
  try {
    dir = dirname(require.resolve(name));
  } catch {
    return null;
  }
  for (let i = 0; i < 6; i++, dir = dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === name) return pkg.version ?? null;
    } catch {
      // not this folder
    }
  }
  return null;
}

/** Why the installed framework is not the one this server was checked against, or null. */
export function frameworkProblem(tested: Readonly<Record<string, string>> = TESTED_VERSIONS): string | null {
  for (const [name, version] of Object.entries(tested)) {
    const installed = installedVersion(name);
    if (installed !== version)
      return `${name} ${installed ?? '(missing)'} is installed; this server relies on internals of ${version} (rooms/wire.ts, docs/COLYSEUS.md §4)`;
  }
  if (typeof (Room.prototype as unknown as Partial<FullStateSender>).sendFullState !== 'function')
    return '@colyseus/core: Room.prototype.sendFullState is gone; see docs/COLYSEUS.md (join full state)';
  if (!(new StateView().changes instanceof Map)) return '@colyseus/schema: StateView.changes is gone; see docs/COLYSEUS.md (join full state)';
  if (typeof (WebSocketClass.prototype as { setSocket?: unknown }).setSocket !== 'function') return 'ws: WebSocket.prototype.setSocket is gone (ref._socket)';
  if (typeof (WebSocketTransport.prototype as unknown as { autoTerminateUnresponsiveClients?: unknown }).autoTerminateUnresponsiveClients !== 'function')
    return '@colyseus/ws-transport: autoTerminateUnresponsiveClients is gone (keep-alive pings, rooms/ping-rounds.ts)';
  return null;
}

/** Start-up check: throws with a clear message when the framework is not the one checked. */
export function checkFrameworkInternals(): void {
  const problem = frameworkProblem();
  if (problem) throw new Error(`refusing to start: ${problem}`);
}

/**
 * Workaround (schema 5.0 / core 0.18): a joining client receives the full state of its view when it confirms the
 * join, but the ADD operations recorded by `view.add()` in onJoin stay queued and are replayed in its next patch,
 * after any intervening changes. A list edited in between then decodes wrongly on that client (observed: a stale
 * decision resurrected). The full state already holds everything the view grants, so the queue is dropped.
 */
export function dropViewQueueAfterFullState(roomClass: { prototype: object }): void {
  // startServer refuses to start without it (checkFrameworkInternals); here it is only wrapped where it exists.
  const proto = roomClass.prototype as FullStateSender;
  if (typeof proto.sendFullState !== 'function') return;
  const sendFullState = proto.sendFullState;
  proto.sendFullState = function (this: Room, client: Client) {
    sendFullState.call(this, client);
    client.view?.changes.clear();
  };
}

/** The protocol code of a frame: its first byte's low five bits (the high three are modifiers, e.g. TIMED). */
const PROTOCOL_CODE_MASK = 0x1f;

/**
 * Keeps the schema state (ROOM_STATE, ROOM_STATE_PATCH frames) from `client`, a JSON-mode client that reads its
 * views instead. The frames are encoded for the room anyway (a client without a StateView shares the public patch,
 * so nothing is encoded for it alone); only their sending is skipped. Every other frame goes through.
 */
export function withoutStateFrames(client: Client): void {
  const raw = client.raw.bind(client);
  client.raw = (data, options, cb) => {
    const code = (data[0] ?? 0) & PROTOCOL_CODE_MASK;
    if (code === Protocol.ROOM_STATE || code === Protocol.ROOM_STATE_PATCH) return cb?.();
    raw(data, options, cb);
  };
}

/** The TCP socket under a client's WebSocket (ws-transport's `ref._socket`), or null for another transport. */
export function clientSocket(client: Client): Socket | null {
  const socket = (client as { ref?: { _socket?: unknown } }).ref?._socket;
  return socket instanceof Socket ? socket : null;
}

/**
 * Runs `send` with every client's socket corked, so the frames it sends each client leave in one write (one system
 * call per client instead of one per frame). A client without a reachable socket is simply not corked.
 */
export function corked(clients: Iterable<Client>, send: () => void): void {
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

/** Slices of each ping interval (rooms/ping-rounds.ts): at 15 s, one tick every 300 ms. */
const PING_SLICES = 50;

/**
 * The WebSocket transport, reporting every byte it sends (for /metrics) through `count`, and pinging its sockets
 * a share at a time over the interval instead of all at once (rooms/ping-rounds.ts).
 */
export class MeteredTransport extends WebSocketTransport {
  constructor(options: TransportOptions, count: (bytes: number) => void) {
    super(options);
    // Before Colyseus's own handler, so the handshake is counted too. `send` is ws's public method, wrapped per socket.
    this.wss.prependListener('connection', (socket: WebSocket) => {
      const send = socket.send.bind(socket) as (data: unknown, ...rest: unknown[]) => void;
      (socket as { send: unknown }).send = (data: unknown, ...rest: unknown[]) => {
        count(byteLength(data));
        send(data, ...rest);
      };
    });
  }

  // The framework's own rule per socket (two unanswered pings close it; a pong resets the count), spread in slices.
  protected override autoTerminateUnresponsiveClients(pingInterval: number, pingMaxRetries: number): void {
    const sockets = this.wss.clients as Set<WebSocket & { pingCount: number }>;
    this.pingInterval = pingInRounds(sockets, pingInterval, PING_SLICES, (socket) => {
      if (socket.pingCount >= pingMaxRetries) return socket.terminate();
      socket.pingCount++;
      socket.ping(noop);
    });
  }
}

function noop(): void {}

function byteLength(data: unknown): number {
  if (typeof data === 'string') return Buffer.byteLength(data);
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return data.byteLength;
  return 0;
}
