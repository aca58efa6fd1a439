// The framework floor's server (docs/ARCHITECTURE.md §7): a Colyseus room as small as the framework allows — no store,
// no engine, no views — that does per action what the game room does around its engine: one state change, its patch
// broadcast at once, then the answer to the sender. What the game costs beyond this is the game's, not Colyseus's.
import type { AddressInfo } from 'node:net';
import { Room, Server, type Client } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { FLOOR_ROOM, FloorState } from './floor-state.ts';

/**
 * Each change is patched when made, as in the game room (rooms/DuneRoom.ts): the periodic patch is only a heartbeat,
 * long so that no per-room interval runs between actions (a null rate would leave Colyseus's 60 Hz clock interval).
 */
const HEARTBEAT_PATCH_MS = 60_000;

class FloorRoom extends Room<{ state: FloorState }> {
  override maxClients = 6;

  override onCreate(): void {
    this.state = new FloorState();
    this.patchRate = HEARTBEAT_PATCH_MS;
  }

  override messages = {
    act: (client: Client, n: unknown) => {
      this.state.counter++;
      this.broadcastPatch();
      client.send('ack', n);
    },
  };
}

interface MinimalServer {
  /** ws:// address. */
  url: string;
  close(): Promise<void>;
}

/** Starts the minimal server on a free loopback port. Colyseus's matchmaker is one per process: no other server may run. */
export async function startMinimalServer(): Promise<MinimalServer> {
  const transport = new WebSocketTransport();
  const quiet = () => undefined;
  const server = new Server({
    transport,
    greet: false,
    gracefullyShutdown: false,
    logger: { trace: quiet, debug: quiet, info: quiet, warn: console.warn, error: console.error },
  });
  server.define(FLOOR_ROOM, FloorRoom);
  await server.listen(0, '127.0.0.1');
  const { port } = transport.server!.address() as AddressInfo;
  return { url: `ws://127.0.0.1:${port}`, close: () => server.gracefullyShutdown(false) };
}
