// `npm run chaos -- --minutes M --store file|redis [--games G] [--json]`: games under faults, on loopback, bounded.
// A server runs as its own process; G games of 3 SDK clients (random legal answers) play while the server is killed
// (SIGKILL) and started again, and, with --store redis, redis-server (with AOF) is killed and started again, one
// fault every 4–8 s. Clients recover by themselves. The report: actions acknowledged, acknowledged actions the store
// does not hold at the end (lost: must be 0), clients that came back to a state older than what they had been
// acknowledged (rolled back: must be 0), and the recovery times (fault to every client acting again), p50 and max.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { freePort } from './free-port.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliOptions, defineCli, numberOption, UsageError } from '../server/cli.ts';

const CHAOS_CLI = defineCli({
  name: 'chaos',
  usage: 'npm run chaos -- --minutes M --store file|redis [--games G] [--json]',
  about: [
    'Bot games under repeated server kills (and, on Redis, Redis restarts), for M minutes on loopback. Prints what was',
    'acknowledged, lost and rolled back (both must be 0) and the recovery times. Exit status: 0, 1 if anything was lost or',
    'rolled back, 2 on bad options.',
  ],
  options: {
    minutes: { type: 'string', arg: 'M', default: '1', help: 'how long, 0.1..60' },
    store: { type: 'string', arg: 'STORE', default: 'file', help: 'file (a temp DATA_DIR) or redis (a redis-server with AOF on a free port)' },
    games: { type: 'string', arg: 'G', default: '3', help: 'games played at once, each by 3 SDK clients' },
    json: { type: 'boolean', help: 'print only the report, as one JSON line' },
  },
});

const o = cliOptions(CHAOS_CLI, process.argv.slice(2), (v) => {
  if (v.store !== 'file' && v.store !== 'redis') throw new UsageError('--store must be file or redis');
  return {
    ms: numberOption(v.minutes, '--minutes must be 0.1..60', { integer: false, min: 0.1, max: 60 }) * 60_000,
    store: v.store as 'file' | 'redis',
    games: numberOption(v.games, '--games must be 1..20', { min: 1, max: 20 }),
    json: v.json,
  };
});

// The SDK narrates its reconnection attempts on the console; the report is what this tool prints.
for (const method of ['log', 'info', 'warn'] as const) {
  const print = console[method].bind(console);
  console[method] = (...args: unknown[]) => {
    const text = String(args[0] ?? '');
    if (text.startsWith('[Colyseus reconnection]') || text.startsWith('Room connection was closed') || text.startsWith('@colyseus/sdk:')) return;
    print(...args);
  };
}
await import('../client-sdk/ws-global.ts');
const [{ DuneClient }, { legalAnswer }, { FileStore, RedisStore }, { summarize }, { setLogLevel }] = await Promise.all([
  import('../client-sdk/node.ts'),
  import('../rooms/dune/bots/legal.ts'),
  import('../server/store/index.ts'),
  import('./stats.ts'),
  import('../server/log.ts'),
]);
// The probes and the final read of the store log only what goes wrong.
setLogLevel('error');
type GameConnection = import('../client-sdk/node.ts').GameConnection;

const say = (line: string) => {
  if (!o.json) console.log(line);
};

/** Starts `command` and resolves once `ready` says it is up. */
async function launch(command: string, args: string[], env: NodeJS.ProcessEnv, ready: () => Promise<boolean>): Promise<ChildProcess> {
  const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'ignore'] });
  for (let i = 0; i < 400; i++) {
    if (await ready()) return child;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${command} did not start`);
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

const dir = await mkdtemp(join(tmpdir(), 'dune-chaos-'));
const port = await freePort();
const redisPort = await freePort();
const redisUrl = `redis://127.0.0.1:${redisPort}`;
const startRedis = () =>
  launch('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', ''], process.env, async () => {
    const probe = new RedisStore(redisUrl);
    const ok = (await probe.health()) === null;
    await probe.close().catch(() => undefined);
    return ok;
  });
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'error',
  BOT_DELAY_MS: '0',
  LOCK_TTL_MS: '1000',
  // Every client comes back after each kill, all from this machine's one address.
  JOINS_PER_MINUTE: '1000000',
  CREATES_PER_MINUTE: '1000000',
  ...(o.store === 'redis' ? { REDIS_URL: redisUrl } : { DATA_DIR: dir }),
};
const startServer = () =>
  launch(process.execPath, ['--import', 'tsx', 'server/main.ts'], env, () =>
    fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    ),
  );

let redis = o.store === 'redis' ? await startRedis() : null;
let server = await startServer();
const url = `ws://127.0.0.1:${port}`;
const deadline = performance.now() + o.ms;

interface Played {
  gameId: string;
  seats: GameConnection[];
  /** Highest action count acknowledged to any of its clients. */
  acked: number;
}
const tally = { acknowledged: 0, rolledBack: 0, refused: 0, faults: { serverKills: 0, redisRestarts: 0 } };
const games: Played[] = [];
const recoveries: number[] = [];

async function newGame(i: number): Promise<Played> {
  const client = () => new DuneClient(url, { karamaAutoPass: true, reconnectMinUptimeMs: 0, recoverForMs: 120_000 });
  const first = await client().create({ factions: ['atreides', 'harkonnen', 'fremen'], seed: `chaos-${i}-${Date.now()}`, faction: 'atreides', maxTurns: 5 });
  const seats = [first, await client().join(first.gameId, { faction: 'harkonnen' }), await client().join(first.gameId, { faction: 'fremen' })];
  const played: Played = { gameId: first.gameId, seats, acked: 0 };
  for (const c of seats)
    c.onReconnect((view) => {
      // Back after a fault: the view must hold everything this game was acknowledged.
      if (c.version < played.acked) tally.rolledBack += 1;
      void view;
    });
  return played;
}

/** One seat's loop: answer its decisions until the deadline; a finished game is replaced by a new one. */
async function playSeat(game: Played, conn: GameConnection): Promise<void> {
  let pick = 0;
  while (performance.now() < deadline) {
    const d = conn.decisions[0];
    if (!d || !conn.room.connection.isOpen) {
      await new Promise((r) => setTimeout(r, 20));
      if (conn.view.victory) return;
      continue;
    }
    try {
      const { version } = await conn.act(legalAnswer(d, pick++, conn.view));
      tally.acknowledged += 1;
      game.acked = Math.max(game.acked, version);
    } catch {
      tally.refused += 1; // DISCONNECTED, UNAVAILABLE, a stale decision: the view says what to do next
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

async function playGames(slot: number): Promise<void> {
  while (performance.now() < deadline) {
    let game: Played;
    try {
      game = await newGame(slot);
    } catch {
      await new Promise((r) => setTimeout(r, 500)); // the server is down: try again
      continue;
    }
    games.push(game);
    await Promise.all(game.seats.map((c) => playSeat(game, c)));
    for (const c of game.seats) await c.leave().catch(() => undefined);
  }
}

/** Waits until every live game's clients are connected again and one of them has acted since `since`. */
async function recovered(since: number): Promise<void> {
  const marks = new Map(games.map((g) => [g, g.acked]));
  while (performance.now() < deadline) {
    const live = games.filter((g) => !g.seats[0]!.view.victory);
    if (live.every((g) => g.seats.every((c) => c.room.connection.isOpen) && g.acked > (marks.get(g) ?? 0))) return void recoveries.push(Date.now() - since);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function faults(): Promise<void> {
  await new Promise((r) => setTimeout(r, 5000));
  for (let n = 0; performance.now() < deadline - 10_000; n++) {
    const at = Date.now();
    if (redis && n % 3 === 2) {
      await killed(redis);
      await new Promise((r) => setTimeout(r, 1000));
      redis = await startRedis();
      tally.faults.redisRestarts += 1;
    } else {
      await killed(server);
      server = await startServer();
      tally.faults.serverKills += 1;
    }
    await recovered(at);
    say(`fault ${n + 1}: back in ${recoveries.at(-1) ?? '-'} ms; ${tally.acknowledged} actions acknowledged so far`);
    await new Promise((r) => setTimeout(r, 4000 + Math.random() * 4000));
  }
}

await Promise.all([...Array.from({ length: o.games }, (_, i) => playGames(i)), faults()]);

// What the store holds at the end, against what was acknowledged.
const store = o.store === 'redis' ? new RedisStore(redisUrl) : new FileStore(dir);
let lost = 0;
for (const game of games) {
  const record = await store.load(game.gameId);
  lost += Math.max(0, game.acked - (record?.state.actions ?? 0));
}
await store.close();
await killed(server);
if (redis) await killed(redis);
await rm(dir, { recursive: true, force: true });

const times = summarize(recoveries);
const report = {
  store: o.store,
  minutes: o.ms / 60_000,
  games: games.length,
  acknowledged: tally.acknowledged,
  lost,
  rolledBack: tally.rolledBack,
  refusedOrDisconnected: tally.refused,
  faults: tally.faults,
  recoveryMs: { count: recoveries.length, p50: times.p50, max: recoveries.length ? Math.max(...recoveries) : null },
};
if (o.json) console.log(JSON.stringify(report));
else say(`chaos (${o.store}): ${JSON.stringify(report)}`);
process.exit(lost === 0 && tally.rolledBack === 0 ? 0 : 1);
