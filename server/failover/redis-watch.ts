// Finds a failover to an empty or older copy of Redis (README, "Redis durability"). Redis cannot tell: a promoted
// replica, or a server started again from an old snapshot, answers as if nothing had happened. So what this process
// acknowledged is kept outside Redis (watermarks.ts), with the identity of the Redis it was acknowledged in: a random
// id at <p>:instance, stored by the first process that finds none. Its id gone means Redis was emptied; another id,
// that it was replaced (a replica keeps the id it copied, so only the watermarks show a stale copy). Checked when the
// connection opens again (a failover breaks it), every CHECK_MS for the id, and for each game a room restores.
// A game stored below its watermark (or below what one of its seats saw) is marked in Redis at
// <p>:game:{id}:rolledback, so that every process refuses it, is reported, and is left for an operator. An admin
// import clears the mark and starts a new generation of the game (<p>:game:{id}:generation), which voids every
// process's watermark of it.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { DurabilityWatch, Logger, StoredVersion } from '../../rooms/ports.ts';
import { reportOutages, throttled } from '../redis-outages.ts';
import { RECONNECT_WHEN_READ_ONLY } from '../store/redis-replicas.ts';
import type { FoundBy, RollbackRegistry } from './rollbacks.ts';
import type { WatermarkBook } from './watermarks.ts';

/** How often the instance id is read again (and the games held for /health checked for an import). */
const CHECK_MS = 2000;
/** Games whose stored version one pipelined round trip reads. */
const SCAN_CHUNK = 500;

interface Found {
  foundBy: FoundBy;
  sentence: string;
}

export interface FailoverReport {
  instanceChanged(kind: 'emptied' | 'replaced'): void;
}

export class RedisFailoverWatch implements DurabilityWatch {
  private readonly redis: Redis;
  private readonly timer: NodeJS.Timeout;
  /** Each restored game's import generation as last read ('': never imported), for its watermark. */
  private readonly generations = new Map<string, string>();
  private busy = false;
  private scanWanted = false;
  private readonly once = throttled();

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly book: WatermarkBook,
    private readonly registry: RollbackRegistry,
    private readonly log: Logger,
    private readonly report: FailoverReport,
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 3, ...RECONNECT_WHEN_READ_ONLY });
    reportOutages(this.redis, 'failover watch', log);
    this.timer = setInterval(() => void this.check(false), CHECK_MS).unref();
  }

  /** Checks the instance and every watermark once, then again each time the connection to Redis opens anew. */
  async start(): Promise<void> {
    await this.check(true);
    this.redis.on('ready', () => void this.check(true));
  }

  acknowledged(gameId: string, version: number): void {
    this.book.raise(gameId, version, this.generations.get(gameId) ?? '');
  }

  async rolledBack(gameId: string, stored: StoredVersion | null, seen: number | null): Promise<string | null> {
    const [mark, generation] = await this.redis.mget(this.markKey(gameId), this.generationKey(gameId));
    this.generations.set(gameId, generation ?? '');
    const found = this.compare(gameId, stored, generation ?? '', seen);
    if (!found) return mark ?? null;
    await this.redis.set(this.markKey(gameId), found.sentence, 'NX');
    this.registry.found(gameId, found.sentence, found.foundBy, { stored: stored?.version ?? null, seen });
    return found.sentence;
  }

  /** An operator imported `version` of the game: its mark goes, a new generation starts, and it is served again. */
  async imported(gameId: string, version: number): Promise<void> {
    const generation = randomBytes(8).toString('hex');
    await this.redis.multi().del(this.markKey(gameId)).set(this.generationKey(gameId), generation).exec();
    this.generations.set(gameId, generation);
    this.book.set(gameId, { version, generation, at: Date.now() });
    this.registry.resolved(gameId);
  }

  /** `listener` hears of each game found rolled back (its room, if live here, must let it go). */
  onRolledBack(listener: (gameId: string, sentence: string) => void): void {
    this.registry.onFound(listener);
  }

  /** /health's durability sentence, or null. */
  problem(): string | null {
    return this.registry.problem();
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.book.close();
    this.redis.disconnect();
  }

  /**
   * The game against this process's watermark and the seat's word: what shows it went back in time, or null. A
   * watermark of an earlier generation (the game was imported since) no longer counts, and is forgotten.
   */
  private compare(gameId: string, stored: StoredVersion | null, generation: string, seen: number | null): Found | null {
    let mark = this.book.get(gameId);
    // An import since voids the mark; a mark of an import that the store no longer knows still counts.
    if (mark && generation !== '' && mark.generation !== generation) {
      this.book.forget(gameId);
      mark = undefined;
    }
    const where = stored ? `is stored at version ${stored.version} (${stored.actions} actions)` : 'is no longer stored';
    const leave = 'the store went back in time (a failover to an empty or stale copy); it is kept as it is for an operator';
    if (mark && (stored === null || stored.version < mark.version))
      return { foundBy: 'watermark', sentence: `game ${gameId} ${where}, but this server acknowledged version ${mark.version}: ${leave}` };
    if (stored && seen !== null && seen > stored.actions)
      return { foundBy: 'client', sentence: `game ${gameId} ${where}, but one of its seats saw ${seen} actions: ${leave}` };
    return null;
  }

  /** One check at a time; a check asked for meanwhile (a reconnection's scan) runs right after. */
  private async check(scan: boolean): Promise<void> {
    this.scanWanted ||= scan;
    if (this.busy) return;
    this.busy = true;
    try {
      do {
        const wanted = this.scanWanted;
        this.scanWanted = false;
        try {
          const changed = await this.checkInstance();
          if (changed || wanted) await this.scan();
          await this.recheckHeld();
        } catch (error) {
          this.scanWanted ||= wanted;
          if (this.once('failover check failed')) this.log('warn', 'failover check failed; trying again', { error: String(error) });
          return;
        }
      } while (this.scanWanted);
    } finally {
      this.busy = false;
    }
  }

  /** Reads the instance id (storing one if there is none): whether it differs from the one this process knew. */
  private async checkInstance(): Promise<boolean> {
    const key = `${this.prefix}:instance`;
    const remembered = this.book.instance;
    let found = await this.redis.get(key);
    const emptied = found === null;
    if (found === null) {
      await this.redis.set(key, randomBytes(12).toString('hex'), 'NX');
      found = await this.redis.get(key);
    }
    if (found === null) return false;
    this.book.instance = found;
    if (remembered === null || found === remembered) return false;
    const kind = emptied ? 'emptied' : 'replaced';
    this.report.instanceChanged(kind);
    this.log('error', `Redis was ${kind} under this server (its instance id ${emptied ? 'is gone' : 'changed'}): checking every game it acknowledged`, {
      was: remembered,
      now: found,
    });
    return true;
  }

  /** Every watermark against the store: each game found below it is marked and held for /health. */
  private async scan(): Promise<void> {
    const games = this.book.games();
    for (let i = 0; i < games.length; i += SCAN_CHUNK) {
      const chunk = games.slice(i, i + SCAN_CHUNK);
      const pipeline = this.redis.pipeline();
      for (const [gameId] of chunk) pipeline.hmget(this.gameKey(gameId), 'version', 'actions').get(this.generationKey(gameId));
      const answers = (await pipeline.exec()) ?? [];
      for (const [n, [gameId]] of chunk.entries()) {
        const [versionError, fields] = answers[2 * n] ?? [];
        const [generationError, generation] = answers[2 * n + 1] ?? [];
        if (versionError || generationError) throw versionError ?? generationError;
        const [version, actions] = fields as (string | null)[];
        const stored = version == null ? null : { version: Number(version), actions: Number(actions ?? 0) };
        const found = this.compare(gameId, stored, (generation as string | null) ?? '', null);
        if (!found) continue;
        await this.redis.set(this.markKey(gameId), found.sentence, 'NX');
        this.registry.found(gameId, found.sentence, found.foundBy, { stored: stored?.version ?? null });
      }
    }
  }

  /** A game held for /health is let go once an operator imported it (on any process: its generation changed). */
  private async recheckHeld(): Promise<void> {
    const held = this.registry.ids;
    if (held.length === 0) return;
    const generations = await this.redis.mget(...held.map((gameId) => this.generationKey(gameId)));
    for (const [n, gameId] of held.entries()) {
      const generation = generations[n] ?? '';
      if (generation === '' || generation === this.book.get(gameId)?.generation) continue;
      this.generations.set(gameId, generation);
      this.book.forget(gameId);
      this.registry.resolved(gameId);
    }
  }

  /** The game's hash, as RedisStore names it (server/store/redis.ts); the watch's own keys sit beside it. */
  private gameKey(gameId: string): string {
    return `${this.prefix}:game:{${gameId}}`;
  }

  private markKey(gameId: string): string {
    return `${this.gameKey(gameId)}:rolledback`;
  }

  private generationKey(gameId: string): string {
    return `${this.gameKey(gameId)}:generation`;
  }
}
