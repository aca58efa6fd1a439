// A commit is acknowledged only when it is as durable as asked (README, "Redis durability"), against a real primary
// and a real replica: WAIT after each commit (and what it costs), a replica gone (the commit stays in the primary,
// 'unreplicated', and one WAIT covers the commits of every game waiting), Redis refusing writes itself
// (min-replicas-to-write: 'refused', nothing written, no exception).
import { expect } from 'chai';
import { Redis } from 'ioredis';
import { NotDurableError } from '../../rooms/records.ts';
import { RedisStore } from '../../server/store/redis.ts';
import type { GameRecord } from '../../server/store/types.ts';
import { startRedis, waitForReplicas, type TestRedis } from '../helpers/redis.ts';
import { report } from '../support/capture-logs.ts';
import { newRecord } from './bot-play.ts';

/** A commit of room-level data only (seats, control): the same script and WAIT as an action's, no engine. */
const bump = (record: GameRecord): GameRecord => ({ ...record, version: record.version + 1, updatedAt: record.updatedAt + 1 });

/** The times of `count` commits one after another, after as many untimed ones (scripts loaded, code warm). */
async function commitTimes(store: RedisStore, gameId: string, count: number): Promise<number[]> {
  let record = newRecord(gameId);
  await store.create(record);
  const times: number[] = [];
  for (let i = 0; i < 2 * count; i++) {
    const next = bump(record);
    const started = process.hrtime.bigint();
    expect(await store.commit(gameId, record.version, next, null)).to.equal('ok');
    if (i >= count) times.push(Number(process.hrtime.bigint() - started) / 1e6);
    record = next;
  }
  return times.sort((a, b) => a - b);
}

const summary = (times: number[]) => {
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(3);
  return `mean ${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(3)} ms, p50 ${at(0.5)}, p99 ${at(0.99)}`;
};

describe('store: Redis durability (WAIT, min-replicas-to-write)', function () {
  this.timeout(30_000);
  let primary: TestRedis;
  let replica: TestRedis;
  const stores: RedisStore[] = [];
  const open = (prefix: string, waitReplicas = 0, waitTimeoutMs = 2000) => {
    const store = new RedisStore(primary.url, prefix, {}, { waitReplicas, waitTimeoutMs });
    stores.push(store);
    return store;
  };

  before(async () => {
    primary = await startRedis();
    replica = await startRedis({ replicaOf: primary.port });
    await waitForReplicas(primary.url, 1);
  });
  after(async () => {
    for (const store of stores) await store.close().catch(() => undefined);
    await replica?.stop();
    await primary?.stop();
  });

  it('with a replica in sync every commit is acknowledged, and the replica holds it; what WAIT costs per commit', async () => {
    const count = 300;
    const plain = await commitTimes(open('plain'), 'cost-plain', count);
    const waiting = open('waiting', 1);
    const waited = await commitTimes(waiting, 'cost-wait', count);
    // Acknowledged means on the replica: read it there.
    const onReplica = new Redis(replica.url);
    try {
      expect(await onReplica.hget('waiting:game:{cost-wait}', 'version')).to.equal(String(2 * count));
    } finally {
      onReplica.disconnect();
    }
    expect(waiting.replication.problem()).to.equal(null);
    report(`${count} commits one after another, replica on loopback: without WAIT ${summary(plain)}; with WAIT 1 ${summary(waited)}`);
  });

  it('a replica gone: commits stay in the primary unacknowledged (one WAIT timeout for all the games waiting), a create is refused, and both are confirmed once it is back', async () => {
    const store = open('gone', 1, 300);
    const games = Array.from({ length: 10 }, (_, i) => newRecord(`gone-${i}`));
    for (const record of games) await store.create(record);
    await replica.kill();
    const started = Date.now();
    const results = await Promise.all(games.map((record) => store.commit(record.gameId, 0, bump(record), null)));
    const elapsed = Date.now() - started;
    expect(results).to.deep.equal(games.map(() => 'unreplicated'));
    // One WAIT in flight at a time covers every commit answered before it: ten games wait about one timeout (two when
    // some commits are answered after the first WAIT went out), not ten (the bound leaves room for a busy machine).
    expect(elapsed).to.be.below(5 * 300);
    expect(store.replication.problem()).to.match(/reached 0 of the 1 Redis replicas/);
    // WAIT cannot undo a write: the primary holds it.
    expect((await store.load('gone-0'))?.version).to.equal(1);
    const created = await store.create(newRecord('gone-new')).then(
      () => null,
      (e: unknown) => e,
    );
    expect(created).to.be.instanceOf(NotDurableError);
    expect((created as NotDurableError).result).to.equal('unreplicated');
    expect(await store.confirm('gone-0', 1)).to.equal('unreplicated');
    await replica.restart();
    await waitForReplicas(primary.url, 1);
    // With nothing left to commit, reading the problem (as /health does) probes now and then until it clears.
    const until = Date.now() + 10_000;
    while (store.replication.problem() !== null && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(store.replication.problem()).to.equal(null);
    expect(await store.confirm('gone-0', 1)).to.equal('ok');
    expect(await store.confirm('gone-0', 0)).to.equal('conflict');
    report(`10 games' commits with the replica gone answered 'unreplicated' after ${elapsed} ms (WAIT timeout 300 ms)`);
  });

  it('a store left talking to a replica (a primary demoted in a failover) is refused READONLY, and writes once that Redis is a primary again', async () => {
    const store = new RedisStore(replica.url, 'demoted');
    stores.push(store);
    const refused = await store.create(newRecord('demoted-0')).then(
      () => null,
      (e: unknown) => e,
    );
    expect((refused as NotDurableError).result).to.equal('refused');
    expect(store.replication.problem()).to.match(/READONLY/);
    const admin = new Redis(replica.url);
    try {
      await admin.replicaof('NO', 'ONE');
      await store.create(newRecord('demoted-0'));
      expect((await store.load('demoted-0'))?.version).to.equal(0);
    } finally {
      await admin.replicaof('127.0.0.1', String(primary.port));
      admin.disconnect();
    }
    await waitForReplicas(primary.url, 1);
  });

  it('Redis refusing writes (min-replicas-to-write) is a refused commit: nothing written, no exception; a create throws NotDurableError', async () => {
    const store = open('refused');
    const record = newRecord('refused-0');
    await store.create(record);
    const admin = new Redis(primary.url);
    try {
      await admin.config('SET', 'min-replicas-to-write', '2');
      expect(await store.commit(record.gameId, 0, bump(record), null)).to.equal('refused');
      expect((await store.load(record.gameId))?.version).to.equal(0);
      expect(store.replication.problem()).to.match(/NOREPLICAS/);
      const created = await store.create(newRecord('refused-1')).then(
        () => null,
        (e: unknown) => e,
      );
      expect((created as NotDurableError).result).to.equal('refused');
      await admin.config('SET', 'min-replicas-to-write', '0');
      expect(await store.commit(record.gameId, 0, bump(record), null)).to.equal('ok');
      expect(store.replication.problem()).to.equal(null);
    } finally {
      await admin.config('SET', 'min-replicas-to-write', '0');
      admin.disconnect();
    }
  });
});
