// Behaviour specific to one store: RedisStore after the server forgot its scripts, FileStore after a process died
// inside a commit (its guard file left behind) or while holding game locks.
import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { link, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { FileStore } from '../../server/store/file.ts';
import { SELF } from '../../server/store/holder.ts';
import { RedisStore } from '../../server/store/redis.ts';
import { startRedis } from '../helpers/redis.ts';
import { newRecord } from './bot-play.ts';

describe('store specifics', () => {
  it('RedisStore re-sends a script the server no longer has (restart, SCRIPT FLUSH)', async () => {
    const redis = await startRedis();
    const store = new RedisStore(redis.url);
    const admin = new Redis(redis.url);
    try {
      const record = newRecord('flushed');
      await store.create(record);
      await admin.script('FLUSH');
      expect(await store.commit('flushed', 0, { ...record, version: 1 }, null)).to.equal('ok');
      expect(await store.renew('flushed', 'nobody', 1_000)).to.equal(false);
    } finally {
      await admin.quit();
      await store.close();
      await redis.stop();
    }
  });

  it('FileStore lists its games after a health check; a file beside them is skipped and named', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dune-list-health-'));
    try {
      const store = new FileStore(dir);
      await store.create(newRecord('listed'));
      expect(await store.health()).to.equal(null);
      // A temporary file of an interrupted write beside the games, as a crash may leave one.
      await writeFile(join(dir, 'games', '.tmp-0123456789ab'), 'x');
      const listing = await store.list();
      expect(listing.games.map((g) => g.gameId)).to.deep.equal(['listed']);
      expect(listing.skipped).to.deep.equal([{ entry: '.tmp-0123456789ab', reason: 'not a game id' }]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('FileStore takes over at once the guard of a process that died mid-commit (as this build or an earlier one writes it)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dune-guard-'));
    try {
      const store = new FileStore(dir);
      const record = newRecord('orphan-guard');
      await store.create(record);
      const guard = join(dir, 'games', 'orphan-guard', 'commit.guard');
      await mkdir(join(dir, 'games', 'orphan-guard'), { recursive: true });
      const ended = spawn(process.execPath, ['-e', '']);
      await new Promise((r) => ended.once('exit', r));
      const dead = ended.pid!;
      // An earlier build wrote its holder's bare pid; this one names the holder and its machine's boot.
      await writeFile(guard, String(dead));
      const started = performance.now();
      expect(await store.commit('orphan-guard', 0, { ...record, version: 1 }, null)).to.equal('ok');
      await writeFile(guard, JSON.stringify({ ...SELF, pid: dead, start: undefined, id: 'dead' }));
      expect(await store.commit('orphan-guard', 1, { ...record, version: 2 }, null)).to.equal('ok');
      expect(performance.now() - started, 'no lease waited out').to.be.below(1000);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('FileStore guards cost no write: each is a link of this process’s one holder file, gone after the commit; a leftover of this process is displaced', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dune-guard-link-'));
    try {
      const store = new FileStore(dir);
      const record = newRecord('linked-guard');
      await store.create(record);
      for (let v = 0; v < 3; v++) expect(await store.commit('linked-guard', v, { ...record, version: v + 1 }, null)).to.equal('ok');
      const holders = await readdir(join(dir, 'holders'));
      expect(holders).to.deep.equal([`${SELF.pid}-${SELF.start ?? '0'}.json`]);
      expect(JSON.parse(await readFile(join(dir, 'holders', holders[0]!), 'utf8'))).to.deep.equal(JSON.parse(JSON.stringify(SELF)));
      const folder = join(dir, 'games', 'linked-guard');
      expect((await readdir(folder)).filter((f) => f.includes('guard') || f.startsWith('.tmp'))).to.deep.equal([]);
      // A guard this process left behind (its removal refused) names this process but no section of it: displaced.
      await link(join(dir, 'holders', holders[0]!), join(folder, 'commit.guard'));
      const started = performance.now();
      expect(await store.commit('linked-guard', 3, { ...record, version: 4 }, null)).to.equal('ok');
      expect(performance.now() - started).to.be.below(1000);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('FileStore: a restarted process takes at once the game locks its dead predecessor held; a live holder keeps them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dune-takeover-'));
    const holder = (stay: boolean) =>
      spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          '-e',
          `import { FileStore } from '${join(process.cwd(), 'server/store/file.ts')}';
           const ok = await new FileStore(${JSON.stringify(dir)}).lock('held', 'dead-owner', 60000);
           console.log(ok ? 'locked' : 'refused');
           ${stay ? 'setInterval(() => {}, 1000);' : ''}`,
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
    const locked = (child: ChildProcess) => new Promise<string>((resolve) => child.stdout!.once('data', (d: Buffer) => resolve(d.toString().trim())));
    try {
      const store = new FileStore(dir);
      await store.create(newRecord('held'));
      // A live holder in another process: its lock stands until it expires.
      const live = holder(true);
      expect(await locked(live)).to.equal('locked');
      expect(await store.lock('held', 'me', 60_000)).to.equal(false);
      // Killed (a crash): its lock is taken over at once, long before its 60 s expiry.
      live.kill('SIGKILL');
      await new Promise((r) => live.once('exit', r));
      const started = Date.now();
      expect(await store.lock('held', 'me', 60_000)).to.equal(true);
      expect(Date.now() - started).to.be.lessThan(1000);
      // A lock held by this very process (another room here) is not taken over.
      expect(await store.lock('held', 'someone-else-here', 60_000)).to.equal(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
