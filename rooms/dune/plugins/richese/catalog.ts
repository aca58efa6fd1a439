// Richese's numbers and card test that its rules, its bots and clients share (no rules machinery imported).
import { treacheryCard } from '../../cards/treachery.ts';
import type { TreacheryCardId } from '../../types.ts';

/** RI.karama: the price of a cache card bought with Richese's Karama power. */
export const KARAMA_CACHE_PRICE = 3;

/** RI.ally.cards: whether `card` is one of the cache's cards (printed for Richese). */
export const isRicheseCard = (card: TreacheryCardId): boolean => treacheryCard(card).cache === true;
