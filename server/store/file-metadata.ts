// The metadata calls every commit makes (the guard's link and unlink, the stat of the game's lock), made synchronously
// while the file system answers them fast. None of them waits for the disk to write anything, so a local file system
// answers in microseconds; made asynchronously, each costs the event loop a thread-pool round trip, and under load
// those round trips were the file store's largest cost beside Redis (at 30 closed-loop rooms about 50 µs of the
// server's CPU per action for the three). The durable append, which waits for the disk, stays asynchronous.
// The process switches to asynchronous calls for good, with a warning, when the file system turns out slow: one call
// over `stallMs`, or WINDOW calls in a row that took over `meanMs` on average (a network file system answers every
// call in about a millisecond). Single calls of a few milliseconds are not enough: they happen on a busy machine whenever
// the scheduler runs another thread in the middle of one.
import { linkSync, statSync, unlinkSync, type BigIntStats } from 'node:fs';
import { link, stat, unlink } from 'node:fs/promises';
import { log } from '../log.ts';

/** Seam for tests: the thresholds, and whether calls are still synchronous. */
export const metadataCalls = { stallMs: 100, meanMs: 1, synchronous: true };

const WINDOW = 100;
let recent = { calls: 0, ms: 0 };

function timed<T>(what: string, path: string, call: () => T): T {
  const started = performance.now();
  try {
    return call();
  } finally {
    const ms = performance.now() - started;
    recent = { calls: recent.calls + 1, ms: recent.ms + ms };
    const full = recent.calls >= WINDOW;
    if (ms > metadataCalls.stallMs || (full && recent.ms / recent.calls > metadataCalls.meanMs)) {
      const mean = Math.round((recent.ms / recent.calls) * 1000) / 1000;
      metadataCalls.synchronous = false;
      log('warn', 'store: the file system answers slowly; metadata calls are asynchronous from now on', {
        what,
        path,
        ms: Math.round(ms * 10) / 10,
        meanMs: mean,
      });
    }
    if (full) recent = { calls: 0, ms: 0 };
  }
}

export async function linkFile(existing: string, path: string): Promise<void> {
  if (!metadataCalls.synchronous) return link(existing, path);
  timed('link', path, () => linkSync(existing, path));
}

export async function unlinkFile(path: string): Promise<void> {
  if (!metadataCalls.synchronous) return unlink(path);
  timed('unlink', path, () => unlinkSync(path));
}

/** The file's status, or null when it does not exist. */
export async function statOrNull(path: string): Promise<BigIntStats | null> {
  if (metadataCalls.synchronous) return timed('stat', path, () => statSync(path, { bigint: true, throwIfNoEntry: false }) ?? null);
  return stat(path, { bigint: true }).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? null : Promise.reject(error)));
}
