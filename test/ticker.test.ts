// The process's ticker (rooms/ticker.ts): periodic tasks of one period share one timer and run in one turn.
import { expect } from 'chai';
import { setTimeout as sleep } from 'node:timers/promises';
import { Ticker } from '../rooms/ticker.ts';

describe('Ticker: one timer per period for all of a process’s periodic tasks', () => {
  it('runs every task of a period in the same turn of the event loop, on one timer', async () => {
    const ticker = new Ticker();
    const ran: number[] = [];
    let beforeNextTurn = -1;
    const stops = Array.from({ length: 100 }, (_, i) =>
      ticker.every(20, () => {
        if (ran.length === 0) setImmediate(() => (beforeNextTurn = ran.length));
        ran.push(i);
      }),
    );
    expect(ticker.timers).to.equal(1);
    await sleep(30);
    expect(beforeNextTurn, 'all 100 ran before the next turn').to.equal(100);
    expect(new Set(ran).size).to.equal(100);
    for (const s of stops) s.stop();
    expect(ticker.timers, 'the last stop clears the timer').to.equal(0);
  });

  it('keeps periods apart, and a stopped task runs no more while the others go on', async () => {
    const ticker = new Ticker();
    const counts = { a: 0, b: 0, c: 0 };
    const a = ticker.every(10, () => counts.a++);
    ticker.every(10, () => counts.b++).stop();
    const c = ticker.every(15, () => counts.c++);
    expect(ticker.timers).to.equal(2);
    await sleep(40);
    expect(counts.a).to.be.greaterThan(1);
    expect(counts.b).to.equal(0);
    expect(counts.c).to.be.greaterThan(0);
    a.stop();
    c.stop();
    c.stop(); // twice is harmless
    const after = { ...counts };
    await sleep(30);
    expect(counts).to.deep.equal(after);
    expect(ticker.timers).to.equal(0);
  });

  it('a task that stops itself (or another) during a tick leaves the rest of that tick running', async () => {
    const ticker = new Ticker();
    const ran: string[] = [];
    const second = ticker.every(10, () => ran.push('second'));
    const first = ticker.every(10, () => {
      ran.push('first');
      first.stop();
      second.stop();
    });
    ticker.every(10, () => ran.push('third')).stop();
    await sleep(25);
    // The tick's task list was taken when it began: second had run before first stopped it.
    expect(ran.slice(0, 2)).to.deep.equal(['second', 'first']);
    expect(ran.filter((r) => r === 'first')).to.have.length(1);
    expect(ticker.timers).to.equal(0);
  });
});
