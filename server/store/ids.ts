// gameIds become folder names and Redis keys: a strict alphabet keeps out path traversal ("..", "/", "\0")
// and key-space tricks. It covers Colyseus room ids (nanoid alphabet) and UUIDs.
import { GAME_ID_PATTERN } from '../../schema/refusals.ts';
import { StoreMisuseError, InvalidGameIdError } from './errors.ts';
import { listOf, type Entries, type GameRecord, type LogEntry } from './types.ts';

export const GAME_ID = GAME_ID_PATTERN;

export function checkGameId(gameId: string): string {
  if (typeof gameId !== 'string' || !GAME_ID.test(gameId)) throw new InvalidGameIdError(String(gameId));
  return gameId;
}

/** Contract checks shared by both stores' commit(), before anything is read or written. Returns the entries as a list. */
export function checkCommit(gameId: string, expectedVersion: number, next: GameRecord, entries: Entries): readonly LogEntry[] {
  checkGameId(gameId);
  if (next.gameId !== gameId) throw new StoreMisuseError(`next.gameId ${next.gameId} is not ${gameId}`);
  if (!Number.isSafeInteger(expectedVersion)) throw new StoreMisuseError(`expectedVersion must be an integer`);
  const list = listOf(entries);
  const version = expectedVersion + Math.max(1, list.length);
  if (next.version !== version) throw new StoreMisuseError(`next.version must be ${version}, got ${next.version}`);
  list.forEach((entry, i) => {
    if (entry.version !== expectedVersion + 1 + i) throw new StoreMisuseError(`entry.version must be ${expectedVersion + 1 + i}, got ${entry.version}`);
  });
  return list;
}

export function checkRecord(record: GameRecord): void {
  checkGameId(record.gameId);
  if (!Number.isSafeInteger(record.version) || record.version < 0) throw new StoreMisuseError('version must be a non-negative integer');
}

/** An import's log is a log as the stores keep it: versions rising, none past the record's. */
export function checkPut(record: GameRecord, log: readonly LogEntry[]): void {
  checkRecord(record);
  let previous = 0;
  for (const entry of log) {
    if (entry.version <= previous || entry.version > record.version)
      throw new StoreMisuseError(`the log's versions must rise, up to the record's ${record.version}: ${entry.version} after ${previous}`);
    previous = entry.version;
  }
}

/** Lock lifetimes go to Redis PX as they are: a positive whole number of milliseconds. */
export function checkTtl(ttlMs: number): number {
  if (!Number.isSafeInteger(ttlMs) || ttlMs < 1) throw new StoreMisuseError(`ttlMs must be a positive integer, got ${ttlMs}`);
  return ttlMs;
}
