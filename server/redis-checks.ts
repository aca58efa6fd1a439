// Before a server relies on Redis: wait for it to answer (with backoff, saying how long it will wait), and warn when
// it keeps no persistence, since every game stored there is then lost when Redis restarts.
import { Redis } from 'ioredis';
import type { LogLevel } from './log.ts';

type Log = (level: LogLevel, msg: string, fields?: Record<string, unknown>) => void;

/** Resolves once Redis at `url` answers PING; throws after `waitMs` with one clear sentence. */
export async function waitForRedis(url: string, waitMs: number, log: Log): Promise<void> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
  client.on('error', () => undefined); // each attempt's failure is reported below, once
  const until = Date.now() + waitMs;
  let told = false;
  try {
    for (let wait = 200; ; wait = Math.min(wait * 2, 2000)) {
      try {
        await client.connect();
        await client.ping();
        await warnWithoutPersistence(client, url, log);
        return;
      } catch (error) {
        client.disconnect();
        if (Date.now() + wait > until) throw new Error(`Redis at ${url} did not answer within ${Math.round(waitMs / 1000)} s (${(error as Error).message})`);
        if (!told) log('warn', 'waiting for Redis', { url, upToSeconds: Math.round(waitMs / 1000), error: (error as Error).message });
        told = true;
        await new Promise((r) => setTimeout(r, wait));
      }
    }
  } finally {
    client.disconnect();
  }
}

/** A warning when Redis has neither append-only files nor RDB snapshots (a managed Redis may refuse CONFIG: then nothing). */
async function warnWithoutPersistence(client: Redis, url: string, log: Log): Promise<void> {
  try {
    const [, aof] = (await client.config('GET', 'appendonly')) as string[];
    const [, save] = (await client.config('GET', 'save')) as string[];
    if (aof !== 'yes' && (save ?? '').trim() === '')
      log('warn', 'Redis keeps no persistence (appendonly no, save ""): every game stored there is lost when Redis restarts', { url });
  } catch (error) {
    log('debug', 'could not read the Redis persistence settings', { url, error: (error as Error).message });
  }
}
