// `npm run flood -- [--rooms R] [--duration S] [--think-ms MS] [--json]`: what one flooding client costs honest games.
// A server runs as its own process (as `npm start`, on a free loopback port, games in a temp folder). Honest rooms of
// SDK clients play for S seconds; then, the same again while one more client floods its own game as fast as it can
// (stale actions sent without waiting, asking straight back in with its seat token whenever it is closed for
// flooding). The flooder is its own process leaving from 127.0.0.2 (loadtest/flooder.ts), so the server's
// per-address limits and bars see it apart from the honest clients on 127.0.0.1. The report gives the honest rooms'
// act latency p50/p99 and the server's peak memory in both phases, and what the flood sent and got back. Figures
// only: nothing here is a pass or fail.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { freePort } from './free-port.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliOptions, defineCli, numberOption } from '../server/cli.ts';

const FLOOD_CLI = defineCli({
  name: 'flood',
  usage: 'npm run flood -- [--rooms R] [--duration S] [--think-ms MS] [--json]',
  about: [
    'Honest game load against a server process, first alone, then with one client flooding as fast as it can.',
    'Prints the honest act latency (p50, p99) and the server peak memory for both phases. Exit status: 0, or 2 on bad options.',
  ],
  options: {
    rooms: { type: 'string', arg: 'R', default: '10', help: 'honest rooms of 6 SDK clients' },
    duration: { type: 'string', arg: 'S', default: '30', help: 'seconds of each phase, at most 600' },
    'think-ms': { type: 'string', arg: 'MS', default: '300', help: 'mean think time of the honest players before each answer' },
    json: { type: 'boolean', help: 'print only the report, as one JSON line' },
  },
});

const o = cliOptions(FLOOD_CLI, process.argv.slice(2), (v) => ({
  rooms: numberOption(v.rooms, '--rooms must be an integer ≥ 1', { min: 1 }),
  durationMs: numberOption(v.duration, '--duration must be 1..600 seconds', { min: 1, max: 600 }) * 1000,
  thinkMs: numberOption(v['think-ms'], '--think-ms must be 0..60000', { integer: false, min: 0, max: 60_000 }),
  json: v.json,
}));

await import('../client-sdk/ws-global.ts');
const [{ startGameLoad }, { scrapeServer }, { summarize }] = await Promise.all([import('./games.ts'), import('./server-metrics.ts'), import('./stats.ts')]);

/** The flooder's own loopback address: the per-address limits must tell it from the honest clients. */
const FLOODER_ADDRESS = '127.0.0.2';

const say = (line: string) => {
  if (!o.json) console.log(line);
};

const dataDir = await mkdtemp(join(tmpdir(), 'dune-flood-'));
const port = await freePort();
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  // The honest clients all come from 127.0.0.1: its join budget must hold both phases' rooms.
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    BOT_DELAY_MS: '0',
    JOINS_PER_MINUTE: String(Math.max(300, o.rooms * 20)),
    // The timing floor holds an answer to a question every seat is asked for 1.5 s on purpose: left on, it would be
    // the honest p99 in both phases and hide what the flood costs.
    PAUSE_FLOOR_MS: '0',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const url = `ws://127.0.0.1:${port}`;
const metricsUrl = `http://127.0.0.1:${port}/metrics`;
for (let i = 0; i < 400 && !(await scrapeServer(metricsUrl)); i++) await new Promise((r) => setTimeout(r, 50));

/** One phase of honest load; `during` runs alongside it. Returns the latencies and the server's peak memory. */
async function phase(name: string, during: (deadline: number) => Promise<unknown>) {
  const deadline = performance.now() + o.durationMs;
  let peak = 0;
  const sampler = setInterval(() => {
    void scrapeServer(metricsUrl).then((s) => {
      if (s) peak = Math.max(peak, s.rssBytes);
    });
  }, 250);
  const errors: string[] = [];
  const load = startGameLoad({
    url,
    rooms: o.rooms,
    deadline,
    bot: 'medium',
    maxTurns: null,
    sampleRooms: 0,
    thinkMs: o.thinkMs,
    staggerMs: Math.min(2000, o.durationMs / 2),
    onError: (m) => errors.push(m),
  });
  await Promise.all([load.done, during(deadline)]);
  clearInterval(sampler);
  const latency = summarize(load.totals.latencies);
  say(
    `${name}: ${load.totals.latencies.length} honest actions, act p50 ${latency.p50.toFixed(1)} ms, p99 ${latency.p99.toFixed(1)} ms, server peak ${(peak / 2 ** 20).toFixed(0)} MB`,
  );
  return { actions: load.totals.latencies.length, p50Ms: latency.p50, p99Ms: latency.p99, peakRssMb: peak / 2 ** 20, errors: errors.length };
}

/** The flooder process (loadtest/flooder.ts) from 127.0.0.2 until `deadline`; resolves with its tally. */
async function flood(deadline: number): Promise<Record<string, number>> {
  const seconds = Math.max(1, (deadline - performance.now()) / 1000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'loadtest/flooder.ts', `http://127.0.0.1:${port}`, FLOODER_ADDRESS, String(seconds)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  await new Promise((r) => child.once('exit', r));
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as Record<string, number>;
}

say(`server pid ${server.pid} on ${url}; ${o.rooms} honest rooms, think ${o.thinkMs} ms, ${o.durationMs / 1000} s per phase`);
const quiet = await phase('without flood', async () => undefined);
let flooded: Awaited<ReturnType<typeof flood>> | null = null;
const noisy = await phase('with flood   ', async (deadline) => (flooded = await flood(deadline)));
const report = {
  withoutFlood: quiet,
  withFlood: noisy,
  flood: flooded,
  p99Ratio: noisy.p99Ms / quiet.p99Ms,
  peakMemoryDeltaMb: noisy.peakRssMb - quiet.peakRssMb,
};
if (o.json) console.log(JSON.stringify(report));
else {
  say(`flood: ${JSON.stringify(flooded)}`);
  say(`honest p99 with flood / without: ${report.p99Ratio.toFixed(2)}×; server peak memory +${report.peakMemoryDeltaMb.toFixed(0)} MB`);
}
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
await rm(dataDir, { recursive: true, force: true });
process.exit(0);
