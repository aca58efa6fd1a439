// Semuta Drug (CHOAM & Richese cache): "Take a Treachery Card immediately after another player discards it …
// If multiple cards are discarded at the same time, you choose which card to take." Every discard is recorded
// (cards/deck.ts toDiscard); after the action that made them, while the Semuta Drug may still be in someone's hand
// (it is not on the public discard pile), the game is interrupted by a window asked of every seat holding a card.
// Taking the card, once played, is the drug's effect (effects.ts).
import { familyOf, inPlay } from '../cards/treachery.ts';
import type { Context } from '../context.ts';
import { suspendPending, resumePending } from '../interrupts.ts';
import { openCardWindow } from './window.ts';
import { rulesEdition } from '../rules-edition.ts';

/** Offers the cards just discarded to a Semuta Drug; true when a window opened (and the game is interrupted). */
export function offerSemuta(ctx: Context): boolean {
  const { state } = ctx;
  const discards = state.discards;
  state.discards = [];
  if (!inPlay(state.config.cards, rulesEdition(state), 'semuta-drug')) return false;
  const pile = state.decks.treacheryDiscard;
  if (pile.some((id) => familyOf(id) === 'semuta-drug')) return false;
  // A card may have left the pile again in the same action (a reshuffle): only those still there are offered.
  const candidates = discards.filter((d) => pile.includes(d.card));
  if (candidates.length === 0) return false;
  suspendPending(state);
  if (openCardWindow(ctx, 'discarded', ['semuta-drug'], state.seating, candidates)) return true;
  resumePending(state);
  return false;
}
