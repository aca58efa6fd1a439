// What a joiner (or a reconnecting client) receives first: the game's events so far that it may see. A room keeps
// the events since it loaded the game; a restored game's earlier ones are rebuilt once, when first asked for, by
// replaying its action log to the loaded snapshot (the replay must reach the same state hash, or it is not used).
// Older events are kept deflated: a finished game's history is about 260 KB of objects in memory, 20 KB deflated,
// and it is read only when someone joins.
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { stateHash, type GameEvent, type GameState, type Seat } from './dune/index.ts';
import { eventsFor, publicEvents } from './events.ts';
import { replay } from './replay-log.ts';
import type { RoomStore } from './ports.ts';
import type { LogEntry } from './records.ts';

/** Why a restored game's earlier events could not be rebuilt (reported once, with its code; play is unaffected). */
export interface HistoryGap {
  code: 'HISTORY_UNAVAILABLE';
  reason: string;
}

/** The loaded snapshot whose earlier events a restored room rebuilds from the store's log. */
export interface EarlierEvents {
  store: Pick<RoomStore, 'log'>;
  gameId: string;
  /** The record version and state the room loaded. */
  version: number;
  state: GameState;
  onGap(gap: HistoryGap): void;
}

/** Events sealed together into one deflated block (their JSON array). */
const SEALED_EVENTS = 256;

interface Sealed {
  count: number;
  deflated: Uint8Array;
}

export class EventHistory {
  /** The older events, in blocks of SEALED_EVENTS, oldest first; then the recent ones as they came. */
  private sealed: Sealed[] = [];
  private recent: GameEvent[] = [];
  private earlier: EarlierEvents | null;
  private rebuilding: Promise<void> | null = null;

  /** `limit`: the most events kept (the oldest go first). `earlier`: set for a restored game. */
  constructor(
    private readonly limit: number,
    earlier: EarlierEvents | null = null,
  ) {
    this.earlier = earlier;
  }

  add(events: readonly GameEvent[]): void {
    this.recent.push(...events);
    while (this.recent.length >= SEALED_EVENTS) {
      const block = this.recent.splice(0, SEALED_EVENTS);
      // Copied out: zlib's result is a view of a 16 KB chunk that would stay allocated with it.
      this.sealed.push({ count: block.length, deflated: new Uint8Array(deflateRawSync(JSON.stringify(block))) });
    }
    this.trim();
  }

  /** What `viewer` may see of the whole history, in order (rebuilding a restored game's earlier part first). */
  async visibleTo(viewer: Seat | 'spectator'): Promise<GameEvent[]> {
    if (this.earlier) {
      this.rebuilding ??= this.rebuild(this.earlier);
      await this.rebuilding;
    }
    const events = this.all();
    return viewer === 'spectator' ? publicEvents(events) : eventsFor(events, viewer);
  }

  /** Every event kept (at most `limit`), in order. */
  private all(): GameEvent[] {
    const events = this.sealed.flatMap((block) => JSON.parse(inflateRawSync(block.deflated).toString('utf8')) as GameEvent[]);
    events.push(...this.recent);
    return events.length > this.limit ? events.slice(events.length - this.limit) : events;
  }

  private async rebuild(from: EarlierEvents): Promise<void> {
    const gap = (reason: string) => from.onGap({ code: 'HISTORY_UNAVAILABLE', reason });
    let entries: LogEntry[];
    try {
      entries = await from.store.log(from.gameId);
    } catch (error) {
      // The store may be back for the next joiner: try again then.
      this.rebuilding = null;
      return gap(`the action log could not be read: ${error instanceof Error ? error.message : String(error)}`);
    }
    this.earlier = null;
    const upTo = entries.filter((e) => e.version <= from.version);
    if (upTo.length !== from.state.actions) return gap(`the log holds ${upTo.length} of the game's ${from.state.actions} actions`);
    try {
      const rebuilt = replay(from.state.config, upTo);
      if (stateHash(rebuilt.state) !== stateHash(from.state)) return gap('the log does not lead to the stored state');
      const live = this.all();
      this.sealed = [];
      this.recent = [];
      this.add([...rebuilt.events, ...live]);
    } catch (error) {
      gap(`the log does not replay: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Drops the oldest blocks while the rest still hold `limit` events (all() cuts the last excess). */
  private trim(): void {
    let kept = this.recent.length;
    for (const block of this.sealed) kept += block.count;
    while (this.sealed.length > 0 && kept - this.sealed[0]!.count >= this.limit) kept -= this.sealed.shift()!.count;
  }
}
