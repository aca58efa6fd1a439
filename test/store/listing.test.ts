// What the operator's tools read of a store: the health check writes nowhere the store reads, and the listing and
// `npm run replay` skip (and name) what is not a game and report an unreadable game as damaged, never failing whole.
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { FileStore } from '../../server/store/file.ts';
import { RedisStore } from '../../server/store/redis.ts';
import { startRedis } from '../helpers/redis.ts';
import { newRecord } from './bot-play.ts';

const run = promisify(execFile);
const NODE = join(process.cwd(), 'node_modules/.bin/node');

describe('store listing: FileStore', () => {
  let dir: string;
  before(async () => (dir = await mkdtemp(join(tmpdir(), 'dune-listing-'))));
  after(() => rm(dir, { recursive: true, force: true }));

  it('a health check leaves nothing among the games', async () => {
    const store = new FileStore(dir);
    await store.create(newRecord('first'));
    const before = (await readdir(join(dir, 'games'))).sort();
    expect(await store.health()).to.equal(null);
    expect((await readdir(join(dir, 'games'))).sort()).to.deep.equal(before);
    expect((await store.list()).games.map((g) => g.gameId)).to.deep.equal(['first']);
  });

  it('list and replay skip what is not a game and report an unreadable game as damaged; the others are listed and checked', async () => {
    const store = new FileStore(dir);
    await store.create(newRecord('second'));
    await store.create(newRecord('unreadable'));
    // A file with a game's name, a folder that is no game id, and a game whose snapshot cannot be read as a file.
    await writeFile(join(dir, 'games', 'stray'), 'x');
    await mkdir(join(dir, 'games', 'not an id'));
    await rm(join(dir, 'games', 'unreadable', 'snapshot.json'));
    await mkdir(join(dir, 'games', 'unreadable', 'snapshot.json'));
    const { games, skipped } = await new FileStore(dir).list();
    expect(games.filter((g) => !g.damaged).map((g) => g.gameId)).to.have.members(['first', 'second']);
    expect(games.find((g) => g.gameId === 'unreadable')?.damaged).to.match(/EISDIR|read/);
    expect(skipped.map((s) => s.entry).sort()).to.deep.equal(['not an id', 'stray']);

    const replay = await run(NODE, ['--import', 'tsx', 'server/replay.ts', '--dir', dir]).then(
      () => null,
      (e: { code: number; stdout: string }) => e,
    );
    expect(replay?.code, 'exit 1: a game is damaged').to.equal(1);
    expect(replay?.stdout).to.match(/^OK\s+first/m);
    expect(replay?.stdout).to.match(/^OK\s+second/m);
    expect(replay?.stdout).to.match(/^DAMAGED\s+unreadable .*EISDIR/m);
    expect(replay?.stdout).to.match(/^SKIPPED\s+stray/m);
    expect(replay?.stdout).to.match(/^SKIPPED\s+not an id/m);
  });
});

describe('store listing: RedisStore', () => {
  it('list skips what is not a game (a bad id, an id with nothing stored) and lists the rest', async () => {
    const redis = await startRedis();
    const store = new RedisStore(redis.url);
    const admin = new Redis(redis.url);
    try {
      await store.create(newRecord('listed'));
      await admin.sadd('dune:games', 'not a game id!', 'nothing-here');
      // A key Redis cannot read as a game: that game is damaged, the listing goes on.
      await admin.sadd('dune:games', 'wrong-type');
      await admin.set('dune:game:{wrong-type}', 'x');
      const { games, skipped } = await store.list();
      expect(games.filter((g) => !g.damaged).map((g) => g.gameId)).to.deep.equal(['listed']);
      expect(games.find((g) => g.gameId === 'wrong-type')?.damaged).to.match(/WRONGTYPE/);
      expect(skipped.map((s) => s.entry).sort()).to.deep.equal(['not a game id!', 'nothing-here']);
    } finally {
      await admin.quit();
      await store.close();
      await redis.stop();
    }
  });
});
