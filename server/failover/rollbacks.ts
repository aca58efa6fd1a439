// Games found rolled back in the store (stored below what was acknowledged, or below what a seat saw): each logged at
// error level and counted once per process. Those this process's own watermark shows are kept for /health until an
// operator imports them; a seat's word alone never fails /health (one player could otherwise take every process out
// of service), though it still refuses the game.
import type { Logger } from '../../rooms/ports.ts';

export type FoundBy = 'watermark' | 'client';

/** Games named in /health's sentence; the rest are counted. */
const NAMED = 5;

export class RollbackRegistry {
  /** Found by this process's watermark: /health fails while any is left. */
  private readonly held = new Map<string, string>();
  private readonly reported = new Set<string>();
  private readonly listeners = new Set<(gameId: string, sentence: string) => void>();

  constructor(
    private readonly log: Logger,
    private readonly counted: (foundBy: FoundBy) => void,
  ) {}

  /** Called with each game found (a room of this process holding it lets it go). */
  onFound(listener: (gameId: string, sentence: string) => void): void {
    this.listeners.add(listener);
  }

  found(gameId: string, sentence: string, foundBy: FoundBy, fields: Record<string, unknown> = {}): void {
    if (foundBy === 'watermark') this.held.set(gameId, sentence);
    for (const listener of this.listeners) listener(gameId, sentence);
    if (this.reported.has(gameId)) return;
    this.reported.add(gameId);
    this.counted(foundBy);
    this.log('error', 'game rolled back in the store: refused until an operator imports it', { gameId, foundBy, reason: sentence, ...fields });
  }

  /** An operator imported the game: it is served again from what was imported. */
  resolved(gameId: string): void {
    this.held.delete(gameId);
    this.reported.delete(gameId);
  }

  /** The games /health reports. */
  get ids(): string[] {
    return [...this.held.keys()];
  }

  /** /health's sentence, or null. */
  problem(): string | null {
    if (this.held.size === 0) return null;
    const ids = this.ids;
    const more = ids.length > NAMED ? ` and ${ids.length - NAMED} more` : '';
    return `rolled back: ${ids.length} game(s) are stored below the version this server acknowledged (a failover to an empty or stale Redis), refused until an operator imports them: ${ids.slice(0, NAMED).join(', ')}${more}`;
  }
}
