// The log's shape, in order of play: turns, each cut into its phases (a `phase-started` opens one), and within a
// phase each battle gathered into one block, from its `battle-started` up to the next battle or phase, so that a
// battle reads top to bottom under the line that says how it ended.
import type { GameEvent } from '@dune-rooms/sdk';

export type Entry = { kind: 'event'; event: GameEvent } | { kind: 'battle'; opened: GameEvent; events: GameEvent[]; resolved: GameEvent | null };

export interface Chapter {
  /** The turn (0: before the first phase began). */
  turn: number;
  /** The phase id, or null before the first phase. */
  phase: string | null;
  entries: Entry[];
}

export function chapters(events: readonly GameEvent[]): Chapter[] {
  const out: Chapter[] = [];
  let current: Chapter = { turn: 0, phase: null, entries: [] };
  let battle: Extract<Entry, { kind: 'battle' }> | null = null;
  for (const e of events) {
    if (e.type === 'phase-started') {
      if (current.entries.length > 0 || current.phase !== null) out.push(current);
      current = { turn: e.turn, phase: e.phase, entries: [] };
      battle = null;
    } else if (e.type === 'battle-started') {
      battle = { kind: 'battle', opened: e, events: [], resolved: null };
      current.entries.push(battle);
    } else if (battle) {
      battle.events.push(e);
      if (e.type === 'battle-resolved') battle.resolved = e;
    } else current.entries.push({ kind: 'event', event: e });
  }
  if (current.entries.length > 0 || current.phase !== null) out.push(current);
  return out;
}
