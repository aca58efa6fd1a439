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
