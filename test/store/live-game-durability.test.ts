// LiveGame over a RedisStore that must reach a replica (REDIS_WAIT_REPLICAS): a commit the replica did not take in time
// suspends the game (later commits are refused without touching the store) and is kept as pending; once the replica
// holds it, it becomes the committed record, is acknowledged, and the next commit goes on from its version. A pending
// write the store no longer holds when it is checked again loses the game instead. Real primary and replica.
import { expect } from 'chai';
import { Redis } from 'ioredis';
import { LiveGame } from '../../rooms/live-game.ts';
import type { GameRecord } from '../../rooms/records.ts';
import { RedisStore } from '../../server/store/redis.ts';
import { startRedis, waitForReplicas, type TestRedis } from '../helpers/redis.ts';
import { newRecord, playWithBot } from './bot-play.ts';

async function until(cond: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('LiveGame: commits not durable suspend the game', function () {
  this.timeout(20_000);
  let primary: TestRedis;
  let replica: TestRedis;
  let store: RedisStore;
  before(async () => {
    primary = await startRedis();
    replica = await startRedis({ replicaOf: primary.port });
    await waitForReplicas(primary.url, 1);
    store = new RedisStore(primary.url, 'live', {}, { waitReplicas: 1, waitTimeoutMs: 1000 });
  });
  after(async () => {
    await store?.close();
    await replica?.stop();
    await primary?.stop();
  });

  it('an unreplicated commit is pending, not acknowledged; once the replica holds it, it is, and the versions go on from it', async () => {
    const acknowledged: number[] = [];
    const adopted: (GameRecord | null)[] = [];
    const live = (await LiveGame.start(store, newRecord('suspend-a'), 'proc-1', {
      recheckEveryMs: 50,
      onAcknowledged: (v) => acknowledged.push(v),
      onDurable: (record) => adopted.push(record),
    }))!;
    const [s1, s2, s3] = playWithBot(live.record.state, 3);
    expect(await live.commit({ state: s1!.state }, { seat: s1!.seat, action: s1!.action })).to.equal('ok');
    await replica.kill();
    expect(await live.commit({ state: s2!.state }, { seat: s2!.seat, action: s2!.action })).to.equal('unreplicated');
    expect(live.isSuspended).to.equal(true);
    expect(live.record.version, 'the committed record stays the last acknowledged one').to.equal(1);
    // Suspended: refused at once, nothing written (the store keeps the pending version 2).
    expect(await live.commit({ state: s3!.state }, { seat: s3!.seat, action: s3!.action })).to.equal('refused');
    expect((await store.load('suspend-a'))?.version).to.equal(2);
    expect(acknowledged).to.deep.equal([0, 1]);
    await replica.restart();
    await until(() => adopted.length > 0, 'the pending commit confirmed');
    expect(adopted[0]?.version).to.equal(2);
    expect(live.isSuspended).to.equal(false);
    expect(live.record.state).to.equal(s2!.state);
    expect(acknowledged).to.deep.equal([0, 1, 2]);
    expect(await live.commit({ state: s3!.state }, { seat: s3!.seat, action: s3!.action })).to.equal('ok');
    expect(live.record.version).to.equal(3);
    await live.close();
  });

  it('a pending commit the store no longer holds when checked again (lost in a failover) loses the game', async () => {
    await waitForReplicas(primary.url, 1);
    const reasons: string[] = [];
    const live = (await LiveGame.start(store, newRecord('suspend-b'), 'proc-1', { recheckEveryMs: 50, onLost: (r) => reasons.push(r) }))!;
    const [s1] = playWithBot(live.record.state, 1);
    await replica.kill();
    expect(await live.commit({ state: s1!.state }, { seat: s1!.seat, action: s1!.action })).to.equal('unreplicated');
    // What a failover to a replica without the write leaves: the game at its version before.
    const admin = new Redis(primary.url);
    try {
      await admin.hset('live:game:{suspend-b}', 'version', '0');
    } finally {
      admin.disconnect();
    }
    await until(() => reasons.length > 0, 'onLost');
    expect(reasons[0]).to.match(/no longer the stored one/);
    await live.close();
    await replica.restart();
  });
});
