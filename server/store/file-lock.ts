// Exclusive files for FileStore: a short "guard" serializing read-check-write sections across processes, and the
// game lock (owner + expiry) with the same semantics as Redis SET NX PX / compare-and-pexpire / compare-and-del.
import { link, readFile, rm, stat } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { writeAtomic, writeTempBeside } from './file-io.ts';

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
}

async function readLock(path: string): Promise<LockContent | null> {
  try {
    const parsed = JSON.parse(await readFile(path, 'utf8')) as LockContent;
    return typeof parsed.owner === 'string' && typeof parsed.expiresAt === 'number' ? parsed : null;
  } catch (error) {
    if (isCode(error, 'ENOENT')) return null;
    throw error;
  }
}

const lockText = (owner: string, ttlMs: number): string => JSON.stringify({ owner, expiresAt: Date.now() + ttlMs });

/** The lock file at `path`; its guard is `path.guard`. Expiry uses the wall clock, shared by local processes. */
export class FileLock {
  constructor(private readonly path: string) {}

  private guarded<T>(section: () => Promise<T>): Promise<T> {
    return withGuard(`${this.path}.guard`, section);
  }

  /** Like SET NX PX: fails while anyone (the same owner too) holds an unexpired lock; an expired one is taken over. */
  async acquire(owner: string, ttlMs: number): Promise<boolean> {
    if (await createExclusive(this.path, lockText(owner, ttlMs))) return true;
    return this.guarded(async () => {
      const held = await readLock(this.path);
      // Released meanwhile: race the unguarded fast path fairly, through the same exclusive create.
      if (!held) return createExclusive(this.path, lockText(owner, ttlMs));
      if (held.expiresAt > Date.now()) return false;
      // Expired: only guarded code replaces or removes an existing lock file, so this rename steals it safely.
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
    await this.guarded(async () => {
      const held = await readLock(this.path);
      if (held?.owner === owner) await rm(this.path, { force: true });
    });
  }
}
