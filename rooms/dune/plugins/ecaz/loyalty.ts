// EC.loyalty (Advanced): before the traitor cards are dealt, one of the five Ecaz leaders' traitor cards, drawn at
// random, is set aside face up for the whole game: that leader betrays nobody. Nothing stops it (no Karama).
import { own } from '../../draft.ts';
import { leadersOf } from '../../factions/leaders.ts';
import { randomInt } from '../../rng.ts';
import type { Draft, TraitorCardId } from '../../types.ts';
import { ECAZ, ecazOf } from './state.ts';

/** At set-up, once the traitor deck is shuffled (the Ambassadors drawn first). */
export function setAsideLoyal(state: Draft): void {
  const ecaz = ecazOf(state);
  if (!ecaz || !state.config.advanced) return;
  const ids = leadersOf(ECAZ).map((l) => l.id);
  const loyal = ids[randomInt(state.rng, ids.length)]!;
  const decks = own(state, 'decks');
  decks.traitor = decks.traitor.filter((c) => c !== loyal);
  ecaz.loyal = loyal;
}

/** Custody: the card set aside is held here. */
export const loyalTraitor = (state: Draft): readonly TraitorCardId[] => {
  const loyal = ecazOf(state)?.loyal;
  return loyal ? [loyal] : [];
};
