// Several OS processes on one backend (issue 6 "two writers race", "two processes restore the same gameId"):
// read-modify-write with compare-and-set loses no update, and exactly one process gets the game lock.
import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileStore } from '../../server/store/file.ts';
import { RedisStore } from '../../server/store/redis.ts';
import type { GameStore } from '../../server/store/types.ts';
import { startRedis, type TestRedis } from '../helpers/redis.ts';
import { pipeOutput } from '../support/capture-logs.ts';
import { newRecord } from './bot-play.ts';

const NODE = join(process.cwd(), 'node_modules/.bin/node');
const WORKERS = 3;
const INCREMENTS = 25;

/** A race worker (race-worker.ts): `ready` once it has loaded and waits for go(); `report` is its JSON line. */
function startWorker(args: string[]): { ready: Promise<void>; go(): void; report: Promise<{ locked: boolean; conflicts: number }> } {
  const child = spawn(NODE, ['--import', 'tsx', 'test/store/race-worker.ts', ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
  pipeOutput(child, `worker ${args[3]}`);
  child.stdin!.on('error', () => undefined); // a worker that died before the go: its exit code says why
  let out = '';
  let readyNow!: () => void;
  const ready = new Promise<void>((resolve) => (readyNow = resolve));
  child.stdout!.on('data', (chunk: string) => {
    out += chunk;
    if (out.startsWith('ready\n')) readyNow();
  });
  const report = new Promise<{ locked: boolean; conflicts: number }>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1)!)) : reject(new Error(`worker ${args[3]} exited with ${code}`)),
    );
  });
  return { ready: Promise.race([ready, report.then(() => undefined)]), go: () => child.stdin!.end('go\n'), report };
}

async function race(kind: 'file' | 'redis', where: string, store: GameStore): Promise<void> {
  const gameId = `race-${kind}`;
  await store.create({ ...newRecord(gameId), control: { count: 0, by: [] } });
  // Every worker loads (tsx takes a while), then all are let go at once.
  const workers = Array.from({ length: WORKERS }, (_, i) => startWorker([kind, where, gameId, `w${i}`, String(INCREMENTS)]));
  await Promise.all(workers.map((w) => w.ready));
  for (const w of workers) w.go();
  const reports = await Promise.all(workers.map((w) => w.report));
  expect(
    reports.filter((r) => r.locked),
    'exactly one process holds the lock',
  ).to.have.length(1);
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
