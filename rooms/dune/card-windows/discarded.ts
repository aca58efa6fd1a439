// Cards just discarded may be taken by a card played in a `discarded` window (the Semuta Drug: "Take a Treachery Card
// immediately after another player discards it … If multiple cards are discarded at the same time, you choose which
// card to take."). Every discard is recorded (cards/deck.ts toDiscard); after the action that made them, the game is
// interrupted by a window asked of every seat holding a card, when a plug-in's card may be played on them.
import type { Context } from '../context.ts';
import { plugins } from '../extension-points.ts';
import { suspendPending, resumePending } from '../interrupts.ts';
import { openCardWindow, windowFamilies } from './window.ts';

/** Offers the cards just discarded to the cards played on discards; true when a window opened (the game is interrupted). */
export function offerDiscards(ctx: Context): boolean {
  const { state } = ctx;
  const discards = state.discards;
  state.discards = [];
  // What the plug-ins do about a discard (HW.ecaz.high) comes first, whatever happens to the cards next.
  for (const p of plugins()) p.cardsDiscarded?.(ctx, discards);
  if (windowFamilies(state, 'discarded').length === 0) return false;
  // A card may have left the pile again in the same action (a reshuffle): only those still there are offered.
  const pile = state.decks.treacheryDiscard;
  const candidates = discards.filter((d) => pile.includes(d.card));
  if (candidates.length === 0) return false;
  suspendPending(state);
  if (openCardWindow(ctx, 'discarded', state.seating, candidates)) return true;
  resumePending(state);
  return false;
}
