// Which events each viewer may see: public events reach everyone, an addressed event only its seat.
import type { GameEvent, Seat } from './dune/index.ts';

export function publicEvents(events: readonly GameEvent[]): GameEvent[] {
  return events.filter((e) => e.visibleTo === undefined);
}

/** The seats that have events of their own among `events`. */
export function addressedSeats(events: readonly GameEvent[]): Set<Seat> {
  return new Set(events.flatMap((e) => (e.visibleTo === undefined ? [] : [e.visibleTo])));
}

/** What `seat` may see of `events`, in order. */
export function eventsFor(events: readonly GameEvent[], seat: Seat): GameEvent[] {
  return events.filter((e) => e.visibleTo === undefined || e.visibleTo === seat);
}
