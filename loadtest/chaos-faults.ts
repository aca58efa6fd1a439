// The faults of `npm run chaos`, when they are made, and their figures. The rate is fault to fault: each fault falls
// due 4–8 s (uniformly) after the previous one was made. A fault is made only once the previous one has recovered
// (a fault on top of an unrecovered one would have no recovery time of its own): one that falls due before that
// waits, and is counted late with how long it waited, so a slow recovery shows in the report instead of quietly
// stretching the interval. None is made in the last QUIET_END_MS of the run, so that each has time to recover; one
// still unrecovered when the run ends is a failure.
import { round, summarize } from './stats.ts';

export type FaultKind = 'server-kill' | 'redis-kill';

export const FAULT_EVERY_MS = { min: 4000, max: 8000 } as const;
export const QUIET_END_MS = 15_000;

export interface Fault {
  n: number;
  kind: FaultKind;
  /** Times in ms on the run's clock (performance.now()): when it fell due, and when it was made (the kill). */
  dueAt: number;
  at: number;
  /** When the killed process had been started again (null: not yet). */
  restartedAt: number | null;
  /** When the service had recovered from it (null: not yet, or never). */
  recoveredAt: number | null;
}

export interface FaultPlan {
  /** When the games started, and after when no fault is made. */
  start: number;
  stopAt: number;
  kindOf: (n: number) => FaultKind;
  /** Kills and starts again; resolves once the process killed is running again. */
  make: (kind: FaultKind) => Promise<void>;
  /** Watches `fault` until it has recovered (sets recoveredAt) or the run is over. */
  watch: (fault: Fault) => Promise<void>;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  random?: () => number;
}

/** Makes faults by the plan into `faults` (each as it is made, so a run that ends counts it); resolves with the watches. */
export async function makeFaults(plan: FaultPlan, faults: Fault[]): Promise<void> {
  const random = plan.random ?? Math.random;
  const interval = () => FAULT_EVERY_MS.min + random() * (FAULT_EVERY_MS.max - FAULT_EVERY_MS.min);
  const watches: Promise<void>[] = [];
  for (let due = plan.start + interval(); due < plan.stopAt; ) {
    await plan.sleep(Math.max(0, due - plan.now()));
    const previous = faults.at(-1);
    while (previous && previous.recoveredAt === null && plan.now() < plan.stopAt) await plan.sleep(25);
    if (plan.now() >= plan.stopAt) break;
    const fault: Fault = { n: faults.length + 1, kind: plan.kindOf(faults.length), dueAt: due, at: plan.now(), restartedAt: null, recoveredAt: null };
    faults.push(fault);
    // The watch starts before the kill: it notes what the games had acknowledged before it.
    watches.push(plan.watch(fault));
    await plan.make(fault.kind);
    fault.restartedAt = plan.now();
    due = fault.at + interval();
  }
  await Promise.all(watches);
}

/** A fault counts as late when it waited longer than this for the previous one (timers are not exact). */
export const LATE_AFTER_MS = 50;

export interface FaultFigures {
  made: number;
  byKind: { serverKill: number; redisKill: number };
  /** From one fault to the next (made to made). */
  intervalMs: { count: number; mean: number | null; min: number | null; max: number | null };
  /** Faults that fell due before the previous one had recovered, and how long they waited in all. */
  late: { count: number; waitedMs: number };
  unrecovered: number;
  recoveryMs: { count: number; p50: number | null; max: number | null };
}

export function faultFigures(faults: readonly Fault[]): FaultFigures {
  const intervals = faults.slice(1).map((f, i) => f.at - faults[i]!.at);
  const waits = faults.map((f) => f.at - f.dueAt).filter((ms) => ms > LATE_AFTER_MS);
  const recoveries = faults.flatMap((f) => (f.recoveredAt === null ? [] : [f.recoveredAt - f.at]));
  const ms = (x: number | undefined) => (x === undefined ? null : Math.round(x));
  return {
    made: faults.length,
    byKind: { serverKill: faults.filter((f) => f.kind === 'server-kill').length, redisKill: faults.filter((f) => f.kind === 'redis-kill').length },
    intervalMs: {
      count: intervals.length,
      mean: intervals.length ? round(intervals.reduce((a, b) => a + b, 0) / intervals.length, 0) : null,
      min: ms(intervals.length ? Math.min(...intervals) : undefined),
      max: ms(intervals.length ? Math.max(...intervals) : undefined),
    },
    late: { count: waits.length, waitedMs: Math.round(waits.reduce((a, b) => a + b, 0)) },
    unrecovered: faults.length - recoveries.length,
    recoveryMs: {
      count: recoveries.length,
      p50: recoveries.length ? Math.round(summarize(recoveries).p50) : null,
      max: ms(recoveries.length ? Math.max(...recoveries) : undefined),
    },
  };
}
