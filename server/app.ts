// Builds and starts a game server: WebSocket transport, the `dune` room, operator HTTP (health, metrics, admin), the
// web table at `/` (server/web.ts), and presence and matchmaking — local to the process, or shared through Redis by
// several processes (docs/ARCHITECTURE.md §6).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEndpoint, LocalPresence, matchMaker, Server, type Presence } from '@colyseus/core';
import { RedisPresence } from '@colyseus/redis-presence';
import { waitForRedis } from './redis-checks.ts';
import { MendedRedisDriver, redisDriverProblem } from './redis-driver.ts';
import { reportOutages, throttled } from './redis-outages.ts';
import { sweepStaleListings } from './stale-rooms.ts';
import { format } from 'node:util';
import { DuneRoom } from '../rooms/DuneRoom.ts';
import { checkFrameworkInternals, MeteredTransport } from '../rooms/wire.ts';
import type { FloodLimits } from '../rooms/flood-guard.ts';
import { DEFAULT_GAME_OPTIONS, DEFAULT_ROOM_LIMITS, systemClock, type Clock, type GameDefaults, type HostedRoom, type RoomServices } from '../rooms/ports.ts';
import { ROOM_NAME } from '../schema/room-name.ts';
import { RedisStore, storeFromEnv, type GameStore } from './store/index.ts';
import { operatorRoutes, type OperatorDurability } from './http.ts';
import { startFailoverWatch } from './failover/index.ts';
import { webRoutes } from './web.ts';
import { DEFAULT_HTTP_LIMITS, limitHttp, type HttpLimits } from './http-limits.ts';
import { DEFAULT_GATE_LIMITS, PresenceGate, type GateLimits } from './admission-gate.ts';
import { NO_PROXIES, type TrustedProxies } from './client-address.ts';
import { secureEveryAnswer } from './security-headers.ts';
import { actionBatch, actionRejected, actionStarted, countBytesSent, gateReport, metricsText, startProcessMetrics, timedStore } from './metrics.ts';
import { defaultPublicAddress } from './config.ts';
import { log, type LogLevel } from './log.ts';
import { Ticker } from '../rooms/ticker.ts';
import { DEFAULT_PAUSE_FLOOR_MS } from '../rooms/pause-floor.ts';

/** Frames larger than this close the socket (ws maxPayload). Messages are refused much earlier, by MAX_MESSAGE_BYTES. */
export const MAX_FRAME_BYTES = 64 * 1024;
/**
 * How often the transport pings each socket (ms); one that misses two pings is closed. Colyseus pings every 3 s,
 * which with thousands of idle clients costs more than their games. A closed socket is seen at once anyway: pings
 * only find half-open ones, within 30–45 s, while a dropped seat waits for its grace period before autopilot.
 */
const PING_INTERVAL_MS = 15_000;

export interface RunningServer {
  server: Server;
  port: number;
  /** ws:// address of this server. */
  url: string;
  /** http:// address of this server (health, metrics, admin). */
  httpUrl: string;
  close(): Promise<void>;
}

export interface ServerOptions {
  port: number;
  host?: string;
  /** Where games are kept; default: RedisStore on `redisUrl`, else from the environment (REDIS_URL / DATA_DIR). */
  store?: GameStore;
  adminToken?: string | null;
  /** Origins whose pages may call the admin API (CORS); default none, the operators page being same-origin. */
  adminOrigins?: readonly string[];
  /** Share presence and matchmaking with other processes through this Redis; unset: local to this process. */
  redisUrl?: string | null;
  /**
   * host:port where clients reach this process, advertised in seat reservations. Default with Redis: host:port
   * (127.0.0.1:port for 0.0.0.0); without Redis none (clients stay on the address they used).
   */
  publicAddress?: string | null;
  /** Defaults for the options a game may leave out (bot pace, disconnect grace, turn clock, autopilot profile). */
  gameDefaults?: Partial<GameDefaults>;
  /** Lifetime of a game's lock in the store (default 30 s); after a crash its games can be restored after this long. */
  lockTtlMs?: number;
  /** A room without clients closes after this long (default 10 min); its game stays stored, the next join restores it. */
  emptyRoomSeconds?: number;
  /** The timing floor (rooms/pause-floor.ts), in ms; default 1500, 0: none. */
  pauseFloorMs?: number;
  /** With Redis: how long start-up waits for it to answer (default 30 s). */
  redisWaitMs?: number;
  /** With Redis (and no `store` given): replicas that must hold a commit before it is acknowledged (WAIT), and how long to wait. */
  redisWaitReplicas?: number;
  redisWaitTimeoutMs?: number;
  /** With Redis: where this process keeps the watermarks of what it acknowledged (server/failover/). */
  watermarkDir?: string;
  /** Bounds on HTTP requests (server/http-limits.ts). */
  httpLimits?: Partial<HttpLimits>;
  /** Per-client message limits (rooms/flood-guard.ts); creates, joins and flood bars per address (server/admission-gate.ts). */
  limits?: { flood?: Partial<FloodLimits> } & Partial<GateLimits>;
  /** Reverse proxies whose X-Forwarded-For names the client (TRUST_PROXY); default none: the socket's peer is the client. */
  trustProxy?: TrustedProxies;
  /** The built web table served at `/` (default web/dist; server/web.ts). */
  webDir?: string;
  /** The rooms' clock: wall and monotonic time and their timers (bots, autopilot, turn clocks); default the system's. */
  clock?: Clock;
}

/**
 * Colyseus's own messages (matchmaking health checks, errors) as structured log lines with a level. A frame a
 * client sent that cannot be decoded is that client's fault, already answered by closing its socket (4002): it is
 * logged at debug, so that hostile clients cannot fill the error log.
 */
const once = throttled();
const logAt =
  (level: LogLevel) =>
  (...args: unknown[]) => {
    const text = format(...args);
    // Presence reports every reconnect attempt during a Redis outage: the same line once a minute is enough.
    if (text.includes('connection error') && !once(text)) return;
    const clientFrame = level === 'error' && text.includes('RoomMessages.onData');
    log(clientFrame ? 'debug' : level, clientFrame ? `undecodable client frame: ${text.split('\n')[0]}` : text, { source: 'colyseus' });
  };
const colyseusLogger = { trace: logAt('debug'), debug: logAt('debug'), info: logAt('info'), warn: logAt('warn'), error: logAt('error') };

/** Bytes an HTTP response may buffer before write() asks to wait (see startServer). */
const HTTP_HIGH_WATER_MARK = 64 * 1024 * 1024;

/**
 * The framework's matchmaking routes that place a client in a room it did not name (`join` and `joinOrCreate` pick
 * any listed room of the type: a stranger would get a seat in someone's unlisted game) are closed. Joining names the
 * game (`joinById`), creating and restoring go through `create`, and `reconnect` needs the room's own token.
 */
function closeUnnamedMatchmaking(): void {
  matchMaker.controller.exposedMethods = ['create', 'joinById', 'reconnect'];
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  checkFrameworkInternals();
  const host = options.host ?? '127.0.0.1';
  const redisUrl = options.redisUrl ?? null;
  if (redisUrl) await waitForRedis(redisUrl, options.redisWaitMs ?? 30_000, log);
  const store =
    options.store ??
    (redisUrl ? new RedisStore(redisUrl, 'dune', {}, { waitReplicas: options.redisWaitReplicas, waitTimeoutMs: options.redisWaitTimeoutMs }) : storeFromEnv());
  const live = new Set<HostedRoom>();
  let shared: { presence: Presence; driver: matchMaker.MatchMakerDriver; publicAddress: string } | null = null;
  if (redisUrl) {
    // A reservation sends the client to the hosting process's address: it must be known before listening.
    if (!options.publicAddress && options.port === 0) throw new Error('with Redis, give a fixed port or a publicAddress');
    const mend = redisDriverProblem();
    if (mend) throw new Error(`refusing to start: ${mend}`);
    const driver = new MendedRedisDriver(redisUrl);
    // Its connection (a private member; presence reports through Colyseus's logger) has no error listener of its
    // own: without one, ioredis prints every outage error as unhandled instead of a JSON log line.
    const connection = (driver as unknown as { _client?: Parameters<typeof reportOutages>[0] })._client;
    if (connection) reportOutages(connection, 'matchmaking', log);
    shared = {
      presence: new RedisPresence(redisUrl),
      driver,
      publicAddress: options.publicAddress || defaultPublicAddress(host, options.port),
    };
  }
  // What this process acknowledged, kept outside Redis, against a failover to an empty or stale copy of it.
  const watch = shared
    ? await startFailoverWatch({
        redisUrl: redisUrl!,
        prefix: store instanceof RedisStore ? store.prefix : 'dune',
        dir: options.watermarkDir,
        processKey: shared.publicAddress,
        log,
      })
    : null;
  // Limits per address live in presence: shared by every process with Redis, the process's own otherwise. The
  // process's own windows count on its monotonic clock (as epoch ms), which a step of the wall clock does not move;
  // shared ones need the one time all processes have in common, the wall clock.
  const presence = shared?.presence ?? new LocalPresence();
  const gateNow = shared ? systemClock.now : () => performance.timeOrigin + systemClock.monotonic();
  const { flood, ...gateLimits } = options.limits ?? {};
  const services: RoomServices = {
    store: timedStore(store),
    log,
    metrics: { actionStarted, actionBatch, actionRejected },
    clock: options.clock ?? systemClock,
    defaults: { ...DEFAULT_GAME_OPTIONS, ...options.gameDefaults },
    lockTtlMs: options.lockTtlMs ?? 30_000,
    ticker: new Ticker(),
    emptyRoomSeconds: options.emptyRoomSeconds ?? 600,
    pauseFloorMs: options.pauseFloorMs ?? DEFAULT_PAUSE_FLOOR_MS,
    live,
    limits: { flood: { ...DEFAULT_ROOM_LIMITS.flood, ...flood } },
    gate: new PresenceGate(presence, { ...DEFAULT_GATE_LIMITS, ...gateLimits }, gateNow, gateReport(log)),
    ...(watch ? { durability: watch } : {}),
  };
  // A game found rolled back while a room of this process holds it: the room lets it go (its clients are refused).
  watch?.onRolledBack((gameId, reason) => (matchMaker.getLocalRoomById(gameId) as DuneRoom | undefined)?.storeWentBack?.(reason));
  // The router's Node adapter (@colyseus/better-call setResponse) never ends a response whose body write has to
  // wait for 'drain': a /metrics or admin export body over the socket's 16 KiB high-water mark hung forever. A
  // high-water mark above any body this server sends lets every body go out in one write.
  const http = createServer({ highWaterMark: HTTP_HIGH_WATER_MARK });
  limitHttp(http, { ...DEFAULT_HTTP_LIMITS, ...options.httpLimits }, { adminToken: options.adminToken ?? null, proxies: options.trustProxy ?? NO_PROXIES });
  // After limitHttp, so that its wrapper's early refusals (401, 403, 411, 413) carry the headers too.
  secureEveryAnswer(http, {
    sendsElsewhere: Boolean(shared?.publicAddress ?? options.publicAddress),
    adminOrigins: options.adminOrigins ?? [],
  });
  const transport = new MeteredTransport({ maxPayload: MAX_FRAME_BYTES, server: http, pingInterval: PING_INTERVAL_MS }, countBytesSent);
  const server = new Server({
    transport,
    greet: false,
    gracefullyShutdown: false,
    logger: colyseusLogger,
    // Without Redis: a local presence (the gate's too) and Colyseus's local driver.
    presence,
    driver: shared?.driver,
    publicAddress: shared?.publicAddress ?? options.publicAddress ?? undefined,
    // A game is created (or restored) by the process the client asked; spreading new games is the load balancer's
    // job. Colyseus's default picks the process with the fewest rooms from Redis, which after a crash may be the
    // dead process (a 2 s IPC timeout per restore before it falls back).
    selectProcessIdToCreateRoom: async () => matchMaker.processId,
  });
  server.define(ROOM_NAME, DuneRoom.with(services));
  closeUnnamedMatchmaking();
  const metrics = createEndpoint('/metrics', { method: 'GET' }, async () => {
    const { body, contentType } = await metricsText();
    return new Response(body, { headers: { 'content-type': contentType } });
  });
  const occupancy = () => ({ rooms: live.size, clients: [...live].reduce((n, r) => n + r.clients.length, 0) });
  // With Redis, presence has connections of its own: /health asks them too (a key lookup, within a second).
  const presenceHealth = shared
    ? () =>
        Promise.race([
          shared.presence.exists('dune:health').then(
            () => null,
            () => 'presence: Redis is unreachable',
          ),
          new Promise<string>((resolve) => setTimeout(() => resolve('presence: Redis did not answer within 1 s'), 1000).unref()),
        ])
    : undefined;
  // Commits the replicas did not take (or Redis refused), and games found rolled back: /health's durability part.
  const replication = store instanceof RedisStore ? store.replication : null;
  const durability: OperatorDurability = {
    problem: () => [watch?.problem(), replication?.problem()].filter((p) => p).join('; ') || null,
    imported: async (gameId, version) => watch?.imported(gameId, version),
  };
  server.router = operatorRoutes(store, options.adminToken ?? null, occupancy, presenceHealth, durability).extend({
    metrics,
    ...webRoutes(options.webDir),
  });
  startProcessMetrics(occupancy);
  await server.listen(options.port, host);
  const stopSweeping = shared ? sweepStaleListings(log) : () => undefined;
  const port = (transport.server!.address() as AddressInfo).port;
  const shown = host === '0.0.0.0' ? '127.0.0.1' : host;
  return {
    server,
    port,
    url: `ws://${shown}:${port}`,
    httpUrl: `http://${shown}:${port}`,
    // Rooms release their games first (onBeforeShutdown), then presence, driver and the store close.
    close: async () => {
      stopSweeping();
      await server.gracefullyShutdown(false);
      await watch?.close();
      await store.close();
    },
  };
}
