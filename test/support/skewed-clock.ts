// Test-only: loaded with --import into a server process (test/helpers/process.ts does so when its environment has
// DUNE_TEST_CLOCK_OFFSET_MS), it moves that process's wall clock (Date.now and new Date()) by DUNE_TEST_CLOCK_OFFSET_MS,
// and on each SIGUSR2 by the ms written in the file DUNE_TEST_CLOCK_STEP_FILE names: a machine whose clock is off, or
// is stepped by NTP or an operator mid-game. Its monotonic clocks (performance.now, process.hrtime, timers) are left
// alone, as they are on such a machine. Nothing outside the tests loads this file.
import { readFileSync } from 'node:fs';

const RealDate = Date;
const realNow = RealDate.now.bind(RealDate);
let offset = Number(process.env.DUNE_TEST_CLOCK_OFFSET_MS ?? 0);

class SkewedDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(realNow() + offset);
    else super(...(args as [string]));
  }

  static override now(): number {
    return realNow() + offset;
  }
}

globalThis.Date = SkewedDate as DateConstructor;

process.on('SIGUSR2', () => {
  const step = Number(readFileSync(process.env.DUNE_TEST_CLOCK_STEP_FILE ?? '', 'utf8'));
  offset += step;
  console.log(JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: 'test clock stepped', stepMs: step, offsetMs: offset }));
});
