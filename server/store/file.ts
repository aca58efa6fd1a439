// FileStore: the embedded default (DATA_DIR). One folder per game:
//   snapshot.json  { log, logBytes, record } replaced atomically (temp + fsync + rename + fsync dir)
//   log-<id>.jsonl the action log up to the snapshot, one JSON line per entry (bytes past logBytes are ignored)
//   journal.jsonl  one line { log, after, record, entries } per commit since the snapshot, appended and fsynced: a commit is
//                  durable once its line is. Every FOLD_EVERY lines the journal is folded: its entries are appended
//                  to the log, a new snapshot is written, and the journal is emptied. Lines are tagged with the log
//                  they continue and must chain versions from the snapshot, so lines left over by a crash mid-fold
//                  or mid-import are ignored, as is a torn last line (its commit was never acknowledged).
//   lock           the game lock (owner + expiry); commit.guard serializes commits across processes.
// One fsync per commit instead of three; each instance caches what it last read or wrote of a game, checked by a
// stat of the snapshot and the journal before every commit (another instance or process changes one of them).
import { randomBytes } from 'node:crypto';
import { access, mkdir, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { GameExistsError } from './errors.ts';
import { readPrefix, syncDir, truncateAndAppend, writeAtomic } from './file-io.ts';
import { FileLock, withGuard } from './file-lock.ts';
import { checkCommit, checkGameId, checkRecord, checkTtl } from './ids.ts';
import { serialized } from './mutex.ts';
import { summaryOf, type CommitResult, type Entries, type GameRecord, type GameStore, type GameSummary, type LogEntry } from './types.ts';
import { z } from 'zod';
import { checkStored, GameRecordSchema, LogEntrySchema, readLogEntry, readStored } from './records.ts';

interface Snapshot {
  /** File name of the current log inside the game folder (a new one per import, so put() is atomic too). */
  log: string;
  /** Bytes of that log that belong to versions up to the snapshot's record. */
  logBytes: number;
  record: GameRecord;
}

const SnapshotSchema = z.object({ log: z.string().min(1), logBytes: z.number().int().min(0), record: GameRecordSchema }).strict();
const JournalLineSchema = z
  .object({
    log: z.string().min(1),
    after: z.number().int().min(0).optional(),
    record: GameRecordSchema,
    entries: z.array(LogEntrySchema).optional(),
    entry: LogEntrySchema.nullable().optional(),
  })
  .strict();

interface JournalLine {
  /** The snapshot log this line continues (a line of an earlier log, after an import, is ignored). */
  log: string;
  /** The version this commit was made on (absent in lines written before batches: record.version - 1). */
  after?: number;
  record: GameRecord;
  /** The commit's log entries, in order (lines written before batches carry `entry` instead). */
  entries?: LogEntry[];
  entry?: LogEntry | null;
}

/** A game as last read or written: what commits, loads and the log need, and the stamp that validates it. */
interface Current {
  /** The snapshot's log file and committed length. */
  log: string;
  logBytes: number;
  /** The newest record (the snapshot's, or the last journal line's). */
  record: GameRecord;
  /** Entries of the journal lines after the snapshot, and how many lines there are. */
  entries: LogEntry[];
  lines: number;
  /** Journal bytes holding those lines (and skipped older ones); anything after is a torn tail. */
  journalBytes: number;
  stamp: Stamp;
}

/** What changes with every write by anyone: a commit grows the journal; a fold or an import replaces the snapshot. */
interface Stamp {
  /** Identity of the snapshot file (a new file on every replace). */
  snapshot: string;
  journalSize: number;
}

const sameStamp = (a: Stamp, b: Stamp): boolean => a.snapshot === b.snapshot && a.journalSize === b.journalSize;

/** Journal lines folded into the log and a new snapshot. */
const FOLD_EVERY = 64;
const JOURNAL = 'journal.jsonl';
const NEWLINE = 0x0a;

const newLogName = (): string => `log-${randomBytes(6).toString('hex')}.jsonl`;
const exists = (path: string): Promise<boolean> =>
  access(path).then(
    () => true,
    () => false,
  );
const toLines = (entries: LogEntry[]): string => entries.map((e) => `${JSON.stringify(e)}\n`).join('');
const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === 'ENOENT';

async function stampOf(folder: string): Promise<Stamp | null> {
  try {
    const snap = await stat(join(folder, 'snapshot.json'));
    const journal = await stat(join(folder, JOURNAL)).catch((error: unknown) => (isMissing(error) ? null : Promise.reject(error)));
    return { snapshot: `${snap.ino}:${snap.size}:${snap.mtimeMs}`, journalSize: journal?.size ?? -1 };
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** The journal lines that continue `snapshot`, applied in order: the newest record, the entries, the bytes used. */
function readJournal(journal: Buffer, snapshot: Snapshot, where: string): Omit<Current, 'stamp'> {
  const c: Omit<Current, 'stamp'> = { log: snapshot.log, logBytes: snapshot.logBytes, record: snapshot.record, entries: [], lines: 0, journalBytes: 0 };
  for (let at = 0; at < journal.length; ) {
    const end = journal.indexOf(NEWLINE, at);
    if (end < 0) break; // a torn tail: that commit was never acknowledged
    let parsed: unknown;
    try {
      parsed = JSON.parse(journal.toString('utf8', at, end));
    } catch {
      break;
    }
    // Well-formed JSON of the wrong shape is damage, not a torn tail.
    const line = checkStored(JournalLineSchema, parsed, `${where} journal.jsonl byte ${at}`) as unknown as JournalLine;
    const after = line.after ?? line.record.version - 1;
    // Lines at or below the snapshot's version were folded already (a crash before the journal was emptied).
    const folded = line.record.version <= c.record.version;
    if (line.log !== snapshot.log || (!folded && after !== c.record.version)) break;
    if (!folded) {
      c.record = line.record;
      c.entries.push(...(line.entries ?? (line.entry ? [line.entry] : [])));
      c.lines += 1;
    }
    at = end + 1;
    c.journalBytes = at;
  }
  return c;
}

export class FileStore implements GameStore {
  private readonly root: string;
  private readonly cache = new Map<string, Current>();

  constructor(dir: string) {
    this.root = join(resolve(dir), 'games');
  }

  private folder(gameId: string): string {
    return join(this.root, checkGameId(gameId));
  }

  /** Makes a game's folder durable (its entry in games/ is fsynced too), before anything goes in. */
  private async makeFolder(folder: string): Promise<void> {
    if (await exists(folder)) return;
    await mkdir(folder, { recursive: true });
    await syncDir(this.root);
  }

  /** In-process queue, then the cross-process guard file: one read-check-write at a time per game. */
  private exclusive<T>(folder: string, section: () => Promise<T>): Promise<T> {
    return serialized(folder, () => withGuard(join(folder, 'commit.guard'), section));
  }

  private async readSnapshot(folder: string): Promise<Snapshot | null> {
    try {
      return readStored(SnapshotSchema, await readFile(join(folder, 'snapshot.json'), 'utf8'), join(folder, 'snapshot.json')) as unknown as Snapshot;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /**
   * The game as it is on disk now, read again unless the cached copy's stamp still matches. A read that raced with
   * a writer (the stamp moved while reading) is repeated. null: no game. Only live games (those committing) are
   * kept in the cache.
   */
  private async current(folder: string, keep: boolean): Promise<Current | null> {
    for (let attempt = 0; ; attempt++) {
      const stamp = await stampOf(folder);
      if (stamp === null) {
        this.cache.delete(folder);
        return null;
      }
      const cached = this.cache.get(folder);
      if (cached && sameStamp(cached.stamp, stamp)) return cached;
      const snapshot = await this.readSnapshot(folder);
      if (!snapshot) return null;
      const journal = await readFile(join(folder, JOURNAL)).catch((error: unknown) => (isMissing(error) ? Buffer.alloc(0) : Promise.reject(error)));
      const after = await stampOf(folder);
      if ((after === null || !sameStamp(after, stamp)) && attempt < 5) continue;
      const read: Current = { ...readJournal(journal, snapshot, folder), stamp };
      if (keep) this.cache.set(folder, read);
      return read;
    }
  }

  /** Writes a fresh log file, then the snapshot that points at it; the journal is emptied and the old log goes last. */
  private async replace(folder: string, record: GameRecord, entries: LogEntry[], previous: Snapshot | null): Promise<void> {
    const log = newLogName();
    const text = toLines(entries);
    await writeAtomic(join(folder, log), text);
    // The journal exists before the snapshot's directory fsync, so later appends never create a file.
    await (await open(join(folder, JOURNAL), 'a')).close();
    await writeAtomic(join(folder, 'snapshot.json'), JSON.stringify({ log, logBytes: Buffer.byteLength(text), record } satisfies Snapshot));
    // Lines of the old log left by a crash before this truncate are ignored: they name the old log.
    await this.truncateJournal(folder);
    if (previous) await rm(join(folder, previous.log), { force: true });
    this.cache.delete(folder);
  }

  private async truncateJournal(folder: string): Promise<void> {
    const handle = await open(join(folder, JOURNAL), 'r+');
    try {
      await handle.truncate(0);
    } finally {
      await handle.close();
    }
  }

  /** Moves the journal's entries into the log and its newest record into a new snapshot. */
  private async fold(folder: string, c: Current): Promise<void> {
    const logBytes = c.entries.length > 0 ? await truncateAndAppend(join(folder, c.log), c.logBytes, toLines(c.entries)) : c.logBytes;
    await writeAtomic(join(folder, 'snapshot.json'), JSON.stringify({ log: c.log, logBytes, record: c.record } satisfies Snapshot));
    // Not fsynced: lines that come back after a crash are at or below the snapshot's version and skipped; the next
    // append's fsync makes the truncation durable anyway.
    await this.truncateJournal(folder);
    this.cache.delete(folder);
  }

  async create(record: GameRecord): Promise<void> {
    checkRecord(record);
    const folder = this.folder(record.gameId);
    await this.makeFolder(folder);
    await this.exclusive(folder, async () => {
      if (await this.readSnapshot(folder)) throw new GameExistsError(record.gameId);
      await this.replace(folder, record, [], null);
    });
  }

  async load(gameId: string): Promise<GameRecord | null> {
    return (await this.current(this.folder(gameId), false))?.record ?? null;
  }

  async exists(gameId: string): Promise<boolean> {
    // A game is stored once its first snapshot is: a folder alone (a lock taken, a crash before create) is none.
    return exists(join(this.folder(gameId), 'snapshot.json'));
  }

  async commit(gameId: string, expectedVersion: number, next: GameRecord, entries: Entries): Promise<CommitResult> {
    const list = checkCommit(gameId, expectedVersion, next, entries);
    const folder = this.folder(gameId);
    // No folder, no game (and no folder is made for one).
    if (!(await exists(folder))) return 'conflict';
    return this.exclusive(folder, async () => {
      const c = await this.current(folder, true);
      if (!c || c.record.version !== expectedVersion) return 'conflict';
      const line: JournalLine = { log: c.log, after: expectedVersion, record: next, entries: [...list] };
      const journalBytes = await truncateAndAppend(join(folder, JOURNAL), c.journalBytes, `${JSON.stringify(line)}\n`);
      const written: Current = { ...c, record: next, entries: [...c.entries, ...list], lines: c.lines + 1, journalBytes };
      if (written.lines >= FOLD_EVERY) await this.fold(folder, written);
      // Our append changed only the journal's length: the stamp follows without another stat.
      else this.cache.set(folder, { ...written, stamp: { snapshot: c.stamp.snapshot, journalSize: journalBytes } });
      return 'ok';
    });
  }

  async log(gameId: string, afterVersion = -Infinity): Promise<LogEntry[]> {
    const folder = this.folder(gameId);
    let text: string | null = null;
    let c: Current | null = null;
    // An import (put) may swap the log file between reading the snapshot and the log: read both again then.
    for (let attempt = 0; text === null; attempt++) {
      c = await this.current(folder, false);
      if (!c) return [];
      text = await readPrefix(join(folder, c.log), c.logBytes).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' && attempt < 3) return null;
        throw error;
      });
    }
    const folded = text
      .split('\n')
      .filter((line) => line !== '')
      .map((line, i) => readLogEntry(line, `${join(folder, c!.log)} line ${i + 1}`));
    return [...folded, ...c!.entries].filter((e) => e.version > afterVersion);
  }

  async list(): Promise<GameSummary[]> {
    const names = await readdir(this.root).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    const summaries: GameSummary[] = [];
    for (const name of names) {
      // A folder with only a lock (a create that never finished) is not a game.
      const c = await this.current(join(this.root, name), false);
      if (c) summaries.push(summaryOf(c.record));
    }
    return summaries;
  }

  async put(record: GameRecord, log: LogEntry[] = []): Promise<void> {
    checkRecord(record);
    const folder = this.folder(record.gameId);
    await this.makeFolder(folder);
    await this.exclusive(folder, async () => this.replace(folder, record, log, await this.readSnapshot(folder)));
  }

  private gameLock(gameId: string): FileLock {
    return new FileLock(join(this.folder(gameId), 'lock'));
  }

  async lock(gameId: string, owner: string, ttlMs: number): Promise<boolean> {
    // The lock is taken before a new game's first snapshot exists, so the folder may have to be made here.
    await this.makeFolder(this.folder(gameId));
    return this.gameLock(gameId).acquire(owner, checkTtl(ttlMs));
  }

  async renew(gameId: string, owner: string, ttlMs: number): Promise<boolean> {
    checkTtl(ttlMs);
    if (!(await exists(this.folder(gameId)))) return false;
    return this.gameLock(gameId).renew(owner, ttlMs);
  }

  async unlock(gameId: string, owner: string): Promise<void> {
    if (await exists(this.folder(gameId))) await this.gameLock(gameId).release(owner);
  }

  async close(): Promise<void> {
    // Nothing held open: every operation opens and closes its own files.
  }
}
