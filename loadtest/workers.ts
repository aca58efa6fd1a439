// --workers N: the simulated clients in N child processes (loadtest/worker.ts), so that this process — which hosts
// the game server unless --url — measures the server without the load generator. Rooms are shared out
// round-robin; each worker reports on request (each progress line, and once its rooms are done) what its clients
// recorded, merged here into one set of totals, exact: every latency travels, not a summary.
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { GameLoadTotals } from './games.ts';
import { emptyTotals } from './totals.ts';
import { shareOf, type ClientDriver, type FloorRun, type GameRun } from './clients.ts';
import type { GeneratorStalls } from './stalls.ts';
import type { FromWorker, GameReport, ToWorker } from './worker-protocol.ts';

type Reply<K extends FromWorker['type']> = Extract<FromWorker, { type: K }>;

/** Module loading in a worker takes 1-2 s; far longer means it is not coming. */
const READY_MS = 60_000;

/** One child process and its requests waiting for their answers (answered in order, per type). */
class ClientWorker {
  private readonly waiting = new Map<FromWorker['type'], { resolve(m: FromWorker): void; reject(e: Error): void }[]>();
  private gone: Error | null = null;
  /** Where a worker's `error` messages go (the phase running). */
  onError: (message: string) => void = () => undefined;
  /** Time spent in this process handling the worker's messages (ms). */
  handlerMs = 0;

  constructor(
    readonly index: number,
    private readonly child: ChildProcess,
  ) {
    child.on('message', (message: FromWorker) => {
      const t0 = performance.now();
      if (message.type === 'error') this.onError(`worker ${index}: ${message.message}`);
      else this.waiting.get(message.type)?.shift()?.resolve(message);
      this.handlerMs += performance.now() - t0;
    });
    child.on('exit', (code, signal) => this.fail(new Error(`worker ${index} exited (${signal ?? `code ${code}`})`)));
    // A channel that broke (the worker crashed meanwhile): its exit follows, but the requests can fail now.
    child.on('error', (error) => this.fail(new Error(`worker ${index}: ${error.message}`)));
  }

  private fail(error: Error): void {
    this.gone ??= error;
    for (const queue of this.waiting.values()) for (const w of queue.splice(0)) w.reject(this.gone);
  }

  /** Sends `message` (if any) and waits for the next reply of type `type`. */
  ask<K extends FromWorker['type']>(message: ToWorker | null, type: K, timeoutMs = 0): Promise<Reply<K>> {
    if (this.gone) return Promise.reject(this.gone);
    return new Promise<Reply<K>>((resolve, reject) => {
      const queue = this.waiting.get(type) ?? [];
      this.waiting.set(type, queue);
      const entry = {
        resolve: (m: FromWorker) => {
          clearTimeout(timer);
          resolve(m as Reply<K>);
        },
        reject: (e: Error) => {
          clearTimeout(timer);
          reject(e);
        },
      };
      const timer =
        timeoutMs > 0 ? setTimeout(() => entry.reject(new Error(`worker ${this.index}: no ${type} within ${timeoutMs / 1000} s`)), timeoutMs) : undefined;
      queue.push(entry);
      if (message) this.child.send(message, (error) => error && this.fail(error));
    });
  }

  close(): void {
    if (this.child.connected) this.child.disconnect();
  }
}

/** Forks `workers` client processes and waits until each has loaded its modules. */
export async function startWorkers(workers: number, rooms: number): Promise<ClientDriver> {
  const script = fileURLToPath(new URL('./worker.ts', import.meta.url));
  const pool = Array.from({ length: workers }, (_, i) => {
    const child = fork(script, [], {
      execPath: process.execPath,
      execArgv: ['--import', 'tsx'],
      serialization: 'advanced',
      // A worker writes nothing on stdout (the report's): anything it prints goes to stderr.
      stdio: ['ignore', 2, 'inherit', 'ipc'],
    });
    return new ClientWorker(i, child);
  });
  const closeAll = async () => {
    for (const w of pool) w.close();
  };
  try {
    await Promise.all(pool.map((w) => w.ask(null, 'ready', READY_MS)));
  } catch (e) {
    await closeAll();
    throw e;
  }
  const share = (w: ClientWorker) => shareOf(rooms, w.index, workers);
  const origin = performance.timeOrigin;
  return {
    workers,
    startGame(options, onError) {
      for (const w of pool) w.onError = onError;
      const merged = mergedTotals(workers);
      const games = pool.map((w) => w.ask({ type: 'game', options, indices: share(w), origin }, 'game-done'));
      const done = Promise.allSettled(games).then((settled) => {
        let clientCpuMicros = 0;
        const stalls: GeneratorStalls[] = [];
        for (const [i, s] of settled.entries()) {
          if (s.status === 'rejected') {
            onError((s.reason as Error).message);
            continue;
          }
          merged.add(i, s.value.report);
          clientCpuMicros += s.value.cpuMicros;
          stalls.push(s.value.stalls);
        }
        return { clientCpuMicros, coordinatorMs: pool.reduce((sum, w) => sum + w.handlerMs, 0), stalls };
      });
      const refresh = async () => {
        const reports = await Promise.allSettled(pool.map((w) => w.ask({ type: 'report' }, 'report')));
        for (const [i, r] of reports.entries()) if (r.status === 'fulfilled') merged.add(i, r.value.report);
      };
      return { totals: merged.totals, refresh, done } satisfies GameRun;
    },
    async floor({ url, deadline, thinkMs }, onError) {
      for (const w of pool) w.onError = onError;
      const settled = await Promise.allSettled(pool.map((w) => w.ask({ type: 'floor', url, indices: share(w), deadline, thinkMs, origin }, 'floor-done')));
      const run: FloorRun & { clientCpuMicros: number } = { latencies: [], ends: [], joinedAt: null, clientCpuMicros: 0 };
      for (const s of settled) {
        if (s.status === 'rejected') onError((s.reason as Error).message);
        else {
          append(run.latencies, s.value.totals.latencies);
          append(run.ends, s.value.totals.ends);
          const joined = s.value.totals.joinedAt;
          if (joined !== null) run.joinedAt = Math.max(run.joinedAt ?? 0, joined);
          run.clientCpuMicros += s.value.cpuMicros;
        }
      }
      return run;
    },
    close: closeAll,
  };
}

/** Pushes one by one: a spread of a long array would overflow the stack. */
function append(to: number[], values: readonly number[]): void {
  for (const v of values) to.push(v);
}

/** The workers' reports merged: arrays appended, counters summed over each worker's latest. */
function mergedTotals(workers: number): { totals: GameLoadTotals; add(worker: number, r: GameReport): void } {
  const latest: (GameReport | null)[] = Array.from({ length: workers }, () => null);
  const totals = emptyTotals();
  const sum = (of: (r: GameReport) => number) => latest.reduce((n, r) => n + (r ? of(r) : 0), 0);
  return {
    totals,
    add(worker, r) {
      append(totals.latencies, r.latencies);
      append(totals.ends, r.ends);
      append(totals.bytesPerClientGame, r.bytesPerClientGame);
      latest[worker] = r;
      totals.games = sum((x) => x.games);
      totals.bytesReceived = sum((x) => x.bytesReceived);
      totals.clientsConnected = sum((x) => x.clientsConnected);
      totals.sampled = { clients: sum((x) => x.sampled.clients), received: sum((x) => x.sampled.received), fullJson: sum((x) => x.sampled.fullJson) };
      // The ramp-up ends when the last worker's rooms are all filled.
      const filled = latest.map((x) => x?.allFilledAt ?? null);
      totals.allFilledAt = filled.every((at) => at !== null) ? Math.max(...(filled as number[])) : null;
    },
  };
}
