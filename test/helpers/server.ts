// Boots a real game server on a free loopback port and records the raw frames each SDK client receives.
import '../../client-sdk/ws-global.ts'; // before @colyseus/sdk is evaluated
import { matchMaker } from '@colyseus/core';
import { Room as SdkRoom } from '@colyseus/sdk';
import { startServer, type RunningServer, type ServerOptions } from '../../server/app.ts';
import type { DuneRoom } from '../../rooms/DuneRoom.ts';
import { DuneClient, type DuneClientOptions, type GameConnection } from '../../client-sdk/node.ts';
import { setLogLevel } from '../../server/log.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileStore, type GameStore } from '../../server/store/index.ts';

// Refused joins and other expected events are logged at info; tests show only warnings and errors.
setLogLevel((process.env.LOG_LEVEL as 'debug' | 'info' | 'warn' | 'error' | undefined) ?? 'warn');

// Wrap the SDK's frame handler once: every frame a client room receives is kept, keyed by that room.
const frames = new WeakMap<object, Buffer[]>();
type FrameHandler = (this: SdkRoom, event: { data: ArrayBuffer }) => void;
const proto = SdkRoom.prototype as unknown as { onMessageCallback: FrameHandler };
const original = proto.onMessageCallback;
proto.onMessageCallback = function (this: SdkRoom, event: { data: ArrayBuffer }) {
  let list = frames.get(this);
  if (!list) {
    list = [];
    frames.set(this, list);
  }
  list.push(Buffer.from(new Uint8Array(event.data).slice()));
  return original.call(this, event);
};

/** All bytes a connection's room has received so far. */
export function receivedBytes(conn: GameConnection): Buffer {
  return Buffer.concat(frames.get(conn.room) ?? []);
}

export interface TestServer extends RunningServer {
  /** An SDK client; tests drive every decision themselves, so Karama auto-pass is off unless asked for. */
  client(options?: DuneClientOptions): DuneClient;
  /** The live server-side room of a game (same process). */
  room(gameId: string): DuneRoom;
}

/**
 * Where servers of this test run keep their watermarks (server/failover/): one folder per run, so that a server started
 * again on the same port and Redis finds its predecessor's, and none finds those of an earlier run.
 */
const testWatermarkDir = mkdtempSync(join(tmpdir(), 'dune-watermarks-'));

/** A server on a free port, keeping games in a fresh temporary folder (or the store given). */
export async function bootServer(
  store: GameStore = new FileStore(mkdtempSync(join(tmpdir(), 'dune-games-'))),
  options: Partial<ServerOptions> = {},
): Promise<TestServer> {
  // The timing floor is off unless a test asks for it (it would hold every window a test's seat answers).
  const running = await startServer({ port: 0, host: '127.0.0.1', store, pauseFloorMs: 0, watermarkDir: testWatermarkDir, ...options });
  return {
    ...running,
    client: (options: DuneClientOptions = {}) => new DuneClient(running.url, { karamaAutoPass: false, reconnectMinUptimeMs: 0, ...options }),
    room(gameId: string) {
      const room = matchMaker.getLocalRoomById(gameId) as DuneRoom | undefined;
      if (!room) throw new Error(`no live room ${gameId}`);
      return room;
    },
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `cond` until true or fails after `ms`. */
export async function waitFor(cond: () => boolean, ms = 5000, what = 'condition'): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

/** Boots one server for the enclosing `describe` (before/after hooks); call the returned function inside tests. */
export function useServer(options: Partial<ServerOptions> = {}): () => TestServer {
  let server: TestServer | undefined;
  before(async () => {
    server = await bootServer(undefined, options);
  });
  after(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('server not booted yet');
    return server;
  };
}

/** Answers up to `count` decisions with legal moves (seeds `from`, `from + 1` …), each time from the first of `conns` that has one. */
export async function playLegal(conns: readonly GameConnection[], count: number, from = 0): Promise<void> {
  for (let i = from; i < from + count; i++) {
    const conn = conns.find((c) => c.decisions.length > 0);
    const d = conn?.decisions[0];
    if (!conn || !d) return;
    await conn.act(legalAnswer(d, i, conn.view));
  }
}
