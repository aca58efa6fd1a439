// Periodic work shared by a process's rooms. Every live game renews its store lock a few times per lock lifetime;
// with a timer per game, a thousand games meant a hundred renewals a second, each its own wake-up and its own write
// to the store. A ticker runs all the tasks of one period on one timer, in the same turn of the event loop, so the
// store sends their commands together (a Redis store pipelines them into one write) and an idle room has no timer.

/** A task registered with a ticker; stop() removes it. */
export interface Ticking {
  stop(): void;
}

interface Period {
  timer: NodeJS.Timeout;
  tasks: Set<() => void>;
}

export class Ticker {
  private readonly periods = new Map<number, Period>();

  /**
   * Runs `task` every `ms` from now on, with the other tasks of that period. Its first run comes at the period's next
   * tick: at most `ms` from now, possibly sooner. The timer does not keep the process alive.
   */
  every(ms: number, task: () => void): Ticking {
    let period = this.periods.get(ms);
    if (!period) {
      const tasks = new Set<() => void>();
      // A copy: a task may stop itself, or another, while the tick runs.
      const timer = setInterval(() => {
        for (const run of [...tasks]) run();
      }, ms).unref();
      period = { timer, tasks };
      this.periods.set(ms, period);
    }
    const entry = () => task();
    period.tasks.add(entry);
    const registered = period;
    return {
      stop: () => {
        if (!registered.tasks.delete(entry) || registered.tasks.size > 0) return;
        clearInterval(registered.timer);
        if (this.periods.get(ms) === registered) this.periods.delete(ms);
      },
    };
  }

  /** Timers running (one per period with tasks): what a process pays for its periodic work. */
  get timers(): number {
    return this.periods.size;
  }
}
