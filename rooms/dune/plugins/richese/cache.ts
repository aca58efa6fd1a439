// RI.cache: with Richese seated the ten cards of its cache are a pile of its own from set-up: never in the treachery
// deck, never in a hand until sold (without Richese the CHOAM & Richese card set shuffles them into the deck, as
// before). Which cards are left is Richese's secret; every other seat sees how many.
import { RICHESE_CACHE } from '../../cards/sets/richese.ts';
import type { GameConfig, GameState, TreacheryCardId } from '../../types.ts';
import { RICHESE } from './state.ts';

const CACHE_IDS: readonly TreacheryCardId[] = RICHESE_CACHE.map((c) => c.id);

/** The cache kept out of the deck when Richese is seated. */
export const cacheKeptApart = (config: GameConfig): readonly TreacheryCardId[] => (config.factions.includes(RICHESE) ? CACHE_IDS : []);

/** Set-up: the cache in its printed order. */
export function setUpCache(state: GameState): void {
  if (state.factions[RICHESE]) state.richese = { cache: [...CACHE_IDS], removed: [] };
}

/** Custody: the cache, the cards removed from the game, and a cache lot's card (a Black Market card stays in the hand). */
export function heldCacheCards(state: Pick<GameState, 'richese'>): readonly TreacheryCardId[] {
  const part = state.richese;
  if (!part) return [];
  return [...part.cache, ...part.removed, ...(part.lot && part.lot.origin !== 'black-market' ? [part.lot.card] : [])];
}
