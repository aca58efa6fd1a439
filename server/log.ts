// Structured logs: one JSON object per line on stdout (errors on stderr), filtered by level (LOG_LEVEL).
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

let threshold: LogLevel = (process.env.LOG_LEVEL as LogLevel | undefined) ?? 'info';

export function setLogLevel(level: LogLevel): void {
  threshold = level;
}

export function log(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  if (ORDER[level] < ORDER[threshold]) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}
