// The spice deck (0.05): cards are drawn from the front of `decks.spice`; the discard pile is face up, its top
// card last in `decks.spiceDiscard`.
import { own } from '../../draft.ts';
import { spiceCard } from '../../cards/spice.ts';
import type { Context } from '../../context.ts';
import { shuffled } from '../../rng.ts';
import type { Draft, SpiceCardId, TerritoryId } from '../../types.ts';

/** A spice discard pile: A (the only one in the Basic game) or B (1.13.02 DOUBLE SPICE BLOW). */
export type SpicePile = 'A' | 'B';

/** The cards of a discard pile, top card last. */
export function discardPile(state: Draft, pile: SpicePile): SpiceCardId[] {
  if (pile === 'A') return own(state, 'decks').spiceDiscard;
  if (state.decks.spiceDiscardB === undefined) throw new Error('a Basic game has no spice discard pile B');
  return own(state, 'decks').spiceDiscardB!;
}

/** Where the topmost Territory Card of a pile lies in it, or -1. */
function topmostTerritoryIndex(cards: readonly SpiceCardId[]): number {
  for (let i = cards.length - 1; i >= 0; i--) if (spiceCard(cards[i]!).kind === 'territory') return i;
  return -1;
}

/**
 * Takes the top card of the spice deck. 0.05: when the deck is empty, the discard pile is shuffled to restock it.
 * 1.13.03 SPICE DECK RESHUFFLE (Advanced game): pile A keeps its topmost Territory Card (and what lies on it); the
 * cards under it and all of pile B are shuffled into the deck.
 */
export function drawSpiceCard(ctx: Context): SpiceCardId {
  const decks = ctx.own('decks');
  if (decks.spice.length === 0) {
    const a = decks.spiceDiscard;
    const keep = decks.spiceDiscardB === undefined ? a.length : Math.max(0, topmostTerritoryIndex(a));
    const cards = [...a.slice(0, keep), ...(decks.spiceDiscardB ?? [])];
    if (cards.length === 0) throw new Error('spice deck and discard piles are both empty');
    decks.spice = shuffled(ctx.state.rng, cards);
    decks.spiceDiscard = a.slice(keep);
    if (decks.spiceDiscardB !== undefined) decks.spiceDiscardB = [];
    ctx.emit({ type: 'spice-deck-reshuffled', cards: decks.spice.length });
  }
  return decks.spice.shift()!;
}

/** 1.02.05: the territory of the topmost Territory Card in a discard pile, or null when it holds none. */
export function topmostTerritory(state: Draft, pile: SpicePile = 'A'): TerritoryId | null {
  const cards = discardPile(state, pile);
  const at = topmostTerritoryIndex(cards);
  return at < 0 ? null : spiceCard(cards[at]!).territory;
}
