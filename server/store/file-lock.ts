// Exclusive files for FileStore: a short "guard" serializing read-check-write sections across processes, and the
// game lock (owner + expiry) with the same semantics as Redis SET NX PX / compare-and-pexpire / compare-and-del.
import { readFileSync } from 'node:fs';
import { link, readFile, rm, stat } from 'node:fs/promises';
import { hostname, uptime } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { writeAtomic, writeTempBeside } from './file-io.ts';
import { readStored } from './records.ts';

/** A guard older than this belongs to a process that died inside its few-millisecond section. */
const GUARD_STALE_MS = 5_000;
const GUARD_WAIT_MS = 10_000;

function isCode(error: unknown, code: string): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === code;
}

/**
 * Creates `path` holding `text` only if it does not exist: the content is written to a temp file first and
 * hard-linked into place (link fails with EEXIST atomically), so nobody ever sees a half-written lock.
 */
export async function createExclusive(path: string, text: string): Promise<boolean> {
  const temp = await writeTempBeside(path, text);
  try {
    await link(temp, path);
    return true;
  } catch (error) {
    if (isCode(error, 'EEXIST')) return false;
    throw error;
  } finally {
    await rm(temp, { force: true });
  }
}

/** Runs `section` while holding the guard file `path` (waits for it; takes over a stale one). */
export async function withGuard<T>(path: string, section: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + GUARD_WAIT_MS;
  while (!(await createExclusive(path, String(process.pid)))) {
    const age = await stat(path).then(
      (s) => Date.now() - s.mtimeMs,
      () => 0,
    );
    if (age > GUARD_STALE_MS) await rm(path, { force: true });
    else if (Date.now() > deadline) throw new Error(`${path}: guard held for over ${GUARD_WAIT_MS} ms`);
    else await sleep(1 + Math.floor(Math.random() * 3));
  }
  try {
    return await section();
  } finally {
    await rm(path, { force: true });
  }
}

interface LockContent {
  owner: string;
  expiresAt: number;
  /** The holding process and the machine boot it runs in (absent in locks written before). */
  pid?: number;
  boot?: string;
}

/**
 * This machine's current boot, the same for every local process: Linux's boot id, else the host name and boot time
 * (to ten seconds; two processes that round it apart just wait for the lock's expiry).
 */
const BOOT = (() => {
  try {
    return `${hostname()}:${readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()}`;
  } catch {
    return `${hostname()}:${Math.round((Date.now() / 1000 - uptime()) / 10)}`;
  }
})();

/** Whether process `pid` of this machine is alive (EPERM: alive, but someone else's). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return isCode(error, 'EPERM');
  }
}

/**
 * A lock of a process that is gone: written in this boot of this machine by another process that no longer runs.
 * A file store has one machine, so its restarted server takes its dead predecessor's games back at once instead of
 * waiting for the locks to expire. A live holder, or one of another machine or boot, waits for its expiry.
 */
function orphaned(held: LockContent): boolean {
  if (held.boot !== BOOT || held.pid === undefined) return false;
  // One of ours: orphaned once its owner let go (a room that closed while the disk refused the unlock).
  if (held.pid === process.pid) return !liveOwners.has(held.owner);
  return !alive(held.pid);
}

/** The lock owners of this process that have not let go (process-wide: every FileStore instance shares it). */
const liveOwners = new Set<string>();

const LockSchema = z.object({ owner: z.string().max(200), expiresAt: z.number(), pid: z.number().int().optional(), boot: z.string().max(200).optional() });

/** The lock held, or null when there is none; a lock file that is not a lock (torn, edited) is damage. */
async function readLock(path: string): Promise<LockContent | null> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (isCode(error, 'ENOENT')) return null;
    throw error;
  }
  return readStored(LockSchema, text, path);
}

const lockText = (owner: string, ttlMs: number): string => JSON.stringify({ owner, expiresAt: Date.now() + ttlMs, pid: process.pid, boot: BOOT });

/** The lock file at `path`; its guard is `path.guard`. Expiry uses the wall clock, shared by local processes. */
export class FileLock {
  constructor(private readonly path: string) {}

  private guarded<T>(section: () => Promise<T>): Promise<T> {
    return withGuard(`${this.path}.guard`, section);
  }

  /** Like SET NX PX: fails while anyone (the same owner too) holds an unexpired lock; an expired one is taken over. */
  async acquire(owner: string, ttlMs: number): Promise<boolean> {
    const taken = await this.take(owner, ttlMs);
    if (taken) liveOwners.add(owner);
    return taken;
  }

  private async take(owner: string, ttlMs: number): Promise<boolean> {
    if (await createExclusive(this.path, lockText(owner, ttlMs))) return true;
    return this.guarded(async () => {
      const held = await readLock(this.path);
      // Released meanwhile: race the unguarded fast path fairly, through the same exclusive create.
      if (!held) return createExclusive(this.path, lockText(owner, ttlMs));
      if (held.expiresAt > Date.now() && !orphaned(held)) return false;
      // Expired or orphaned: only guarded code replaces or removes an existing lock file, so this rename steals it safely.
      await writeAtomic(this.path, lockText(owner, ttlMs));
      return true;
    });
  }

  async renew(owner: string, ttlMs: number): Promise<boolean> {
    return this.guarded(async () => {
      const held = await readLock(this.path);
      if (!held || held.owner !== owner || held.expiresAt <= Date.now()) return false;
      await writeAtomic(this.path, lockText(owner, ttlMs));
      return true;
    });
  }

  async release(owner: string): Promise<void> {
    // Let go first: if the disk refuses the removal, the lock is still known to be free for this process.
    liveOwners.delete(owner);
    await this.guarded(async () => {
      const held = await readLock(this.path);
      if (held?.owner === owner) await rm(this.path, { force: true });
    });
  }
}
