// A game's record and its log as one moment, even while commits land: the log is read after the record, and the
// entries past the record's version (commits in between) are left out, so the log replays to the record.
import type { GameRecord, GameStore, LogEntry } from './types.ts';

export async function recordWithLog(store: GameStore, gameId: string): Promise<{ record: GameRecord; log: LogEntry[] } | null> {
  const record = await store.load(gameId);
  if (!record) return null;
  const log = (await store.log(gameId)).filter((entry) => entry.version <= record.version);
  return { record, log };
}
