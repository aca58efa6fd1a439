// A Redis commit is acknowledged only once it is as durable as the operator asked (README, "Redis durability").
// With REDIS_WAIT_REPLICAS n > 0 a commit is followed by `WAIT n timeout` on the connection that wrote it: WAIT answers
// how many replicas hold that connection's last write, and with it every earlier write of any connection (replication
// is one stream with one offset). WAIT blocks its connection until it answers, so commits get a connection of their
// own (lock renewals, loads and /health's PING never queue behind it), and one WAIT at a time covers every commit
// answered before it was sent: with the replicas gone, a process's commits wait out one timeout together, not one
// each. Redis may also refuse a write itself (min-replicas-to-write, a replica that is read-only): nothing is written.
import type { Redis } from 'ioredis';

export interface ReplicaOptions {
  /** Replicas that must hold a commit before it is acknowledged (REDIS_WAIT_REPLICAS); 0: no WAIT. */
  waitReplicas?: number;
  /** How long WAIT waits for them, in ms (REDIS_WAIT_TIMEOUT_MS). */
  waitTimeoutMs?: number;
}

export const DEFAULT_WAIT_TIMEOUT_MS = 1000;

/** While a problem stands, /health's reading of it writes a probe (and WAITs) at most this often. */
const PROBE_EVERY_MS = 1000;

/**
 * A primary demoted to a replica in a failover keeps the connections it had: every write then answers READONLY while
 * the address (a virtual IP, a DNS name) already leads to the new primary. Connecting again reaches it. The refused
 * command is not sent again: the caller treats it as refused and asks again itself.
 */
export const RECONNECT_WHEN_READ_ONLY = { reconnectOnError: (error: Error): 1 | false => (/^READONLY\b/.test(error.message) ? 1 : false) };

/** Whether `error` is Redis refusing a write it did not make (min-replicas-to-write, a read-only replica). */
export function isWriteRefusal(error: unknown): boolean {
  return /^(NOREPLICAS|READONLY)\b/.test(String((error as Error | null)?.message ?? ''));
}

/** What the replicas said to the latest commits, for /health: null while commits are acknowledged. */
export interface ReplicationState {
  problem(): string | null;
}

export class ReplicaWaits implements ReplicationState {
  private inFlight: Promise<number> | null = null;
  private next: Promise<number> | null = null;
  /** Counts the connection's closes: a WAIT sent on a new connection says nothing of a write made on the old one. */
  private closes = 0;
  private latest: string | null = null;
  private probing = false;
  private probedAt = 0;

  constructor(
    private readonly redis: Redis,
    readonly replicas: number,
    readonly timeoutMs: number,
    /** A key of its own to write to when it must find out whether writes are durable again (problem()). */
    private readonly probeKey: string,
  ) {
    redis.on('close', () => {
      this.closes += 1;
    });
  }

  /** Taken before a write and given to `after`: which connection the write went out on. */
  get connection(): number {
    return this.closes;
  }

  /** After a write made on `connection`: 'ok' once enough replicas hold it, 'unreplicated' if they did not within the timeout. */
  async after(connection: number): Promise<'ok' | 'unreplicated'> {
    if (this.replicas === 0) {
      this.latest = null;
      return 'ok';
    }
    const acknowledged = await this.waitFromNow();
    if (acknowledged >= this.replicas && connection === this.closes) {
      this.latest = null;
      return 'ok';
    }
    this.latest =
      connection === this.closes
        ? `the latest commit reached ${acknowledged} of the ${this.replicas} Redis replicas asked (REDIS_WAIT_REPLICAS) within ${this.timeoutMs} ms: commits are not acknowledged`
        : 'the connection to Redis was replaced between a commit and its WAIT: commits are not acknowledged until one is confirmed';
    return 'unreplicated';
  }

  /** Redis refused a write (see isWriteRefusal). */
  refused(error: unknown): void {
    const word = String((error as Error | null)?.message ?? '').split(' ')[0];
    this.latest = `Redis refuses writes (${word}${word === 'NOREPLICAS' ? ': min-replicas-to-write' : ''}): commits are not acknowledged`;
  }

  /**
   * The latest writes' problem, or null. Only writes tell, and a process may have none to make (its games suspended
   * and closed, a create refused): while a problem stands, reading it starts a probe write now and then, so that
   * /health clears by itself once the replicas are back.
   */
  problem(): string | null {
    if (this.latest !== null) this.probe();
    return this.latest;
  }

  private probe(): void {
    if (this.probing || Date.now() - this.probedAt < PROBE_EVERY_MS) return;
    this.probing = true;
    this.probedAt = Date.now();
    const connection = this.closes;
    this.redis
      .set(this.probeKey, String(this.probedAt), 'PX', 60_000)
      .then(
        () => this.after(connection),
        (error: unknown) => {
          if (isWriteRefusal(error)) this.refused(error);
        },
      )
      .catch(() => undefined)
      .finally(() => {
        this.probing = false;
      });
  }

  /** A WAIT sent after this call: the one in flight (if any) may have been sent before the caller's write was answered. */
  private waitFromNow(): Promise<number> {
    if (this.inFlight === null) return this.send();
    this.next ??= this.inFlight
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        this.next = null;
        return this.send();
      });
    return this.next;
  }

  private send(): Promise<number> {
    const sent: Promise<number> = this.redis.wait(this.replicas, this.timeoutMs).finally(() => {
      if (this.inFlight === sent) this.inFlight = null;
    });
    this.inFlight = sent;
    return sent;
  }
}
