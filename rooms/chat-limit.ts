// Chat's own rate limit, on top of the flood guard: each message is a durable commit of the game, so a writer may
// send CHAT_RATE messages a window, and the spectators of a room together SPECTATORS_RATE (however many connect,
// they cannot make the room write more than that). A seat's budget follows the seat, not its connection.

export interface RateLimit {
  messages: number;
  windowMs: number;
}

export const CHAT_RATE: RateLimit = { messages: 5, windowMs: 10_000 };
export const SPECTATORS_RATE: RateLimit = { messages: 20, windowMs: 10_000 };

/** Sliding windows: the times of each key's recent messages (monotonic ms: a wall-clock step moves no window). */
export class ChatLimiter {
  private readonly sent = new Map<string, number[]>();

  constructor(private readonly limit: RateLimit) {}

  /** Whether `key` may send at `now`; the message is counted when it may. */
  take(key: string, now: number): boolean {
    if (!this.allows(key, now)) return false;
    this.sent.set(key, [...(this.sent.get(key) ?? []), now]);
    // Departed spectators' keys go once their window is over.
    if (this.sent.size > 64) for (const other of [...this.sent.keys()]) this.allows(other, now);
    return true;
  }

  allows(key: string, now: number): boolean {
    const recent = (this.sent.get(key) ?? []).filter((t) => now - t < this.limit.windowMs);
    if (recent.length === 0) this.sent.delete(key);
    else this.sent.set(key, recent);
    return recent.length < this.limit.messages;
  }
}
