// Stored games keep their rules (issue 37): the games a previous build stored (test/fixtures/stored-games/, a file
// store and a Redis dump of each build) replay with this build to the hashes they were stored with, none damaged, and
// restore and play on.
import { expect } from 'chai';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { consistencyProblems } from '../../rooms/dune/consistency.ts';
import { pendingDecisions, stateHash } from '../../rooms/dune/index.ts';
import { verifyGame } from '../../server/replay.ts';
import { FileStore } from '../../server/store/file.ts';
import { RedisStore } from '../../server/store/redis.ts';
import type { GameStore } from '../../server/store/types.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { playWithBot } from './bot-play.ts';

const FIXTURES = join(process.cwd(), 'test/fixtures/stored-games');
const GAMES = ['advanced', 'all-cards', 'basic', 'choam-skills-homeworlds', 'edition-1'];

/** What `npm run replay` checks of every game, then each restored and played on; returns the games checked. */
async function replayAll(store: GameStore, name: string): Promise<string[]> {
  const listing = await store.list();
  expect(listing.skipped, name).to.deep.equal([]);
  expect(
    listing.games.filter((g) => g.damaged),
    `${name}: damaged`,
  ).to.deep.equal([]);
  const ids = listing.games.map((g) => g.gameId).sort();
  for (const gameId of ids) {
    const report = await verifyGame(store, gameId);
    expect(report.problem, `${name}/${gameId}`).to.equal(null);
    expect(report.ok, `${name}/${gameId}`).to.equal(true);
    const record = await store.load(gameId);
    if (!record) throw new Error(`${name}/${gameId} did not load`);
    expect(consistencyProblems(record.state), `${name}/${gameId}`).to.deep.equal([]);
    expect(stateHash(record.state)).to.equal(report.snapshotHash);
    // Plays on under its own rules: its open decisions are answered, and the game moves.
    expect(pendingDecisions(record.state), `${name}/${gameId} has a decision open`).to.not.be.empty;
    const steps = playWithBot(record.state, 40);
    expect(steps.length, `${name}/${gameId} plays on`).to.be.greaterThan(10);
    for (const step of steps) expect(consistencyProblems(step.state), `${name}/${gameId}`).to.deep.equal([]);
  }
  return ids;
}

describe('rules editions (rooms/dune/rules-edition.ts): stored games of earlier builds keep their rules (issue 37)', () => {
  let dir: string;
  let builds: string[];
  before(async () => {
    // A copy: a store may leave what it keeps beside the games (holders), and the fixture stays as it was made.
    dir = await mkdtemp(join(tmpdir(), 'dune-stored-games-'));
    await cp(FIXTURES, dir, { recursive: true });
    builds = (await readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name);
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('npm run replay over the file store of every earlier build: every game OK (0 damaged, 0 mismatched), restored and played on', async () => {
    expect(builds).to.include.members(['edition-1', 'edition-2', 'edition-3']);
    for (const build of builds) {
      const store = new FileStore(join(dir, build));
      try {
        expect(await replayAll(store, build)).to.deep.equal(GAMES);
      } finally {
        await store.close();
      }
    }
  });

  it('npm run replay over the Redis dump of every earlier build: every game OK (0 damaged, 0 mismatched), restored and played on', async function () {
    this.timeout(30_000);
    for (const build of builds) {
      const data = await mkdtemp(join(tmpdir(), 'dune-stored-redis-'));
      await writeFile(join(data, 'dump.rdb'), gunzipSync(await readFile(join(dir, build, 'redis', 'dump.rdb.gz'))));
      let redis: TestRedis | undefined;
      let store: RedisStore | undefined;
      try {
        redis = await startRedis({ dir: data });
        store = new RedisStore(redis.url);
        expect(await replayAll(store, `${build} (redis)`)).to.deep.equal(GAMES);
      } finally {
        await store?.close();
        await redis?.stop();
        await rm(data, { recursive: true, force: true });
      }
    }
  });
});
