// FileStore: the embedded default (DATA_DIR). One folder per game, in DATA_DIR/games:
//   snapshot.json  { log, logBytes, record, sum } replaced atomically (temp + fsync + rename + fsync dir); sum: of the record
//   log-<id>.jsonl the action log up to the snapshot, one `<sum> <json>` line per entry, the JSON
//                  { game, version, seat, action, at } (bytes past logBytes are ignored)
//   journal.jsonl  one line `<sum> { game, seq, log, after, version, updatedAt, actions, entries, meta? }` per commit
//                  since the snapshot (sum: the first 16 hex digits of the SHA-256 of the JSON), appended with
//                  O_DSYNC (on disk when the write returns): a commit is durable once its line is. A line carries the commit's actions, not its
//                  record: reading the journal replays them (store/tail.ts; lines written before that carry
//                  `record`, and so do all lines with `snapshotEvery: 1`). Every FOLD_EVERY lines, and at the
//                  game's end, the journal is folded: its entries are appended to the log, a new snapshot is
//                  written, and the journal is emptied.
//   lock, fence    the game lock (owner, fencing token, heartbeat) and the last token handed out (file-lock.ts)
//   commit.guard   held while anyone reads-checks-writes the game: commits, and every change of its lock (file-guard.ts:
//                  a hard link of the process's holder file in DATA_DIR/holders)
// Every part names its game and its place: the record its gameId and version; a log line its game, its version
// being its place; a journal line its game, the log it continues (a new one per import) and `seq`, its place after
// the snapshot (1, 2, …). Parts written before game and seq carry neither and still load (their versions are checked
// all the same). What a crash leaves is tolerated: a torn last line without its newline (its commit was never
// acknowledged) and, at the start of the journal, lines folded already (a crash mid-fold) or lines of the log an
// import replaced (a crash mid-import). Anything else that does not check is damage (file-journal.ts): a line with a
// wrong sum or bad JSON, a part of another game (a record in another game's folder, a line copied from another
// game's files), a line twice or out of its place, a broken version chain, a missing journal, a log shorter than
// the snapshot says. It is reported (CorruptRecordError), never skipped and never read as a shorter game.
// Nothing but game folders goes in DATA_DIR/games (list() skips and names anything else); the health check writes its
// probe in DATA_DIR/health (file-health.ts).
// Commits are fenced: a commit names its writer (the lock owner), and is written only if, under the guard, the lock is
// still that owner's under the token it was granted. The guard is never taken from a holder that may still run, so
// nobody else reads, checks or appends while one writer does, however long its append stalls: no two writers are
// both acknowledged for one version, and a holder that lost the lock meanwhile is refused. Lines carry their
// writer's token (`fence`), a record of who wrote them.
// One synchronous write per commit instead of three fsyncs; each instance caches what it last read or wrote of a game, checked by a
// stat of the snapshot and the journal before every commit (another instance or process changes one of them).
import { randomBytes } from 'node:crypto';
import { access, mkdir, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { z } from 'zod';
import { GameExistsError } from './errors.ts';
import { OpenAppends } from './file-appends.ts';
import { WriteProbe } from './file-health.ts';
import { readPrefix, syncDir, truncateAndAppend, writeAtomic } from './file-io.ts';
import { journalText, logText, readJournal, readLogText, sumOf, type JournalLine, type JournalRead } from './file-journal.ts';
import { withGuard } from './file-guard.ts';
import { FileLock } from './file-lock.ts';
import { checkCommit, checkGameId, checkPut, checkRecord, checkTtl, GAME_ID } from './ids.ts';
import { serialized } from './mutex.ts';
import { checkRecordOwner, CorruptRecordError, GameRecordSchema, readStored } from './records.ts';
import { DEFAULT_SNAPSHOT_EVERY, metaOf, type TailOptions } from './tail.ts';
import { damagedSummary, summaryOf, type CommitResult, type Entries, type GameListing, type GameRecord, type GameStore, type LogEntry } from './types.ts';

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

/** A snapshot as written, with the checksum of its record. */
function snapshotText(snapshot: Snapshot): string {
  return JSON.stringify({ ...snapshot, sum: sumOf(JSON.stringify(snapshot.record)) });
}

/** A game as last read or written: what commits, loads and the log need, and the stamp that validates it. */
interface Current extends JournalRead {
  /** The snapshot's log file and committed length, and the snapshot's version (the log's last). */
  log: string;
  logBytes: number;
  snapshotVersion: number;
  stamp: Stamp;
}

/** What changes with every write by anyone: a commit grows the journal; a fold or an import replaces the snapshot. */
interface Stamp {
  /** Identity of the snapshot file (a new file on every replace). */
  snapshot: string;
  journalSize: number;
}

const sameStamp = (a: Stamp, b: Stamp): boolean => a.snapshot === b.snapshot && a.journalSize === b.journalSize;
/** The stamp of a copy whose files have not been looked at since: it matches no stamp read from disk. */
const UNKNOWN_STAMP: Stamp = { snapshot: '', journalSize: -2 };

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

/**
 * Damage if the snapshot's log file is missing or shorter than the snapshot says (a truncated log), or if its first
 * logBytes do not end with a whole line (a line put in or taken out before there). One byte is read here: the
 * log's lines themselves are checked where the log is read (log(): exports, the replay check).
 */
async function checkLogLength(folder: string, snapshot: Snapshot): Promise<void> {
  const path = join(folder, snapshot.log);
  const handle = await open(path, 'r').catch((error: unknown) =>
    Promise.reject(isMissing(error) ? new CorruptRecordError(path, 'the action log is missing') : error),
  );
  try {
    const { size } = await handle.stat();
    if (size < snapshot.logBytes) throw new CorruptRecordError(path, `the action log has ${size} bytes; the snapshot counts ${snapshot.logBytes}`);
    if (snapshot.logBytes === 0) return;
    const last = Buffer.alloc(1);
    await handle.read(last, 0, 1, snapshot.logBytes - 1);
    if (last[0] !== NEWLINE) throw new CorruptRecordError(path, `the log's first ${snapshot.logBytes} bytes (the snapshot's) end inside a line`);
  } finally {
    await handle.close();
  }
}

export class FileStore implements GameStore {
  private readonly root: string;
  private readonly cache = new Map<string, Current>();
  /** The journals of the games this instance commits to, kept open between commits. */
  private readonly appends = new OpenAppends();
  private readonly wholeRecords: boolean;
  private readonly probe: WriteProbe;
  /** Where this process's holder file lives, linked as each guard it takes (file-guard.ts). */
  private readonly holders: string;
  private oldProbeRemoved = false;

  /** `tail.snapshotEvery: 1` writes the whole record in every journal line (a store that never replays the engine). */
  constructor(dir: string, tail: TailOptions = {}) {
    this.root = join(resolve(dir), 'games');
    this.probe = new WriteProbe(join(resolve(dir), 'health'));
    this.holders = join(resolve(dir), 'holders');
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
    return serialized(folder, () => withGuard(join(folder, 'commit.guard'), this.holders, section));
  }

  /** The snapshot in `folder`, which must be that folder's game's: one copied from another game is damage. */
  private async readSnapshot(folder: string): Promise<Snapshot | null> {
    try {
      const where = join(folder, 'snapshot.json');
      const snapshot = readStored(SnapshotSchema, await readFile(where, 'utf8'), where);
      if (snapshot.sum !== undefined && snapshot.sum !== sumOf(JSON.stringify(snapshot.record)))
        throw new CorruptRecordError(where, 'the record does not match its checksum');
      checkRecordOwner(snapshot.record, basename(folder), where);
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
      const base = { gameId: basename(folder), log: snapshot.log, record: snapshot.record };
      const read: Current = {
        ...readJournal(journal, base, folder),
        log: snapshot.log,
        logBytes: snapshot.logBytes,
        snapshotVersion: snapshot.record.version,
        stamp,
      };
      if (keep) this.cache.set(folder, read);
      return read;
    }
  }

  /** Writes a fresh log file, then the snapshot that points at it; the journal is emptied and the old log goes last. */
  private async replace(folder: string, record: GameRecord, entries: LogEntry[], previous: Snapshot | null): Promise<void> {
    const log = newLogName();
    const text = logText(record.gameId, entries);
    await writeAtomic(join(folder, log), text);
    // The journal exists before the snapshot's directory fsync, so later appends never create a file.
    await (await open(join(folder, JOURNAL), 'a')).close();
    await writeAtomic(join(folder, 'snapshot.json'), snapshotText({ log, logBytes: Buffer.byteLength(text), record }));
    // Lines of the old log left by a crash before this truncate are ignored: they name the old log.
    await this.appends.empty(join(folder, JOURNAL));
    if (previous) await rm(join(folder, previous.log), { force: true });
    this.cache.delete(folder);
    await this.appends.forget(join(folder, JOURNAL));
  }

  /**
   * Moves the journal's entries into the log and its newest record into a new snapshot; returns the game as it is
   * then. `size` counts the bytes written.
   */
  private async fold(folder: string, c: Current, size: { bytes: number }): Promise<Current> {
    const lines = logText(c.record.gameId, c.entries);
    const logBytes = c.logBytes + Buffer.byteLength(lines);
    const snapshot = snapshotText({ log: c.log, logBytes, record: c.record });
    size.bytes += Buffer.byteLength(lines) + Buffer.byteLength(snapshot);
    if (c.entries.length > 0) await truncateAndAppend(join(folder, c.log), c.logBytes, lines);
    await writeAtomic(join(folder, 'snapshot.json'), snapshot);
    // Not fsynced: lines that come back after a crash are at or below the snapshot's version and skipped; the next
    // append's synchronous write makes the truncation durable anyway.
    await this.appends.empty(join(folder, JOURNAL));
    // The new snapshot's stamp is not known without a stat: a read checks the files again, a commit of this
    // instance's (the lock untouched) goes on from here.
    return { record: c.record, entries: [], lines: 0, journalBytes: 0, log: c.log, logBytes, snapshotVersion: c.record.version, stamp: UNKNOWN_STAMP };
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
    // No folder, no game (and no folder is made for one). A game this instance holds in its cache has one.
    if (!this.cache.has(folder) && !(await exists(folder))) return 'conflict';
    // What this commit writes, for the health check after a failure (file-health.ts).
    const size = { bytes: 0 };
    const result = await this.exclusive(folder, async () => {
      // Fenced: a writer that no longer holds the lock under its token writes nothing (checked under the guard, which
      // every change of the lock takes too).
      const fence = writer === undefined ? undefined : await this.gameLock(gameId).fenceOf(writer);
      if (fence === null) return 'conflict';
      // A lock untouched since this process wrote it: nobody else held the game since (every writer holds its lock),
      // so what this instance last read or wrote of it is current, without the stats that check it.
      const cached = fence?.untouched ? this.cache.get(folder) : undefined;
      const c = cached ?? (await this.current(folder, true));
      if (!c || c.record.version !== expectedVersion) return 'conflict';
      const place = { game: gameId, seq: c.lines + 1, log: c.log, after: expectedVersion };
      const line: JournalLine = this.wholeRecords
        ? { ...place, record: next, entries: [...list] }
        : {
            ...place,
            version: next.version,
            updatedAt: next.updatedAt,
            actions: next.state.actions,
            entries: [...list],
            // Actions change only the state; seats and control change in commits without them.
            ...(list.length === 0 ? { meta: metaOf(next) } : {}),
          };
      if (fence !== undefined) line.fence = fence.token;
      const text = journalText(line);
      size.bytes = Buffer.byteLength(text);
      // Through the journal kept open only when the cached copy is current: nobody else wrote since this instance did.
      const journalBytes = await this.appends.append(join(folder, JOURNAL), c.journalBytes, text, cached !== undefined);
      const written: Current = { ...c, record: next, entries: [...c.entries, ...list], lines: c.lines + 1, journalBytes };
      // A finished game is read far more often than written: keep it whole.
      if (written.lines >= FOLD_EVERY || (list.length > 0 && next.state.victory !== null)) this.cache.set(folder, await this.fold(folder, written, size));
      // Our append changed only the journal's length: the stamp follows without another stat.
      else this.cache.set(folder, { ...written, stamp: { snapshot: c.stamp.snapshot, journalSize: journalBytes } });
      return 'ok' as const;
    }).catch(async (error: unknown) => {
      this.probe.commitFailed(error, size.bytes);
      // What failed may have left bytes past the last acknowledged line: the next commit reads the files again and
      // cuts them off.
      this.cache.delete(folder);
      await this.appends.forget(join(folder, JOURNAL));
      throw error;
    });
    if (result === 'ok') this.probe.commitSucceeded();
    return result;
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
    // The log holds versions up to the snapshot's; the journal's entries follow it (checked when it was read).
    const folded = readLogText(text, gameId, join(folder, c!.log), c!.snapshotVersion);
    return [...folded, ...c!.entries].filter((e) => e.version > afterVersion);
  }

  async list(): Promise<GameListing> {
    const found = await readdir(this.root, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    const listing: GameListing = { games: [], skipped: [] };
    for (const entry of found) {
      const name = entry.name;
      // Only game folders are read: anything else is named, and never stops the listing.
      if (!GAME_ID.test(name)) listing.skipped.push({ entry: name, reason: 'not a game id' });
      else if (!entry.isDirectory()) listing.skipped.push({ entry: name, reason: 'not a folder' });
      else await this.listOne(name, listing);
    }
    return listing;
  }

  /** One game folder into `listing`: its summary, or damaged with the reason when it cannot be read. */
  private async listOne(gameId: string, listing: GameListing): Promise<void> {
    try {
      // A folder with only a lock (a create that never finished) is not a game, and nothing is wrong with it.
      const c = await this.current(join(this.root, gameId), false);
      if (c) listing.games.push(summaryOf(c.record));
    } catch (error) {
      const reason = error instanceof CorruptRecordError ? error.message : `unreadable: ${(error as Error).message}`;
      listing.games.push(damagedSummary(gameId, reason));
    }
  }

  async put(record: GameRecord, log: LogEntry[] = []): Promise<void> {
    checkPut(record, log);
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
    // A game let go is no longer written here: its journal's handle and cached copy go.
    this.cache.delete(folder);
    await this.appends.forget(join(folder, JOURNAL));
    if (await exists(folder)) await this.exclusive(folder, () => lock.release(owner));
  }

  async health(): Promise<string | null> {
    // Earlier builds probed with a file among the games: it is not one, and goes.
    if (!this.oldProbeRemoved)
      this.oldProbeRemoved = await rm(join(this.root, '.health'), { force: true }).then(
        () => true,
        () => false,
      );
    return this.probe.check();
  }

  async close(): Promise<void> {
    await this.appends.closeAll();
  }
}
