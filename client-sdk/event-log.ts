// The events a connection has received, each once and in id order, keeping all of them or only the last `limit`
// (`DuneClientOptions.eventHistory`): a bot or a load tester that never reads the past need not hold a whole game's.
import { compareIds } from '../rooms/dune/ids.ts';
import type { GameEvent } from '../rooms/dune/types.ts';

export class EventLog {
  private readonly kept: GameEvent[] = [];
  private readonly ids = new Set<string>();
  /** The newest id dropped to keep within the limit: anything at or before it was seen already. */
  private floor: string | null = null;

  constructor(private readonly limit: number | 'all') {}

  get events(): readonly GameEvent[] {
    return this.kept;
  }

  /**
   * Keeps the events not seen before and returns them. A joiner's history and the live events may overlap (and a
   * reconnection sends the history again); ids order events as they were made, a seat's own among the public ones.
   */
  add(events: readonly GameEvent[]): GameEvent[] {
    const floor = this.floor;
    const fresh = events.filter((e) => !this.ids.has(e.id) && (floor === null || compareIds(e.id, floor) > 0));
    if (fresh.length === 0) return fresh;
    for (const e of fresh) this.ids.add(e.id);
    this.kept.push(...fresh);
    const order = (a: GameEvent, b: GameEvent) => compareIds(a.id, b.id);
    if (this.kept.length > fresh.length && order(this.kept[this.kept.length - fresh.length - 1]!, fresh[0]!) > 0) this.kept.sort(order);
    if (this.limit !== 'all' && this.kept.length > this.limit) {
      const dropped = this.kept.splice(0, this.kept.length - this.limit);
      for (const e of dropped) this.ids.delete(e.id);
      this.floor = dropped[dropped.length - 1]!.id;
    }
    return fresh;
  }
}
