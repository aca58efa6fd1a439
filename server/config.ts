// Process configuration from the environment (docs/ARCHITECTURE.md §7). Everything has an embedded default.
import { NO_PROXIES, trustedProxies, type TrustedProxies } from './client-address.ts';
import { DEFAULT_PAUSE_FLOOR_MS } from '../rooms/pause-floor.ts';

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
  /** ADMIN_ORIGINS: origins whose pages may call the admin API (CORS, server/cors.ts); none by default. */
  adminOrigins: string[];
  /** Lifetime of a game's cluster-wide lock; a crashed process's games can be restored after this long. */
  lockTtlMs: number;
  /** EMPTY_ROOM_SECONDS: a room without clients closes after this long (its game stays stored). */
  emptyRoomSeconds: number;
  /** PAUSE_FLOOR_MS: the timing floor of the questions every seat is asked (rooms/pause-floor.ts); 0: none. */
  pauseFloorMs: number;
  /** Redis for the game store, presence and matchmaking shared by several processes; null: files and local. */
  redisUrl: string | null;
  /**
   * host:port (or host:port/path) where clients reach THIS process: with Redis, a client asking another process
   * for a room hosted here is sent to it. Unset: with Redis HOST:PORT (127.0.0.1:PORT when HOST is 0.0.0.0);
   * without Redis nothing is advertised and clients stay on the address they used.
   */
  publicAddress: string | null;
  /** Per client: sustained messages a second, the burst above it, and actions waiting for an answer. */
  messagesPerSecond: number;
  messageBurst: number;
  maxUnanswered: number;
  /** New games one address may create per minute, and joins it may ask for (counted cluster-wide with Redis). */
  createsPerMinute: number;
  joinsPerMinute: number;
  /** A flooder's seat token is barred this long after its first flood close (doubling after each further one). */
  floodPenaltySeconds: number;
  /** Flood closes from one address (within 10 minutes) after which the whole address is barred. */
  floodAddressCap: number;
  /** TRUST_PROXY: reverse proxies whose X-Forwarded-For names the client. */
  trustProxy: TrustedProxies;
  /** Largest admin import body, in bytes. */
  maxImportBytes: number;
  /** With Redis: how long start-up waits for it to answer. */
  redisWaitMs: number;
  /** REDIS_WAIT_REPLICAS: replicas that must hold a commit (Redis WAIT) before it is acknowledged; 0: none. */
  redisWaitReplicas: number;
  /** REDIS_WAIT_TIMEOUT_MS: how long a commit waits for them before the game is suspended. */
  redisWaitTimeoutMs: number;
  /** WATERMARK_DIR: where a process on Redis keeps what it acknowledged (server/failover/); null: the default. */
  watermarkDir: string | null;
}

function numberFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) throw new Error(`${name} must be a number ${min}–${max}, got ${raw}`);
  return value;
}

/** As numberFrom, for what Redis takes as an integer (WAIT's arguments). */
function wholeNumberFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const value = numberFrom(env, name, fallback, min, max);
  if (!Number.isInteger(value)) throw new Error(`${name} must be a whole number ${min}–${max}, got ${env[name]}`);
  return value;
}

/**
 * A comma-separated list of origins, each exactly as a browser sends it in `Origin`: `scheme://host[:port]`, http or
 * https, lower case, no path, no default port (an entry a browser never sends would never match).
 */
function originsFrom(env: NodeJS.ProcessEnv, name: string): string[] {
  const entries = (env[name] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    const origin = originOf(entry);
    if (origin === entry) continue;
    const hint = origin ? ` (as a browser sends it: ${origin})` : '';
    throw new Error(`${name} takes comma-separated origins (scheme://host[:port], no path), got ${entry}${hint}`);
  }
  return entries;
}

function originOf(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 2567);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0–65535, got ${env.PORT}`);
  const level = env.LOG_LEVEL ?? 'info';
  if (!['debug', 'info', 'warn', 'error'].includes(level)) throw new Error(`LOG_LEVEL must be debug|info|warn|error, got ${level}`);
  const host = env.HOST || '0.0.0.0';
  return {
    port,
    host,
    logLevel: level as ServerConfig['logLevel'],
    botDelayMs: numberFrom(env, 'BOT_DELAY_MS', 800, 0, 60_000),
    graceSeconds: numberFrom(env, 'GRACE_SECONDS', 60, 0, 86_400),
    turnSeconds: env.TURN_SECONDS ? numberFrom(env, 'TURN_SECONDS', 0, 1, 86_400) : null,
    adminToken: env.ADMIN_TOKEN || null,
    adminOrigins: originsFrom(env, 'ADMIN_ORIGINS'),
    lockTtlMs: numberFrom(env, 'LOCK_TTL_MS', 30_000, 300, 600_000),
    emptyRoomSeconds: numberFrom(env, 'EMPTY_ROOM_SECONDS', 600, 1, 7 * 86_400),
    pauseFloorMs: numberFrom(env, 'PAUSE_FLOOR_MS', DEFAULT_PAUSE_FLOOR_MS, 0, 60_000),
    redisUrl: env.REDIS_URL || null,
    publicAddress: env.PUBLIC_ADDRESS || null,
    messagesPerSecond: numberFrom(env, 'MESSAGES_PER_SECOND', 100, 1, 10_000),
    messageBurst: numberFrom(env, 'MESSAGE_BURST', 200, 1, 10_000),
    maxUnanswered: numberFrom(env, 'MAX_UNANSWERED', 16, 1, 1_000),
    createsPerMinute: numberFrom(env, 'CREATES_PER_MINUTE', 30, 1, 1_000_000),
    joinsPerMinute: numberFrom(env, 'JOINS_PER_MINUTE', 300, 1, 1_000_000),
    floodPenaltySeconds: numberFrom(env, 'FLOOD_PENALTY_SECONDS', 30, 1, 3600),
    floodAddressCap: numberFrom(env, 'FLOOD_ADDRESS_CAP', 5, 1, 1_000_000),
    trustProxy: env.TRUST_PROXY ? trustedProxies(env.TRUST_PROXY) : NO_PROXIES,
    maxImportBytes: numberFrom(env, 'MAX_IMPORT_BYTES', 8 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    redisWaitMs: numberFrom(env, 'REDIS_WAIT_SECONDS', 30, 0, 3600) * 1000,
    redisWaitReplicas: wholeNumberFrom(env, 'REDIS_WAIT_REPLICAS', 0, 0, 100),
    redisWaitTimeoutMs: wholeNumberFrom(env, 'REDIS_WAIT_TIMEOUT_MS', 1000, 10, 60_000),
    watermarkDir: env.WATERMARK_DIR || null,
  };
}

/** Where clients reach a process listening on host:port, when PUBLIC_ADDRESS does not say (Redis mode). */
export function defaultPublicAddress(host: string, port: number): string {
  return `${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
}
