// `npm run chaos`'s own checks, without a server: the acknowledged-action ledger against an exported log (lost,
// doubled, rolled back, views gone back) and the fault schedule on a simulated clock (the rate fault to fault, late
// faults counted with their wait, none in the quiet end, an unrecovered fault counted). The tool's whole run:
// test/loadtest.test.ts.
import { expect } from 'chai';
import type { Action, Faction } from '../rooms/dune/index.ts';
import type { LogEntry } from '../rooms/records.ts';
import { checkLog, GameLedger, ViewWatch, type Acknowledged } from '../loadtest/chaos-ledger.ts';
import { faultFigures, makeFaults, type Fault } from '../loadtest/chaos-faults.ts';

const bid = (event: string, amount: number): Action => ({ type: 'bid', event, amount });
const gift = (amount: number): Action => ({ type: 'give-spice', to: 'fremen', amount });
const entry = (i: number, seat: Faction, action: Action): LogEntry => ({ version: i + 1, seat, action, at: 0 });
const ack = (seat: Faction, action: Action, version: number): Acknowledged => ({ seat, action, version });

describe('chaos: the acknowledged-action ledger', () => {
  const log = [entry(0, 'atreides', bid('e1', 1)), entry(1, 'harkonnen', bid('e2', 2)), entry(2, 'atreides', bid('e3', 0)), entry(3, 'fremen', gift(1))];

  it('finds every acknowledged action within the version its acknowledgement carried', () => {
    const acks = [ack('atreides', bid('e1', 1), 1), ack('harkonnen', bid('e2', 2), 3), ack('atreides', bid('e3', 0), 3), ack('fremen', gift(1), 4)];
    expect(checkLog(acks, log)).to.deep.equal({ lost: 0, doubled: 0 });
  });

  it('lost: an acknowledged action missing from the log, another seat’s, another answer, or beyond its version', () => {
    expect(checkLog([ack('atreides', bid('e9', 1), 4)], log).lost).to.equal(1);
    expect(checkLog([ack('fremen', bid('e1', 1), 4)], log).lost, 'the same action by another seat').to.equal(1);
    expect(checkLog([ack('atreides', bid('e1', 2), 4)], log).lost, 'another answer to the same decision').to.equal(1);
    // Entry 2 made version 3: an acknowledgement of version 2 says the game held it by then.
    expect(checkLog([ack('atreides', bid('e3', 0), 2)], log).lost).to.equal(1);
  });

  it('doubled: an acknowledged answer that is in the log twice; an answer acknowledged twice (a no-op re-send) is one entry', () => {
    const twice = [...log, entry(4, 'atreides', bid('e1', 1))];
    expect(checkLog([ack('atreides', bid('e1', 1), 1)], twice)).to.deep.equal({ lost: 0, doubled: 1 });
    // A secret answer sent again after its acknowledgement was lost: accepted without a new entry.
    expect(checkLog([ack('atreides', bid('e1', 1), 1), ack('atreides', bid('e1', 1), 4)], log)).to.deep.equal({ lost: 0, doubled: 0 });
  });

  it('free actions (no decision) may repeat: each acknowledgement needs an entry of its own', () => {
    const again = [...log, entry(4, 'fremen', gift(1))];
    const acks = [ack('fremen', gift(1), 4), ack('fremen', gift(1), 5)];
    expect(checkLog(acks, again)).to.deep.equal({ lost: 0, doubled: 0 });
    expect(checkLog(acks, log)).to.deep.equal({ lost: 1, doubled: 0 });
    expect(checkLog([acks[0]!], again)).to.deep.equal({ lost: 0, doubled: 1 });
  });

  it('rolled back: a game back at a version below what was acknowledged before the fault; each action counted once', () => {
    const ledger = new GameLedger();
    for (const [i, version] of [3, 5, 7].entries()) ledger.acknowledged(ack('atreides', bid(`e${i}`, 0), version));
    ledger.acknowledged(ack('atreides', bid('e9', 0), 9));
    // Three acknowledged before the fault; the fourth came after (another client may have acted meanwhile).
    expect(ledger.cameBackAt(7, 3)).to.equal(0);
    expect(ledger.cameBackAt(4, 3)).to.equal(2);
    expect(ledger.cameBackAt(4, 3), 'the same actions again').to.equal(0);
    expect(ledger.cameBackAt(2, 3)).to.equal(1);
    expect(ledger.rolledBack).to.equal(3);
  });

  it('a view that goes below a version it showed went back, once per drop', () => {
    const watch = new ViewWatch();
    for (const v of [1, 2, 5, 3, 4, 2, 6]) watch.saw(v);
    expect(watch.wentBack).to.equal(2);
  });
});

describe('chaos: the fault schedule', () => {
  /** Runs makeFaults on a simulated clock: a restart takes 1 s, fault n recovers recoveryMs[n - 1] after it (Infinity: never). */
  async function schedule(recoveryMs: number[], stopAt: number): Promise<Fault[]> {
    let t = 0;
    const faults: Fault[] = [];
    const recoveries: { fault: Fault; at: number }[] = [];
    const sleep = async (ms: number) => {
      t += ms;
      for (const r of recoveries) if (r.fault.recoveredAt === null && r.at <= t) r.fault.recoveredAt = r.at;
    };
    await makeFaults(
      {
        start: 0,
        stopAt,
        kindOf: (n) => (n % 3 === 2 ? 'redis-kill' : 'server-kill'),
        make: () => sleep(1000),
        watch: async (fault) => void recoveries.push({ fault, at: fault.at + (recoveryMs[fault.n - 1] ?? 2000) }),
        now: () => t,
        sleep,
        // Every interval drawn at its shortest, 4 s.
        random: () => 0,
      },
      faults,
    );
    return faults;
  }

  it('one fault 4–8 s after the previous was made; one due before the previous recovered waits and is counted late', async () => {
    const faults = await schedule([2000, 6000, 2000, 2000, 2000, Infinity], 30_000);
    expect(faults.map((f) => f.at)).to.deep.equal([4000, 8000, 14_000, 18_000, 22_000, 26_000]);
    expect(faults.map((f) => f.kind)).to.deep.equal(['server-kill', 'server-kill', 'redis-kill', 'server-kill', 'server-kill', 'redis-kill']);
    const figures = faultFigures(faults);
    expect(figures).to.deep.include({ made: 6, byKind: { serverKill: 4, redisKill: 2 }, late: { count: 1, waitedMs: 2000 }, unrecovered: 1 });
    expect(figures.intervalMs).to.deep.equal({ count: 5, mean: 4400, min: 4000, max: 6000 });
    expect(figures.recoveryMs).to.deep.equal({ count: 5, p50: 2000, max: 6000 });
  });

  it('no fault on top of one that has not recovered, nor in the quiet end of the run', async () => {
    const faults = await schedule([2000, Infinity], 30_000);
    expect(faults.map((f) => f.at)).to.deep.equal([4000, 8000]);
    expect(faultFigures(faults).unrecovered).to.equal(1);
    expect(await schedule([], 3999)).to.deep.equal([]);
  });
});
