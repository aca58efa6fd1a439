// The framework floor phase (docs/ARCHITECTURE.md §7): the minimal Colyseus room (loadtest/minimal-room.ts) served
// from this process, loaded by the same clients' processes at the game load's concurrency and pace (its think time).
// Its CPU per action is this process's own (process.cpuUsage): the minimal server's, plus the coordinator's small
// share (answering the workers), plus the clients' with --workers 0 — as the game server's figure is measured, so
// that the ratio of the two compares like with like. Over the whole phase, and once every room had joined (as the
// game's `serverAfterRamp`): at a human pace the joins of thousands of clients outweigh a few seconds of actions.
import type { ClientDriver } from './clients.ts';
import { startMinimalServer } from './minimal-room.ts';
import { latenciesFrom, round, summarize, type Summary } from './stats.ts';

interface Usage {
  cpuPercent: number;
  cpuMsPerAction: number | null;
}

interface FloorReport {
  /** Where the minimal server ran, and what shares its CPU figure. */
  where: string;
  rooms: number;
  clients: number;
  seconds: number;
  /** Mean think time of its clients before each action (the game load's). */
  thinkMs: number;
  /** Actions completed by the deadline. */
  actions: number;
  actionsPerSecond: number;
  /** Every action's round trip, those in flight at the deadline included. */
  latencyMs: Summary;
  server: Usage;
  /** From the first CPU sample after every room had joined to the deadline (null: less than a second of it). */
  afterJoins: ({ seconds: number; latencyMs: Summary } & Usage) | null;
  /** The workers' CPU over the phase (null with --workers 0): near 100% each, the clients were the limit, not the server. */
  loadGenerator: Usage | null;
  errors: number;
}

/** How often this process's CPU is sampled during the phase (so that the figure after the joins has a start). */
const SAMPLE_MS = 100;

interface Sample {
  at: number;
  micros: number;
}

function usage(from: Sample, to: Sample, actions: number): Usage {
  const micros = to.micros - from.micros;
  return {
    cpuPercent: round(micros / 1e4 / ((to.at - from.at) / 1000), 1),
    cpuMsPerAction: actions > 0 ? round(micros / 1000 / actions, 3) : null,
  };
}

export async function runFloor(o: {
  clients: ClientDriver;
  rooms: number;
  durationMs: number;
  thinkMs: number;
  where: string;
  onError(message: string): void;
}): Promise<FloorReport> {
  const server = await startMinimalServer();
  let errors = 0;
  try {
    const cpu = process.cpuUsage();
    const sample = (): Sample => {
      const used = process.cpuUsage(cpu);
      return { at: performance.now(), micros: used.user + used.system };
    };
    const samples: Sample[] = [sample()];
    const started = samples[0]!.at;
    const deadline = started + o.durationMs;
    let end: Sample | null = null;
    const sampler = setInterval(() => samples.push(sample()), SAMPLE_MS);
    const timer = setTimeout(() => (end = sample()), o.durationMs);
    const totals = await o.clients.floor({ url: server.url, deadline, thinkMs: o.thinkMs }, (message) => {
      errors++;
      o.onError(message);
    });
    const wallSeconds = (performance.now() - started) / 1000;
    clearTimeout(timer);
    clearInterval(sampler);
    const last = end ?? sample();
    const actions = totals.ends.filter((t) => t <= last.at).length;
    const joined = totals.joinedAt === null ? undefined : samples.find((s) => s.at >= totals.joinedAt!);
    const afterJoins =
      joined && last.at - joined.at >= 1000
        ? {
            seconds: round((last.at - joined.at) / 1000, 1),
            ...usage(joined, last, totals.ends.filter((t) => t > joined.at && t <= last.at).length),
            latencyMs: summarize(latenciesFrom(totals.latencies, totals.ends, joined.at)),
          }
        : null;
    const seconds = o.durationMs / 1000;
    return {
      where: o.where,
      rooms: o.rooms,
      clients: o.rooms * 6,
      seconds,
      thinkMs: o.thinkMs,
      actions,
      actionsPerSecond: round(actions / seconds, 1),
      latencyMs: summarize(totals.latencies),
      server: usage(samples[0]!, last, actions),
      afterJoins,
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
