// A room clock whose timers can be held: while held, a timer that comes due waits, and runs when the clock is
// released. Tests hold it to freeze a game played by bots or autopilot (every bot answer is such a timer) so that what
// the seats see can be compared with the engine's views while nothing moves.
import { systemClock, type Clock } from '../../rooms/ports.ts';

export interface HeldClock extends Clock {
  hold(): void;
  release(): void;
}

export function heldClock(): HeldClock {
  let held = false;
  let due: (() => void)[] = [];
  return {
    now: systemClock.now,
    monotonic: systemClock.monotonic,
    setTimeout(fn, ms) {
      let cleared = false;
      const run = () => {
        if (!cleared) fn();
      };
      const timer = systemClock.setTimeout(() => (held ? due.push(run) : run()), ms);
      return {
        clear() {
          cleared = true;
          timer.clear();
        },
      };
    },
    hold() {
      held = true;
    },
    release() {
      held = false;
      const waiting = due;
      due = [];
      for (const run of waiting) run();
    },
  };
}
