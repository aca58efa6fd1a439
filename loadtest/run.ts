// `npm run loadtest -- [--url ws://127.0.0.1:2567] --rooms R --duration S [--json]` (docs/ARCHITECTURE.md §7)
//   [--workers N] [--floor-duration S] [--echo-duration S] [--redis URL] [--bot legal|easy|medium|hard|brutal]
//   [--max-turns N] [--sample-rooms N] [--think-ms MS] [--stagger S]   (`--help` lists every option with its default:
//   LOAD_CLI in args.ts)
// R rooms of 6 SDK clients answering their own decisions (without delay unless --think-ms), games restarted as they end, for S
// seconds, with a progress line each second. The clients run in --workers child processes (default 1; loadtest/
// workers.ts), so that this process, which hosts the game server unless --url, measures the server alone; with
// --workers 0 they run here and the server's CPU and memory include the load generator's. Without --url the game
// server keeps its games in a FileStore in a temp dir (or in Redis with --redis), and is closed after the game load.
// Then, in the same run, the baselines: (a) the framework floor — a minimal Colyseus room served from this process,
// loaded at the same concurrency by the same clients' processes, its CPU per action set against the game server's
// (loadtest/floor.ts); (b) a raw WebSocket echo at the same concurrency and rate, in this process; (c) the bytes of
// full JSON views on every change (measured during the game load on a sample of rooms).
// The generator's own garbage collection grows with the clients it holds: at 100 rooms without think time it was
// 28% of its CPU, 10% with a 64 MB young generation (NODE_OPTIONS=--max-semi-space-size=64, which the workers
// inherit), which then drives 2,500-2,700 instead of 2,200 actions/s. At a human pace the larger young generation
// lengthens its pauses (500 rooms, 2 s think time: p99 70 ms by default, 80-92 ms with 32-64 MB), so it is left to
// the tester. (Figures from before --workers, with the clients in the server's process.)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningServer } from '../server/app.ts';
import type { ServerSample } from './server-metrics.ts';
import type { RedisCpuSample } from './redis-cpu.ts';
import type { ClientDriver } from './clients.ts';
import { parseLoadArgs } from './args.ts';

// The options first: --help or a bad option (exit 2) answers before the server and SDK modules load (1-2 s).
const o = parseLoadArgs(process.argv.slice(2));
// The ws package must be the SDK's WebSocket before the SDK module (imported by games.ts) is evaluated.
await import('../client-sdk/ws-global.ts');
// The workers load their modules while this process loads its own and starts the server.
const clientsReady: Promise<ClientDriver> =
  o.workers === 0 ? import('./clients.ts').then((m) => m.localClients(o.rooms)) : import('./workers.ts').then((m) => m.startWorkers(o.workers, o.rooms));
const [
  { startServer },
  { FileStore, RedisStore },
  { runEcho },
  { runFloor },
  { metricsUrlOf, scrapeServer, usageBetween },
  { latenciesFrom, round, summarize },
] = await Promise.all([
  import('../server/app.ts'),
  import('../server/store/index.ts'),
  import('./echo.ts'),
  import('./floor.ts'),
  import('./server-metrics.ts'),
  import('./stats.ts'),
]);

let local: RunningServer | null = null;
let dataDir: string | null = null;
if (!o.url) {
  dataDir = o.redisUrl ? null : await mkdtemp(join(tmpdir(), 'dune-loadtest-'));
  // A fresh key prefix per run, so a shared Redis keeps earlier runs' games apart.
  const store = o.redisUrl ? new RedisStore(o.redisUrl, `dune-loadtest-${process.pid}-${Date.now()}`) : new FileStore(dataDir!);
  // Every game of the load comes from this one address: the per-address create limit (against floods) is lifted.
  // The timing floor is off: it is a deliberate wait (rooms/pause-floor.ts), not work, and would only stretch the
  // round trips of the windows the clients answer at once.
  local = await startServer({ port: 0, store, pauseFloorMs: 0, limits: { createsPerMinute: 1_000_000, joinsPerMinute: 1_000_000 } });
}
const clients = await clientsReady;
const url = o.url ?? local!.url;
const metricsUrl = metricsUrlOf(url);
const say = (line: string) => {
  if (!o.json) console.log(line);
};

const errorSamples: string[] = [];
let errors = 0;
const onError = (message: string) => {
  errors++;
  if (errorSamples.length < 10) errorSamples.push(message);
  if (!o.json) console.error(`error: ${message}`);
};
const idle = await scrapeServer(metricsUrl);
// With the server here: what the rooms hold, measured at the end of the load (loadtest/live-memory.ts).
const { liveBytes } = await import('./live-memory.ts');
const idleLive = local ? liveBytes() : null;
let liveAtEnd: number | null = null;
let peakRss = idle?.rssBytes ?? 0;
let end: ServerSample | null = null;
/** The first scrape once every room had its first game going: the server's steady state runs from there. */
const ramp: { end: ServerSample | null } = { end: null };
// With the games in Redis: Redis's own CPU at the same moments as the server's steady-state samples.
const { redisCpuProbe, redisUsage } = await import('./redis-cpu.ts');
const redisCpu = local && o.redisUrl ? await redisCpuProbe(o.redisUrl) : null;
const redisAt: { ramp: Promise<RedisCpuSample | null> | null; end: Promise<RedisCpuSample | null> | null } = { ramp: null, end: null };
/** The end of the load window: the first sample at or after the deadline (Redis's CPU is sampled with it). */
const endAt = (sample: ServerSample | null): ServerSample | null => {
  if (end === null && sample !== null) redisAt.end = redisCpu?.sample() ?? null;
  return end ?? sample;
};
const ownCpu = process.cpuUsage();
const started = performance.now();
const deadline = started + o.durationMs;
const load = clients.startGame(
  {
    url,
    rooms: o.rooms,
    deadline,
    bot: o.bot,
    maxTurns: o.maxTurns,
    sampleRooms: Math.min(o.sampleRooms, o.rooms),
    thinkMs: o.thinkMs,
    staggerMs: o.staggerMs,
  },
  onError,
);

// Progress each second: figures since the last line (sorting every sample each tick would skew the load). A line
// that comes late means an event loop is saturated: a worker's (or this process's with --workers 0), or the server's.
// The server's /metrics is scraped every second up to 100 rooms, every 5 s above: its process metrics walk every
// open handle and file descriptor, which at 500 rooms cost the server about 3% of its busy time at one scrape a
// second (a Prometheus scraping every 15 s costs a tenth of that).
const scrapeEvery = o.rooms > 100 ? 5 : 1;
let seen = 0;
let tick = 0;
let lastAt = started;
let lastSample = idle;
let loading = true;
const progress = setInterval(() => {
  void (async () => {
    await load.refresh();
    // A line still on its way when the load ended would come amid the next phases' lines.
    if (!loading) return;
    const now = performance.now();
    const window = summarize(load.totals.latencies.slice(seen));
    seen = load.totals.latencies.length;
    const sample = ++tick % scrapeEvery === 0 ? await scrapeServer(metricsUrl) : null;
    if (sample) peakRss = Math.max(peakRss, sample.rssBytes);
    if (sample && now >= deadline) end = endAt(sample);
    if (sample && !ramp.end && load.totals.allFilledAt !== null && now < deadline) {
      ramp.end = sample;
      redisAt.ramp = redisCpu?.sample() ?? null;
    }
    // Over the last scrape's window; '-' between scrapes.
    const cpu = !sample
      ? '-'
      : lastSample
        ? `${Math.round(((sample.cpuSeconds - lastSample.cpuSeconds) / ((sample.at - lastSample.at) / 1000)) * 100)}%`
        : 'n/a';
    const rss = !sample ? '-' : `${Math.round(sample.rssBytes / 1e6)}MB`;
    say(
      `t=${((now - started) / 1000).toFixed(0)}s clients=${load.totals.clientsConnected} games=${load.totals.games} actions=${seen} ` +
        `(${Math.round(window.count / ((now - lastAt) / 1000))}/s) p50=${window.p50}ms p99=${window.p99}ms max=${window.max}ms errors=${errors} server cpu=${cpu} rss=${rss}`,
    );
    lastAt = now;
    if (sample) lastSample = sample;
  })();
}, 1000);
// The end of the load window, for CPU%: scraped at the deadline, before the rooms are left.
const endTimer = setTimeout(() => {
  void scrapeServer(metricsUrl).then((s) => {
    end = endAt(s);
    // After the CPU sample: the full collection pauses this process (and an in-process server) for a while.
    if (idleLive !== null) liveAtEnd = liveBytes();
  });
}, o.durationMs);

const done = await load.done;
loading = false;
clearInterval(progress);
clearTimeout(endTimer);
end = endAt(end ?? (await scrapeServer(metricsUrl)));
const seconds = (Math.min(performance.now(), deadline) - started) / 1000;
const loadWallSeconds = (performance.now() - started) / 1000;
// This process's own CPU over the game load: with --workers 0 the load generator's (near 100%: it, not the server,
// was the limit), plus the server's when it runs here; with workers, the server's and the coordinator's.
const ownUsed = process.cpuUsage(ownCpu);
const ownMicros = ownUsed.user + ownUsed.system;
const generatorMicros = done.clientCpuMicros ?? ownMicros;
const t = load.totals;
const lat = summarize(t.latencies);
const afterRamp = t.allFilledAt === null ? null : latenciesFrom(t.latencies, t.ends, t.allFilledAt);
const clientCount = o.rooms * 6;
const ratePerClient = lat.count / seconds / clientCount;
const liveMemoryPerRoomMB = idleLive !== null && liveAtEnd !== null ? round((liveAtEnd - idleLive) / 1e6 / o.rooms, 3) : null;
const server = idle && end ? { ...usageBetween(idle, end, Math.max(peakRss, end.rssBytes), o.rooms), liveMemoryPerRoomMB, metrics: metricsUrl } : null;
// Joining costs the server far more than playing (matchmaking, a full state per client): its steady state apart.
const steadyFrom = ramp.end;
const steady = steadyFrom && end && end.at - steadyFrom.at >= 1000 ? usageBetween(steadyFrom, end, Math.max(peakRss, end.rssBytes), o.rooms) : null;
const serverAfterRamp = steady && {
  seconds: round((end!.at - steadyFrom!.at) / 1000, 1),
  cpuPercent: steady.cpuPercent,
  cpuMsPerAction: steady.cpuMsPerAction,
  actionMs: steady.actionMs,
  gcPausePercent: steady.gcPausePercent,
};
const [redisRamp, redisEnd] = await Promise.all([redisAt.ramp, redisAt.end]);
await redisCpu?.close();
const redisServerAfterRamp = steady && redisRamp && redisEnd ? redisUsage(redisRamp, redisEnd, steadyFrom!, end!) : null;
// The minimal server needs Colyseus's matchmaker, one per process: the game server goes first.
await local?.close();

let minimalRoom: Awaited<ReturnType<typeof runFloor>> | null = null;
if (o.floorMs > 0) {
  const pace = o.thinkMs > 0 ? `after ${o.thinkMs} ms of thought` : 'at once';
  say(`framework floor: ${o.rooms} minimal rooms × 6 clients, one action in flight per room (${pace}), for ${o.floorMs / 1000} s …`);
  const where = [
    o.url ? 'this process, not the game server’s (remote: --url)' : 'this process, like the game server',
    o.workers === 0 ? 'with the clients (--workers 0)' : 'with the coordinator',
  ].join(', ');
  minimalRoom = await runFloor({ clients, rooms: o.rooms, durationMs: o.floorMs, thinkMs: o.thinkMs, where, onError });
}

say(`echo baseline: ${clientCount} clients × ${ratePerClient.toFixed(2)} msg/s for ${o.echoMs / 1000} s …`);
const echo = o.echoMs > 0 ? await runEcho(clientCount, ratePerClient, o.echoMs) : null;
const perGame = summarize(t.bytesPerClientGame);
const actionsAtAllFilled = afterRamp === null ? 0 : lat.count - afterRamp.length;
const coordinator =
  clients.workers === 0
    ? null
    : // Without a server here this process's CPU is the coordinator's alone; with one, only the time its IPC handlers took.
      local === null
      ? { cpuMs: round(ownMicros / 1000, 1), measured: 'process' }
      : { cpuMs: round(done.coordinatorMs ?? 0, 1), measured: 'ipc-handlers' };

const report = {
  url,
  store: o.url ? 'remote' : o.redisUrl ? 'redis' : 'file',
  serverInProcess: local !== null,
  rooms: o.rooms,
  clients: clientCount,
  bot: o.bot,
  maxTurns: o.maxTurns,
  thinkMs: o.thinkMs,
  staggerSeconds: o.staggerMs / 1000,
  seconds: round(seconds, 1),
  games: t.games,
  actions: lat.count,
  actionsPerSecond: round(lat.count / seconds, 1),
  // Joining R×6 clients takes a while at large R: the rate once every room had its first game going.
  rampSeconds: t.allFilledAt === null ? null : round((t.allFilledAt - started) / 1000, 1),
  actionsPerSecondAfterRamp:
    t.allFilledAt === null || t.allFilledAt >= deadline ? null : round((lat.count - actionsAtAllFilled) / ((deadline - t.allFilledAt) / 1000), 1),
  latencyMs: lat,
  // The same once every room was filled: joins (full-state sends) during the ramp delay the first actions.
  latencyAfterRampMs: afterRamp === null ? null : summarize(afterRamp),
  downstream: {
    bytesPerClientPerGame: { games: t.games, p50: perGame.p50, max: perGame.max },
    bytesPerClientPerSecond: Math.round(t.bytesReceived / clientCount / seconds),
    bytesPerAction: lat.count > 0 ? Math.round(t.bytesReceived / lat.count) : 0,
  },
  fullJsonBaseline: {
    sampledClients: t.sampled.clients,
    receivedBytes: t.sampled.received,
    fullJsonBytes: t.sampled.fullJson,
    ratio: t.sampled.fullJson > 0 ? round(t.sampled.received / t.sampled.fullJson, 4) : null,
  },
  echoBaseline: echo,
  loadGenerator: {
    workers: clients.workers,
    // Of one core, summed over the workers.
    cpuPercent: round(generatorMicros / 1e4 / loadWallSeconds, 1),
    cpuMsPerAction: lat.count > 0 ? round(generatorMicros / 1000 / lat.count, 3) : null,
    coordinator,
    // Each clients' process's own event-loop delay and collector pauses: they lengthen the latencies it records.
    stalls: done.stalls,
  },
  server,
  serverAfterRamp,
  // With --redis: redis-server's own CPU over the same window (INFO cpu), per action the game server accepted.
  redisServerAfterRamp,
  minimalRoom,
  ratio: {
    // What the game room costs the server per action, in minimal Colyseus rooms' worth.
    serverCpuPerAction: server?.cpuMsPerAction && minimalRoom?.server.cpuMsPerAction ? round(server.cpuMsPerAction / minimalRoom.server.cpuMsPerAction) : null,
    // The same in the steady states: the game once every room was filled, the minimal room once every room joined.
    serverCpuPerActionSteady:
      serverAfterRamp?.cpuMsPerAction && minimalRoom?.afterJoins?.cpuMsPerAction
        ? round(serverAfterRamp.cpuMsPerAction / minimalRoom.afterJoins.cpuMsPerAction)
        : null,
  },
  errors: errors + (echo?.errors ?? 0),
  errorSamples,
};
console.log(o.json ? JSON.stringify(report) : `\n${JSON.stringify(report, null, 2)}`);
await clients.close();
if (dataDir) await rm(dataDir, { recursive: true, force: true });
process.exit(report.errors > 0 ? 1 : 0);
