// FileStore: the embedded default (DATA_DIR). One folder per game:
//   snapshot.json  { log, logBytes, record } replaced atomically (temp + fsync + rename + fsync dir)
//   log-<id>.jsonl the action log, one JSON line per entry, appended and fsynced BEFORE the snapshot that counts it
//   lock           the game lock (owner + expiry); commit.guard serializes commits across processes.
// A commit is durable once its snapshot is renamed into place. If a crash hits between the append and the rename,
// the snapshot's logBytes still ends before the orphan line: readers ignore it and the next commit cuts it off.
import { randomBytes } from 'node:crypto';
import { access, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { GameExistsError } from './errors.ts';
import { readPrefix, syncDir, truncateAndAppend, writeAtomic } from './file-io.ts';
import { FileLock, withGuard } from './file-lock.ts';
import { checkCommit, checkGameId, checkRecord, checkTtl } from './ids.ts';
import { serialized } from './mutex.ts';
import { summaryOf, type CommitResult, type GameRecord, type GameStore, type GameSummary, type LogEntry } from './types.ts';

interface Snapshot {
  /** File name of the current log inside the game folder (a new one per import, so put() is atomic too). */
  log: string;
  /** Bytes of that log that belong to committed versions. */
  logBytes: number;
  record: GameRecord;
}

const newLogName = (): string => `log-${randomBytes(6).toString('hex')}.jsonl`;
const exists = (path: string): Promise<boolean> => access(path).then(() => true, () => false);
const toLines = (entries: LogEntry[]): string => entries.map((e) => `${JSON.stringify(e)}\n`).join('');

export class FileStore implements GameStore {
  private readonly root: string;

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
      return JSON.parse(await readFile(join(folder, 'snapshot.json'), 'utf8')) as Snapshot;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** Writes a fresh log file, then the snapshot that points at it; the old log goes last. */
  private async replace(folder: string, record: GameRecord, entries: LogEntry[], previous: Snapshot | null): Promise<void> {
    const log = newLogName();
    const text = toLines(entries);
    await writeAtomic(join(folder, log), text);
    await writeAtomic(join(folder, 'snapshot.json'), JSON.stringify({ log, logBytes: Buffer.byteLength(text), record } satisfies Snapshot));
    if (previous) await rm(join(folder, previous.log), { force: true });
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
    return (await this.readSnapshot(this.folder(gameId)))?.record ?? null;
  }

  async commit(gameId: string, expectedVersion: number, next: GameRecord, entry: LogEntry | null): Promise<CommitResult> {
    checkCommit(gameId, expectedVersion, next, entry);
    const folder = this.folder(gameId);
    // No folder, no game (and no folder is made for one).
    if (!(await exists(folder))) return 'conflict';
    return this.exclusive(folder, async () => {
      const current = await this.readSnapshot(folder);
      if (!current || current.record.version !== expectedVersion) return 'conflict';
      const logBytes = entry
        ? await truncateAndAppend(join(folder, current.log), current.logBytes, toLines([entry]))
        : current.logBytes;
      await writeAtomic(join(folder, 'snapshot.json'), JSON.stringify({ log: current.log, logBytes, record: next } satisfies Snapshot));
      return 'ok';
    });
  }

  async log(gameId: string, afterVersion = -Infinity): Promise<LogEntry[]> {
    const folder = this.folder(gameId);
    let text: string | null = null;
    // An import (put) may swap the log file between reading the snapshot and the log: read both again then.
    for (let attempt = 0; text === null; attempt++) {
      const snapshot = await this.readSnapshot(folder);
      if (!snapshot) return [];
      text = await readPrefix(join(folder, snapshot.log), snapshot.logBytes).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' && attempt < 3) return null;
        throw error;
      });
    }
    return text
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as LogEntry)
      .filter((e) => e.version > afterVersion);
  }

  async list(): Promise<GameSummary[]> {
    const names = await readdir(this.root).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    const summaries: GameSummary[] = [];
    for (const name of names) {
      // A folder with only a lock (a create that never finished) is not a game.
      const snapshot = await this.readSnapshot(join(this.root, name));
      if (snapshot) summaries.push(summaryOf(snapshot.record));
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
