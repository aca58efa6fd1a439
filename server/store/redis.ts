// RedisStore (REDIS_URL): any process can restore any game. Every multi-key change is one Lua script (see
// redis-scripts.ts), so a compare-and-set and its log append are atomic. A commit appends its actions to the log
// and writes the whole record only every `snapshotEvery` versions (and when the game ends); a load replays the log
// after the last snapshot (server/store/tail.ts). Keys (prefix "dune" by default; the {gameId} hash tag keeps one
// game's keys together):
//   <p>:game:{id}       hash: version, record (the last snapshot, JSON) and snapshot (its version), meta (seats and
//                       control committed since it, JSON), actions (the engine's action count), turn, phase,
//                       updatedAt, logCount (the log's entries) and logCountAt (the version it was counted at)
//   <p>:game:{id}:log   sorted set: score = version, member = entry JSON { game, version, seat, action, at }
//   <p>:game:{id}:lock  string: owner, with PX expiry
//   <p>:games           set of gameIds (list() reads it instead of KEYS, and loads each game: a damaged one is listed
//                       so, a member that is no game id or has nothing stored is skipped and named)
//   <p>:store-health    string written by the health check (no game)
//   <p>:durability-probe string written (PX 60 s) to find out whether writes reach the replicas again (redis-replicas.ts)
// Every part names its game and its place, and a load checks them: the record its gameId (a record copied under
// another game's key is damage) and version, an entry its game and version (= its score; one version, one entry),
// the log its entry count (an entry lost or added before the snapshot is damage, though the tail still replays).
// Games stored before these were kept (entries without game, no logCount) still load; their first commit counts the log.
// With REDIS_WAIT_REPLICAS, creates and commits go out on a connection of their own, each followed by WAIT
// (redis-replicas.ts); the failover watch keeps keys of its own beside these (server/failover/redis-watch.ts).
import { Redis } from 'ioredis';
import { log } from '../log.ts';
import { reportOutages } from '../redis-outages.ts';
import { GameExistsError } from './errors.ts';
import { checkCommit, checkGameId, checkPut, checkRecord, checkTtl, GAME_ID } from './ids.ts';
import { COMMIT, CONFIRM, CREATE, LOAD, PUT, RENEW, UNLOCK, runScript, type LuaScript } from './redis-scripts.ts';
import {
  DEFAULT_WAIT_TIMEOUT_MS,
  isWriteRefusal,
  RECONNECT_WHEN_READ_ONLY,
  ReplicaWaits,
  type ReplicaOptions,
  type ReplicationState,
} from './redis-replicas.ts';
import { NotDurableError } from '../../rooms/records.ts';
import { damagedSummary, summaryOf, type CommitResult, type Entries, type GameListing, type GameRecord, type GameStore, type LogEntry } from './types.ts';
import { checkEntryOrder, CorruptRecordError, readGameRecord, readStoredEntry, storedEntryJson } from './records.ts';
import { DEFAULT_SNAPSHOT_EVERY, metaText, restoreTail, writesSnapshot, type TailOptions } from './tail.ts';
import { publicProblem } from './problems.ts';

/** What LOAD answers for a stored game (redis-scripts.ts). */
type Loaded = [
  record: string,
  version: string,
  updatedAt: string,
  actions: string,
  meta: string,
  snapshot: string,
  tail: string[],
  logCount: string,
  logCountAt: string,
  entries: number,
];

/** Games a listing loads at once (each one a script call and a replay of its tail). */
const LIST_AT_ONCE = 32;

/** The hash fields a snapshot sets, in the order the scripts expect them. */
function recordArgs(record: GameRecord): (string | number)[] {
  return [record.version, JSON.stringify(record), record.state.turn, record.state.phase, record.updatedAt, record.state.actions];
}

export class RedisStore implements GameStore {
  private readonly redis: Redis;
  /** The connection creates and commits go out on: `redis`, or one of their own when each is followed by WAIT. */
  private readonly writer: Redis;
  private readonly waits: ReplicaWaits;
  private readonly snapshotEvery: number;

  /**
   * `tail.snapshotEvery: 1` writes the whole record on every commit (a store that never replays the engine).
   * `replicas.waitReplicas`: replicas that must hold a commit before it is acknowledged (README, "Redis durability").
   */
  constructor(
    url: string,
    /** Every key's prefix (the failover watch names the game keys with it too: server/failover/). */
    readonly prefix = 'dune',
    tail: TailOptions = {},
    replicas: ReplicaOptions = {},
  ) {
    this.snapshotEvery = tail.snapshotEvery ?? DEFAULT_SNAPSHOT_EVERY;
    // A command fails after a few reconnect attempts instead of hanging the room; callers treat a thrown commit
    // as "outcome unknown" and reload. Auto-pipelining sends the commands of one event-loop turn (the commits of
    // every room that acted in it) in one write: a command cost 37 µs of this process's CPU with 30 in flight, 6 µs
    // pipelined. Profiled at 30 rooms of bots, the commit took 11% of the server's CPU pipelined against 16%
    // without; the price is a turn of the event loop per commit (room-side p99 about 60 against 45 ms there).
    this.redis = new Redis(url, { maxRetriesPerRequest: 3, enableAutoPipelining: true, ...RECONNECT_WHEN_READ_ONLY });
    // Without a listener ioredis prints every connection error as unhandled; reconnecting is its own job.
    reportOutages(this.redis, 'game store', log);
    const waitReplicas = replicas.waitReplicas ?? 0;
    this.writer = waitReplicas > 0 ? new Redis(url, { maxRetriesPerRequest: 3, enableAutoPipelining: true, ...RECONNECT_WHEN_READ_ONLY }) : this.redis;
    if (this.writer !== this.redis) reportOutages(this.writer, 'game store commits', log);
    this.waits = new ReplicaWaits(this.writer, waitReplicas, replicas.waitTimeoutMs ?? DEFAULT_WAIT_TIMEOUT_MS, `${prefix}:durability-probe`);
  }

  /** What the replicas (or Redis's own refusals) said of the latest writes: /health's durability part. */
  get replication(): ReplicationState {
    return this.waits;
  }

  /**
   * Runs a writing script on the writer connection, then waits for the replicas asked: the script's answer, or
   * 'unreplicated' (written, not acknowledged by enough replicas) or 'refused' (Redis would not write).
   */
  private async write(script: LuaScript, keys: string[], args: (string | number)[]): Promise<unknown> {
    const connection = this.waits.connection;
    let answer: unknown;
    try {
      answer = await runScript(this.writer, script, keys, args);
    } catch (error) {
      if (!isWriteRefusal(error)) throw error;
      this.waits.refused(error);
      return 'refused';
    }
    // 0: the script wrote nothing (a conflict, an existing game), so there is nothing to wait for.
    if (answer !== 1) return answer;
    return this.waits.after(connection).then((durable) => (durable === 'ok' ? 1 : durable));
  }

  private gameKey(gameId: string): string {
    return `${this.prefix}:game:{${checkGameId(gameId)}}`;
  }

  private get gamesKey(): string {
    return `${this.prefix}:games`;
  }

  async create(record: GameRecord): Promise<void> {
    checkRecord(record);
    const game = this.gameKey(record.gameId);
    const created = await this.write(CREATE, [game, this.gamesKey, `${game}:log`], [record.gameId, ...recordArgs(record)]);
    if (created === 'refused' || created === 'unreplicated')
      throw new NotDurableError(created, this.waits.problem() ?? `game ${record.gameId} was not created durably`);
    if (created !== 1) throw new GameExistsError(record.gameId);
  }

  async load(gameId: string): Promise<GameRecord | null> {
    const game = this.gameKey(gameId);
    const found = (await runScript(this.redis, LOAD, [game, `${game}:log`], [])) as Loaded | null;
    if (found === null) return null;
    const [record, version, updatedAt, actions, meta, snapshot, tail, logCount, logCountAt, entries] = found;
    const where = `redis ${game}`;
    const checked = readGameRecord(record, gameId, `${where} record`);
    if (logCount !== '' && logCountAt === version && Number(logCount) !== entries)
      throw new CorruptRecordError(`${where} log`, `the log holds ${entries} entries, the game wrote ${logCount}: an entry is missing, or one was added`);
    return restoreTail({
      record: checked,
      version: Number(version),
      updatedAt: updatedAt === '' ? null : Number(updatedAt),
      actions: actions === '' ? null : Number(actions),
      meta: meta === '' ? null : meta,
      snapshot: snapshot === '' ? null : Number(snapshot),
      tail: tail.map((m) => readStoredEntry(m, gameId, `${where}:log`)),
      where,
    });
  }

  async exists(gameId: string): Promise<boolean> {
    return (await this.redis.hexists(this.gameKey(gameId), 'record')) === 1;
  }

  async commit(gameId: string, expectedVersion: number, next: GameRecord, entries: Entries): Promise<CommitResult> {
    const list = checkCommit(gameId, expectedVersion, next, entries);
    const game = this.gameKey(gameId);
    const snapshot = writesSnapshot(expectedVersion, next, list.length, this.snapshotEvery);
    const args = [
      expectedVersion,
      next.version,
      next.state.turn,
      next.state.phase,
      next.updatedAt,
      next.state.actions,
      snapshot ? JSON.stringify(next) : '',
      // Actions change only the state; seats and control change in commits without them.
      !snapshot && list.length === 0 ? metaText(next) : '',
      ...list.flatMap((e) => [e.version, storedEntryJson(gameId, e)]),
    ];
    return committed(await this.write(COMMIT, [game, `${game}:log`], args));
  }

  async confirm(gameId: string, version: number): Promise<CommitResult> {
    return committed(await this.write(CONFIRM, [this.gameKey(gameId)], [version]));
  }

  async log(gameId: string, afterVersion?: number): Promise<LogEntry[]> {
    const key = `${this.gameKey(gameId)}:log`;
    const min = afterVersion === undefined ? '-inf' : `(${afterVersion}`;
    const flat = await this.redis.zrangebyscore(key, min, '+inf', 'WITHSCORES');
    const where = `redis ${key}`;
    const entries: LogEntry[] = [];
    for (let i = 0; i < flat.length; i += 2) {
      const entry = readStoredEntry(flat[i]!, gameId, where);
      if (entry.version !== Number(flat[i + 1]))
        throw new CorruptRecordError(where, `an entry for version ${entry.version} is stored as version ${flat[i + 1]}`);
      entries.push(entry);
    }
    checkEntryOrder(entries, where, afterVersion);
    return entries;
  }

  async list(): Promise<GameListing> {
    const listing: GameListing = { games: [], skipped: [] };
    const ids: string[] = [];
    for (const id of await this.redis.smembers(this.gamesKey)) {
      if (GAME_ID.test(id)) ids.push(id);
      else listing.skipped.push({ entry: id, reason: 'not a game id' });
    }
    for (let i = 0; i < ids.length; i += LIST_AT_ONCE) await Promise.all(ids.slice(i, i + LIST_AT_ONCE).map((id) => this.listOne(id, listing)));
    return listing;
  }

  /** One game into `listing`: its summary, or damaged with the reason when it does not load. */
  private async listOne(gameId: string, listing: GameListing): Promise<void> {
    try {
      const record = await this.load(gameId);
      if (record) listing.games.push(summaryOf(record));
      else listing.skipped.push({ entry: gameId, reason: 'listed, but no game is stored under this id' });
    } catch (error) {
      // Damage, or a key Redis cannot read as a game (WRONGTYPE): this game's problem. Anything else (Redis
      // unreachable) is the listing's.
      if (error instanceof CorruptRecordError) listing.games.push(damagedSummary(gameId, error.message));
      else if ((error as Error).name === 'ReplyError') listing.games.push(damagedSummary(gameId, `unreadable: ${(error as Error).message}`));
      else throw error;
    }
  }

  async put(record: GameRecord, log: LogEntry[] = []): Promise<void> {
    checkPut(record, log);
    const game = this.gameKey(record.gameId);
    const entries = log.flatMap((e) => [e.version, storedEntryJson(record.gameId, e)]);
    await runScript(this.redis, PUT, [game, this.gamesKey, `${game}:log`], [record.gameId, ...recordArgs(record), ...entries]);
  }

  async lock(gameId: string, owner: string, ttlMs: number): Promise<boolean> {
    return (await this.redis.set(`${this.gameKey(gameId)}:lock`, owner, 'PX', checkTtl(ttlMs), 'NX')) === 'OK';
  }

  async renew(gameId: string, owner: string, ttlMs: number): Promise<boolean> {
    return (await runScript(this.redis, RENEW, [`${this.gameKey(gameId)}:lock`], [owner, checkTtl(ttlMs)])) === 1;
  }

  async unlock(gameId: string, owner: string): Promise<void> {
    await runScript(this.redis, UNLOCK, [`${this.gameKey(gameId)}:lock`], [owner]);
  }

  async health(): Promise<string | null> {
    const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('Redis did not answer within 1 s'), 1000).unref());
    // A write, as every commit makes: a Redis that answers PING may still refuse writes (its memory limit reached, a
    // replica after a failover, a failed save). Its key is no game: list() reads only the games set.
    const write = this.redis.set(`${this.prefix}:store-health`, String(Date.now()), 'PX', 60_000).then(
      () => null,
      (error: unknown) => publicProblem(error),
    );
    return Promise.race([write, timeout]);
  }

  async close(): Promise<void> {
    if (this.writer !== this.redis) await this.writer.quit();
    await this.redis.quit();
  }
}

/** A writing script's answer (see RedisStore.write) as a commit result: 1 written durably, 0 not at that version. */
function committed(answer: unknown): CommitResult {
  if (answer === 'refused' || answer === 'unreplicated') return answer;
  return answer === 1 ? 'ok' : 'conflict';
}
