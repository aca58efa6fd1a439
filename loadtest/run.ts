// `npm run loadtest -- [--url ws://127.0.0.1:2567] --rooms R --duration S [--json]` (docs/ARCHITECTURE.md §7)
//   [--redis URL] [--bot legal|easy|medium|hard|brutal] [--max-turns N] [--echo-duration S] [--sample-rooms N]
//   [--think-ms MS] [--stagger S]   (`--help` lists every option with its default: LOAD_CLI in args.ts)
// R rooms of 6 SDK clients answering their own decisions (without delay unless --think-ms), games restarted as they end, for S
// seconds, with a progress line each second. Then, in the same run, the baselines: (a) a raw WebSocket echo at the
// same concurrency and rate, (b) the bytes of full JSON views on every change (measured during the game load on a
// sample of rooms). Without --url a server is started in this process on a free loopback port, keeping its games
// in a FileStore in a temp dir (or in Redis with --redis); its CPU and memory then include the load generator's.
// The generator's own garbage collection grows with the clients it holds: at 100 rooms without think time it was
// 28% of its CPU, 10% with a 64 MB young generation (NODE_OPTIONS=--max-semi-space-size=64), which then drives
// 2,500-2,700 instead of 2,200 actions/s. At a human pace the larger young generation lengthens its pauses (500
// rooms, 2 s think time: p99 70 ms by default, 80-92 ms with 32-64 MB), so it is left to the tester.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningServer } from '../server/app.ts';
import type { ServerSample } from './server-metrics.ts';
import { parseLoadArgs } from './args.ts';

// The options first: --help or a bad option (exit 2) answers before the server and SDK modules load (1-2 s).
const o = parseLoadArgs(process.argv.slice(2));
// The ws package must be the SDK's WebSocket before the SDK module (imported by games.ts) is evaluated.
await import('../client-sdk/ws-global.ts');
const [
  { startServer },
  { FileStore, RedisStore },
  { runEcho },
  { startGameLoad },
  { metricsUrlOf, scrapeServer, usageBetween },
  { summarize },
  { countReceivedBytes },
] = await Promise.all([
  import('../server/app.ts'),
  import('../server/store/index.ts'),
  import('./echo.ts'),
  import('./games.ts'),
  import('./server-metrics.ts'),
  import('./stats.ts'),
  import('./wire-bytes.ts'),
]);
countReceivedBytes();

let local: RunningServer | null = null;
let dataDir: string | null = null;
if (!o.url) {
  dataDir = o.redisUrl ? null : await mkdtemp(join(tmpdir(), 'dune-loadtest-'));
  // A fresh key prefix per run, so a shared Redis keeps earlier runs' games apart.
  const store = o.redisUrl ? new RedisStore(o.redisUrl, `dune-loadtest-${process.pid}-${Date.now()}`) : new FileStore(dataDir!);
  local = await startServer({ port: 0, store });
}
const url = o.url ?? local!.url;
const metricsUrl = metricsUrlOf(url);
const say = (line: string) => {
  if (!o.json) console.log(line);
};

const errorSamples: string[] = [];
let errors = 0;
const idle = await scrapeServer(metricsUrl);
let peakRss = idle?.rssBytes ?? 0;
let end: ServerSample | null = null;
const generatorCpu = process.cpuUsage();
const started = performance.now();
const deadline = started + o.durationMs;
const load = startGameLoad({
  url,
  rooms: o.rooms,
  deadline,
  bot: o.bot,
  maxTurns: o.maxTurns,
  sampleRooms: Math.min(o.sampleRooms, o.rooms),
  thinkMs: o.thinkMs,
  staggerMs: o.staggerMs,
  onError(message) {
    errors++;
    if (errorSamples.length < 10) errorSamples.push(message);
    if (!o.json) console.error(`error: ${message}`);
  },
});

// Progress each second: figures since the last line (sorting every sample each tick would skew the load). A line
// that comes late means this process's event loop is saturated: the generator, not only the server, is the limit.
let seen = 0;
let last = { at: started, sample: idle };
const progress = setInterval(() => {
  void (async () => {
    const now = performance.now();
    const window = summarize(load.totals.latencies.slice(seen));
    seen = load.totals.latencies.length;
    const sample = await scrapeServer(metricsUrl);
    if (sample) peakRss = Math.max(peakRss, sample.rssBytes);
    if (sample && now >= deadline && !end) end = sample;
    const cpu = sample && last.sample ? `${Math.round(((sample.cpuSeconds - last.sample.cpuSeconds) / ((sample.at - last.sample.at) / 1000)) * 100)}%` : 'n/a';
    const rss = sample ? `${Math.round(sample.rssBytes / 1e6)}MB` : 'n/a';
    say(
      `t=${((now - started) / 1000).toFixed(0)}s clients=${load.totals.clientsConnected} games=${load.totals.games} actions=${seen} ` +
        `(${Math.round(window.count / ((now - last.at) / 1000))}/s) p50=${window.p50}ms p99=${window.p99}ms max=${window.max}ms errors=${errors} server cpu=${cpu} rss=${rss}`,
    );
    last = { at: now, sample };
  })();
}, 1000);
// The end of the load window, for CPU%: scraped at the deadline, before the rooms are left.
const endTimer = setTimeout(() => void scrapeServer(metricsUrl).then((s) => (end ??= s)), o.durationMs);

await load.done;
clearInterval(progress);
clearTimeout(endTimer);
end ??= await scrapeServer(metricsUrl);
const seconds = (Math.min(performance.now(), deadline) - started) / 1000;
// This process's own CPU over the game load: near 100% means the generator, not the server, was the limit.
const generatorUsed = process.cpuUsage(generatorCpu);
const generatorCpuPercent = Math.round(((generatorUsed.user + generatorUsed.system) / 1e4 / ((performance.now() - started) / 1000)) * 10) / 10;
const t = load.totals;
const lat = summarize(t.latencies);
const clients = o.rooms * 6;
const ratePerClient = lat.count / seconds / clients;

say(`echo baseline: ${clients} clients × ${ratePerClient.toFixed(2)} msg/s for ${o.echoMs / 1000} s …`);
const echo = o.echoMs > 0 ? await runEcho(clients, ratePerClient, o.echoMs) : null;
const perGame = summarize(t.bytesPerClientGame);
const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

const report = {
  url,
  store: o.url ? 'remote' : o.redisUrl ? 'redis' : 'file',
  serverInProcess: local !== null,
  rooms: o.rooms,
  clients,
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
    t.allFilledAt === null || t.allFilledAt >= deadline ? null : round((lat.count - t.actionsAtAllFilled) / ((deadline - t.allFilledAt) / 1000), 1),
  latencyMs: lat,
  // The same once every room was filled: joins (full-state sends) during the ramp delay the first actions.
  latencyAfterRampMs: t.allFilledAt === null ? null : summarize(t.latencies.slice(t.actionsAtAllFilled)),
  downstream: {
    bytesPerClientPerGame: { games: t.games, p50: perGame.p50, max: perGame.max },
    bytesPerClientPerSecond: Math.round(t.bytesReceived / clients / seconds),
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
    cpuPercent: generatorCpuPercent,
    cpuMsPerAction: lat.count > 0 ? round((generatorUsed.user + generatorUsed.system) / 1000 / lat.count, 3) : null,
  },
  server: idle && end ? { ...usageBetween(idle, end, Math.max(peakRss, end.rssBytes), o.rooms), metrics: metricsUrl } : null,
  errors: errors + (echo?.errors ?? 0),
  errorSamples,
};
console.log(o.json ? JSON.stringify(report) : `\n${JSON.stringify(report, null, 2)}`);
await local?.close();
if (dataDir) await rm(dataDir, { recursive: true, force: true });
process.exit(report.errors > 0 ? 1 : 0);
