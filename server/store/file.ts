// FileStore: the embedded default (DATA_DIR). One folder per game:
//   snapshot.json  { log, logBytes, record, sum } replaced atomically (temp + fsync + rename + fsync dir); sum: of the record
//   log-<id>.jsonl the action log up to the snapshot, one `<sum> <json>` line per entry (bytes past logBytes are ignored)
//   journal.jsonl  one line `<sum> { log, after, version, updatedAt, actions, entries, meta? }` per commit since the
//                  snapshot (sum: the first 16 hex digits of the SHA-256 of the JSON), appended and fsynced: a commit
//                  is durable once its line is. A line carries the commit's actions, not its record: reading the
//                  journal replays them (store/tail.ts; lines written before that carry `record`, and so do all lines
//                  with `snapshotEvery: 1`). Every FOLD_EVERY lines, and at the game's end, the journal is folded:
//                  its entries are appended to the log, a new snapshot is written, and the journal is emptied. Lines are tagged with the log they continue, so lines
//                  left over by a crash mid-fold or mid-import are ignored, as is a torn last line without its
//                  newline (its commit was never acknowledged). Anything else that does not check is damage: a
//                  whole line with a wrong sum, bad JSON or a broken version chain, a missing journal, a log shorter
//                  than the snapshot says. It is reported (CorruptRecordError), never skipped.
//   lock, fence    the game lock (owner, fencing token, heartbeat) and the last token handed out (file-lock.ts)
//   commit.guard   held while anyone reads-checks-writes the game: commits, and every change of its lock (file-guard.ts)
// Commits are fenced: a commit names its writer (the lock owner), and is written only if, under the guard, the lock is
// still that owner's under the token it was granted. The guard is never taken from a holder that may still run, so
// nobody else reads, checks or appends while one writer does, however long its append stalls: no two writers are
// both acknowledged for one version, and a holder that lost the lock meanwhile is refused. Lines carry their
// writer's token (`fence`), a record of who wrote them.
// One fsync per commit instead of three; each instance caches what it last read or wrote of a game, checked by a
// stat of the snapshot and the journal before every commit (another instance or process changes one of them).
import { createHash, randomBytes } from 'node:crypto';
import { access, mkdir, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { GameExistsError } from './errors.ts';
import { readPrefix, syncDir, truncateAndAppend, writeAtomic } from './file-io.ts';
import { withGuard } from './file-guard.ts';
import { FileLock } from './file-lock.ts';
import { checkCommit, checkGameId, checkRecord, checkTtl, GAME_ID } from './ids.ts';
import { serialized } from './mutex.ts';
import { summaryOf, type CommitResult, type Entries, type GameRecord, type GameStore, type GameSummary, type LogEntry } from './types.ts';
import { z } from 'zod';
import { checkStored, CorruptRecordError, GameRecordSchema, LogEntrySchema, readStored } from './records.ts';
import { applyTail, DEFAULT_SNAPSHOT_EVERY, metaOf, MetaSchema, type Meta, type TailOptions } from './tail.ts';
import { publicProblem } from './problems.ts';

interface Snapshot {
  /** File name of the current log inside the game folder (a new one per import, so put() is atomic too). */
  log: string;
  /** Bytes of that log that belong to versions up to the snapshot's record. */
  logBytes: number;
  record: GameRecord;
}

const SnapshotSchema = z
  .object({
    log: z.string().min(1),
    logBytes: z.number().int().min(0),
    record: GameRecordSchema,
    /** Checksum of the record's JSON (absent in snapshots written before checksums). */
    sum: z
      .string()
      .regex(/^[0-9a-f]{16}$/)
      .optional(),
  })
  .strict();
const JournalLineSchema = z
  .object({
    log: z.string().min(1),
    after: z.number().int().min(0).optional(),
    record: GameRecordSchema.optional(),
    version: z.number().int().min(0).optional(),
    updatedAt: z.number().optional(),
    actions: z.number().int().min(0).optional(),
    meta: MetaSchema.optional(),
    entries: z.array(LogEntrySchema).optional(),
    entry: LogEntrySchema.nullable().optional(),
    fence: z.number().int().min(1).optional(),
  })
  .strict()
  .refine((line) => line.record !== undefined || (line.version !== undefined && line.updatedAt !== undefined && line.after !== undefined), {
    message: 'a journal line has its record, or its version, updatedAt and the version it continues',
  });

interface JournalLine {
  /** The snapshot log this line continues (a line of an earlier log, after an import, is ignored). */
  log: string;
  /** The version this commit was made on (absent in lines written before batches: record.version - 1). */
  after?: number;
  /** The whole record (lines written before tails, and every line with `snapshotEvery: 1`). */
  record?: GameRecord;
  /** Without a record: the version, time and engine action count the commit reached. */
  version?: number;
  updatedAt?: number;
  actions?: number;
  /** Seats and control, in a commit without entries. */
  meta?: Meta;
  /** The commit's log entries, in order (lines written before batches carry `entry` instead). */
  entries?: LogEntry[];
  entry?: LogEntry | null;
  /** The fence token of the lock its writer held (absent in lines written before fencing, or without a writer). */
  fence?: number;
}

/** A snapshot as written, with the checksum of its record. */
function snapshotText(snapshot: Snapshot): string {
  return JSON.stringify({ ...snapshot, sum: sumOf(JSON.stringify(snapshot.record)) });
}

/** A journal line as written: its checksum, a space, its JSON, a newline. */
function journalText(line: JournalLine): string {
  const json = JSON.stringify(line);
  return `${sumOf(json)} ${json}\n`;
}

const sumOf = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 16);

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
/** Log lines as written: like journal lines, each carries the checksum of its JSON. */
const toLines = (entries: LogEntry[]): string =>
  entries
    .map((e) => {
      const json = JSON.stringify(e);
      return `${sumOf(json)} ${json}\n`;
    })
    .join('');
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

/** Removes every log file the (new) snapshot does not name: after replacing a damaged game, its old logs. */
async function removeStrayLogs(folder: string): Promise<void> {
  const snapshot = JSON.parse(await readFile(join(folder, 'snapshot.json'), 'utf8')) as Snapshot;
  for (const name of await readdir(folder)) if (/^log-.*\.jsonl$/.test(name) && name !== snapshot.log) await rm(join(folder, name), { force: true });
}

/** Damage if the snapshot's log file is missing or shorter than the snapshot says (a truncated log). */
async function checkLogLength(folder: string, snapshot: Snapshot): Promise<void> {
  const path = join(folder, snapshot.log);
  const size = await stat(path).then(
    (s) => s.size,
    (error: unknown) => (isMissing(error) ? -1 : Promise.reject(error)),
  );
  if (size < 0) throw new CorruptRecordError(path, 'the action log is missing');
  if (size < snapshot.logBytes) throw new CorruptRecordError(path, `the action log has ${size} bytes; the snapshot counts ${snapshot.logBytes}`);
}

/** The JSON of one whole journal or log line, its checksum verified (lines written before checksums have none). */
function checkedLineJson(text: string, where: string): unknown {
  const checked = /^([0-9a-f]{16}) ([\s\S]*)$/.exec(text);
  if (checked && sumOf(checked[2]!) !== checked[1]) throw new CorruptRecordError(where, 'the line does not match its checksum');
  try {
    return JSON.parse(checked ? checked[2]! : text);
  } catch (error) {
    throw new CorruptRecordError(where, `not JSON (${(error as Error).message})`);
  }
}

/** The journal lines that continue `snapshot`, applied in order: the newest record, the entries, the bytes used. */
function readJournal(journal: Buffer, snapshot: Snapshot, where: string): Omit<Current, 'stamp'> {
  const c: Omit<Current, 'stamp'> = { log: snapshot.log, logBytes: snapshot.logBytes, record: snapshot.record, entries: [], lines: 0, journalBytes: 0 };
  for (let at = 0; at < journal.length; ) {
    const end = journal.indexOf(NEWLINE, at);
    if (end < 0) break; // a torn tail: that commit was never acknowledged
    const place = `${where} journal.jsonl byte ${at}`;
    const line = checkStored(JournalLineSchema, checkedLineJson(journal.toString('utf8', at, end), place), place) as unknown as JournalLine;
    const version = line.record?.version ?? line.version!;
    const after = line.after ?? version - 1;
    // Lines at or below the snapshot's version were folded already (a crash before the journal was emptied); lines of
    // another log were left by a crash during a fold or an import, and so is anything after them.
    const folded = version <= c.record.version;
    if (line.log !== snapshot.log) break;
    if (!folded && after !== c.record.version)
      throw new CorruptRecordError(place, `the line continues version ${after}, but the journal is at version ${c.record.version}`);
    if (!folded) {
      const entries = line.entries ?? (line.entry ? [line.entry] : []);
      c.record =
        line.record ?? applyTail(c.record, { version, updatedAt: line.updatedAt!, actions: line.actions ?? null, entries, meta: line.meta ?? null }, place);
      c.entries.push(...entries);
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
  private readonly wholeRecords: boolean;

  /** `tail.snapshotEvery: 1` writes the whole record in every journal line (a store that never replays the engine). */
  constructor(dir: string, tail: TailOptions = {}) {
    this.root = join(resolve(dir), 'games');
    this.wholeRecords = (tail.snapshotEvery ?? DEFAULT_SNAPSHOT_EVERY) <= 1;
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
      const where = join(folder, 'snapshot.json');
      const snapshot = readStored(SnapshotSchema, await readFile(where, 'utf8'), where);
      if (snapshot.sum !== undefined && snapshot.sum !== sumOf(JSON.stringify(snapshot.record)))
        throw new CorruptRecordError(where, 'the record does not match its checksum');
      return snapshot as unknown as Snapshot;
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
      // The journal is made before the snapshot that names it, and the log is never shorter than the snapshot says.
      const journal = await readFile(join(folder, JOURNAL)).catch((error: unknown) =>
        Promise.reject(isMissing(error) ? new CorruptRecordError(join(folder, JOURNAL), 'the journal is missing') : error),
      );
      await checkLogLength(folder, snapshot);
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
    await writeAtomic(join(folder, 'snapshot.json'), snapshotText({ log, logBytes: Buffer.byteLength(text), record }));
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
    await writeAtomic(join(folder, 'snapshot.json'), snapshotText({ log: c.log, logBytes, record: c.record }));
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

  async commit(gameId: string, expectedVersion: number, next: GameRecord, entries: Entries, writer?: string): Promise<CommitResult> {
    const list = checkCommit(gameId, expectedVersion, next, entries);
    const folder = this.folder(gameId);
    // No folder, no game (and no folder is made for one).
    if (!(await exists(folder))) return 'conflict';
    return this.exclusive(folder, async () => {
      // Fenced: a writer that no longer holds the lock under its token writes nothing (checked under the guard, which
      // every change of the lock takes too).
      const fence = writer === undefined ? undefined : await this.gameLock(gameId).fenceOf(writer);
      if (fence === null) return 'conflict';
      const c = await this.current(folder, true);
      if (!c || c.record.version !== expectedVersion) return 'conflict';
      const line: JournalLine = this.wholeRecords
        ? { log: c.log, after: expectedVersion, record: next, entries: [...list] }
        : {
            log: c.log,
            after: expectedVersion,
            version: next.version,
            updatedAt: next.updatedAt,
            actions: next.state.actions,
            entries: [...list],
            // Actions change only the state; seats and control change in commits without them.
            ...(list.length === 0 ? { meta: metaOf(next) } : {}),
          };
      if (fence !== undefined) line.fence = fence;
      const journalBytes = await truncateAndAppend(join(folder, JOURNAL), c.journalBytes, journalText(line));
      const written: Current = { ...c, record: next, entries: [...c.entries, ...list], lines: c.lines + 1, journalBytes };
      // A finished game is read far more often than written: keep it whole.
      if (written.lines >= FOLD_EVERY || (list.length > 0 && next.state.victory !== null)) await this.fold(folder, written);
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
      .map((line, i) => {
        const where = `${join(folder, c!.log)} line ${i + 1}`;
        return checkStored(LogEntrySchema, checkedLineJson(line, where), where) as LogEntry;
      });
    return [...folded, ...c!.entries].filter((e) => e.version > afterVersion);
  }

  async list(): Promise<GameSummary[]> {
    const names = await readdir(this.root).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    const summaries: GameSummary[] = [];
    for (const name of names) {
      // Only game folders: health() and interrupted writes leave files (`.health`, `.tmp-…`) beside them.
      if (!GAME_ID.test(name)) continue;
      // A folder with only a lock (a create that never finished) is not a game; a damaged one is listed as such.
      try {
        const c = await this.current(join(this.root, name), false);
        if (c) summaries.push(summaryOf(c.record));
      } catch (error) {
        if (!(error instanceof CorruptRecordError)) throw error;
        summaries.push({ gameId: name, version: -1, turn: 0, phase: '', updatedAt: 0, damaged: error.message });
      }
    }
    return summaries;
  }

  async put(record: GameRecord, log: LogEntry[] = []): Promise<void> {
    checkRecord(record);
    const folder = this.folder(record.gameId);
    await this.makeFolder(folder);
    await this.exclusive(folder, async () => {
      // An import is how a damaged game is restored: whatever is there now, readable or not, is replaced.
      const previous = await this.readSnapshot(folder).catch((error: unknown) => (error instanceof CorruptRecordError ? null : Promise.reject(error)));
      await this.replace(folder, record, log, previous);
      if (!previous) await removeStrayLogs(folder);
    });
  }

  private gameLock(gameId: string): FileLock {
    const folder = this.folder(gameId);
    return new FileLock(join(folder, 'lock'), join(folder, 'fence'));
  }

  // The lock changes only under the game's guard, as commits are made: a commit's fence check sees no change of hands.
  async lock(gameId: string, owner: string, ttlMs: number): Promise<boolean> {
    checkTtl(ttlMs);
    // The lock is taken before a new game's first snapshot exists, so the folder may have to be made here.
    const folder = this.folder(gameId);
    await this.makeFolder(folder);
    return this.exclusive(folder, () => this.gameLock(gameId).acquire(owner, ttlMs));
  }

  async renew(gameId: string, owner: string, ttlMs: number): Promise<boolean> {
    checkTtl(ttlMs);
    const folder = this.folder(gameId);
    if (!(await exists(folder))) return false;
    return this.exclusive(folder, () => this.gameLock(gameId).renew(owner, ttlMs));
  }

  async unlock(gameId: string, owner: string): Promise<void> {
    const folder = this.folder(gameId);
    const lock = this.gameLock(gameId);
    lock.forget(owner);
    if (await exists(folder)) await this.exclusive(folder, () => lock.release(owner));
  }

  async health(): Promise<string | null> {
    // A small durable write, as a commit makes: a full or read-only disk answers here.
    try {
      await mkdir(this.root, { recursive: true });
      await writeAtomic(join(this.root, '.health'), String(Date.now()));
      return null;
    } catch (error) {
      return publicProblem(error);
    }
  }

  async close(): Promise<void> {
    // Nothing held open: every operation opens and closes its own files.
  }
}
