// `npm start`: the game server process.
import { configFromEnv, defaultPublicAddress } from './config.ts';
import { startServer } from './app.ts';
import { log, setLogLevel } from './log.ts';
import { rideOutRedisOutages } from './redis-outages.ts';

const config = (() => {
  try {
    return configFromEnv();
  } catch (error) {
    // A bad setting is one clear line, not a stack.
    log('error', 'dune-rooms could not start', { error: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }
})();
setLogLevel(config.logLevel);
rideOutRedisOutages(log);
const running = await startServer({
  port: config.port,
  host: config.host,
  adminToken: config.adminToken,
  adminOrigins: config.adminOrigins,
  redisUrl: config.redisUrl,
  publicAddress: config.publicAddress,
  gameDefaults: { botDelayMs: config.botDelayMs, graceSeconds: config.graceSeconds, turnSeconds: config.turnSeconds },
  lockTtlMs: config.lockTtlMs,
  emptyRoomSeconds: config.emptyRoomSeconds,
  pauseFloorMs: config.pauseFloorMs,
  limits: {
    flood: { messagesPerSecond: config.messagesPerSecond, burst: config.messageBurst, unanswered: config.maxUnanswered },
    createsPerMinute: config.createsPerMinute,
    joinsPerMinute: config.joinsPerMinute,
    floodPenaltySeconds: config.floodPenaltySeconds,
    floodAddressCap: config.floodAddressCap,
  },
  trustProxy: config.trustProxy,
  httpLimits: { importBytes: config.maxImportBytes },
  redisWaitMs: config.redisWaitMs,
  redisWaitReplicas: config.redisWaitReplicas,
  redisWaitTimeoutMs: config.redisWaitTimeoutMs,
  watermarkDir: config.watermarkDir ?? undefined,
}).catch((error: unknown) => {
  // One clear line instead of a stack: the framework check, a port in use, Redis unreachable …
  log('error', 'dune-rooms could not start', { error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
log('info', 'dune-rooms listening', {
  url: running.url,
  port: running.port,
  redis: config.redisUrl !== null,
  publicAddress: config.publicAddress ?? (config.redisUrl ? defaultPublicAddress(config.host, running.port) : null),
  trustProxy: config.trustProxy.entries,
  redisWaitReplicas: config.redisUrl ? config.redisWaitReplicas : null,
});

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log('info', 'shutting down', { signal });
    const deadline = setTimeout(() => process.exit(1), 10_000);
    deadline.unref();
    running.close().then(
      () => process.exit(0),
      (e: unknown) => {
        log('error', 'shutdown failed', { error: String(e) });
        process.exit(1);
      },
    );
  });
}
