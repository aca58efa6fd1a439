// What treachery cards are worth to a bot: in bidding (what to pay) and in battle (what to play).
import { BASE_TREACHERY_DECK, treacheryCard } from '../cards/treachery.ts';
import type { PlayerView, TreacheryCardId } from '../types.ts';

const SPECIAL_VALUE: Record<string, number> = {
  Karama: 6,
  'Cheap Hero': 4,
  'Cheap Heroine': 4,
  'Tleilaxu Ghola': 4,
  Hajr: 3,
  'Weather Control': 3,
  'Family Atomics': 2,
  Truthtrance: 1,
};

export const isWeapon = (id: TreacheryCardId): boolean => treacheryCard(id).category === 'weapon';
export const isDefense = (id: TreacheryCardId): boolean => treacheryCard(id).category === 'defense';
export const subtypeOf = (id: TreacheryCardId): string => treacheryCard(id).subtype;

/** Spice a card is worth to a hand: weapons and defenses most, a second copy of a kind less, worthless nothing. */
export function cardValue(id: TreacheryCardId, hand: readonly TreacheryCardId[]): number {
  const card = treacheryCard(id);
  const sameKind = hand.filter((h) => h !== id && treacheryCard(h).category === card.category && treacheryCard(h).subtype === card.subtype).length;
  switch (card.category) {
    case 'weapon':
      return (card.subtype === 'lasgun' ? 9 : 6) - 2 * sameKind;
    case 'defense':
      return Math.max(1, 5 - 2 * sameKind);
    case 'worthless':
      return 0;
    default:
      return SPECIAL_VALUE[card.name] ?? 1;
  }
}

/** Cards this seat has not seen: the box minus its hand and the public set-aside pile. */
export function unseenCards(view: PlayerView): TreacheryCardId[] {
  const seen = new Set([...(view.private?.hand ?? []), ...view.decks.setAside]);
  return BASE_TREACHERY_DECK.map((c) => c.id).filter((id) => !seen.has(id));
}

/** Expected value of a face-down card to this hand. */
export function expectedCardValue(view: PlayerView): number {
  const hand = view.private?.hand ?? [];
  const unseen = unseenCards(view);
  if (unseen.length === 0) return 0;
  return unseen.reduce((n, id) => n + cardValue(id, hand), 0) / unseen.length;
}

/** How many unseen weapons of each type an opponent might hold. */
export function unseenWeapons(view: PlayerView): { poison: number; projectile: number; lasgun: number } {
  const out = { poison: 0, projectile: 0, lasgun: 0 };
  for (const id of unseenCards(view)) {
    const c = treacheryCard(id);
    if (c.category === 'weapon') out[c.subtype as 'poison' | 'projectile' | 'lasgun'] += 1;
  }
  return out;
}
