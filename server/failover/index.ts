// The failover watch of a process on Redis (redis-watch.ts): its watermark file, its report, its start.
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from '../../rooms/ports.ts';
import { instanceChanged, rollbackFound } from '../metrics.ts';
import { RedisFailoverWatch } from './redis-watch.ts';
import { RollbackRegistry } from './rollbacks.ts';
import { WatermarkBook } from './watermarks.ts';

/** WATERMARK_DIR's default: the machine's temporary folder (kept across process restarts, not across reboots everywhere). */
const DEFAULT_WATERMARK_DIR = join(tmpdir(), 'dune-rooms-watermarks');

interface WatchOptions {
  redisUrl: string;
  /** The store's key prefix. */
  prefix?: string;
  /** Where the watermark file is kept (WATERMARK_DIR). */
  dir?: string;
  /**
   * What tells this process from the others on the machine, and the same after a restart: its public address. The
   * file's name is a hash of it with the Redis URL (which may hold a password), so a process started again where
   * another stopped reads that one's watermarks.
   */
  processKey: string;
  log: Logger;
}

export async function startFailoverWatch(options: WatchOptions): Promise<RedisFailoverWatch> {
  const prefix = options.prefix ?? 'dune';
  const name = createHash('sha256').update(`${options.redisUrl}\n${prefix}\n${options.processKey}`).digest('hex').slice(0, 20);
  const path = join(options.dir ?? DEFAULT_WATERMARK_DIR, `${name}.jsonl`);
  let told = false;
  const book = await WatermarkBook.open(path, (error) => {
    if (told) return;
    told = true;
    options.log('warn', 'watermark file not written (rollbacks are still found through the clients); trying again', { path, error: String(error) });
  });
  const registry = new RollbackRegistry(options.log, rollbackFound);
  const watch = new RedisFailoverWatch(options.redisUrl, prefix, book, registry, options.log, { instanceChanged });
  await watch.start();
  options.log('info', 'failover watch started', { path, games: book.games().length });
  return watch;
}
