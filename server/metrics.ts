// Operator metrics (docs/ARCHITECTURE.md §7): GET /metrics in Prometheus text format. Rooms and the transport report here
// through a few small calls; everything is kept in one registry for the whole process (metrics are process-wide,
// like Colyseus's matchmaker, even if a test starts several servers one after another).
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { GameStore } from './store/index.ts';
import type { GateReport } from './admission-gate.ts';
import type { Logger } from '../rooms/ports.ts';

const registry = new Registry();

/** Live rooms and connected clients of this process, read when /metrics is scraped. */
let liveSource: () => { rooms: number; clients: number } = () => ({ rooms: 0, clients: 0 });

new Gauge({
  name: 'dune_rooms',
  help: 'Game rooms live in this process',
  registers: [registry],
  collect() {
    this.set(liveSource().rooms);
  },
});
new Gauge({
  name: 'dune_clients',
  help: 'Clients connected to the rooms of this process (seats and spectators)',
  registers: [registry],
  collect() {
    this.set(liveSource().clients);
  },
});

const actionsAccepted = new Counter({
  name: 'dune_actions_accepted_total',
  help: 'Actions the engine accepted and the store committed, by who sent them (client or bot/autopilot)',
  labelNames: ['by'] as const,
  registers: [registry],
});
const refusals = new Counter({
  name: 'dune_actions_rejected_total',
  help: 'Client messages refused with a typed error, by error code (rule rejections, bad input, unavailable game)',
  labelNames: ['code'] as const,
  registers: [registry],
});
// Buckets from 1 ms to 2.5 s: the target is p99 under 50 ms, so the low end is fine-grained.
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.02, 0.035, 0.05, 0.075, 0.1, 0.25, 0.5, 1, 2.5];
const actionLatency = new Histogram({
  name: 'dune_action_duration_seconds',
  help: 'Room-side time of an action: queue wait, engine, store commit and the patch broadcast',
  labelNames: ['result'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});
const storeLatency = new Histogram({
  name: 'dune_store_duration_seconds',
  help: 'Game store call latency, by operation (commit, create, load, lock, renew, unlock, confirm); with REDIS_WAIT_REPLICAS a commit includes its WAIT',
  labelNames: ['operation'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});
const storeErrors = new Counter({
  name: 'dune_store_errors_total',
  help: 'Game store calls that failed, by kind (no-space, read-only, short-write, damaged, not-durable, unreachable, other)',
  labelNames: ['kind'] as const,
  registers: [registry],
});

const notDurable = new Counter({
  name: 'dune_store_not_durable_total',
  help: 'Commits not acknowledged because the store could not make them as durable as asked: unreplicated (written, fewer Redis replicas than REDIS_WAIT_REPLICAS held it in time) or refused (Redis would not write: min-replicas-to-write, a read-only replica)',
  labelNames: ['result'] as const,
  registers: [registry],
});
const rollbacks = new Counter({
  name: 'dune_store_rollbacks_total',
  help: 'Games found stored below what was acknowledged (a failover to an empty or stale Redis), each once per process, by what showed it: this process’s watermark, or a seat’s last seen version',
  labelNames: ['found_by'] as const,
  registers: [registry],
});
const instanceChanges = new Counter({
  name: 'dune_store_instance_changes_total',
  help: 'Times this process found its Redis emptied (its instance id gone) or replaced (another id)',
  labelNames: ['kind'] as const,
  registers: [registry],
});

/** A game was found rolled back (server/failover/). */
export function rollbackFound(foundBy: 'watermark' | 'client'): void {
  rollbacks.inc({ found_by: foundBy });
}

/** This process found its Redis emptied or replaced (server/failover/). */
export function instanceChanged(kind: 'emptied' | 'replaced'): void {
  instanceChanges.inc({ kind });
}

/** What kind of store failure `error` is, for dune_store_errors_total and the logs. */
export function storeErrorKind(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  const name = (error as Error | null)?.name ?? '';
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'no-space';
  if (code === 'EROFS' || code === 'EACCES' || code === 'EPERM') return 'read-only';
  if (name === 'ShortWriteError') return 'short-write';
  if (name === 'CorruptRecordError' || name === 'DamagedRecordError') return 'damaged';
  if (name === 'NotDurableError') return 'not-durable';
  if (name === 'MaxRetriesPerRequestError' || code === 'ECONNREFUSED' || /connection|closed|ECONN/i.test(String((error as Error)?.message)))
    return 'unreachable';
  return 'other';
}

const batchSize = new Histogram({
  name: 'dune_action_batch_size',
  help: 'Actions a room took through the engine together (queued while it was busy), committed and shown at once',
  buckets: [1, 2, 3, 4, 6, 8, 12, 16],
  registers: [registry],
});
const bytesSent = new Counter({
  name: 'dune_bytes_sent_total',
  help: 'WebSocket payload bytes sent to clients (patches, messages, handshakes)',
  registers: [registry],
});

const admissionsRefused = new Counter({
  name: 'dune_admissions_refused_total',
  help: 'Creates and joins turned away before any room (RATE_LIMITED), by why: creates or joins over the per-address limit, a barred seat token, a barred address',
  labelNames: ['reason'] as const,
  registers: [registry],
});
const floodPenalties = new Counter({
  name: 'dune_flood_penalties_total',
  help: 'Bars imposed after a client was closed for flooding: its seat token (seat), or its whole address past FLOOD_ADDRESS_CAP (address)',
  labelNames: ['by'] as const,
  registers: [registry],
});

/** The admission gate's report (server/admission-gate.ts): metrics, and a throttled log line when presence cannot answer. */
export function gateReport(log: Logger): GateReport {
  let lastWarning = 0;
  return {
    refused: (reason) => admissionsRefused.inc({ reason }),
    penalised: (by) => floodPenalties.inc({ by }),
    unavailable: (error) => {
      if (Date.now() - lastWarning < 60_000) return;
      lastWarning = Date.now();
      log('warn', 'admission limits not applied: presence did not answer', { error: error instanceof Error ? error.message : String(error) });
    },
  };
}

let processMetrics = false;

/** Turns on the process metrics (CPU, memory, event loop, GC) once per process; called when a server starts. */
export function startProcessMetrics(source: () => { rooms: number; clients: number }): void {
  liveSource = source;
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: registry });
}

/** The /metrics body and its content type. */
export async function metricsText(): Promise<{ body: string; contentType: string }> {
  return { body: await registry.metrics(), contentType: registry.contentType };
}

/**
 * Starts timing one action in a room; call the result with whether it was accepted once it is committed and shown
 * (or refused). `by` tells a client's action from a bot's or autopilot's.
 */
export function actionStarted(by: 'client' | 'bot'): (accepted: boolean) => void {
  const stop = actionLatency.startTimer();
  return (accepted) => {
    stop({ result: accepted ? 'accepted' : 'rejected' });
    if (accepted) actionsAccepted.inc({ by });
  };
}

/** A room ran `size` queued actions as one batch. */
export function actionBatch(size: number): void {
  batchSize.observe(size);
}

/** A client message was refused with this error code. */
export function actionRejected(code: string): void {
  refusals.inc({ code });
}

export function countBytesSent(bytes: number): void {
  bytesSent.inc(bytes);
}

type Timed = 'create' | 'load' | 'commit' | 'confirm' | 'lock' | 'renew' | 'unlock';

/** The store with every live-game call timed into dune_store_duration_seconds (same behaviour otherwise). */
export function timedStore(store: GameStore): GameStore {
  const time =
    <A extends unknown[], R>(operation: Timed, call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const stop = storeLatency.startTimer({ operation });
      try {
        return await call(...args);
      } catch (error) {
        storeErrors.inc({ kind: storeErrorKind(error) });
        throw error;
      } finally {
        stop();
      }
    };
  return {
    create: time('create', (record) => store.create(record)),
    load: time('load', (gameId) => store.load(gameId)),
    exists: (gameId) => store.exists(gameId),
    commit: time('commit', async (gameId, expected, next, entries, writer) => {
      const result = await store.commit(gameId, expected, next, entries, writer);
      if (result === 'unreplicated' || result === 'refused') notDurable.inc({ result });
      return result;
    }),
    ...(store.confirm ? { confirm: time('confirm', (gameId: string, version: number) => store.confirm!(gameId, version)) } : {}),
    lock: time('lock', (gameId, owner, ttlMs) => store.lock(gameId, owner, ttlMs)),
    renew: time('renew', (gameId, owner, ttlMs) => store.renew(gameId, owner, ttlMs)),
    unlock: time('unlock', (gameId, owner) => store.unlock(gameId, owner)),
    log: (gameId, afterVersion) => store.log(gameId, afterVersion),
    list: () => store.list(),
    put: (record, log) => store.put(record, log),
    health: () => store.health(),
    close: () => store.close(),
  };
}
