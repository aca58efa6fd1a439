// rooms/flood-guard.ts: the per-client token bucket, the answered refusals and the close.
import { expect } from 'chai';
import { FloodGuard } from '../rooms/flood-guard.ts';

const LIMITS = { messagesPerSecond: 10, burst: 20, unanswered: 4, closeAfter: 50 };

describe('flood guard', () => {
  it('lets a burst through, then the sustained rate; refusals are answered ten a second, then dropped; a flood is closed', () => {
    const guard = new FloodGuard(LIMITS, 0);
    const at = (now: number, n: number) => Array.from({ length: n }, () => guard.admit(now));
    expect(at(0, 20).every((v) => v === 'ok')).to.equal(true);
    const over = at(0, 60);
    expect(over.slice(0, 10).every((v) => v === 'refuse')).to.equal(true);
    expect(over.slice(10, 50).every((v) => v === 'drop')).to.equal(true);
    expect(over.slice(50).every((v) => v === 'close')).to.equal(true);
  });

  it('a client at the sustained rate is never refused', () => {
    const guard = new FloodGuard(LIMITS, 0);
    for (let t = 0; t < 10_000; t += 100) expect(guard.admit(t), `at ${t} ms`).to.equal('ok');
  });

  it('the refusal count starts afresh each second, and tokens come back with time', () => {
    const guard = new FloodGuard(LIMITS, 0);
    for (let i = 0; i < 20; i++) guard.admit(0);
    expect(guard.admit(0)).to.equal('refuse');
    expect(guard.admit(1000)).to.equal('ok'); // ten tokens back after a second
    for (let i = 0; i < 9; i++) guard.admit(1000);
    expect(guard.admit(1000)).to.equal('refuse'); // a new second: answered again
  });
});
