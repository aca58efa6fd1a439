// The guard file of a FileStore game: an exclusive file (created with link(), which fails atomically if it exists)
// that serializes every read-check-write of a game across processes: commits, and every change of its lock. Taking it
// is one link() of this process's holder file (written once, in a `holders` folder on the same file system) to the
// guard's path, and giving it back one unlink: a commit pays two system calls for it, no write and no fsync (a guard
// needs no durability: after a crash its holder is gone anyway). It is
// never taken from a holder that may still run, however long its section takes: a holder whose append stalls for
// minutes keeps it, and whoever waits fails after GUARD_WAIT_MS instead (a store fault, never an acknowledgement).
// Only a holder proven gone (holder.ts: its pid is free or another process's, its machine rebooted) is displaced,
// which is what lets the section under it check a fencing token and append with nobody else in between. Earlier
// builds displaced a guard older than 5 s by its mtime: with one append stalled 6 s, two writers were both told `ok`
// for one version.
import { createHash, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { writeTempBeside } from './file-io.ts';
import { linkFile, unlinkFile } from './file-metadata.ts';
import { z } from 'zod';
import { fateOf, HolderFieldsSchema, running, SELF, type HolderFields } from './holder.ts';

/** How long to wait for a holder that may still run before the operation fails (measured on the monotonic clock). */
const GUARD_WAIT_MS = 10_000;

const isCode = (error: unknown, code: string): boolean => (error as NodeJS.ErrnoException | null)?.code === code;

/**
 * Creates `path` holding `text` only if it does not exist: the content is written to a temp file first and
 * hard-linked into place (link fails with EEXIST atomically), so nobody ever sees a half-written file.
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

/** A guard as written: its holder, and for a claim an id of that holding. */
const GuardHolderSchema = HolderFieldsSchema.extend({ id: z.string().max(100).optional() });
type GuardHolder = HolderFields & { id?: string };

/** The ids of the claims this process holds now (a claim naming this process but no id here is a leftover). */
const held = new Set<string>();
/**
 * Guard paths this process holds now: a guard naming this process at any other path is a leftover (a release the
 * disk refused), and may be displaced. Within a process one section at a time is at a path (FileStore serializes
 * its sections per game, store/mutex.ts), so the path alone tells a holding from a leftover.
 */
const holding = new Set<string>();

/** This process's holder file in each `holders` folder, written once (its text: SELF), and where it is. */
const holderFiles = new Map<string, Promise<string>>();

function holderFile(holders: string): Promise<string> {
  let file = holderFiles.get(holders);
  if (!file) {
    const path = join(holders, `${SELF.pid}-${SELF.start ?? '0'}.json`);
    file = (async () => {
      await mkdir(holders, { recursive: true });
      // Written beside and renamed into place: a reader of a guard linked to it never sees it half written.
      const temp = `${path}.${randomBytes(4).toString('hex')}`;
      await writeFile(temp, JSON.stringify(SELF));
      await rename(temp, path);
      return path;
    })();
    holderFiles.set(holders, file);
    file.catch(() => holderFiles.delete(holders));
  }
  return file;
}

/** Links this process's holder file to `path`: true if taken, false if it exists (EEXIST, atomically). */
async function linkHolder(holders: string, path: string): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    try {
      await linkFile(await holderFile(holders), path);
      return true;
    } catch (error) {
      if (isCode(error, 'EEXIST')) return false;
      // The games on another file system than the holders folder: the guard's own copy of the holder, written each time.
      if (isCode(error, 'EXDEV')) return createExclusive(path, JSON.stringify(SELF));
      // The holder file was removed under us (an operator cleaning up): write it again, once.
      if (isCode(error, 'ENOENT') && attempt === 0) {
        holderFiles.delete(holders);
        continue;
      }
      throw error;
    }
  }
}

/** The guard's text and holder, or null when there is none. An earlier build wrote its holder's bare pid. */
async function readGuard(path: string): Promise<{ text: string; holder: GuardHolder } | null> {
  const text = await readFile(path, 'utf8').catch((error: unknown) => (isCode(error, 'ENOENT') ? null : Promise.reject(error)));
  if (text === null) return null;
  if (/^\d+$/.test(text)) return { text, holder: { pid: Number(text) } };
  try {
    const parsed = GuardHolderSchema.safeParse(JSON.parse(text));
    return { text, holder: parsed.success ? parsed.data : {} };
  } catch {
    return { text, holder: {} }; // says nothing: never displaced
  }
}

function provenGone(holder: GuardHolder, path: string): boolean {
  // An earlier build's guard names only a pid, of this machine (so did that build's locks).
  if (holder.boot === undefined) return holder.pid !== undefined && Number.isSafeInteger(holder.pid) && holder.pid > 0 && !running(holder.pid);
  const fate = fateOf(holder);
  if (fate !== 'this process') return fate === 'gone';
  // Ours: a claim by its id; a guard (no id; an earlier build's had one) by whether a section of ours is at its path.
  return holder.id !== undefined ? !held.has(holder.id) : !holding.has(path);
}

/**
 * Removes the guard file at `path` whose text is `text`, its holder proven gone. Several waiters may find it gone at
 * once, and a new holder may take the freed path meanwhile: only the waiter that creates the claim file named after
 * that very text removes it, and only if the path still holds that text (a new holding has another id). A claim whose
 * own holder died is displaced the same way.
 */
async function displace(path: string, text: string): Promise<void> {
  const claim = `${path}.break-${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
  const id = randomBytes(6).toString('hex');
  held.add(id);
  try {
    if (!(await createExclusive(claim, JSON.stringify({ ...SELF, id })))) {
      const other = await readGuard(claim);
      if (other && provenGone(other.holder, claim)) await displace(claim, other.text);
      return; // the caller looks again
    }
    try {
      if ((await readGuard(path))?.text === text) await rm(path, { force: true });
    } finally {
      await rm(claim, { force: true });
    }
  } finally {
    held.delete(id);
  }
}

/**
 * Runs `section` while holding the guard file `path` (taken by linking this process's holder file, kept in the
 * `holders` folder, which must be on the guard's file system): waits for a live holder, displaces one proven gone.
 */
export async function withGuard<T>(path: string, holders: string, section: () => Promise<T>): Promise<T> {
  const deadline = performance.now() + GUARD_WAIT_MS;
  try {
    while (!(await linkHolder(holders, path))) {
      const found = await readGuard(path);
      if (found && provenGone(found.holder, path)) await displace(path, found.text);
      else if (performance.now() > deadline)
        throw new Error(`${path}: guard held for over ${GUARD_WAIT_MS} ms by ${found?.text ?? 'nobody'} (remove it only if that process is gone)`);
      else await sleep(1 + Math.floor(Math.random() * 3));
    }
    holding.add(path);
    try {
      return await section();
    } finally {
      // unlink, not rm: rm stats the path first, one more system call on every commit.
      await unlinkFile(path).catch((error: unknown) => (isCode(error, 'ENOENT') ? undefined : Promise.reject(error)));
    }
  } finally {
    holding.delete(path);
  }
}
