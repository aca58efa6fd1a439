// The GameStore contract (issue 6), run unchanged against FileStore (temp dir) and RedisStore (a real
// redis-server started here). No mocks.
import { expect } from 'chai';
import { mkdtemp, readdir, readFile, rm, appendFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { stateHash } from '../../rooms/dune/index.ts';
import { FileStore } from '../../server/store/file.ts';
import { RedisStore } from '../../server/store/redis.ts';
import { StoreMisuseError, GameExistsError, InvalidGameIdError } from '../../server/store/errors.ts';
import type { GameRecord, GameStore, LogEntry } from '../../server/store/types.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { newRecord, playWithBot, type PlayedStep } from './bot-play.ts';

interface Backend {
  /** A new store instance on the SAME backend (another process would see the same data). */
  open(): GameStore;
  cleanup(): Promise<void>;
}

const STEPS = playWithBot(newRecord('steps').state, 12);
/**
 * The contract commits states of its own choosing, not what the logged actions make of the previous state: the stores
 * run here in their engine-agnostic mode, the whole record in every commit. The production mode, actions replayed
 * after a snapshot, is checked with real game chains in tail.test.ts and faults.test.ts.
 */
const WHOLE = { snapshotEvery: 1 };

/** The record after `step`, committed as version `version`. */
function nextRecord(base: GameRecord, step: PlayedStep, version: number): GameRecord {
  return { ...base, version, state: step.state, updatedAt: base.updatedAt + version };
}
const entryOf = (step: PlayedStep, version: number): LogEntry => ({ version, seat: step.seat, action: step.action, at: 5_000 + version });

async function expectRejects(promise: Promise<unknown>, type: new (...args: never[]) => Error): Promise<void> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `expected ${type.name}`).to.be.instanceOf(type);
}

/** Polls `attempt` (a store call) until it returns true, and fails after `ms`: a generous deadline, never waited out. */
async function eventually(what: string, attempt: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await attempt())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

function contractSuite(name: string, backend: () => Promise<Backend>): void {
  describe(`GameStore contract: ${name}`, () => {
    let b: Backend;
    let store: GameStore;
    let other: GameStore;
    let n = 0;
    const freshId = () => `g${++n}-${Date.now().toString(36)}`;

    before(async () => {
      b = await backend();
      store = b.open();
      other = b.open();
    });
    after(async () => {
      await store?.close();
      await other?.close();
      await b?.cleanup();
    });

    it('create/load round trip keeps the record and its stateHash', async () => {
      const record = newRecord(freshId());
      await store.create(record);
      const loaded = await other.load(record.gameId);
      expect(loaded).to.deep.equal(record);
      expect(stateHash(loaded!.state)).to.equal(stateHash(record.state));
      expect(await store.load('never-created')).to.equal(null);
      expect(await store.log(record.gameId)).to.deep.equal([]);
    });

    it('create refuses an existing gameId', async () => {
      const record = newRecord(freshId());
      await store.create(record);
      await expectRejects(other.create({ ...record, version: 9 }), GameExistsError);
      expect((await store.load(record.gameId))!.version).to.equal(0);
    });

    it('commit is compare-and-set: the right version wins, a stale one writes nothing', async () => {
      const base = newRecord(freshId());
      await store.create(base);
      const v1 = nextRecord(base, STEPS[0]!, 1);
      expect(await store.commit(base.gameId, 0, v1, entryOf(STEPS[0]!, 1))).to.equal('ok');
      const stale = nextRecord(base, STEPS[1]!, 1);
      expect(await other.commit(base.gameId, 0, stale, entryOf(STEPS[1]!, 1))).to.equal('conflict');
      const loaded = await store.load(base.gameId);
      expect(stateHash(loaded!.state)).to.equal(stateHash(STEPS[0]!.state));
      expect(loaded!.version).to.equal(1);
      expect(await store.log(base.gameId)).to.deep.equal([entryOf(STEPS[0]!, 1)]);
    });

    it('a room-level commit (no entry) bumps the version and logs nothing', async () => {
      const base = newRecord(freshId());
      await store.create(base);
      const next = { ...base, version: 1, control: { bots: ['fremen'], autopilot: true } };
      expect(await store.commit(base.gameId, 0, next, null)).to.equal('ok');
      expect(await other.load(base.gameId)).to.deep.equal(next);
      expect(await store.log(base.gameId)).to.deep.equal([]);
      // A second writer that read version 0 cannot overwrite that change.
      expect(await other.commit(base.gameId, 0, { ...base, version: 1, control: null }, null)).to.equal('conflict');
    });

    it('commit to a missing game is a conflict; a misused commit throws before writing', async () => {
      const base = newRecord(freshId());
      expect(await store.commit(base.gameId, 0, { ...base, version: 1 }, null)).to.equal('conflict');
      expect(await store.load(base.gameId)).to.equal(null);
      await store.create(base);
      await expectRejects(store.commit(base.gameId, 0, { ...base, version: 0 }, null), StoreMisuseError);
      await expectRejects(store.commit(base.gameId, 0, { ...base, version: 2 }, null), StoreMisuseError);
      await expectRejects(store.commit(base.gameId, 0, { ...base, version: 1 }, entryOf(STEPS[0]!, 5)), StoreMisuseError);
      await expectRejects(store.commit(base.gameId, 0, { ...base, gameId: 'other', version: 1 }, null), StoreMisuseError);
      expect((await store.load(base.gameId))!.version).to.equal(0);
    });

    it('a batch commit logs its entries in order, one version each; a stale batch writes nothing', async () => {
      const base = newRecord(freshId());
      await store.create(base);
      const batch = [entryOf(STEPS[0]!, 1), entryOf(STEPS[1]!, 2), entryOf(STEPS[2]!, 3)];
      expect(await store.commit(base.gameId, 0, nextRecord(base, STEPS[2]!, 3), batch)).to.equal('ok');
      expect(await other.commit(base.gameId, 0, nextRecord(base, STEPS[3]!, 2), [entryOf(STEPS[3]!, 1), entryOf(STEPS[4]!, 2)])).to.equal('conflict');
      expect((await other.load(base.gameId))!.version).to.equal(3);
      expect(await other.log(base.gameId)).to.deep.equal(batch);
      expect((await other.log(base.gameId, 1)).map((e) => e.version)).to.deep.equal([2, 3]);
      // The next commit, single or batched, continues from the batch's last version.
      expect(await other.commit(base.gameId, 3, nextRecord(base, STEPS[3]!, 4), entryOf(STEPS[3]!, 4))).to.equal('ok');
      expect(await store.commit(base.gameId, 4, nextRecord(base, STEPS[5]!, 6), [entryOf(STEPS[4]!, 5), entryOf(STEPS[5]!, 6)])).to.equal('ok');
      expect((await other.log(base.gameId)).map((e) => e.version)).to.deep.equal([1, 2, 3, 4, 5, 6]);
      expect(stateHash((await other.load(base.gameId))!.state)).to.equal(stateHash(STEPS[5]!.state));
    });

    it('a batch whose versions do not run from expectedVersion + 1 to next.version throws before writing', async () => {
      const base = newRecord(freshId());
      await store.create(base);
      const two = nextRecord(base, STEPS[1]!, 2);
      await expectRejects(store.commit(base.gameId, 0, nextRecord(base, STEPS[1]!, 1), [entryOf(STEPS[0]!, 1), entryOf(STEPS[1]!, 2)]), StoreMisuseError);
      await expectRejects(store.commit(base.gameId, 0, two, [entryOf(STEPS[0]!, 1), entryOf(STEPS[1]!, 3)]), StoreMisuseError);
      await expectRejects(store.commit(base.gameId, 0, two, [entryOf(STEPS[1]!, 2), entryOf(STEPS[0]!, 1)]), StoreMisuseError);
      await expectRejects(store.commit(base.gameId, 0, two, []), StoreMisuseError);
      expect((await store.load(base.gameId))!.version).to.equal(0);
      expect(await store.log(base.gameId)).to.deep.equal([]);
    });

    it('two store instances racing on every version: exactly one wins each, no lost update', async () => {
      const base = newRecord(freshId());
      await store.create(base);
      const winners: LogEntry[] = [];
      for (let version = 1; version <= 10; version++) {
        const [a, b2] = [STEPS[version % STEPS.length]!, STEPS[(version + 1) % STEPS.length]!];
        const results = await Promise.all([
          store.commit(base.gameId, version - 1, nextRecord(base, a, version), entryOf(a, version)),
          other.commit(base.gameId, version - 1, nextRecord(base, b2, version), entryOf(b2, version)),
        ]);
        expect(
          results.filter((r) => r === 'ok'),
          `version ${version}: ${results}`,
        ).to.have.length(1);
        const winner = results[0] === 'ok' ? a : b2;
        winners.push(entryOf(winner, version));
        expect(stateHash((await store.load(base.gameId))!.state)).to.equal(stateHash(winner.state));
      }
      expect(await other.log(base.gameId)).to.deep.equal(winners);
    });

    it('many concurrent writers on one version: one ok, the rest conflict', async () => {
      const base = newRecord(freshId());
      await store.create(base);
      const stores = [store, other, store, other, store, other];
      const results = await Promise.all(stores.map((s, i) => s.commit(base.gameId, 0, nextRecord(base, STEPS[i]!, 1), entryOf(STEPS[i]!, 1))));
      expect(results.filter((r) => r === 'ok')).to.have.length(1);
      expect(await store.log(base.gameId)).to.have.length(1);
    });

    it('log keeps commit order and filters by version', async () => {
      const base = newRecord(freshId());
      await store.create(base);
      const expected: LogEntry[] = [];
      for (let version = 1; version <= 6; version++) {
        const step = STEPS[version - 1]!;
        // Version 4 is a room-level commit: the log skips it.
        const entry = version === 4 ? null : entryOf(step, version);
        expect(await store.commit(base.gameId, version - 1, nextRecord(base, step, version), entry)).to.equal('ok');
        if (entry) expected.push(entry);
      }
      expect(await other.log(base.gameId)).to.deep.equal(expected);
      expect((await other.log(base.gameId, 3)).map((e) => e.version)).to.deep.equal([5, 6]);
      expect(await other.log(base.gameId, 6)).to.deep.equal([]);
    });

    it('list shows every game with version, turn, phase and updatedAt', async () => {
      const a = newRecord(freshId());
      const b2 = newRecord(freshId());
      await store.create(a);
      await store.create(b2);
      const step = STEPS[STEPS.length - 1]!;
      await store.commit(b2.gameId, 0, nextRecord(b2, step, 1), entryOf(step, 1));
      const listed = (await other.list()).games;
      expect(listed).to.deep.include({ gameId: a.gameId, version: 0, turn: a.state.turn, phase: a.state.phase, updatedAt: a.updatedAt });
      expect(listed).to.deep.include({ gameId: b2.gameId, version: 1, turn: step.state.turn, phase: step.state.phase, updatedAt: b2.updatedAt + 1 });
      expect(new Set(listed.map((g) => g.gameId)).size).to.equal(listed.length);
    });

    it('put replaces the record and its log as given (admin import), bumping nothing', async () => {
      const base = newRecord(freshId());
      await store.create(base);
      await store.commit(base.gameId, 0, nextRecord(base, STEPS[0]!, 1), entryOf(STEPS[0]!, 1));
      const imported = { ...nextRecord(base, STEPS[2]!, 42), control: { imported: true } };
      const log = [entryOf(STEPS[0]!, 40), entryOf(STEPS[1]!, 41), entryOf(STEPS[2]!, 42)];
      await other.put(imported, log);
      expect(await store.load(base.gameId)).to.deep.equal(imported);
      expect(await store.log(base.gameId)).to.deep.equal(log);
      await other.put(imported);
      expect(await store.log(base.gameId)).to.deep.equal([]);
      expect(await store.commit(base.gameId, 42, nextRecord(base, STEPS[3]!, 43), entryOf(STEPS[3]!, 43))).to.equal('ok');
      // put also creates a game that did not exist (moving a game in from another server).
      const moved = { ...newRecord(freshId()), version: 7 };
      await other.put(moved);
      expect(await store.load(moved.gameId)).to.deep.equal(moved);
      expect((await store.list()).games.map((g) => g.gameId)).to.include(moved.gameId);
    });

    it('lock is exclusive between owners; renew and unlock only by the owner', async () => {
      const id = freshId();
      expect(await store.lock(id, 'A', 10_000)).to.equal(true);
      expect(await other.lock(id, 'B', 10_000)).to.equal(false);
      expect(await store.lock(id, 'A', 10_000), 'SET NX: not re-entrant').to.equal(false);
      expect(await other.renew(id, 'B', 10_000)).to.equal(false);
      expect(await store.renew(id, 'A', 10_000)).to.equal(true);
      await other.unlock(id, 'B');
      expect(await other.lock(id, 'B', 10_000), 'B could not unlock A').to.equal(false);
      await store.unlock(id, 'A');
      expect(await other.lock(id, 'B', 10_000)).to.equal(true);
      expect(await store.load(id), 'a lock alone is not a game').to.equal(null);
      expect((await store.list()).games.map((g) => g.gameId)).not.to.include(id);
      // The room locks a new gameId first, then creates it.
      await store.create(newRecord(id));
      expect(await other.renew(id, 'B', 10_000)).to.equal(true);
      await expectRejects(store.lock(id, 'C', 0), StoreMisuseError);
      await expectRejects(store.lock(id, 'C', 1.5), StoreMisuseError);
    });

    it('an expired lock can be taken over; its old owner can then neither renew nor unlock it', async () => {
      const id = freshId();
      expect(await store.lock(id, 'A', 10_000)).to.equal(true);
      expect(await other.lock(id, 'B', 10_000)).to.equal(false);
      // A renewal sets the expiry to now + ttl: renewed to 1 ms, A's lock lapses at once (no margin to race).
      expect(await store.renew(id, 'A', 1)).to.equal(true);
      await eventually('the lock renewed to 1 ms to lapse', () => other.lock(id, 'B', 10_000));
      expect(await store.renew(id, 'A', 10_000)).to.equal(false);
      await store.unlock(id, 'A');
      expect(await store.lock(id, 'C', 10_000)).to.equal(false);
      // Renewal keeps a short lock alive past its first expiry. A renewal that comes after the short ttl (a stalled
      // machine) proves nothing either way: that round is tried again with a new id and a ttl twice as long.
      for (let attempt = 0, ttl = 200; ; attempt++, ttl *= 2) {
        const id2 = freshId();
        const asked = Date.now();
        expect(await store.lock(id2, 'A', ttl)).to.equal(true);
        const locked = Date.now(); // the first expiry is at most locked + ttl
        const renewed = await store.renew(id2, 'A', 10_000);
        if (!renewed && Date.now() - asked >= ttl && attempt < 4) continue;
        expect(renewed, `renewed ${Date.now() - asked} ms after asking for a ${ttl} ms lock`).to.equal(true);
        await sleep(Math.max(0, locked + ttl + 10 - Date.now()));
        expect(await other.lock(id2, 'B', 10_000)).to.equal(false);
        break;
      }
    });

    it('two owners racing for a free lock: exactly one gets it', async () => {
      for (let round = 0; round < 5; round++) {
        const id = freshId();
        const results = await Promise.all([store.lock(id, 'A', 10_000), other.lock(id, 'B', 10_000), store.lock(id, 'C', 10_000)]);
        expect(results.filter(Boolean)).to.have.length(1);
      }
    });

    it('refuses gameIds that could escape the data folder or key space', async () => {
      const record = newRecord('ok-id');
      for (const bad of ['../escape', '..', '.', 'a/b', 'a\\b', '', 'x\0y', 'a b', 'a:b', 'é', 'x'.repeat(65)]) {
        await expectRejects(store.create({ ...record, gameId: bad }), InvalidGameIdError);
        await expectRejects(store.load(bad), InvalidGameIdError);
        await expectRejects(store.commit(bad, 0, { ...record, gameId: bad, version: 1 }, null), InvalidGameIdError);
        await expectRejects(store.log(bad), InvalidGameIdError);
        await expectRejects(store.put({ ...record, gameId: bad }), InvalidGameIdError);
        await expectRejects(store.lock(bad, 'A', 1_000), InvalidGameIdError);
        await expectRejects(store.renew(bad, 'A', 1_000), InvalidGameIdError);
        await expectRejects(store.unlock(bad, 'A'), InvalidGameIdError);
      }
    });
  });
}

contractSuite('FileStore', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'dune-store-'));
  return { open: () => new FileStore(dir, WHOLE), cleanup: () => rm(dir, { recursive: true, force: true }) };
});

let redis: TestRedis | undefined;
contractSuite('RedisStore', async () => {
  redis = await startRedis();
  const url = redis.url;
  return { open: () => new RedisStore(url, 'dune', WHOLE), cleanup: async () => redis?.stop() };
});

describe('FileStore crash safety', () => {
  let dir: string;
  before(async () => (dir = await mkdtemp(join(tmpdir(), 'dune-store-'))));
  after(() => rm(dir, { recursive: true, force: true }));

  it('a log line appended by a commit that crashed before its snapshot is ignored, then cut off', async () => {
    const store = new FileStore(dir, WHOLE);
    const base = newRecord('torn');
    await store.create(base);
    await store.commit('torn', 0, nextRecord(base, STEPS[0]!, 1), entryOf(STEPS[0]!, 1));
    const folder = join(dir, 'games', 'torn');
    const logFile = (await readdir(folder)).find((f) => f.startsWith('log-'))!;
    // The crashed commit got as far as a half-written line for version 2.
    await appendFile(join(folder, logFile), '{"version":2,"seat":"fre');
    expect(await store.log('torn')).to.deep.equal([entryOf(STEPS[0]!, 1)]);
    expect(await store.commit('torn', 1, nextRecord(base, STEPS[1]!, 2), entryOf(STEPS[1]!, 2))).to.equal('ok');
    expect(await new FileStore(dir, WHOLE).log('torn')).to.deep.equal([entryOf(STEPS[0]!, 1), entryOf(STEPS[1]!, 2)]);
  });

  /** Commits `count` versions after `from` (cycling through STEPS), each with an entry. */
  async function commitMany(store: FileStore, base: GameRecord, from: number, count: number): Promise<void> {
    for (let v = from + 1; v <= from + count; v++) {
      expect(await store.commit(base.gameId, v - 1, nextRecord(base, STEPS[v % STEPS.length]!, v), entryOf(STEPS[v % STEPS.length]!, v))).to.equal('ok');
    }
  }

  it('the journal is folded into the log and the snapshot every 64 commits; a fresh instance reads the same', async () => {
    const store = new FileStore(dir, WHOLE);
    const base = newRecord('fold');
    await store.create(base);
    await commitMany(store, base, 0, 150);
    const folder = join(dir, 'games', 'fold');
    const snapshot = JSON.parse(await readFile(join(folder, 'snapshot.json'), 'utf8')) as { record: GameRecord };
    expect(snapshot.record.version).to.equal(128);
    const fresh = new FileStore(dir, WHOLE);
    expect((await fresh.load('fold'))!.version).to.equal(150);
    expect((await fresh.log('fold')).map((e) => e.version)).to.deep.equal(Array.from({ length: 150 }, (_, i) => i + 1));
    expect(await fresh.commit('fold', 150, nextRecord(base, STEPS[0]!, 151), entryOf(STEPS[0]!, 151))).to.equal('ok');
    expect(await store.commit('fold', 150, nextRecord(base, STEPS[1]!, 151), entryOf(STEPS[1]!, 151))).to.equal('conflict');
  });

  it('batched commits are folded like single ones; journal lines written before batches still read', async () => {
    const store = new FileStore(dir, WHOLE);
    const base = newRecord('batches');
    await store.create(base);
    let version = 0;
    // 30 batches of 1 to 4 actions: the journal folds at 64 lines whatever the batch sizes.
    for (let i = 0; i < 30; i++) {
      const size = (i % 4) + 1;
      const entries = Array.from({ length: size }, (_, k) => entryOf(STEPS[(version + k) % STEPS.length]!, version + 1 + k));
      expect(await store.commit('batches', version, nextRecord(base, STEPS[(version + size - 1) % STEPS.length]!, version + size), entries)).to.equal('ok');
      version += size;
    }
    const fresh = new FileStore(dir, WHOLE);
    expect((await fresh.load('batches'))!.version).to.equal(version);
    expect((await fresh.log('batches')).map((e) => e.version)).to.deep.equal(Array.from({ length: version }, (_, i) => i + 1));
    // A line of the earlier form ({ log, record, entry }, no `after`) continues the journal as before.
    const folder = join(dir, 'games', 'batches');
    const { log } = JSON.parse(await readFile(join(folder, 'snapshot.json'), 'utf8')) as { log: string };
    const old = { log, record: nextRecord(base, STEPS[0]!, version + 1), entry: entryOf(STEPS[0]!, version + 1) };
    await appendFile(join(folder, 'journal.jsonl'), `${JSON.stringify(old)}\n`);
    const after = new FileStore(dir, WHOLE);
    expect((await after.load('batches'))!.version).to.equal(version + 1);
    expect((await after.log('batches')).at(-1)).to.deep.equal(entryOf(STEPS[0]!, version + 1));
  });

  it('a torn journal line (a commit that crashed before its fsync) is ignored, then cut off', async () => {
    const store = new FileStore(dir, WHOLE);
    const base = newRecord('torn-journal');
    await store.create(base);
    await commitMany(store, base, 0, 3);
    await appendFile(join(dir, 'games', 'torn-journal', 'journal.jsonl'), '{"log":"log-x","record":{"version":4');
    const fresh = new FileStore(dir, WHOLE);
    expect((await fresh.load('torn-journal'))!.version).to.equal(3);
    await commitMany(fresh, base, 3, 1);
    expect((await new FileStore(dir, WHOLE).log('torn-journal')).map((e) => e.version)).to.deep.equal([1, 2, 3, 4]);
  });

  it('journal lines left by a crash after a fold (or naming an imported-over log) are skipped, never applied twice', async () => {
    const store = new FileStore(dir, WHOLE);
    const base = newRecord('refold');
    await store.create(base);
    await commitMany(store, base, 0, 63);
    const folder = join(dir, 'games', 'refold');
    const before = await readFile(join(folder, 'journal.jsonl'), 'utf8');
    await commitMany(store, base, 63, 1); // folds
    // The crash lost the journal's truncation: its old lines are back, all at or below the snapshot's version.
    await writeFile(join(folder, 'journal.jsonl'), before);
    const fresh = new FileStore(dir, WHOLE);
    expect((await fresh.load('refold'))!.version).to.equal(64);
    await commitMany(fresh, base, 64, 2);
    expect((await new FileStore(dir, WHOLE).log('refold')).map((e) => e.version)).to.deep.equal(Array.from({ length: 66 }, (_, i) => i + 1));
    // An import starts a new log: lines of the old one are ignored even with higher versions.
    await fresh.put({ ...base, version: 10 });
    await writeFile(join(folder, 'journal.jsonl'), before);
    expect((await new FileStore(dir, WHOLE).load('refold'))!.version).to.equal(10);
    expect(await new FileStore(dir, WHOLE).log('refold')).to.deep.equal([]);
  });

  it('leaves no temp or guard files behind', async () => {
    const store = new FileStore(dir, WHOLE);
    const base = newRecord('tidy');
    await store.create(base);
    await store.commit('tidy', 0, nextRecord(base, STEPS[0]!, 1), entryOf(STEPS[0]!, 1));
    await store.put({ ...base, version: 5 });
    await store.lock('tidy', 'A', 1_000);
    await store.renew('tidy', 'A', 1_000);
    const files = (await readdir(join(dir, 'games', 'tidy'))).sort();
    // The log beside the lock, its fence count, the snapshot and the (emptied) journal.
    expect(files.filter((f) => !['lock', 'fence', 'snapshot.json', 'journal.jsonl'].includes(f))).to.have.length(1);
    expect(files.some((f) => f.startsWith('.tmp') || f.endsWith('.guard'))).to.equal(false);
  });
});
