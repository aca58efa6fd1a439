// `npm run loadtest -- [--url ws://127.0.0.1:2567] --rooms R --duration S [--json]`
// R rooms, each with one SDK client per seat answering its own decisions without delay, games started again as
// they finish, for S seconds. Without --url an in-process server is started on a free loopback port.
// A game runs from set-up to its victory (or the turn limit).
import '../client-sdk/ws-global.ts';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { Room as SdkRoom } from '@colyseus/sdk';
import { DuneClient, type GameConnection } from '../client-sdk/node.ts';
import { FACTIONS } from '../rooms/dune/types.ts';
import { legalAnswer } from '../rooms/dune/bots/legal.ts';
import { startServer } from '../server/app.ts';
import { summarize } from './stats.ts';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    rooms: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    json: { type: 'boolean', default: false },
  },
});
const rooms = Number(args.rooms);
const durationMs = Number(args.duration) * 1000;
if (!Number.isInteger(rooms) || rooms < 1 || !(durationMs > 0)) throw new Error('--rooms must be ≥ 1 and --duration > 0');

// Count every byte each client receives.
const received = new WeakMap<object, number>();
const proto = SdkRoom.prototype as unknown as { onMessageCallback(this: SdkRoom, e: { data: ArrayBuffer }): void };
const original = proto.onMessageCallback;
proto.onMessageCallback = function (this: SdkRoom, e: { data: ArrayBuffer }) {
  received.set(this, (received.get(this) ?? 0) + e.data.byteLength);
  return original.call(this, e);
};

const local = args.url ? null : await startServer({ port: 0 });
const url = args.url ?? local!.url;
const latencies: number[] = [];
const bytesPerClientGame: number[] = [];
let errors = 0;
let games = 0;
const started = performance.now();
const deadline = started + durationMs;

/** Answers this seat's decisions until the game has none left for anyone. */
async function playSeat(conn: GameConnection): Promise<void> {
  for (;;) {
    const decision = conn.decisions[0];
    if (decision) {
      const t0 = performance.now();
      try {
        await conn.act(legalAnswer(decision, Math.floor(Math.random() * 1000), conn.view));
        latencies.push(performance.now() - t0);
      } catch {
        errors++;
      }
      continue;
    }
    if (conn.view.awaiting.length === 0 || performance.now() > deadline) return;
    await new Promise<void>((resolve) => {
      const stop = conn.onChange(() => {
        stop();
        resolve();
      });
    });
  }
}

async function roomLoop(index: number): Promise<void> {
  while (performance.now() < deadline) {
    try {
      const client = new DuneClient(url);
      const first = await client.create({ factions: [...FACTIONS], seed: `load-${index}-${games}` });
      const seats = [first];
      for (let i = 1; i < FACTIONS.length; i++) seats.push(await new DuneClient(url).join(first.gameId));
      await Promise.all(seats.map(playSeat));
      if (seats.every((c) => c.view.awaiting.length === 0)) {
        games++;
        for (const c of seats) bytesPerClientGame.push(received.get(c.room) ?? 0);
      }
      await Promise.all(seats.map((c) => c.leave()));
    } catch (e) {
      errors++;
      if (!args.json) console.error(`room ${index}: ${(e as Error).message}`);
    }
  }
}

const progress = setInterval(() => {
  const s = summarize(latencies);
  const t = (performance.now() - started) / 1000;
  if (!args.json) console.log(`t=${t.toFixed(0)}s games=${games} actions=${s.count} p50=${s.p50}ms p99=${s.p99}ms errors=${errors}`);
}, 1000);

await Promise.all(Array.from({ length: rooms }, (_, i) => roomLoop(i)));
clearInterval(progress);
const seconds = (performance.now() - started) / 1000;
const lat = summarize(latencies);
const bytes = summarize(bytesPerClientGame);
const report = {
  url,
  rooms,
  seconds: Math.round(seconds * 10) / 10,
  games,
  actions: lat.count,
  actionsPerSecond: Math.round(lat.count / seconds),
  latencyMs: lat,
  bytesPerClientPerGame: { p50: bytes.p50, max: bytes.max },
  errors,
  memoryMB: local ? Math.round(process.memoryUsage().rss / 1e6) : null,
};
console.log(args.json ? JSON.stringify(report) : `\n${JSON.stringify(report, null, 2)}`);
await local?.close();
process.exit(errors > 0 ? 1 : 0);
