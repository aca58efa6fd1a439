// The spice deck (0.05): cards are drawn from the front of `decks.spice`; the discard pile is face up, its top
// card last in `decks.spiceDiscard`.
import { spiceCard } from '../../cards/spice.ts';
import type { Context } from '../../context.ts';
import { shuffled } from '../../rng.ts';
import type { GameState, SpiceCardId, TerritoryId } from '../../types.ts';

/**
 * Takes the top card of the spice deck. 0.05: when the deck is empty, the discard pile is shuffled to restock it
 * (all of it: keeping the topmost Territory Card aside is the Advanced rule 1.13.03).
 */
export function drawSpiceCard(ctx: Context): SpiceCardId {
  const decks = ctx.state.decks;
  if (decks.spice.length === 0) {
    if (decks.spiceDiscard.length === 0) throw new Error('spice deck and discard pile are both empty');
    decks.spice = shuffled(ctx.state.rng, decks.spiceDiscard);
    decks.spiceDiscard = [];
    ctx.emit({ type: 'spice-deck-reshuffled', cards: decks.spice.length });
  }
  return decks.spice.shift()!;
}

/** 1.02.05: the territory of the topmost Territory Card in the discard pile, or null when it holds none. */
export function topmostTerritory(state: GameState): TerritoryId | null {
  for (let i = state.decks.spiceDiscard.length - 1; i >= 0; i--) {
    const card = spiceCard(state.decks.spiceDiscard[i]!);
    if (card.kind === 'territory') return card.territory;
  }
  return null;
}
