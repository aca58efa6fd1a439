// FileStore's health check: a write made as a commit makes one (an fsynced append of a line through the same checked
// write path, file-io.ts), of a commit's size, in a probe file of its own folder (DATA_DIR/health, which nothing
// lists or reads), emptied again at once. A tiny write fits on a disk where a commit no longer does: once a commit
// failed for want of room or of a writable disk, the probe writes as much as that commit did, until a commit
// succeeds or a minute has passed, so /health fails as long as such a commit would.
import { mkdir, truncate } from 'node:fs/promises';
import { join } from 'node:path';
import { ShortWriteError, truncateAndAppend } from './file-io.ts';
import { serialized } from './mutex.ts';
import { publicProblem } from './problems.ts';

/** The probe's line: a commit's journal line with a few actions, or a room-level commit's seats and control. */
const PROBE_BYTES = 8 * 1024;
/** The most one probe writes, however large the commit that failed (it runs on every /health). */
const PROBE_MAX_BYTES = 1024 * 1024;
/** How long a failed commit sizes the probe, unless a commit succeeds first. */
const FAILURE_MEMORY_MS = 60_000;
/** Failures that say the disk cannot take a commit now, rather than something about one game. */
const DISK_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EIO', 'EACCES', 'EPERM']);

export class WriteProbe {
  private failure: { at: number; bytes: number } | null = null;

  constructor(private readonly dir: string) {}

  /** A commit that tried to write `bytes` failed with `error`. */
  commitFailed(error: unknown, bytes: number): void {
    const code = (error as NodeJS.ErrnoException | null)?.code;
    if (error instanceof ShortWriteError || (code !== undefined && DISK_CODES.has(code))) this.failure = { at: Date.now(), bytes };
  }

  commitSucceeded(): void {
    this.failure = null;
  }

  /** null when a commit's write goes through now, else what is wrong (for /health). */
  check(): Promise<string | null> {
    const path = join(this.dir, 'probe.jsonl');
    // One probe at a time: two /health requests at once would append to the same file.
    return serialized(path, async () => {
      try {
        await mkdir(this.dir, { recursive: true });
        try {
          await truncateAndAppend(path, 0, probeLine(this.bytes()));
        } finally {
          // Whatever it took (all of it, or what fitted before the disk was full) is given back at once.
          await truncate(path, 0).catch(() => undefined);
        }
        return null;
      } catch (error) {
        return publicProblem(error);
      }
    });
  }

  private bytes(): number {
    if (this.failure && Date.now() - this.failure.at > FAILURE_MEMORY_MS) this.failure = null;
    return Math.min(PROBE_MAX_BYTES, Math.max(PROBE_BYTES, this.failure?.bytes ?? 0));
  }
}

/** A line of exactly `bytes` bytes (newline included), JSON like a journal line. */
function probeLine(bytes: number): string {
  const head = `{"probe":${Date.now()},"pad":"`;
  const tail = '"}\n';
  return `${head}${'x'.repeat(Math.max(0, bytes - head.length - tail.length))}${tail}`;
}
