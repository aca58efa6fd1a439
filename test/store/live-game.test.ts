// LiveGame: the room-side protocol over a GameStore (lock + create/resume, queued CAS commits, lock renewal,
// loss on conflict, reconciliation of a commit whose reply was lost). Runs on a real FileStore.
import { expect } from 'chai';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mock } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { stateHash } from '../../rooms/dune/index.ts';
import { replayLog } from '../../server/replay.ts';
import { FileStore } from '../../server/store/file.ts';
import { LiveGame } from '../../rooms/live-game.ts';
import { Ticker } from '../../rooms/ticker.ts';
import type { CommitResult, GameRecord, GameStore, LogEntry } from '../../server/store/types.ts';
import { newRecord, playWithBot } from './bot-play.ts';

/** Polls until `cond` holds, in real time (the test's clock may be faked); fails after a generous `ms`. */
async function until(cond: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = performance.now() + ms;
  while (!cond()) {
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(2);
  }
}

/** A real store whose next commit fails in transit: before reaching the store, or after it was written. Counts finished renewals. */
class FlakyStore extends FileStore {
  failNext: 'before' | 'after' | null = null;
  renewals = 0;
  override async renew(gameId: string, owner: string, ttlMs: number): Promise<boolean> {
    try {
      return await super.renew(gameId, owner, ttlMs);
    } finally {
      this.renewals += 1;
    }
  }
  override async commit(gameId: string, expected: number, next: GameRecord, entry: LogEntry | null): Promise<CommitResult> {
    const fail = this.failNext;
    this.failNext = null;
    if (fail === 'before') throw new Error('connection reset');
    const result = await super.commit(gameId, expected, next, entry);
    if (fail === 'after') throw new Error('reply lost');
    return result;
  }
}

describe('LiveGame (room protocol over the store)', () => {
  let dir: string;
  let store: FlakyStore;
  let other: GameStore;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dune-live-'));
    store = new FlakyStore(dir);
    other = new FileStore(dir);
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('start locks and creates; nobody else can start or resume it while live; close lets another resume', async () => {
    const live = (await LiveGame.start(store, newRecord('live-a'), 'proc-1'))!;
    expect(live).to.be.instanceOf(LiveGame);
    expect(await LiveGame.start(other, newRecord('live-a'), 'proc-2')).to.equal(null);
    expect(await LiveGame.resume(other, 'live-a', 'proc-2')).to.equal(null);
    for (const step of playWithBot(live.record.state, 20)) {
      expect(await live.commit({ state: step.state }, { seat: step.seat, action: step.action })).to.equal('ok');
    }
    await live.commit({ control: { autopilot: ['fremen'] } });
    const committed = live.record;
    await live.close();
    const resumed = (await LiveGame.resume(other, 'live-a', 'proc-2'))!;
    expect(resumed.record).to.deep.equal(committed);
    expect(stateHash(replayLog(committed.state.config, await other.log('live-a')))).to.equal(stateHash(committed.state));
    await resumed.close();
    expect(await LiveGame.resume(other, 'missing', 'proc-2')).to.equal(null);
  });

  it('commits queue in call order', async () => {
    const live = (await LiveGame.start(store, newRecord('live-order'), 'proc-1'))!;
    const steps = playWithBot(live.record.state, 8);
    const results = await Promise.all(steps.map((s) => live.commit({ state: s.state }, { seat: s.seat, action: s.action })));
    expect(results.every((r) => r === 'ok')).to.equal(true);
    expect((await store.log('live-order')).map((e) => e.version)).to.deep.equal(steps.map((_, i) => i + 1));
    await live.close();
  });

  it('a conflict loses the game: onLost fires and later commits write nothing', async () => {
    const reasons: string[] = [];
    const live = (await LiveGame.start(store, newRecord('live-b'), 'proc-1', { onLost: (r) => reasons.push(r) }))!;
    const [s1, s2] = playWithBot(live.record.state, 2);
    const intruder = { ...live.record, version: 1, control: 'someone else' };
    expect(await other.commit('live-b', 0, intruder, null)).to.equal('ok');
    expect(await live.commit({ state: s1!.state }, { seat: s1!.seat, action: s1!.action })).to.equal('conflict');
    expect(await live.commit({ state: s2!.state }, { seat: s2!.seat, action: s2!.action })).to.equal('conflict');
    expect(reasons).to.have.length(1);
    expect(await store.load('live-b')).to.deep.equal(intruder);
    await live.close();
  });

  it('a lost lock (taken over once it stopped changing for its ttl) fires onLost', async () => {
    // LiveGame's renewal timer is fake: a renewal runs only when the test ticks it, and has landed before the test
    // moves on. Whether the lock is stale is judged by the other side on its own (real) monotonic clock.
    mock.timers.enable({ apis: ['setInterval'] });
    try {
      const reasons: string[] = [];
      const live = (await LiveGame.start(store, newRecord('live-c'), 'proc-1', { ttlMs: 60, renewEveryMs: 20, onLost: (r) => reasons.push(r) }))!;
      const started = performance.now();
      for (let elapsed = 0; performance.now() - started < 150; elapsed += 20) {
        const renewals = store.renewals;
        mock.timers.tick(20);
        await until(() => store.renewals > renewals, `the renewal at ${elapsed + 20} ms`);
        expect(await other.lock('live-c', 'proc-2', 10_000), 'a lock that keeps changing is live').to.equal(false);
        await sleep(20);
      }
      expect(reasons, 'renewal keeps it past its ttl').to.deep.equal([]);
      // A long pause: time passes but no renewal runs; seen unchanged for its ttl, the lock is taken over.
      await sleep(80);
      expect(await other.lock('live-c', 'proc-2', 10_000)).to.equal(true);
      mock.timers.tick(20); // the renewals due meanwhile run, find the lock taken, and lose the game once
      await until(() => reasons.length > 0, 'onLost');
      expect(reasons).to.have.length(1);
      await live.close();
      expect(await other.renew('live-c', 'proc-2', 10_000), 'close of a lost game leaves the new lock alone').to.equal(true);
      expect(reasons).to.have.length(1);
    } finally {
      mock.timers.reset();
    }
  });

  it('the live games of a process renew on one shared timer, keep their locks, and leave no timer once closed', async () => {
    const ticker = new Ticker();
    const ids = Array.from({ length: 20 }, (_, i) => `live-t${i}`);
    const games = await Promise.all(ids.map((id) => LiveGame.start(store, newRecord(id), 'proc-1', { ttlMs: 200, renewEveryMs: 50, ticker })));
    expect(ticker.timers).to.equal(1);
    const renewals = store.renewals;
    // Past two lock lifetimes: only the renewals on the shared timer can have kept every lock.
    await sleep(500);
    expect(store.renewals - renewals).to.be.at.least(ids.length * 2);
    for (const id of ids) expect(await other.lock(id, 'proc-2', 10_000), id).to.equal(false);
    await Promise.all(games.map((g) => g!.close()));
    expect(ticker.timers).to.equal(0);
  });

  it('a commit whose reply was lost is reconciled by reading the store back', async () => {
    const live = (await LiveGame.start(store, newRecord('live-d'), 'proc-1'))!;
    const [s1, s2] = playWithBot(live.record.state, 2);
    store.failNext = 'after';
    expect(await live.commit({ state: s1!.state }, { seat: s1!.seat, action: s1!.action })).to.equal('ok');
    store.failNext = 'before';
    expect(await live.commit({ state: s2!.state }, { seat: s2!.seat, action: s2!.action })).to.equal('ok');
    expect((await store.log('live-d')).map((e) => e.version)).to.deep.equal([1, 2]);
    expect(stateHash((await other.load('live-d'))!.state)).to.equal(stateHash(s2!.state));
    await live.close();
  });
});
