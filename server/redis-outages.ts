// One log line per Redis outage and connection, not one per reconnect attempt: the first error says Redis is
// unreachable, the return says after how long (ioredis keeps reconnecting by itself meanwhile).
import type { LogLevel } from './log.ts';

interface Connection {
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'ready', listener: () => void): unknown;
}

export function reportOutages(connection: Connection, what: string, log: (level: LogLevel, msg: string, fields?: Record<string, unknown>) => void): void {
  let since: number | null = null;
  connection.on('error', (error: Error) => {
    if (since !== null) return;
    since = Date.now();
    log('warn', `Redis unreachable (${what}); retrying`, { error: error.message });
  });
  connection.on('ready', () => {
    if (since === null) return;
    log('info', `Redis reachable again (${what})`, { downMs: Date.now() - since });
    since = null;
  });
}

/** For Colyseus's own connection messages (presence): the same text is logged at most once a minute. */
export function throttled(): (text: string) => boolean {
  const last = new Map<string, number>();
  return (text) => {
    const key = text.replace(/\d+/g, '#');
    const now = Date.now();
    if ((last.get(key) ?? 0) > now - 60_000) return false;
    last.set(key, now);
    return true;
  };
}

/** Whether `reason` is a Redis command failing because Redis is away (ioredis gave up retrying it, or lost its socket). */
export function isRedisOutage(reason: unknown): boolean {
  const name = (reason as Error | null)?.name ?? '';
  const message = String((reason as Error | null)?.message ?? '');
  const code = (reason as NodeJS.ErrnoException | null)?.code ?? '';
  return (
    name === 'MaxRetriesPerRequestError' ||
    ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(code) ||
    /^(Connection is closed|Stream isn't writeable|connect ECONN)/.test(message)
  );
}

/**
 * The framework's own Redis calls (presence and matchmaking bookkeeping) are not all awaited: during an outage longer
 * than ioredis's retries (about 10 s) one of them rejects with nobody to catch it, and Node ends the process on an
 * unhandled rejection — leaving nothing to serve when Redis returns. Those rejections are the outage already reported
 * (a log line per connection, /health), so the process rides them out, one line a minute. Any other unhandled
 * rejection is a bug: logged with its stack, and the process ends as Node would end it.
 */
export function rideOutRedisOutages(log: (level: LogLevel, msg: string, fields?: Record<string, unknown>) => void): void {
  const once = throttled();
  let ridden = 0;
  process.on('unhandledRejection', (reason: unknown) => {
    if (isRedisOutage(reason)) {
      ridden += 1;
      if (once('redis call failed during an outage'))
        log('warn', 'a Redis call failed during an outage; carrying on', { error: String(reason), sinceStart: ridden });
      return;
    }
    log('error', 'unhandled rejection', { error: String(reason), stack: (reason as Error | null)?.stack });
    process.exit(1);
  });
}
