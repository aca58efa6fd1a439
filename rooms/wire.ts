// The few framework internals the server relies on, in one place. Each is checked when this module loads (a
// dependency update that removes one fails the start-up loudly instead of quietly changing what clients see),
// and docs/COLYSEUS.md explains why each is needed.
import { Socket } from 'node:net';
import { Room, type Client } from '@colyseus/core';
import { StateView } from '@colyseus/schema';
import { WebSocketTransport, type TransportOptions } from '@colyseus/ws-transport';
import type { WebSocket } from 'ws';

type FullStateSender = { sendFullState(client: Client): void };

/** Start-up check: the internals below exist in the installed Colyseus and schema versions. */
export function checkFrameworkInternals(): void {
  if (typeof (Room.prototype as unknown as Partial<FullStateSender>).sendFullState !== 'function')
    throw new Error('@colyseus/core: Room.prototype.sendFullState is gone; see docs/COLYSEUS.md (join full state)');
  if (!(new StateView().changes instanceof Map)) throw new Error('@colyseus/schema: StateView.changes is gone; see docs/COLYSEUS.md (join full state)');
}

/**
 * Workaround (schema 5.0 / core 0.18): a joining client receives the full state of its view when it confirms the
 * join, but the ADD operations recorded by `view.add()` in onJoin stay queued and are replayed in its next patch,
 * after any intervening changes. A list edited in between then decodes wrongly on that client (observed: a stale
 * decision resurrected). The full state already holds everything the view grants, so the queue is dropped.
 */
export function dropViewQueueAfterFullState(roomClass: { prototype: object }): void {
  checkFrameworkInternals();
  const proto = roomClass.prototype as FullStateSender;
  const sendFullState = proto.sendFullState;
  proto.sendFullState = function (this: Room, client: Client) {
    sendFullState.call(this, client);
    client.view?.changes.clear();
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

/** The WebSocket transport, reporting every byte it sends (for /metrics) through `count`. */
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
}

function byteLength(data: unknown): number {
  if (typeof data === 'string') return Buffer.byteLength(data);
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return data.byteLength;
  return 0;
}
