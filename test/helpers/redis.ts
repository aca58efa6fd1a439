// Starts a real, throw-away redis-server for a test: free loopback port, its own temp dir, no persistence (or AOF),
// as a replica of another if asked; and copies of its data, to start a stale copy from later.
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { Redis } from 'ioredis';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeOutput } from '../support/capture-logs.ts';

export interface TestRedis {
  url: string;
  port: number;
  /** Its data folder. */
  dir: string;
  stop(): Promise<void>;
  /** Kills the server (SIGKILL), keeping its folder (and so its AOF, if any). */
  kill(): Promise<void>;
  /** Starts it again on the same port and folder. */
  restart(): Promise<void>;
}

/** Saves the data of the Redis at `url` (SAVE) and copies its folder: what a stale copy starts from (startRedis({ dir })). */
export async function copyData(redis: TestRedis): Promise<string> {
  const client = new Redis(redis.url);
  try {
    await client.save();
  } finally {
    client.disconnect();
  }
  const copy = await mkdtemp(join(tmpdir(), 'dune-redis-copy-'));
  await cp(redis.dir, copy, { recursive: true });
  return copy;
}

/**
 * Resolves once `count` replicas acknowledge a write to the primary at `url` (WAIT), or fails after `ms`. Being listed
 * online is not enough: after a full sync the primary streams to a replica only from its first acknowledgement on.
 */
export async function waitForReplicas(url: string, count: number, ms = 10_000): Promise<void> {
  const client = new Redis(url);
  try {
    const until = Date.now() + ms;
    for (let n = 0; ; n++) {
      await client.set('test:replicas', String(n));
      if ((await client.wait(count, 100)) >= count) return;
      if (Date.now() > until) throw new Error(`no ${count} replica(s) acknowledged a write within ${ms} ms:\n${await client.info('replication')}`);
    }
  } finally {
    client.disconnect();
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function waitForReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 20_000);
    child.stdout?.on('data', (chunk: string | Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${output}`));
    });
  });
}

/**
 * `port`: a given one (to start a Redis a server is already waiting for, or in place of one that was killed); `aof`:
 * append-only persistence on; `dir`: start from that data folder (a copy taken with copyData); `replicaOf`: the
 * port of a primary to replicate.
 */
export async function startRedis(options: { port?: number; aof?: boolean; dir?: string; replicaOf?: number } = {}): Promise<TestRedis> {
  const dir = options.dir ?? (await mkdtemp(join(tmpdir(), 'dune-redis-')));
  const port = options.port ?? (await freePort());
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--save',
    '',
    '--appendonly',
    options.aof ? 'yes' : 'no',
    '--protected-mode',
    'yes',
    // A primary otherwise waits 5 s for more replicas before it sends its data to one that (re)connects.
    '--repl-diskless-sync-delay',
    '0',
    ...(options.replicaOf === undefined ? [] : ['--replicaof', '127.0.0.1', String(options.replicaOf)]),
  ];
  let child: ChildProcess;
  // mocha --exit (or a crash) may end this process before after() hooks run: never leave a server behind.
  const killOnExit = (): void => void child.kill('SIGKILL');
  const launch = async () => {
    child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    // Its log joins the test's captured output (shown if the test fails), and its pipes never fill up.
    pipeOutput(child, `redis :${port}`);
    await waitForReady(child);
  };
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  process.once('exit', killOnExit);
  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    dir,
    kill,
    restart: launch,
    async stop() {
      process.off('exit', killOnExit);
      await kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
