// Builds and starts a game server: WebSocket transport, the `dune` room, local presence and driver.
import type { AddressInfo } from 'node:net';
import { Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { DuneRoom } from '../rooms/DuneRoom.ts';
import { ROOM_NAME } from '../schema/messages.ts';
import { storeFromEnv, type GameStore } from './store/index.ts';
import { operatorRoutes } from './http.ts';

/** Frames larger than this close the socket (ws maxPayload). Messages are refused much earlier, by MAX_MESSAGE_BYTES. */
export const MAX_FRAME_BYTES = 64 * 1024;

export interface RunningServer {
  server: Server;
  port: number;
  /** ws:// address of this server. */
  url: string;
  /** http:// address of this server (health, admin). */
  httpUrl: string;
  close(): Promise<void>;
}

export async function startServer(options: { port: number; host?: string; store?: GameStore; adminToken?: string | null }): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const store = options.store ?? storeFromEnv();
  DuneRoom.store = store;
  const transport = new WebSocketTransport({ maxPayload: MAX_FRAME_BYTES });
  const server = new Server({ transport, greet: false, gracefullyShutdown: false });
  server.define(ROOM_NAME, DuneRoom);
  server.router = operatorRoutes(store, options.adminToken ?? null);
  await server.listen(options.port, host);
  const port = (transport.server!.address() as AddressInfo).port;
  const shown = host === '0.0.0.0' ? '127.0.0.1' : host;
  return {
    server,
    port,
    url: `ws://${shown}:${port}`,
    httpUrl: `http://${shown}:${port}`,
    // Rooms release their games first (onBeforeShutdown), then the store closes.
    close: async () => {
      await server.gracefullyShutdown(false);
      await store.close();
    },
  };
}
