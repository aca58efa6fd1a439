// One run of `npm run chaos` (the command line and what it checks: chaos.ts): the processes, the games, the faults
// and their recovery, then the export check and the report.
import { makeFaults, faultFigures, LATE_AFTER_MS, QUIET_END_MS, type Fault, type FaultFigures, type FaultKind } from './chaos-faults.ts';
import { leave, playGames, type Played, type Table } from './chaos-games.ts';
import { checkExports } from './chaos-exports.ts';
import { healthy, redisProcess, serverProcess, type Restartable } from './chaos-processes.ts';

export interface ChaosConfig {
  ms: number;
  store: 'file' | 'redis';
  games: number;
  port: number;
  /** DATA_DIR of the file store, or where redis-server keeps its append-only file. */
  dir: string;
  adminToken: string;
  redis: { port: number; url: string; answers: () => Promise<boolean> } | null;
  say: (line: string) => void;
}

export interface ChaosReport {
  store: 'file' | 'redis';
  seconds: number;
  games: { played: number; finished: number; finalTurns: Record<string, number> };
  faults: FaultFigures;
  acknowledged: number;
  lost: number;
  doubled: number;
  rolledBack: number;
  unrecovered: number;
  /** Client views that went below a version they had shown. */
  viewsWentBack: number;
  replayMismatches: number;
  unexported: number;
  refusedOrDisconnected: number;
  ok: boolean;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const now = () => performance.now();
/** Redis stays down this long after its kill, so that the rooms notice (their lock lapses at LOCK_TTL_MS). */
const REDIS_DOWN_MS = 1000;

export async function runChaos(config: ChaosConfig): Promise<ChaosReport> {
  const httpUrl = `http://127.0.0.1:${config.port}`;
  const redis = config.redis ? redisProcess(config.redis.port, config.dir, config.redis.answers) : null;
  const server = serverProcess(config.port, {
    ...process.env,
    LOG_LEVEL: 'error',
    BOT_DELAY_MS: '0',
    LOCK_TTL_MS: '1000',
    ADMIN_TOKEN: config.adminToken,
    // Every client comes back after each kill, all from this machine's one address.
    JOINS_PER_MINUTE: '1000000',
    CREATES_PER_MINUTE: '1000000',
    ...(config.redis ? { REDIS_URL: config.redis.url } : { DATA_DIR: config.dir }),
  });
  const processes: Restartable[] = redis ? [redis, server] : [server];
  try {
    for (const p of processes) await p.run();
    const start = now();
    const table: Table = { url: `ws://127.0.0.1:${config.port}`, now, start, deadline: start + config.ms, games: [], tally: { acknowledged: 0, refused: 0 } };
    const faults: Fault[] = [];
    const players = Array.from({ length: config.games }, (_, slot) => playGames(table, slot));
    const faulting = makeFaults(
      {
        start,
        stopAt: table.deadline - QUIET_END_MS,
        kindOf: (n) => (redis && n % 3 === 2 ? 'redis-kill' : 'server-kill'),
        make: (kind: FaultKind) => (kind === 'redis-kill' ? redis!.crash(REDIS_DOWN_MS) : server.crash()),
        watch: (fault) => watch(fault, table, httpUrl, config.say),
        now,
        sleep,
      },
      faults,
    );
    await Promise.all([...players, faulting]);
    await Promise.all(table.games.filter((g) => !g.over).map(leave));
    const checked = await checkExports(httpUrl, config.adminToken, table.games);
    const figures = faultFigures(faults);
    const rolledBack = table.games.reduce((n, g) => n + g.ledger.rolledBack, 0);
    const viewsWentBack = table.games.reduce((n, g) => n + g.seats.reduce((m, s) => m + s.view.wentBack, 0), 0);
    const failures = [checked.lost, checked.doubled, rolledBack, figures.unrecovered, viewsWentBack, checked.replayMismatches, checked.unexported];
    return {
      store: config.store,
      seconds: config.ms / 1000,
      games: { played: table.games.length, finished: checked.finished, finalTurns: checked.finalTurns },
      faults: figures,
      acknowledged: table.tally.acknowledged,
      lost: checked.lost,
      doubled: checked.doubled,
      rolledBack,
      unrecovered: figures.unrecovered,
      viewsWentBack,
      replayMismatches: checked.replayMismatches,
      unexported: checked.unexported,
      refusedOrDisconnected: table.tally.refused,
      ok: failures.every((n) => n === 0),
    };
  } finally {
    for (const p of processes.reverse()) await p.stop();
  }
}

/** Whether the service is back from `fault` for the games `inPlay` (see chaos.ts). */
function clientsBack(fault: Fault, inPlay: readonly Played[]): boolean {
  const restarted = fault.restartedAt;
  if (restarted === null) return false;
  return inPlay.every(
    (game) =>
      game.over ||
      (game.seats.every((s) => s.connection.room.connection.isOpen && (fault.kind !== 'server-kill' || s.rejoinedAt > fault.at)) &&
        game.seats.some((s) => s.lastAckAt > restarted)),
  );
}

/** Watches `fault` until it has recovered or the run is over; says how it went. */
async function watch(fault: Fault, table: Table, httpUrl: string, say: (line: string) => void): Promise<void> {
  // Called as the fault is made, before the kill: what each game had acknowledged by then, its restore must hold.
  const inPlay = table.games.filter((g) => !g.over);
  for (const game of inPlay) game.ackedBeforeFault = game.ledger.acks.length;
  const late = fault.at - fault.dueAt > LATE_AFTER_MS ? `, ${Math.round(fault.at - fault.dueAt)} ms late` : '';
  const what = `fault ${fault.n} (${fault.kind} at ${((fault.at - table.start) / 1000).toFixed(1)} s${late})`;
  while (now() < table.deadline) {
    if (clientsBack(fault, inPlay) && (await healthy(`${httpUrl}/health`))) {
      fault.recoveredAt = now();
      return say(`${what}: recovered in ${Math.round(fault.recoveredAt - fault.at)} ms; ${table.tally.acknowledged} actions acknowledged so far`);
    }
    await sleep(50);
  }
  say(`${what}: NOT recovered when the run ended`);
}
