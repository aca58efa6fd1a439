// Interrupts: a card played "immediately" (Semuta Drug after a discard) or a private search (Nullentropy Box) stops
// the game where it stands. Every open decision is put aside, ids and secret groups intact, and comes back unchanged
// when the interrupt is settled; meanwhile no other decision can be answered, no free action taken and no phase
// work done, so nothing can touch the cards the interrupt is about.
import type { Draft } from './types.ts';

export function isInterrupted(state: Draft): boolean {
  return state.suspended !== null;
}

/** Puts every open decision aside, with the card window they may belong to. */
export function suspendPending(state: Draft): void {
  if (state.suspended !== null) throw new Error('an interrupt is already open');
  state.suspended = { pending: state.pending, secretGroups: state.secretGroups, cardWindow: state.cardWindow };
  state.pending = [];
  state.secretGroups = [];
}

/** Brings the decisions put aside back, after any opened meanwhile (none are left open by an interrupt). */
export function resumePending(state: Draft): void {
  const held = state.suspended;
  if (held === null) throw new Error('no interrupt is open');
  state.pending = [...state.pending, ...held.pending];
  state.secretGroups = [...state.secretGroups, ...held.secretGroups];
  state.cardWindow = held.cardWindow;
  state.suspended = null;
}
