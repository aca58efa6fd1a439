// The journals a FileStore keeps open between the commits of the games it writes. A commit to a game whose files are
// as this process left them (FileStore knows: the game's lock file is the one it wrote, so nobody else held the game)
// appends through the open handle: one write, where opening, checking the length and closing cost three more
// system calls. Anything uncertain takes the long way: open, cut back to the expected length, write.
// A handle is in the map only while no append uses it, so a failed write (its tail torn) never leaves one behind;
// at most LIMIT are kept, the least recently used closed first, and one unused for IDLE_MS is closed: a game at a
// human pace reopens its journal, and a process at rest holds no file open for writing (which would keep an
// operator from remounting the disk read-only or unmounting it).
import { open, type FileHandle } from 'node:fs/promises';
import { openAppending, writeAll } from './file-io.ts';

const LIMIT = 256;
const IDLE_MS = 250;

export class OpenAppends {
  /** Path → handle and when it was last used (performance.now()), least recently used first. */
  private readonly kept = new Map<string, { handle: FileHandle; used: number }>();
  private sweeper: NodeJS.Timeout | null = null;

  constructor(private readonly limit = LIMIT) {}

  /**
   * Appends `text` durably to `path`, which holds `length` bytes that count; `asLeft`: nobody but this process wrote
   * the file since its last append here, which then had all its bytes written. Returns the new length.
   */
  async append(path: string, length: number, text: string, asLeft: boolean): Promise<number> {
    const kept = this.take(path);
    let handle = asLeft ? kept : undefined;
    if (!handle) {
      await kept?.close().catch(() => undefined);
      handle = await openAppending(path, length);
    }
    const bytes = Buffer.from(text);
    try {
      await writeAll(handle, bytes, path);
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
    this.keep(path, handle);
    return length + bytes.length;
  }

  /** Empties `path` (through its kept handle if there is one, which appends at the new end). */
  async empty(path: string): Promise<void> {
    const kept = this.take(path);
    const handle = kept ?? (await open(path, 'r+'));
    try {
      await handle.truncate(0);
    } catch (error) {
      await handle.close().catch(() => undefined);
      throw error;
    }
    if (kept) this.keep(path, kept);
    else await handle.close();
  }

  /** Closes the handle kept for `path` (the game is let go, replaced or removed). */
  async forget(path: string): Promise<void> {
    await this.take(path)
      ?.close()
      .catch(() => undefined);
  }

  async closeAll(): Promise<void> {
    const all = [...this.kept.values()];
    this.kept.clear();
    await Promise.all(all.map(({ handle }) => handle.close().catch(() => undefined)));
  }

  /** The handle kept for `path`, out of the map while it is in use. */
  private take(path: string): FileHandle | undefined {
    const kept = this.kept.get(path);
    this.kept.delete(path);
    return kept?.handle;
  }

  private keep(path: string, handle: FileHandle): void {
    this.kept.set(path, { handle, used: performance.now() });
    for (const [oldest] of this.kept) {
      if (this.kept.size <= this.limit) break;
      void this.forget(oldest);
    }
    this.sweeper ??= setInterval(() => this.closeIdle(), IDLE_MS).unref();
  }

  private closeIdle(): void {
    const before = performance.now() - IDLE_MS;
    // Least recently used first: the first one used since ends the sweep.
    for (const [path, { used }] of this.kept) {
      if (used > before) break;
      void this.forget(path);
    }
    if (this.kept.size === 0 && this.sweeper) {
      clearInterval(this.sweeper);
      this.sweeper = null;
    }
  }
}
