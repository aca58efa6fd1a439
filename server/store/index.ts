// The game store chosen from the environment (docs/ARCHITECTURE.md §5): Redis when REDIS_URL is set, else files in DATA_DIR.
import { FileStore } from './file.ts';
import { RedisStore } from './redis.ts';
import type { GameStore } from './types.ts';

export function storeFromEnv(env: NodeJS.ProcessEnv = process.env): GameStore {
  if (env.REDIS_URL) return new RedisStore(env.REDIS_URL);
  return new FileStore(env.DATA_DIR || './data');
}

export { FileStore } from './file.ts';
export { RedisStore } from './redis.ts';
export { checkGameId } from './ids.ts';
export type { CommitResult, Entries, GameRecord, GameStore, LogEntry } from './types.ts';
