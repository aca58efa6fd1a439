// The game lock of FileStore: owner, fencing token and heartbeat, with the semantics of Redis SET NX PX /
// compare-and-pexpire / compare-and-del, and no wall clock in any decision. Every method runs under the game's guard
// (file-guard.ts), as commits do, so the lock cannot change hands between a commit's check of its fence and its append.
//
// Fencing: each time the lock changes hands it gets the next token, counted in the game's `fence` file (a released
// lock's successor continues the count). The process that took it remembers the token it was granted, per lock and
// owner; a commit names its writer, and FileStore writes it only if the lock is still that owner's under that token.
// A holder that lost the game (its lock taken over while it stalled) is refused before anything is appended.
//
// Staleness: the holder rewrites its lock on every renewal (`beat` grows). Another process takes it over only once it
// has seen the very same lock for the holder's whole `ttlMs`, timed on its own monotonic clock from when it first saw
// it. Earlier builds compared an expiry written with one process's wall clock against another's: a process whose
// clock ran 60 s ahead took live locks at once. A lock whose holder is proven gone (holder.ts) is taken at once, so a
// restarted server takes back its crashed predecessor's games without waiting.
import { readFile, rm } from 'node:fs/promises';
import { z } from 'zod';
import { writeAtomic } from './file-io.ts';
import { statOrNull } from './file-metadata.ts';
import { fateOf, HolderFieldsSchema, SELF } from './holder.ts';
import { readStored } from './records.ts';

const LockSchema = z.object({
  owner: z.string().max(200),
  /** Written for earlier builds, which compare it with their wall clock; never read here. */
  expiresAt: z.number(),
  ...HolderFieldsSchema.shape,
  /** Absent in locks written before fencing and heartbeats. */
  fence: z.number().int().min(1).optional(),
  beat: z.number().int().min(0).optional(),
  ttlMs: z.number().int().min(1).optional(),
});
type LockContent = z.infer<typeof LockSchema>;

const FenceSchema = z.number().int().min(0);

/** Fence tokens granted to owners in this process, by lock path and owner (shared by every FileStore instance). */
const grants = new Map<string, number>();
/** Each lock held by someone else as this process last saw it, and since when (monotonic ms). */
const observed = new Map<string, { text: string; since: number }>();

const grantKey = (path: string, owner: string): string => `${path}\n${owner}`;

/**
 * Each lock as this process last wrote it: the file's identity (inode, size, change times) then, and whose it is.
 * Every write of a lock file replaces it (a new inode, new times), so a lock file with that very identity was touched
 * by nobody since: a commit checks its fence with one stat instead of reading the file (file.ts).
 */
const written = new Map<string, { identity: string; owner: string; fence: number }>();

async function identityOf(path: string): Promise<string | null> {
  const s = await statOrNull(path);
  return s === null ? null : `${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}`;
}

/** The fence of a commit's writer: its token, and whether the lock is untouched since this process wrote it. */
export interface Fence {
  token: number;
  untouched: boolean;
}

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === 'ENOENT';

async function readText(path: string): Promise<string | null> {
  return readFile(path, 'utf8').catch((error: unknown) => (isMissing(error) ? null : Promise.reject(error)));
}

/** The lock held (its text and content), or null; a lock file that is not a lock (torn, edited) is damage. */
async function readLock(path: string): Promise<{ text: string; lock: LockContent } | null> {
  const text = await readText(path);
  return text === null ? null : { text, lock: readStored(LockSchema, text, path) };
}

/** Whether the same `text` has been seen at `path` for `ttlMs` on this process's monotonic clock (timed from its first sighting). */
function unchangedFor(path: string, text: string, ttlMs: number): boolean {
  const now = performance.now();
  const seen = observed.get(path);
  if (seen?.text === text) return now - seen.since >= ttlMs;
  observed.set(path, { text, since: now });
  return false;
}

const lockText = (owner: string, ttlMs: number, fence: number, beat: number): string =>
  JSON.stringify({ owner, fence, beat, ttlMs, expiresAt: Date.now() + ttlMs, ...SELF });

/** The lock file at `path`, and the fence counter at `fencePath`. Call every method under the game's guard. */
export class FileLock {
  constructor(
    private readonly path: string,
    private readonly fencePath: string,
  ) {}

  /** Like SET NX PX: fails while anyone (the same owner too) holds a lock that is not stale; a stale one is taken over. */
  async acquire(owner: string, ttlMs: number): Promise<boolean> {
    const found = await readLock(this.path);
    if (found && !this.stale(found.text, found.lock, ttlMs)) return false;
    const last = await readText(this.fencePath);
    const fence = Math.max(last === null ? 0 : readStored(FenceSchema, last, this.fencePath), found?.lock.fence ?? 0) + 1;
    // The count first: a crash before the lock is written skips a token, never hands one out twice.
    await writeAtomic(this.fencePath, String(fence));
    await this.write(owner, fence, lockText(owner, ttlMs, fence, 0));
    observed.delete(this.path);
    grants.set(grantKey(this.path, owner), fence);
    return true;
  }

  /**
   * Free to take: its holder is proven gone, or is this process and let go of it (a room that closed while the disk
   * refused the unlock), or the lock has not changed for the holder's ttl as this process sees it (the requester's
   * ttl for a lock written before the ttl was stored).
   */
  private stale(text: string, lock: LockContent, ttlMs: number): boolean {
    const fate = fateOf(lock);
    if (fate === 'gone' || (fate === 'this process' && !grants.has(grantKey(this.path, lock.owner)))) return true;
    return unchangedFor(this.path, text, lock.ttlMs ?? ttlMs);
  }

  /** Like compare-and-pexpire: a new heartbeat, only while `owner` holds the lock under the token it was granted. */
  async renew(owner: string, ttlMs: number): Promise<boolean> {
    const found = await readLock(this.path);
    const granted = grants.get(grantKey(this.path, owner));
    if (!found || found.lock.owner !== owner || (granted !== undefined && found.lock.fence !== granted)) return false;
    const fence = found.lock.fence ?? granted ?? 1;
    await this.write(owner, fence, lockText(owner, ttlMs, fence, (found.lock.beat ?? 0) + 1));
    return true;
  }

  /** Replaces the lock file and remembers the identity it has now (for fenceOf). */
  private async write(owner: string, fence: number, text: string): Promise<void> {
    written.delete(this.path);
    await writeAtomic(this.path, text);
    const identity = await identityOf(this.path);
    if (identity !== null) written.set(this.path, { identity, owner, fence });
  }

  /** `owner` lets go (before its release, which the disk may refuse: this process then knows the lock free anyway). */
  forget(owner: string): void {
    grants.delete(grantKey(this.path, owner));
  }

  /** Like compare-and-del. */
  async release(owner: string): Promise<void> {
    this.forget(owner);
    written.delete(this.path);
    const found = await readLock(this.path);
    if (found?.lock.owner === owner) await rm(this.path, { force: true });
  }

  /**
   * The fence token of `owner` if it still holds the lock under the token it was granted here, else null; `untouched`
   * when the lock file is the very one this process last wrote for it (one stat), so that nobody has held the game
   * since and what this process last read or wrote of it is still all there is.
   */
  async fenceOf(owner: string): Promise<Fence | null> {
    const granted = grants.get(grantKey(this.path, owner));
    if (granted === undefined) return null;
    const mine = written.get(this.path);
    if (mine && mine.owner === owner && mine.fence === granted && mine.identity === (await identityOf(this.path))) return { token: granted, untouched: true };
    const found = await readLock(this.path);
    return found?.lock.owner === owner && found.lock.fence === granted ? { token: granted, untouched: false } : null;
  }
}
