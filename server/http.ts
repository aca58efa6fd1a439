// Operator HTTP (docs/ARCHITECTURE.md §7): GET /health for probes, and the admin API for moving games — export, import
// and list — behind a bearer ADMIN_TOKEN. Export holds seat-token hashes (so seats can be reclaimed after a move),
// never tokens.
import { timingSafeEqual } from 'node:crypto';
import { createEndpoint, createRouter } from '@colyseus/core';
import { z } from 'zod';
import { stateHash, upgradeState } from '../rooms/dune/index.ts';
import { replayLog } from './replay.ts';
import { checkGameId, type GameRecord, type GameStore, type LogEntry } from './store/index.ts';
import { GameRecordSchema, LogEntrySchema } from './store/records.ts';

export const SERVICE_VERSION = '0.1.0';

// The body has the shapes the stores keep (store/records.ts): the same schemas check both.
const ImportSchema = z.object({ record: GameRecordSchema, log: z.array(LogEntrySchema).optional() });

const DENIED = { error: 'admin token required (Authorization: Bearer …)' };

function authorized(request: Request | undefined, token: string | null): boolean {
  if (!token) return false;
  const given = Buffer.from(request?.headers.get('authorization') ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Live rooms and their clients in this process, for /health. */
export type Occupancy = () => { rooms: number; clients: number };

export function operatorRoutes(store: GameStore, adminToken: string | null, occupancy: Occupancy) {
  const health = createEndpoint('/health', { method: 'GET' }, async (ctx) => ctx.json({ ok: true, ...occupancy(), version: SERVICE_VERSION }));

  /** Every admin call needs the bearer token (401 otherwise). */
  const denied = (ctx: { request?: Request; setStatus(status: number): void }): boolean => {
    if (authorized(ctx.request, adminToken)) return false;
    ctx.setStatus(401);
    return true;
  };

  const listGames = createEndpoint('/admin/games', { method: 'GET' }, async (ctx) =>
    denied(ctx) ? ctx.json(DENIED) : ctx.json({ games: await store.list() }),
  );

  const exportGame = createEndpoint('/admin/games/:gameId', { method: 'GET' }, async (ctx) => {
    if (denied(ctx)) return ctx.json(DENIED);
    const gameId = ctx.params.gameId as string;
    const record = await loadOrNull(store, gameId);
    if (!record) {
      ctx.setStatus(404);
      return ctx.json({ error: `no game ${gameId}` });
    }
    return ctx.json({ record, log: await store.log(gameId), stateHash: stateHash(record.state) });
  });

  const importGame = createEndpoint('/admin/games/:gameId', { method: 'PUT' }, async (ctx) => {
    if (denied(ctx)) return ctx.json(DENIED);
    const gameId = ctx.params.gameId as string;
    const parsed = ImportSchema.safeParse(ctx.body);
    if (!validId(gameId) || !parsed.success || parsed.data.record.gameId !== gameId) {
      ctx.setStatus(400);
      return ctx.json({ error: 'body must be { record, log? } of this game (as exported)', issues: parsed.success ? [] : parsed.error.issues });
    }
    const given = parsed.data.record as unknown as GameRecord;
    const record = { ...given, state: upgradeState(given.state) };
    const log = (parsed.data.log ?? []) as unknown as LogEntry[];
    // A log, when given, must rebuild exactly the snapshot it comes with.
    if (log.length > 0 && !replaysTo(record, log)) {
      ctx.setStatus(400);
      return ctx.json({ error: 'the log does not replay to the snapshot' });
    }
    // Never overwrite a game a room is playing: take its lock for the duration of the import.
    const owner = `admin:${process.pid}:${Date.now()}`;
    if (!(await store.lock(gameId, owner, 10_000))) {
      ctx.setStatus(409);
      return ctx.json({ error: 'the game is live; stop it before importing' });
    }
    try {
      await store.put(record, log);
    } finally {
      await store.unlock(gameId, owner);
    }
    return ctx.json({ ok: true, gameId, version: record.version, stateHash: stateHash(record.state) });
  });

  return createRouter({ health, listGames, exportGame, importGame });
}

/** Whether the log rebuilds the snapshot (a log the engine refuses does not). */
function replaysTo(record: GameRecord, log: LogEntry[]): boolean {
  try {
    return stateHash(replayLog(record.state.config, log)) === stateHash(record.state);
  } catch {
    return false;
  }
}

function validId(gameId: string): boolean {
  try {
    checkGameId(gameId);
    return true;
  } catch {
    return false;
  }
}

async function loadOrNull(store: GameStore, gameId: string): Promise<GameRecord | null> {
  return validId(gameId) ? store.load(gameId) : null;
}
