// Process configuration from the environment (ARCHITECTURE §7). Everything has an embedded default.
export interface ServerConfig {
  port: number;
  host: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  /** Defaults for games that do not set them: bot pace, disconnect grace, turn clock. */
  botDelayMs: number;
  graceSeconds: number;
  turnSeconds: number | null;
  /** Bearer token of the admin API; without it the admin API refuses every request. */
  adminToken: string | null;
  /** Lifetime of a game's cluster-wide lock; a crashed process's games can be restored after this long. */
  lockTtlMs: number;
}

function numberFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) throw new Error(`${name} must be a number ${min}–${max}, got ${raw}`);
  return value;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 2567);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0–65535, got ${env.PORT}`);
  const level = env.LOG_LEVEL ?? 'info';
  if (!['debug', 'info', 'warn', 'error'].includes(level)) throw new Error(`LOG_LEVEL must be debug|info|warn|error, got ${level}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    logLevel: level as ServerConfig['logLevel'],
    botDelayMs: numberFrom(env, 'BOT_DELAY_MS', 800, 0, 60_000),
    graceSeconds: numberFrom(env, 'GRACE_SECONDS', 60, 0, 86_400),
    turnSeconds: env.TURN_SECONDS ? numberFrom(env, 'TURN_SECONDS', 0, 1, 86_400) : null,
    adminToken: env.ADMIN_TOKEN || null,
    lockTtlMs: numberFrom(env, 'LOCK_TTL_MS', 30_000, 300, 600_000),
  };
}
