// Several OS processes on one backend (issue 6 "two writers race", "two processes restore the same gameId"):
// read-modify-write with compare-and-set loses no update, and exactly one process gets the game lock.
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { FileStore } from '../../server/store/file.ts';
import { RedisStore } from '../../server/store/redis.ts';
import type { GameStore } from '../../server/store/types.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { newRecord } from './bot-play.ts';

const run = promisify(execFile);
const NODE = join(process.cwd(), 'node_modules/.bin/node');
const WORKERS = 3;
const INCREMENTS = 25;

async function race(kind: 'file' | 'redis', where: string, store: GameStore): Promise<void> {
  const gameId = `race-${kind}`;
  await store.create({ ...newRecord(gameId), control: { count: 0, by: [] } });
  const start = String(Date.now() + 1_500); // every worker has loaded tsx by then
  const outputs = await Promise.all(
    Array.from({ length: WORKERS }, (_, i) =>
      run(NODE, ['--import', 'tsx', 'test/store/race-worker.ts', kind, where, gameId, `w${i}`, String(INCREMENTS), start]),
    ),
  );
  const reports = outputs.map((o) => JSON.parse(o.stdout) as { locked: boolean; conflicts: number });
  expect(reports.filter((r) => r.locked), 'exactly one process holds the lock').to.have.length(1);
  const final = await store.load(gameId);
  const control = final!.control as { count: number; by: string[] };
  expect(final!.version).to.equal(WORKERS * INCREMENTS);
  expect(control.count, 'no lost update').to.equal(WORKERS * INCREMENTS);
  for (let i = 0; i < WORKERS; i++) expect(control.by.filter((w) => w === `w${i}`)).to.have.length(INCREMENTS);
}

describe('GameStore across processes', function () {
  this.timeout(20_000);
  let dir: string;
  let redis: TestRedis;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dune-race-'));
    redis = await startRedis();
  });
  after(async () => {
    await redis?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('FileStore: racing processes lose no update; one lock holder', async () => {
    const store = new FileStore(dir);
    await race('file', dir, store);
  });

  it('RedisStore: racing processes lose no update; one lock holder', async () => {
    const store = new RedisStore(redis.url);
    try {
      await race('redis', redis.url, store);
    } finally {
      await store.close();
    }
  });
});
