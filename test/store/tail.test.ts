// Snapshot plus tail (issue 23): a commit stores its actions and the whole record only now and then (RedisStore every
// N versions, FileStore when it folds its journal); a load replays the actions after the last snapshot. Played with
// real game chains against a real redis-server and real files: every committed record loads back exactly, games
// stored in the previous format still load, and a tail that does not lead to the committed game is damage.
import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { stateHash } from '../../rooms/dune/index.ts';
import { FileStore } from '../../server/store/file.ts';
import { RedisStore } from '../../server/store/redis.ts';
import { CorruptRecordError } from '../../server/store/records.ts';
import { writesSnapshot } from '../../server/store/tail.ts';
import type { GameRecord, LogEntry } from '../../server/store/types.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { newRecord, playWithBot, type PlayedStep } from './bot-play.ts';

const EVERY = 8;
const PREFIX = 'tail';

describe('store: snapshot plus tail (RedisStore)', () => {
  let redis: TestRedis;
  let store: RedisStore;
  let other: RedisStore;
  let admin: Redis;
  before(async () => {
    redis = await startRedis();
    store = new RedisStore(redis.url, PREFIX, { snapshotEvery: EVERY });
    other = new RedisStore(redis.url, PREFIX, { snapshotEvery: EVERY });
    admin = new Redis(redis.url);
  });
  after(async () => {
    await admin?.quit();
    await store?.close();
    await other?.close();
    await redis?.stop();
  });

  const key = (gameId: string) => `${PREFIX}:game:{${gameId}}`;

  /** Commits `steps` on top of `current` as LiveGame does: the state with its entries, in batches of `size`. */
  async function commitSteps(current: GameRecord, steps: PlayedStep[], size: number): Promise<GameRecord> {
    let record = current;
    for (let i = 0; i < steps.length; i += size) {
      const batch = steps.slice(i, i + size);
      const entries: LogEntry[] = batch.map((s, j) => ({ version: record.version + 1 + j, seat: s.seat, action: s.action, at: 7_000 + j }));
      const next: GameRecord = { ...record, version: record.version + batch.length, state: batch.at(-1)!.state, updatedAt: record.updatedAt + 1 };
      expect(await store.commit(record.gameId, record.version, next, entries)).to.equal('ok');
      record = next;
    }
    return record;
  }

  it('every committed record loads back exactly, from another instance, with snapshots only every N versions', async () => {
    let record = newRecord('chain');
    await store.create(record);
    const steps = playWithBot(record.state, 60);
    expect(steps.length).to.be.greaterThan(40);
    const snapshots = new Set<number>();
    for (let i = 0, round = 0; i < steps.length; round++) {
      // Batches of 1–3 actions, and now and then a room-level commit (seat tokens, control) between them.
      const size = 1 + (round % 3);
      record = await commitSteps(record, steps.slice(i, i + size), size);
      i += size;
      if (round % 4 === 3) {
        const next = { ...record, version: record.version + 1, control: { round }, updatedAt: record.updatedAt + 1 };
        expect(await store.commit(record.gameId, record.version, next, null)).to.equal('ok');
        record = next;
      }
      const loaded = await other.load(record.gameId);
      expect(loaded).to.deep.equal(record);
      expect(stateHash(loaded!.state)).to.equal(stateHash(record.state));
      snapshots.add(Number(await admin.hget(key('chain'), 'snapshot')));
    }
    // Snapshots at the commits crossing each multiple of EVERY, not at every commit.
    expect(snapshots.size).to.be.within(2, Math.ceil(record.version / EVERY) + 1);
    const stored = JSON.parse((await admin.hget(key('chain'), 'record'))!) as GameRecord;
    expect(Math.floor(stored.version / EVERY)).to.equal(Math.floor(record.version / EVERY));
    expect(await other.log('chain')).to.have.length(steps.length);
  });

  it('compare-and-set holds between snapshots: a stale writer writes nothing', async () => {
    const base = newRecord('cas');
    await store.create(base);
    const steps = playWithBot(base.state, 4);
    const record = await commitSteps(base, steps.slice(0, 2), 1);
    const stale = { ...record, version: 2, state: steps[1]!.state };
    expect(await other.commit('cas', 1, stale, { version: 2, seat: steps[1]!.seat, action: steps[1]!.action, at: 1 })).to.equal('conflict');
    expect(await other.load('cas')).to.deep.equal(record);
  });

  it('a game stored before snapshots (the whole record on every commit) loads, and later commits continue it', async () => {
    const base = newRecord('old-format');
    const steps = playWithBot(base.state, 12);
    const old: GameRecord = { ...base, version: 5, state: steps[4]!.state, updatedAt: 2_000 };
    // Exactly what the previous RedisStore wrote: the hash without snapshot, actions or meta, and the log.
    await admin.hset(key('old-format'), 'version', 5, 'record', JSON.stringify(old), 'turn', old.state.turn, 'phase', old.state.phase, 'updatedAt', 2_000);
    await admin.sadd(`${PREFIX}:games`, 'old-format');
    for (let v = 1; v <= 5; v++)
      await admin.zadd(`${key('old-format')}:log`, v, JSON.stringify({ version: v, seat: steps[v - 1]!.seat, action: steps[v - 1]!.action, at: 1 }));
    expect(await other.load('old-format')).to.deep.equal(old);
    const later = await commitSteps(old, steps.slice(5), 2);
    expect(await other.load('old-format')).to.deep.equal(later);
    expect((await other.log('old-format')).map((e) => e.version)).to.deep.equal(Array.from({ length: later.version }, (_, i) => i + 1));
  });

  it('a tail that does not lead to the committed game is reported as damage, naming the log', async () => {
    const base = newRecord('broken-tail');
    await store.create(base);
    const record = await commitSteps(base, playWithBot(base.state, 6), 1);
    expect(Number(await admin.hget(key('broken-tail'), 'snapshot'))).to.equal(0);
    // A lost entry: what is left replays, but to fewer actions than the game had. (The log's entry count would say
    // so first: it is made to agree here, so that the replay is what sees it.)
    await admin.zremrangebyscore(`${key('broken-tail')}:log`, record.version, record.version);
    await admin.hincrby(key('broken-tail'), 'logCount', -1);
    const lost = await other.load('broken-tail').catch((e: unknown) => e);
    expect(lost).to.be.instanceOf(CorruptRecordError);
    expect((lost as CorruptRecordError).where).to.equal(`redis ${key('broken-tail')} log`);
    expect((lost as Error).message).to.match(/replays to \d+ actions, version 6 has \d+/);
    // An entry the engine refuses where it stands.
    await admin.zremrangebyscore(`${key('broken-tail')}:log`, 1, 1);
    await admin.hincrby(key('broken-tail'), 'logCount', -1);
    const refused = await other.load('broken-tail').catch((e: unknown) => e);
    expect(refused).to.be.instanceOf(CorruptRecordError);
    expect((refused as Error).message).to.match(/does not replay: version \d+ \(\w+ [\w-]+\) refused: [A-Z_]+/);
  });

  it('damaged counters are reported, not read as numbers', async () => {
    const base = newRecord('bad-counter');
    await store.create(base);
    await commitSteps(base, playWithBot(base.state, 2), 1);
    await admin.hset(key('bad-counter'), 'actions', 'many');
    expect(await other.load('bad-counter').catch((e: unknown) => e)).to.be.instanceOf(CorruptRecordError);
  });

  it('writes a snapshot on crossing a multiple of N and at the end of a game; every commit with N = 1', () => {
    const record = newRecord('rule');
    const at = (version: number, victory = false): GameRecord => ({
      ...record,
      version,
      state: { ...record.state, victory: victory ? { winners: ['atreides'], kind: 'strongholds', turn: 3 } : null },
    });
    expect(writesSnapshot(6, at(7), 1, 8)).to.equal(false);
    expect(writesSnapshot(7, at(8), 1, 8)).to.equal(true);
    expect(writesSnapshot(6, at(9), 3, 8)).to.equal(true);
    expect(writesSnapshot(9, at(10, true), 1, 8)).to.equal(true);
    expect(writesSnapshot(10, at(11, true), 0, 8), 'a room-level commit after the end').to.equal(false);
    expect(writesSnapshot(9, at(10), 1, 1)).to.equal(true);
  });
});

describe('store: actions in the journal, not records (FileStore)', () => {
  let dir: string;
  before(async () => (dir = await mkdtemp(join(tmpdir(), 'dune-tail-'))));
  after(() => rm(dir, { recursive: true, force: true }));

  /** Commits `steps` on top of `current` as LiveGame does, in batches of `size`, a room-level commit every third. */
  async function commitChain(
    store: FileStore,
    current: GameRecord,
    steps: PlayedStep[],
    size: number,
    check: (r: GameRecord) => Promise<void>,
  ): Promise<GameRecord> {
    let record = current;
    for (let i = 0, round = 0; i < steps.length; i += size, round++) {
      const batch = steps.slice(i, i + size);
      const entries: LogEntry[] = batch.map((s, j) => ({ version: record.version + 1 + j, seat: s.seat, action: s.action, at: 9_000 + j }));
      const next: GameRecord = { ...record, version: record.version + batch.length, state: batch.at(-1)!.state, updatedAt: record.updatedAt + 1 };
      expect(await store.commit(record.gameId, record.version, next, entries)).to.equal('ok');
      record = next;
      if (round % 3 === 2) {
        const control: GameRecord = { ...record, version: record.version + 1, control: { round }, updatedAt: record.updatedAt + 1 };
        expect(await store.commit(record.gameId, record.version, control, null)).to.equal('ok');
        record = control;
      }
      await check(record);
    }
    return record;
  }

  it('journal lines carry actions, no record; every committed record reads back exactly from a fresh instance, past folds', async () => {
    const store = new FileStore(dir);
    const base = newRecord('file-chain');
    await store.create(base);
    const steps = playWithBot(base.state, 150);
    const last = await commitChain(store, base, steps, 2, async (record) => {
      const loaded = await new FileStore(dir).load('file-chain');
      expect(loaded).to.deep.equal(record);
    });
    expect(last.version).to.be.greaterThan(64 * 1.5);
    const journal = await readFile(join(dir, 'games', 'file-chain', 'journal.jsonl'), 'utf8');
    expect(journal).not.to.include('"record"');
    expect(journal.split('\n').filter(Boolean).length).to.be.within(1, 63);
    expect(await new FileStore(dir).log('file-chain')).to.have.length(steps.length);
  });

  it('a journal written with whole records (the previous format) loads, and later commits continue it', async () => {
    const old = new FileStore(dir, { snapshotEvery: 1 });
    const base = newRecord('file-old');
    await old.create(base);
    const steps = playWithBot(base.state, 20);
    const middle = await commitChain(old, base, steps.slice(0, 10), 1, async () => undefined);
    expect(await readFile(join(dir, 'games', 'file-old', 'journal.jsonl'), 'utf8')).to.include('"record"');
    const store = new FileStore(dir);
    expect(await store.load('file-old')).to.deep.equal(middle);
    const later = await commitChain(store, middle, steps.slice(10), 3, async () => undefined);
    expect(await new FileStore(dir).load('file-old')).to.deep.equal(later);
  });

  it('a journal whose actions do not lead to the committed game is damage, naming the line', async () => {
    const store = new FileStore(dir);
    const base = newRecord('file-broken');
    await store.create(base);
    await commitChain(store, base, playWithBot(base.state, 8), 1, async () => undefined);
    const file = join(dir, 'games', 'file-broken', 'journal.jsonl');
    const lines = (await readFile(file, 'utf8')).split('\n').filter(Boolean);
    // The second line's action count is off by one, its checksum recomputed: the line is well formed, the game is not.
    const [, json] = /^[0-9a-f]{16} (.*)$/.exec(lines[1]!)!;
    const line = JSON.parse(json!) as { actions: number };
    line.actions += 1;
    const text = JSON.stringify(line);
    lines[1] = `${createHash('sha256').update(text).digest('hex').slice(0, 16)} ${text}`;
    await writeFile(file, `${lines.join('\n')}\n`);
    const error = await new FileStore(dir).load('file-broken').catch((e: unknown) => e);
    expect(error).to.be.instanceOf(CorruptRecordError);
    expect((error as CorruptRecordError).where).to.match(/journal\.jsonl byte \d+$/);
    expect((error as Error).message).to.match(/replays to \d+ actions, version 2 has \d+/);
  });
});
