// Floods: each client may send so many messages a second (a token bucket with a burst), and have so many actions
// waiting for an answer. Beyond them its messages are refused with RATE_LIMITED, cheaply (before any parsing), and
// only the first few refusals of each second are answered; a client that keeps on flooding is closed with
// FLOOD_CLOSE_CODE. The same limits hold for every room, so one room's flood costs the others little.

export interface FloodLimits {
  /** Sustained messages a second per client. */
  messagesPerSecond: number;
  /** Messages a client may send at once above the sustained rate. */
  burst: number;
  /** Actions of one client waiting for their answer (ack or error). */
  unanswered: number;
  /** Refused messages within one second after which the client is disconnected. */
  closeAfter: number;
}

export const DEFAULT_FLOOD_LIMITS: FloodLimits = { messagesPerSecond: 100, burst: 200, unanswered: 16, closeAfter: 1000 };

/** WebSocket close code of a client disconnected for flooding (documented in PROTOCOL.md). */
export const FLOOD_CLOSE_CODE = 4029;

/** Refusals answered per second; the rest are dropped unanswered until the second is over. */
const ANSWERED_REFUSALS = 10;

export type Verdict = 'ok' | 'refuse' | 'drop' | 'close';

export class FloodGuard {
  private tokens: number;
  private filled: number;
  private windowStart: number;
  private refusedInWindow = 0;
  /** Actions of this client not yet answered. */
  unanswered = 0;

  constructor(
    private readonly limits: FloodLimits,
    now: number,
  ) {
    this.tokens = limits.burst;
    this.filled = now;
    this.windowStart = now;
  }

  /** What to do with the message arriving at `now` (monotonic ms: a wall-clock step must not empty the bucket). */
  admit(now: number): Verdict {
    this.tokens = Math.min(this.limits.burst, this.tokens + ((now - this.filled) * this.limits.messagesPerSecond) / 1000);
    this.filled = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return 'ok';
    }
    return this.refused(now);
  }

  /** A message refused for another limit (too many unanswered actions) counts toward the flood the same way. */
  refused(now: number): Verdict {
    if (now - this.windowStart >= 1000) {
      this.windowStart = now;
      this.refusedInWindow = 0;
    }
    this.refusedInWindow += 1;
    if (this.refusedInWindow > this.limits.closeAfter) return 'close';
    return this.refusedInWindow <= ANSWERED_REFUSALS ? 'refuse' : 'drop';
  }
}
