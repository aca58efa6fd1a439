// Games an address may create per minute (a sliding window per IP, in this process). Restores and joins are not
// counted: only new games, which cost a store entry each.

/** Addresses remembered at most; the oldest is forgotten first (an attacker cycling addresses gains a fresh window). */
const MAX_ADDRESSES = 10_000;

export class CreateLimiter {
  private readonly recent = new Map<string, number[]>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number,
  ) {}

  /** Records a create from `ip` and says whether it is within the limit. */
  allow(ip: string | undefined): boolean {
    const key = ip ?? 'unknown';
    const now = this.now();
    const times = (this.recent.get(key) ?? []).filter((t) => now - t < 60_000);
    if (times.length >= this.perMinute) {
      this.recent.set(key, times);
      return false;
    }
    times.push(now);
    this.recent.delete(key);
    this.recent.set(key, times);
    if (this.recent.size > MAX_ADDRESSES) this.recent.delete(this.recent.keys().next().value!);
    return true;
  }
}
