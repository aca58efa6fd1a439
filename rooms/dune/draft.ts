// Copy-on-write for an action's state. An action starts from a shallow copy of the state it applies to: the small
// parts that most actions change (decisions, the round, the Karama window …) are copied at once, and the large,
// mostly stable ones (the board, the decks, each faction: `SharedPart`) stay shared with the previous state until
// the action first changes them. Code changes a shared part only through `own`/`ownFaction`, which copy it once per
// action; `Draft` types the shared parts read-only, so a change that bypasses them does not compile. The result
// shares every part the action left alone with the state before it: views and the projection can then skip those
// parts by identity, and far less new memory outlives an action.
import { copyFaction, copySharedPart, draftCopy } from './clone-state.ts';
import type { Draft, Faction, FactionState, GameState, SharedPart } from './types.ts';

/** The parts (and `factions.<f>` entries) each draft has copied in its action. A state not listed is all its own. */
const copied = new WeakMap<Draft, Set<string>>();

/** The state an action changes: shares the shared parts with `base` until `own` copies them. */
export function beginDraft(base: GameState): GameState {
  const draft = draftCopy(base);
  copied.set(draft, new Set());
  return draft as GameState;
}

/** Ends the action: the draft is an ordinary state from now on (and must not change any more). */
export function finishDraft(draft: Draft): GameState {
  copied.delete(draft);
  return draft as GameState;
}

/** Whether `state` is a draft whose action has not copied `part` yet; marks it copied. */
function copiesNow(state: Draft, part: string): boolean {
  const done = copied.get(state);
  if (done === undefined || done.has(part)) return false;
  done.add(part);
  return true;
}

/** The part `key` of `state`, changeable: copied the first time an action asks for it, the same copy after that. */
export function own<K extends SharedPart>(state: Draft, key: K): GameState[K] {
  const writable = state as GameState;
  if (copiesNow(state, key)) writable[key] = copySharedPart(key, writable[key]);
  return writable[key];
}

/** A faction's state, changeable (copied once per action, like `own`). */
export function ownFaction(state: Draft, faction: Faction): FactionState {
  const factions = own(state, 'factions');
  const fs = factions[faction];
  if (!fs) throw new Error(`faction ${faction} is not in this game`);
  if (!copiesNow(state, `factions.${faction}`)) return fs;
  const copy = copyFaction(fs);
  factions[faction] = copy;
  return copy;
}
