// What this process acknowledged, kept outside the store it acknowledged it in: for each game the highest version it
// acknowledged (with the game's import generation then), and the identity of the Redis it wrote to. A store that
// comes back empty or older after a failover is held against it (redis-watch.ts). One file per process in
// WATERMARK_DIR, of JSON lines: appended a moment after the acknowledgements they record (one write for all those of
// FLUSH_MS, never on a commit's path; a process killed within it leaves the last ones to the clients' versions), and
// rewritten whole at start-up and whenever it has grown to several times what it holds.
import { appendFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface Watermark {
  version: number;
  /** The game's import generation when it was acknowledged ('': never imported); an import since voids the mark. */
  generation: string;
  /** When it was last raised (ms since the epoch): a game idle for FORGET_AFTER_MS is forgotten. */
  at: number;
}

type Line = { instance: string } | ({ game: string } & Watermark) | { game: string; forget: true };

const FLUSH_MS = 200;
/** Marks of games not acknowledged for this long are dropped at start-up (a finished or abandoned game). */
const FORGET_AFTER_MS = 30 * 86_400_000;

export class WatermarkBook {
  private readonly marks = new Map<string, Watermark>();
  private instanceId: string | null = null;
  /** Lines not written yet, the latest per game (and for the instance). */
  private readonly queued = new Map<string, Line>();
  private linesInFile = 0;
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  private constructor(
    private readonly path: string,
    /** A write that failed: the marks stay in memory, and the next write tries again. */
    private readonly onWriteError: (error: unknown) => void,
  ) {}

  /** Reads the file at `path` (none yet: an empty book), drops forgotten games, and rewrites it compacted. */
  static async open(path: string, onWriteError: (error: unknown) => void, now = Date.now()): Promise<WatermarkBook> {
    const book = new WatermarkBook(path, onWriteError);
    await mkdir(dirname(path), { recursive: true });
    const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '';
      throw error;
    });
    // A line cut short by a crash (the last one) or otherwise unreadable is skipped: the book only ever errs low.
    for (const raw of text.split('\n')) book.apply(parseLine(raw));
    for (const [game, mark] of book.marks) if (mark.at < now - FORGET_AFTER_MS) book.marks.delete(game);
    await book.rewrite();
    return book;
  }

  /** The id of the Redis this process last wrote to (redis-watch.ts), or null before its first. */
  get instance(): string | null {
    return this.instanceId;
  }

  set instance(id: string) {
    if (id === this.instanceId) return;
    this.instanceId = id;
    this.queue('instance', { instance: id });
  }

  get(gameId: string): Watermark | undefined {
    return this.marks.get(gameId);
  }

  /** Every game's mark (a copy). */
  games(): [string, Watermark][] {
    return [...this.marks];
  }

  /** `version` of `gameId` was acknowledged under `generation`: the mark rises to it (or starts over under a new generation). */
  raise(gameId: string, version: number, generation: string, at = Date.now()): void {
    const mark = this.marks.get(gameId);
    if (mark && mark.generation === generation && mark.version >= version) {
      mark.at = at;
      return;
    }
    this.set(gameId, { version, generation, at });
  }

  /** The operator installed `version` of `gameId` (an import): the mark is that, whatever it was. */
  set(gameId: string, mark: Watermark): void {
    this.marks.set(gameId, { ...mark });
    this.queue(`game:${gameId}`, { game: gameId, ...mark });
  }

  forget(gameId: string): void {
    if (!this.marks.delete(gameId)) return;
    this.queue(`game:${gameId}`, { game: gameId, forget: true });
  }

  /** Writes what is queued and stops. */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.flush();
    await this.writing;
  }

  private apply(line: Line | null): void {
    if (line === null) return;
    if ('instance' in line) this.instanceId = line.instance;
    else if ('forget' in line) this.marks.delete(line.game);
    else this.marks.set(line.game, { version: line.version, generation: line.generation, at: line.at });
  }

  private queue(key: string, line: Line): void {
    this.queued.set(key, line);
    this.timer ??= setTimeout(() => {
      this.timer = null;
      this.flush();
    }, FLUSH_MS).unref();
  }

  private flush(): void {
    if (this.queued.size === 0) return;
    const lines = [...this.queued.values()];
    this.queued.clear();
    this.writing = this.writing
      .then(async () => {
        // Grown to several times what it holds: rewrite it whole instead (the queued lines are in the marks already).
        if (this.linesInFile + lines.length > 1000 + 4 * this.marks.size) return this.rewrite();
        await appendFile(this.path, lines.map((l) => `${JSON.stringify(l)}\n`).join(''));
        this.linesInFile += lines.length;
      })
      .catch((error: unknown) => {
        for (const line of lines) this.queued.set('instance' in line ? 'instance' : `game:${line.game}`, line);
        this.onWriteError(error);
      });
  }

  /** The whole book as a new file, put in place by a rename (a crash leaves the old file or the new one, never half). */
  private async rewrite(): Promise<void> {
    const lines: Line[] = [...(this.instanceId === null ? [] : [{ instance: this.instanceId }]), ...[...this.marks].map(([game, mark]) => ({ game, ...mark }))];
    const next = `${this.path}.next`;
    await writeFile(next, lines.map((l) => `${JSON.stringify(l)}\n`).join(''));
    await rename(next, this.path);
    this.linesInFile = lines.length;
  }
}

function parseLine(raw: string): Line | null {
  if (raw.trim() === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const line = value as Record<string, unknown>;
  if (typeof line.instance === 'string') return { instance: line.instance };
  if (typeof line.game !== 'string') return null;
  if (line.forget === true) return { game: line.game, forget: true };
  const { version, generation, at } = line;
  if (!Number.isInteger(version) || typeof generation !== 'string' || typeof at !== 'number') return null;
  return { game: line.game, version: version as number, generation, at };
}
