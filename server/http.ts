// Operator HTTP (docs/ARCHITECTURE.md §7): GET /health for probes, and the admin API for moving games — export, import
// and list — behind a bearer ADMIN_TOKEN. Export holds seat-token hashes (so seats can be reclaimed after a move),
// never tokens.
import { createEndpoint, createRouter, matchMaker } from '@colyseus/core';
import { adminRefusal, type AdminToken } from './admin-auth.ts';
import { lobbyPage } from '../rooms/lobby.ts';
import { ROOM_NAME } from '../schema/room-name.ts';
import { z } from 'zod';
import { ConfigError, stateHash, type GameState } from '../rooms/dune/index.ts';
import { checkRecordParts } from '../rooms/record-check.ts';
import { plainJsonProblem } from '../schema/plain-json.ts';
import { ReplayError, replayLog } from './replay.ts';
import { recordWithLog } from './store/moment.ts';
import { log } from './log.ts';
import { checkGameId, type GameRecord, type GameStore, type LogEntry } from './store/index.ts';
import { CorruptRecordError, GameRecordSchema, LogEntrySchema } from './store/records.ts';

export const SERVICE_VERSION = '0.1.0';

/** Log entries an import may carry (a long game has about 2,000; replaying one takes well under a millisecond). */
export const MAX_IMPORT_ENTRIES = 20_000;

// The body has the shapes the stores keep (store/records.ts): the same schemas check both. The log is required:
// an import proves itself by replaying to its snapshot.
const ImportSchema = z
  .object({
    record: GameRecordSchema,
    log: z.array(LogEntrySchema).max(MAX_IMPORT_ENTRIES),
    /** As exported; when given, the replayed state must have this hash too. */
    stateHash: z
      .string()
      .regex(/^[0-9a-f]{16,128}$/)
      .optional(),
  })
  .strict();

/** Live rooms and their clients in this process, for /health. */
export type Occupancy = () => { rooms: number; clients: number };

/** What is wrong with the shared presence (Redis), or null; absent without Redis. */
export type PresenceHealth = () => Promise<string | null>;

/** Durability as the operator sees it (server/failover/, server/store/redis-replicas.ts). */
export interface OperatorDurability {
  /** Commits not acknowledged for want of replicas, or games found rolled back: the sentence, or null. */
  problem(): string | null;
  /** An admin import installed `version` of the game: a game refused as rolled back is served again. */
  imported(gameId: string, version: number): Promise<void>;
}

const NO_DURABILITY: OperatorDurability = { problem: () => null, imported: async () => undefined };

export function operatorRoutes(
  store: GameStore,
  adminToken: AdminToken,
  occupancy: Occupancy,
  presenceHealth: PresenceHealth = async () => null,
  durability: OperatorDurability = NO_DURABILITY,
) {
  // Readiness: 503 naming the failing part when the store cannot take a commit (a full or read-only disk, Redis
  // unreachable), or cannot make one as durable as asked, or went back in time under acknowledged games
  // (`durability`). Liveness (/health/live) only says the process answers, for process managers that restart it.
  const health = createEndpoint('/health', { method: 'GET' }, async (ctx) => {
    const [storeProblem, presenceProblem] = await Promise.all([store.health(), presenceHealth()]);
    const durabilityProblem = durability.problem();
    const problems = {
      ...(storeProblem ? { store: storeProblem } : {}),
      ...(presenceProblem ? { presence: presenceProblem } : {}),
      ...(durabilityProblem ? { durability: durabilityProblem } : {}),
    };
    if (Object.keys(problems).length === 0) return ctx.json({ ok: true, ...occupancy(), version: SERVICE_VERSION });
    ctx.setStatus(503);
    return ctx.json({ ok: false, failing: Object.keys(problems), problems, ...occupancy(), version: SERVICE_VERSION });
  });
  const live = createEndpoint('/health/live', { method: 'GET' }, async (ctx) => ctx.json({ ok: true, version: SERVICE_VERSION }));

  /**
   * Every admin call needs the bearer token: the refusal's body, or null when the call may go on. The HTTP edge
   * has asked already, before reading the body; a route that runs without it (a router used on its own) still refuses.
   */
  const refusal = (ctx: { request?: Request; setStatus(status: number): void; setHeader(name: string, value: string): void }) => {
    const refused = adminRefusal(ctx.request?.headers.get('authorization'), adminToken);
    if (!refused) return null;
    ctx.setStatus(refused.status);
    for (const [name, value] of Object.entries(refused.headers)) ctx.setHeader(name, value);
    return refused.body;
  };

  // Stored games, each with where it is live now (any process, through the matchmaker) and its clients, or null.
  const listGames = createEndpoint('/admin/games', { method: 'GET' }, async (ctx) => {
    const refused = refusal(ctx);
    if (refused) return ctx.json(refused);
    try {
      const [listing, rooms] = await Promise.all([store.list(), matchMaker.query({ name: ROOM_NAME })]);
      const live = new Map(rooms.map((r) => [r.roomId, { clients: r.clients, processId: r.processId }]));
      // What the store skipped as no game (a stray file among the games) is named, for the operator to clear.
      return ctx.json({ games: listing.games.map((g) => ({ ...g, live: live.get(g.gameId) ?? null })), skipped: listing.skipped });
    } catch (error) {
      // A store or presence fault: the operators page shows the reason, and the log keeps it.
      const reason = error instanceof Error ? error.message : String(error);
      log('error', 'admin listing failed', { error: reason });
      ctx.setStatus(500);
      return ctx.json({ code: 'LIST_FAILED', error: `the games could not be listed: ${reason}` });
    }
  });

  const exportGame = createEndpoint('/admin/games/:gameId', { method: 'GET' }, async (ctx) => {
    const refused = refusal(ctx);
    if (refused) return ctx.json(refused);
    const gameId = ctx.params.gameId as string;
    try {
      const moment = validId(gameId) ? await recordWithLog(store, gameId) : null;
      if (!moment) {
        ctx.setStatus(404);
        return ctx.json({ error: `no game ${gameId}` });
      }
      const { record, log } = moment;
      return ctx.json({ record, log, stateHash: stateHash(record.state) });
    } catch (error) {
      // A damaged game cannot be exported whole: say where it is damaged (restore it from an earlier export).
      if (!(error instanceof CorruptRecordError)) throw error;
      ctx.setStatus(409);
      return ctx.json({ error: `GAME_DAMAGED: ${error.message}`, damaged: { where: error.where, problem: error.detail } });
    }
  });

  const importGame = createEndpoint('/admin/games/:gameId', { method: 'PUT' }, async (ctx) => {
    const refused = refusal(ctx);
    if (refused) return ctx.json(refused);
    const gameId = ctx.params.gameId as string;
    const bad = (error: string, issues: unknown[] = []) => {
      ctx.setStatus(400);
      return ctx.json({ error, issues });
    };
    if (!validId(gameId)) return bad('BAD_GAME_ID: a game id is 1–64 letters, digits, "_" or "-"');
    const unsafe = plainJsonProblem(ctx.body, { depth: 40, length: MAX_IMPORT_ENTRIES });
    if (unsafe) return bad('the body is not plain JSON', [unsafe]);
    const parsed = ImportSchema.safeParse(ctx.body);
    if (!parsed.success) return bad('body must be { record, log } as exported', parsed.error.issues);
    const proven = provenImport(gameId, parsed.data.record as unknown as GameRecord, parsed.data.log as unknown as LogEntry[]);
    if (!proven.ok) return bad(proven.error, proven.issues);
    if (parsed.data.stateHash !== undefined && parsed.data.stateHash !== stateHash(proven.record.state))
      return bad('the state does not have the stateHash given');
    const { record, log } = proven;
    // Never overwrite a game a room is playing: take its lock for the duration of the import.
    const owner = `admin:${process.pid}:${Date.now()}`;
    if (!(await store.lock(gameId, owner, 10_000))) {
      ctx.setStatus(409);
      return ctx.json({ error: 'the game is live; stop it before importing' });
    }
    try {
      await store.put(record, log);
      // The operator's word on this game: a rollback found before is settled by it.
      await durability.imported(gameId, record.version);
    } finally {
      await store.unlock(gameId, owner);
    }
    return ctx.json({ ok: true, gameId, version: record.version, stateHash: stateHash(record.state) });
  });

  // The public lobby (no token): listed games open or in play, newest first, a bounded page at a time.
  const lobby = createEndpoint('/games', { method: 'GET' }, async (ctx) => {
    const url = new URL(ctx.request?.url ?? 'http://localhost/games');
    const offset = pageNumber(url.searchParams.get('offset'), 0, 100_000);
    const limit = pageNumber(url.searchParams.get('limit'), LOBBY_PAGE, LOBBY_PAGE_MAX);
    if (offset === null || limit === null || limit === 0) {
      ctx.setStatus(400);
      return ctx.json({ error: `offset is 0–100000 and limit 1–${LOBBY_PAGE_MAX}` });
    }
    const rooms = await matchMaker.query({ name: ROOM_NAME });
    return ctx.json(
      lobbyPage(
        rooms.map((r) => r.metadata as unknown),
        offset,
        limit,
      ),
    );
  });

  return createRouter({ health, live, listGames, exportGame, importGame, lobby });
}

type Proven = { ok: true; record: GameRecord; log: LogEntry[] } | { ok: false; error: string; issues: unknown[] };

/**
 * An import proves itself: its state and control pass their schemas, and its log, replayed from the state's own
 * config and seed, rebuilds exactly that state. What is installed is the replayed state, under the id of the URL
 * (an operator may copy or move a game to a new id).
 */
function provenImport(gameId: string, given: GameRecord, log: LogEntry[]): Proven {
  const checked = checkRecordParts(given);
  if (!checked.ok) return { ok: false, error: 'the record failed its checks', issues: checked.problems };
  const last = log.at(-1)?.version ?? 0;
  if (last > given.version) return { ok: false, error: `the log goes past the record's version ${given.version}`, issues: [] };
  // Versions are the entries' places in the log: each one above the one before.
  const back = log.findIndex((e, i) => i > 0 && e.version <= log[i - 1]!.version);
  if (back > 0) return { ok: false, error: `the log's versions must rise: entry ${back + 1} has version ${log[back]!.version}`, issues: [] };
  let replayed: GameState;
  try {
    replayed = replayLog(checked.game.config, log);
  } catch (error) {
    return {
      ok: false,
      error: 'the log does not replay',
      issues: [error instanceof ReplayError || error instanceof ConfigError ? error.message : String(error)],
    };
  }
  if (stateHash(replayed) !== stateHash(checked.game)) return { ok: false, error: 'the log does not replay to the snapshot', issues: [] };
  return { ok: true, record: { ...given, gameId, state: replayed, control: checked.control }, log };
}

/** Lobby page sizes: the default and the most one request may ask for. */
const LOBBY_PAGE = 20;
const LOBBY_PAGE_MAX = 50;

/** A whole number 0–max from a query parameter (absent: the fallback), or null when it is anything else. */
function pageNumber(text: string | null, fallback: number, max: number): number | null {
  if (text === null) return fallback;
  if (!/^\d{1,6}$/.test(text)) return null;
  const n = Number(text);
  return n <= max ? n : null;
}

function validId(gameId: string): boolean {
  try {
    checkGameId(gameId);
    return true;
  } catch {
    return false;
  }
}
