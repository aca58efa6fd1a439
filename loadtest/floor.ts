// The framework floor phase (docs/ARCHITECTURE.md §7): the minimal Colyseus room (loadtest/minimal-room.ts) served
// from this process, loaded by the same clients' processes at the game load's concurrency. Its CPU per action is
// this process's own (process.cpuUsage) from before the first join to the deadline: the minimal server's, plus the
// coordinator's small share (answering the workers), plus the clients' with --workers 0 — as the game server's
// figure is measured, so that the ratio of the two compares like with like.
import type { ClientDriver } from './clients.ts';
import { startMinimalServer } from './minimal-room.ts';
import { summarize, type Summary } from './stats.ts';

interface FloorReport {
  /** Where the minimal server ran, and what shares its CPU figure. */
  where: string;
  rooms: number;
  clients: number;
  seconds: number;
  /** Actions completed by the deadline. */
  actions: number;
  actionsPerSecond: number;
  /** Every action's round trip, those in flight at the deadline included. */
  latencyMs: Summary;
  server: { cpuPercent: number; cpuMsPerAction: number | null };
  /** The workers' CPU over the phase (null with --workers 0): near 100% each, the clients were the limit, not the server. */
  loadGenerator: { cpuPercent: number; cpuMsPerAction: number | null } | null;
  errors: number;
}

export async function runFloor(o: {
  clients: ClientDriver;
  rooms: number;
  durationMs: number;
  where: string;
  onError(message: string): void;
}): Promise<FloorReport> {
  const server = await startMinimalServer();
  let errors = 0;
  try {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const deadline = started + o.durationMs;
    let end: { at: number; micros: number } | null = null;
    const sample = () => {
      const used = process.cpuUsage(cpu);
      return { at: performance.now(), micros: used.user + used.system };
    };
    const timer = setTimeout(() => (end = sample()), o.durationMs);
    const totals = await o.clients.floor(server.url, deadline, (message) => {
      errors++;
      o.onError(message);
    });
    const wallSeconds = (performance.now() - started) / 1000;
    clearTimeout(timer);
    const { at, micros } = end ?? sample();
    const actions = totals.ends.filter((t) => t <= at).length;
    const seconds = o.durationMs / 1000;
    const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;
    return {
      where: o.where,
      rooms: o.rooms,
      clients: o.rooms * 6,
      seconds,
      actions,
      actionsPerSecond: round(actions / seconds, 1),
      latencyMs: summarize(totals.latencies),
      server: {
        cpuPercent: round(micros / 1e4 / ((at - started) / 1000), 1),
        cpuMsPerAction: actions > 0 ? round(micros / 1000 / actions, 3) : null,
      },
      loadGenerator:
        totals.clientCpuMicros === null
          ? null
          : {
              cpuPercent: round(totals.clientCpuMicros / 1e4 / wallSeconds, 1),
              cpuMsPerAction: totals.latencies.length > 0 ? round(totals.clientCpuMicros / 1000 / totals.latencies.length, 3) : null,
            },
      errors,
    };
  } finally {
    await server.close();
  }
}
