// Every stored part names its game and its place: a line or an entry of another game, a record copied under another
// game's id, a gap or a duplicate is damage, reported by load (GAME_DAMAGED), list and the replay check, never read as
// a shorter game. Crash leftovers are still tolerated, and games written before these checks still load. Real files
// and a real redis-server; games played with the engine's legal-move bot.
import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { verifyGame } from '../../server/replay.ts';
import { FileStore } from '../../server/store/file.ts';
import { RedisStore } from '../../server/store/redis.ts';
import { CorruptRecordError } from '../../server/store/records.ts';
import type { GameRecord, GameStore, LogEntry } from '../../server/store/types.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { newRecord, playWithBot } from './bot-play.ts';

/** Plays `count` bot actions into a new game, one commit each, as a room does. Two games of one seed make the same lines. */
async function playGame(store: GameStore, gameId: string, seed: string, count: number): Promise<GameRecord> {
  let record = newRecord(gameId, seed);
  await store.create(record);
  for (const [i, step] of playWithBot(record.state, count).entries()) {
    const next: GameRecord = { ...record, version: record.version + 1, state: step.state, updatedAt: 2_000 + i };
    const entry: LogEntry = { version: next.version, seat: step.seat, action: step.action, at: 2_000 + i };
    expect(await store.commit(gameId, record.version, next, entry)).to.equal('ok');
    record = next;
  }
  expect(record.version).to.equal(count);
  return record;
}

/** The games a listing names (damaged ones included). */
const listedGames = async (store: GameStore) => (await store.list()).games;

async function damageOf(promise: Promise<unknown>): Promise<CorruptRecordError> {
  const error = await promise.then(
    (value) => value,
    (e: unknown) => e,
  );
  expect(error, 'expected damage to be reported').to.be.instanceOf(CorruptRecordError);
  return error as CorruptRecordError;
}

/** The game is damage for every reader: load (a room's restore), list, and the replay check. */
async function expectDamaged(store: GameStore, gameId: string, reason: RegExp): Promise<void> {
  expect((await damageOf(store.load(gameId))).message).to.match(reason);
  const listed = (await listedGames(store)).find((g) => g.gameId === gameId);
  expect(listed?.damaged, `${gameId} listed as damaged`).to.match(reason);
  expect((await verifyGame(store, gameId)).problem).to.match(/^damaged: /);
}

describe('store integrity: FileStore', () => {
  let dir: string;
  let store: FileStore;
  const folder = (id: string) => join(dir, 'games', id);
  const journalLines = async (id: string) => (await readFile(join(folder(id), 'journal.jsonl'), 'utf8')).split('\n').filter(Boolean);
  const writeJournal = (id: string, lines: string[]) => writeFile(join(folder(id), 'journal.jsonl'), `${lines.join('\n')}\n`);

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dune-integrity-'));
    store = new FileStore(dir);
    // Twins: same seed, same actions, ids of the same length, so their lines differ only in what names the game.
    // 95 versions: folded at 64, journal lines for 65 to 95.
    for (const id of ['twin-a', 'twin-b', 'dup-aa', 'copied', 'loglin']) await playGame(store, id, 'twin', 95);
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('a line of another game in the middle of the journal is damage, never a shorter game', async () => {
    const mine = await journalLines('twin-a');
    const theirs = await journalLines('twin-b');
    expect(mine).to.have.length(31);
    // The other game's line for version 81 where this game's is: same length, same actions, another game.
    mine[16] = theirs[16]!;
    await writeJournal('twin-a', mine);
    await expectDamaged(new FileStore(dir), 'twin-a', /twin-b/);
    expect((await new FileStore(dir).load('twin-b'))!.version).to.equal(95);
  });

  it('a line of the same game twice in the journal is damage', async () => {
    const mine = await journalLines('dup-aa');
    mine.splice(17, 0, mine[5]!);
    await writeJournal('dup-aa', mine);
    await expectDamaged(new FileStore(dir), 'dup-aa', /twice|again|duplicate|sequence|position/);
  });

  it('a game folder copied under another id is damage, not the other game served under this id', async () => {
    await cp(folder('copied'), folder('copy-of'), { recursive: true });
    await expectDamaged(new FileStore(dir), 'copy-of', /copied/);
    expect((await new FileStore(dir).load('copied'))!.gameId).to.equal('copied');
  });

  it('a log line of another game is damage when the log is read (export, replay)', async () => {
    const { log } = JSON.parse(await readFile(join(folder('loglin'), 'snapshot.json'), 'utf8')) as { log: string };
    const other = (await readdir(folder('twin-b'))).find((f) => f.startsWith('log-'))!;
    const mine = (await readFile(join(folder('loglin'), log), 'utf8')).split('\n');
    const theirs = (await readFile(join(folder('twin-b'), other), 'utf8')).split('\n');
    mine[9] = theirs[9]!;
    await writeFile(join(folder('loglin'), log), mine.join('\n'));
    const fresh = new FileStore(dir);
    expect((await damageOf(fresh.log('loglin'))).message).to.match(/twin-b/);
    expect((await verifyGame(fresh, 'loglin')).problem).to.match(/^damaged: .*twin-b/);
  });

  it('crash leftovers are still tolerated: the previous log’s lines at the start, and a torn last line', async () => {
    const id = 'leftover';
    const played = await playGame(store, id, 'leftover', 20);
    const before = await journalLines(id);
    // An import (a new log) that crashed before it emptied the journal, then a torn line of a commit never acknowledged.
    await store.put({ ...played, version: 20 }, await store.log(id));
    await writeFile(join(folder(id), 'journal.jsonl'), `${before.join('\n')}\n0123456789abcdef {"game":"leftover","se`);
    const fresh = new FileStore(dir);
    expect((await fresh.load(id))!.version).to.equal(20);
    expect((await listedGames(fresh)).find((g) => g.gameId === id)?.damaged).to.equal(undefined);
    expect((await verifyGame(fresh, id)).ok).to.equal(true);
    const [step] = playWithBot(played.state, 1);
    const next = { ...played, version: 21, state: step!.state };
    expect(await fresh.commit(id, 20, next, { version: 21, seat: step!.seat, action: step!.action, at: 1 })).to.equal('ok');
    expect((await new FileStore(dir).load(id))!.version).to.equal(21);
  });

  it('a game written by an earlier build (lines without game or position) loads, lists, replays and goes on', async () => {
    const id = 'old-build';
    const record = newRecord(id, 'old-build');
    const steps = playWithBot(record.state, 12);
    const entries: LogEntry[] = steps.map((s, i) => ({ version: i + 1, seat: s.seat, action: s.action, at: 3_000 + i }));
    const at = (v: number): GameRecord => ({ ...record, version: v, state: steps[v - 1]!.state, updatedAt: 3_000 + v });
    // Exactly what the previous FileStore wrote: a snapshot at version 8 over a log of 8 lines, then a journal of 4.
    const sum = (json: string) => createHash('sha256').update(json).digest('hex').slice(0, 16);
    const line = (value: unknown) => {
      const json = JSON.stringify(value);
      return `${sum(json)} ${json}\n`;
    };
    const logText = entries
      .slice(0, 8)
      .map((e) => line(e))
      .join('');
    const logName = 'log-0123456789ab.jsonl';
    await mkdir(folder(id), { recursive: true });
    await writeFile(join(folder(id), logName), logText);
    const snapshotRecord = at(8);
    await writeFile(
      join(folder(id), 'snapshot.json'),
      JSON.stringify({ log: logName, logBytes: Buffer.byteLength(logText), record: snapshotRecord, sum: sum(JSON.stringify(snapshotRecord)) }),
    );
    const journal = [9, 10, 11, 12]
      .map((v) => line({ log: logName, after: v - 1, version: v, updatedAt: 3_000 + v, actions: steps[v - 1]!.state.actions, entries: [entries[v - 1]] }))
      .join('');
    await writeFile(join(folder(id), 'journal.jsonl'), journal);
    const fresh = new FileStore(dir);
    expect(await fresh.load(id)).to.deep.equal(at(12));
    expect(await fresh.log(id)).to.deep.equal(entries);
    expect((await listedGames(fresh)).find((g) => g.gameId === id)).to.deep.include({ version: 12 });
    expect((await verifyGame(fresh, id)).ok).to.equal(true);
    // The next commit (of this build) continues it.
    const [step] = playWithBot(steps[11]!.state, 1);
    const next = { ...at(12), version: 13, state: step!.state };
    expect(await fresh.commit(id, 12, next, { version: 13, seat: step!.seat, action: step!.action, at: 4_000 })).to.equal('ok');
    expect(await new FileStore(dir).load(id)).to.deep.equal(next);
    expect((await verifyGame(new FileStore(dir), id)).ok).to.equal(true);
  });
});

describe('store integrity: RedisStore', () => {
  let redis: TestRedis;
  let store: RedisStore;
  let admin: Redis;
  const key = (id: string) => `dune:game:{${id}}`;

  before(async () => {
    redis = await startRedis();
    store = new RedisStore(redis.url);
    admin = new Redis(redis.url);
    // 95 versions: a snapshot at 64, the log after it replayed on load.
    for (const id of ['gap', 'dup', 'foreign-a', 'foreign-b', 'source']) await playGame(store, id, 'twin', 95);
  });
  after(async () => {
    await admin?.quit();
    await store?.close();
    await redis?.stop();
  });

  it('an entry missing from the log before the snapshot is damage', async () => {
    expect(Number(await admin.hget(key('gap'), 'snapshot'))).to.equal(64);
    await admin.zremrangebyscore(`${key('gap')}:log`, 10, 10);
    await expectDamaged(store, 'gap', /entries|missing/);
  });

  it('a second entry for one version before the snapshot is damage', async () => {
    const [member] = await admin.zrangebyscore(`${key('dup')}:log`, 10, 10);
    const copy = JSON.parse(member!) as LogEntry;
    await admin.zadd(`${key('dup')}:log`, 10, JSON.stringify({ ...copy, at: copy.at + 1 }));
    await expectDamaged(store, 'dup', /entries|twice|duplicate/);
    expect((await damageOf(store.log('dup'))).message).to.match(/version 10/);
  });

  it('an entry of another game in the log is damage when the log is read', async () => {
    const [theirs] = await admin.zrangebyscore(`${key('foreign-b')}:log`, 10, 10);
    const [mine] = await admin.zrangebyscore(`${key('foreign-a')}:log`, 10, 10);
    await admin.zrem(`${key('foreign-a')}:log`, mine!);
    await admin.zadd(`${key('foreign-a')}:log`, 10, theirs!);
    expect((await damageOf(store.log('foreign-a'))).message).to.match(/foreign-b/);
    expect((await verifyGame(store, 'foreign-a')).problem).to.match(/^damaged: .*foreign-b/);
  });

  it('a game copied under another key is damage, not the other game served under this id', async () => {
    const fields = await admin.hgetall(key('source'));
    await admin.hset(key('the-copy'), fields);
    for (const [member, score] of pairs(await admin.zrangebyscore(`${key('source')}:log`, '-inf', '+inf', 'WITHSCORES')))
      await admin.zadd(`${key('the-copy')}:log`, score, member);
    await admin.sadd('dune:games', 'the-copy');
    await expectDamaged(store, 'the-copy', /source/);
    expect((await store.load('source'))!.gameId).to.equal('source');
  });

  it('a game written by an earlier build (entries without game, no entry count) loads, lists, replays and goes on', async () => {
    const id = 'old-redis';
    const record = newRecord(id, 'old-redis');
    const steps = playWithBot(record.state, 12);
    const at = (v: number): GameRecord => ({ ...record, version: v, state: steps[v - 1]!.state, updatedAt: 3_000 + v });
    // What the previous RedisStore wrote: a snapshot at 8, counters at 12, a log of bare entries.
    const snapshot = at(8);
    await admin.hset(key(id), {
      version: 12,
      record: JSON.stringify(snapshot),
      snapshot: 8,
      turn: at(12).state.turn,
      phase: at(12).state.phase,
      updatedAt: 3_012,
      actions: at(12).state.actions,
    });
    await admin.sadd('dune:games', id);
    for (let v = 1; v <= 12; v++)
      await admin.zadd(`${key(id)}:log`, v, JSON.stringify({ version: v, seat: steps[v - 1]!.seat, action: steps[v - 1]!.action, at: 3_000 + v }));
    expect(await store.load(id)).to.deep.equal(at(12));
    expect((await listedGames(store)).find((g) => g.gameId === id)).to.deep.include({ version: 12 });
    expect((await verifyGame(store, id)).ok).to.equal(true);
    const [step] = playWithBot(steps[11]!.state, 1);
    const next = { ...at(12), version: 13, state: step!.state };
    expect(await store.commit(id, 12, next, { version: 13, seat: step!.seat, action: step!.action, at: 4_000 })).to.equal('ok');
    expect(await store.load(id)).to.deep.equal(next);
    expect((await verifyGame(store, id)).ok).to.equal(true);
    // From its first commit on, the game counts its entries: a lost one is seen.
    await admin.zremrangebyscore(`${key(id)}:log`, 2, 2);
    await damageOf(store.load(id));
  });
});

/** [member, score, member, score …] as pairs. */
function pairs(flat: string[]): [string, number][] {
  const out: [string, number][] = [];
  for (let i = 0; i < flat.length; i += 2) out.push([flat[i]!, Number(flat[i + 1])]);
  return out;
}
