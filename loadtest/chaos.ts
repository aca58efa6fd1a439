// `npm run chaos -- --minutes M | --seconds S --store file|redis [--games G] [--json]`: games under faults, on
// loopback, bounded. A server runs as its own process (with an ADMIN_TOKEN, for the export at the end); G games of 3
// SDK clients (random legal answers) play while the server is killed (SIGKILL) and started again, and, with --store
// redis, every third fault kills redis-server (AOF) instead and starts it again a second later. When faults are made
// and what counts as late: chaos-faults.ts. A fault has recovered once the server answers /health, every client of
// every game in play at the fault is back in it (for a server kill: reconnected since), and every one of those games
// not over since has acknowledged an action after the killed process was running again. At the end every game is
// exported through the admin API and checked against what its clients saw acknowledged (chaos-ledger.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';
import { FAULT_EVERY_MS, QUIET_END_MS } from './chaos-faults.ts';
import { cliOptions, defineCli, numberOption, UsageError } from '../server/cli.ts';

const s = (ms: number) => ms / 1000;
const CHAOS_CLI = defineCli({
  name: 'chaos',
  usage: 'npm run chaos -- [--minutes M | --seconds S] [--store file|redis] [--games G] [--json]',
  about: [
    'Bot games under faults for M minutes (or S seconds) on loopback: the server process killed (SIGKILL) and started',
    `again, and on Redis every third fault redis-server (AOF) instead. One fault every ${s(FAULT_EVERY_MS.min)}–${s(FAULT_EVERY_MS.max)} s, fault to fault: each`,
    `falls due that long after the previous one was made, and is made once the previous one has recovered (one due`,
    `before that waits and is counted late, with its wait); none in the last ${s(QUIET_END_MS)} s, so that each can recover.`,
    'A fault has recovered once /health answers 200, every client of every game in play at the fault is back in it, and',
    'each of those games not over since has acknowledged an action after the killed process was running again. At the',
    'end every game is exported through the admin API and checked against what its clients saw acknowledged.',
    'Prints the faults (by kind, mean interval, late, recovery p50 and max), the actions acknowledged, lost, doubled and',
    "rolled back, the unrecovered faults and the games' final turns. Exit status: 0; 1 if anything was lost, doubled or",
    'rolled back, a view went back, a log does not replay, a game could not be exported or a fault did not recover; 2 on',
    'bad options.',
  ],
  options: {
    minutes: { type: 'string', arg: 'M', defaultText: '1', help: 'how long, 0.5..60' },
    seconds: {
      type: 'string',
      arg: 'S',
      defaultText: 'off',
      help: 'how long in seconds instead, 24..3600 (short runs, tests; at 24 the first fault, due by 8 s, still precedes the quiet last 15 s)',
    },
    store: { type: 'string', arg: 'STORE', default: 'file', help: 'file (a temp DATA_DIR) or redis (a redis-server with AOF on a free port)' },
    games: { type: 'string', arg: 'G', default: '3', help: 'games played at once, each by 3 SDK clients' },
    json: { type: 'boolean', help: 'print only the report, as one JSON line' },
  },
});

const options = cliOptions(CHAOS_CLI, process.argv.slice(2), (v) => {
  if (v.store !== 'file' && v.store !== 'redis') throw new UsageError('--store must be file or redis');
  if (v.minutes !== undefined && v.seconds !== undefined) throw new UsageError('--minutes and --seconds both say how long: give one');
  const ms =
    v.seconds !== undefined
      ? numberOption(v.seconds, '--seconds must be 24..3600', { integer: false, min: 24, max: 3600 }) * 1000
      : numberOption(v.minutes ?? '1', '--minutes must be 0.5..60', { integer: false, min: 0.5, max: 60 }) * 60_000;
  return { ms, store: v.store as 'file' | 'redis', games: numberOption(v.games, '--games must be 1..20', { min: 1, max: 20 }), json: v.json };
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
// Loaded once the command line is known to be good (a bad one exits at once, having started nothing).
const [{ runChaos }, { RedisStore }, { setLogLevel }] = await Promise.all([
  import('./chaos-run.ts'),
  import('../server/store/index.ts'),
  import('../server/log.ts'),
]);
type ChaosReport = import('./chaos-run.ts').ChaosReport;
// The Redis probes log only what goes wrong.
setLogLevel('error');

const dir = await mkdtemp(join(tmpdir(), 'dune-chaos-'));
const [port, redisPort] = [await freePort(), await freePort()];
const redisUrl = `redis://127.0.0.1:${redisPort}`;
let code = 1;
try {
  const report = await runChaos({
    ...options,
    port,
    dir,
    adminToken: randomBytes(24).toString('hex'),
    redis:
      options.store === 'redis'
        ? {
            port: redisPort,
            url: redisUrl,
            answers: async () => {
              const probe = new RedisStore(redisUrl);
              const ok = (await probe.health()) === null;
              await probe.close().catch(() => undefined);
              return ok;
            },
          }
        : null,
    say: (line) => {
      if (!options.json) console.log(line);
    },
  });
  console.log(options.json ? JSON.stringify(report) : humanReport(report));
  code = report.ok ? 0 : 1;
} catch (error) {
  // A process that would not start again (within 20 s), say: the run cannot go on, and says why.
  console.error(`chaos: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
process.exit(code);

/** The report for a reader: the same figures as --json's. */
function humanReport(r: ChaosReport): string {
  const f = r.faults;
  const turns = Object.entries(r.games.finalTurns)
    .map(([turn, n]) => `turn ${turn}: ${n}`)
    .join(', ');
  const failed = (['lost', 'doubled', 'rolledBack', 'unrecovered', 'viewsWentBack', 'replayMismatches', 'unexported'] as const).filter((k) => r[k] > 0);
  return [
    `chaos (${r.store}, ${r.seconds} s): ${f.made} faults (server kills ${f.byKind.serverKill}, Redis kills ${f.byKind.redisKill}), ` +
      `fault to fault mean ${f.intervalMs.mean ?? '-'} ms (min ${f.intervalMs.min ?? '-'}, max ${f.intervalMs.max ?? '-'}); ` +
      `${f.late.count} late, waiting ${f.late.waitedMs} ms in all for the previous one to recover`,
    `  recovery p50 ${f.recoveryMs.p50 ?? '-'} ms, max ${f.recoveryMs.max ?? '-'} ms; unrecovered ${r.unrecovered}`,
    `  acknowledged ${r.acknowledged}, lost ${r.lost}, doubled ${r.doubled}, rolled back ${r.rolledBack}; views gone back ${r.viewsWentBack}, ` +
      `logs not replaying ${r.replayMismatches}, games not exported ${r.unexported}; refused or cut off by a fault ${r.refusedOrDisconnected}`,
    `  games ${r.games.played} (${r.games.finished} finished); final turns: ${turns || '-'}`,
    failed.length === 0 ? '  OK' : `  FAILED: ${failed.map((k) => `${k} ${r[k]}`).join(', ')}`,
  ].join('\n');
}
