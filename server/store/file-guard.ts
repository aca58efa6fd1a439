// The guard file of a FileStore game: an exclusive file (created with link(), which fails atomically if it exists)
// that serializes every read-check-write of a game across processes: commits, and every change of its lock. It is
// never taken from a holder that may still run, however long its section takes: a holder whose append stalls for
// minutes keeps it, and whoever waits fails after GUARD_WAIT_MS instead (a store fault, never an acknowledgement).
// Only a holder proven gone (holder.ts: its pid is free or another process's, its machine rebooted) is displaced,
// which is what lets the section under it check a fencing token and append with nobody else in between. Earlier
// builds displaced a guard older than 5 s by its mtime: with one append stalled 6 s, two writers were both told `ok`
// for one version.
import { createHash, randomBytes } from 'node:crypto';
import { link, readFile, rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { writeTempBeside } from './file-io.ts';
import { fateOf, running, SELF, type HolderFields } from './holder.ts';

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

/** A guard as written: its holder and an id of this holding (the same process holds many over time). */
interface GuardHolder extends HolderFields {
  id?: string;
}

/** The ids of the guards this process holds now (a file naming this process but no id here is a leftover). */
const held = new Set<string>();

/** The guard's text and holder, or null when there is none. An earlier build wrote its holder's bare pid. */
async function readGuard(path: string): Promise<{ text: string; holder: GuardHolder } | null> {
  const text = await readFile(path, 'utf8').catch((error: unknown) => (isCode(error, 'ENOENT') ? null : Promise.reject(error)));
  if (text === null) return null;
  if (/^\d+$/.test(text)) return { text, holder: { pid: Number(text) } };
  try {
    const parsed = JSON.parse(text) as GuardHolder;
    return { text, holder: typeof parsed === 'object' && parsed !== null ? parsed : {} };
  } catch {
    return { text, holder: {} }; // says nothing: never displaced
  }
}

function provenGone(holder: GuardHolder): boolean {
  // An earlier build's guard names only a pid, of this machine (so did that build's locks).
  if (holder.boot === undefined) return holder.pid !== undefined && Number.isSafeInteger(holder.pid) && holder.pid > 0 && !running(holder.pid);
  const fate = fateOf(holder);
  return fate === 'gone' || (fate === 'this process' && (holder.id === undefined || !held.has(holder.id)));
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
      if (other && provenGone(other.holder)) await displace(claim, other.text);
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

/** Runs `section` while holding the guard file `path`: waits for a live holder, displaces one proven gone. */
export async function withGuard<T>(path: string, section: () => Promise<T>): Promise<T> {
  const id = randomBytes(6).toString('hex');
  const mine = JSON.stringify({ ...SELF, id });
  const deadline = performance.now() + GUARD_WAIT_MS;
  // Known as ours before the file exists: another section of this process must never take it for a leftover.
  held.add(id);
  try {
    while (!(await createExclusive(path, mine))) {
      const found = await readGuard(path);
      if (found && provenGone(found.holder)) await displace(path, found.text);
      else if (performance.now() > deadline)
        throw new Error(`${path}: guard held for over ${GUARD_WAIT_MS} ms by ${found?.text ?? 'nobody'} (remove it only if that process is gone)`);
      else await sleep(1 + Math.floor(Math.random() * 3));
    }
    try {
      return await section();
    } finally {
      await rm(path, { force: true });
    }
  } finally {
    held.delete(id);
  }
}
