// A game rebuilt from its action log: the operator's replay check, the admin import, a restored room's event history
// and a store's snapshot-plus-tail restore all replay the same way. A fresh game is started from the stored config
// through replayConfig, so that a game of an earlier build numbers its ids as it did (rooms/dune/ids.ts).
import { applyAction, createGame, replayConfig, type GameConfig, type GameEvent, type GameState } from './dune/index.ts';
import type { LogEntry } from './records.ts';

export class ReplayError extends Error {}

export interface Replayed {
  state: GameState;
  /** Every event the entries produced, in order (each viewer's share is cut from these: rooms/events.ts). */
  events: GameEvent[];
}

/** The state (and events) the log leads to from a fresh game. Throws ReplayError if the engine refuses an entry. */
export function replay(config: GameConfig, entries: readonly LogEntry[]): Replayed {
  const events: GameEvent[] = [];
  const state = replayFrom(createGame(replayConfig(config)), entries, (produced) => events.push(...produced));
  return { state, events };
}

/** The state the log leads to from a fresh game. Throws ReplayError if the engine refuses an entry. */
export function replayLog(config: GameConfig, entries: readonly LogEntry[]): GameState {
  return replayFrom(createGame(replayConfig(config)), entries);
}

/**
 * The state `entries` lead to from `start` (a stored snapshot's state and the log after it). Throws ReplayError if
 * the entries are out of order or the engine refuses one.
 */
export function replayFrom(start: GameState, entries: readonly LogEntry[], onEvents?: (events: readonly GameEvent[]) => void): GameState {
  let state = start;
  let lastVersion = -Infinity;
  for (const entry of entries) {
    if (entry.version <= lastVersion) throw new ReplayError(`log out of order: version ${entry.version} after ${lastVersion}`);
    lastVersion = entry.version;
    const result = applyAction(state, entry.seat, entry.action);
    if (!result.ok)
      throw new ReplayError(`version ${entry.version} (${entry.seat} ${entry.action.type}) refused: ${result.error.code} ${result.error.message}`);
    state = result.state;
    onEvents?.(result.events);
  }
  return state;
}
