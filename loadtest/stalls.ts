// How long the load generator itself stood still during the game load: its event loop's delay and its collector's
// pauses. A client's round trip is timed in its own process, so a pause there lengthens the latencies it records as if
// the server had been slow; with thousands of clients in one process much of the client-side tail is made of them
// (docs/ARCHITECTURE.md §7), and the report gives them next to the latencies.
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { round } from './stats.ts';

export interface GeneratorStalls {
  /** Whether the figures start at the end of the ramp (every room of this process filled) or at the load's start. */
  sinceRamp: boolean;
  /** The event loop's delay (how late a 10 ms timer ran) at p99 and at worst, in ms. */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  /** Share of the wall time in the collector's pauses: young-generation scavenges, and the rest. */
  gcPausePercent: { minor: number; major: number };
}

/**
 * Starts watching this process; `restart` starts over at the end of the ramp (joining thousands of clients stalls
 * a process far more than playing); `stop` ends it and gives the figures since the start or the restart.
 */
export function watchStalls(): { restart(): void; stop(): GeneratorStalls } {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const paused = { minor: 0, major: 0 };
  let sinceRamp = false;
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
      if (kind === constants.NODE_PERFORMANCE_GC_MINOR) paused.minor += entry.duration;
      else paused.major += entry.duration;
    }
  });
  gc.observe({ entryTypes: ['gc'] });
  delay.enable();
  let started = performance.now();
  return {
    restart() {
      delay.reset();
      paused.minor = 0;
      paused.major = 0;
      started = performance.now();
      sinceRamp = true;
    },
    stop() {
      delay.disable();
      gc.disconnect();
      const wall = performance.now() - started;
      const percent = (ms: number) => (wall > 0 ? round((100 * ms) / wall, 1) : 0);
      // The histogram counts in nanoseconds and includes the 10 ms resolution itself; what is late is the rest.
      const late = (ns: number) => round(Math.max(0, ns / 1e6 - 10), 1);
      return {
        sinceRamp,
        loopDelayP99Ms: delay.count > 0 ? late(delay.percentile(99)) : 0,
        loopDelayMaxMs: delay.count > 0 ? late(delay.max) : 0,
        gcPausePercent: { minor: percent(paused.minor), major: percent(paused.major) },
      };
    },
  };
}
