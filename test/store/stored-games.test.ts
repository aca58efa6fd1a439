// Stored games keep their rules (issue 37): the games a previous build stored (test/fixtures/stored-games/) replay
// with this build to the hashes they were stored with, and restore and play on.
import { expect } from 'chai';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { consistencyProblems } from '../../rooms/dune/consistency.ts';
import { pendingDecisions, stateHash } from '../../rooms/dune/index.ts';
import { verifyGame } from '../../server/replay.ts';
import { FileStore } from '../../server/store/file.ts';
import { playWithBot } from './bot-play.ts';

const FIXTURES = join(process.cwd(), 'test/fixtures/stored-games');

describe('stored games of earlier builds (issue 37: stored games keep their rules)', () => {
  let dir: string;
  before(async () => {
    // A copy: loading a game may leave what a store keeps beside it (holders), and the fixture stays as made.
    dir = await mkdtemp(join(tmpdir(), 'dune-stored-games-'));
    await cp(FIXTURES, dir, { recursive: true });
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('every fixture store lists its games, none damaged', async () => {
    const builds = (await readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory());
    expect(builds.map((b) => b.name)).to.include('edition-2');
    for (const build of builds) {
      const store = new FileStore(join(dir, build.name));
      try {
        const listing = await store.list();
        expect(listing.skipped, build.name).to.deep.equal([]);
        expect(
          listing.games.filter((g) => g.damaged),
          build.name,
        ).to.deep.equal([]);
        expect(listing.games.length, build.name).to.be.greaterThanOrEqual(5);
      } finally {
        await store.close();
      }
    }
  });

  it('npm run replay reports every game OK (0 damaged, 0 mismatched), and each restores and plays on', async () => {
    const builds = (await readdir(dir, { withFileTypes: true })).filter((e) => e.isDirectory());
    let checked = 0;
    for (const build of builds) {
      const store = new FileStore(join(dir, build.name));
      try {
        for (const { gameId } of (await store.list()).games) {
          const report = await verifyGame(store, gameId);
          expect(report.problem, `${build.name}/${gameId}`).to.equal(null);
          expect(report.ok, `${build.name}/${gameId}`).to.equal(true);
          const record = await store.load(gameId);
          if (!record) throw new Error(`${build.name}/${gameId} did not load`);
          expect(consistencyProblems(record.state), `${build.name}/${gameId}`).to.deep.equal([]);
          expect(stateHash(record.state)).to.equal(report.snapshotHash);
          // Plays on under its own rules: every open decision can still be answered, and the game moves.
          expect(pendingDecisions(record.state), `${build.name}/${gameId} has a decision open`).to.not.be.empty;
          const steps = playWithBot(record.state, 40);
          expect(steps.length, `${build.name}/${gameId} plays on`).to.be.greaterThan(10);
          for (const step of steps) expect(consistencyProblems(step.state), `${build.name}/${gameId}`).to.deep.equal([]);
          checked += 1;
        }
      } finally {
        await store.close();
      }
    }
    expect(checked).to.be.greaterThanOrEqual(5);
  });
});
