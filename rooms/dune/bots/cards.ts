// What treachery cards are worth to a bot: in bidding (what to pay) and in battle (what to play). Battle roles
// come from phases/battle/roles.ts, so every card set is judged by the same rules the engine applies.
import { boxFor, familyOf, treacheryCard, type TreacheryFamily } from '../cards/treachery.ts';
import { attacksOf, isTrueWeapon } from '../phases/battle/roles.ts';
import type { Faction, PlayerView, TreacheryCardId } from '../types.ts';
import { thinkingPlugins } from './extension-points.ts';
import { firstAnswer } from '../first-answer.ts';

const SPECIAL_VALUE: Partial<Record<TreacheryFamily, number>> = {
  karama: 6,
  'cheap-hero': 4,
  'tleilaxu-ghola': 4,
  hajr: 3,
  'weather-control': 3,
  'family-atomics': 2,
  truthtrance: 1,
  reinforcements: 3,
  'harass-and-withdraw': 3,
};

const WEAPON_VALUE: Partial<Record<TreacheryFamily, number>> = {
  lasgun: 9,
  'poison-blade': 8,
  'artillery-strike': 7,
  'poison-tooth': 7,
  'stone-burner': 7,
  'mirror-weapon': 6,
};

/** Spice a card is worth to a hand: weapons and defenses most, a second copy of a family less, worthless nothing. */
export function cardValue(id: TreacheryCardId, hand: readonly TreacheryCardId[]): number {
  const card = treacheryCard(id);
  const sameKind = hand.filter((h) => h !== id && familyOf(h) === card.family).length;
  switch (card.category) {
    case 'weapon':
      return (WEAPON_VALUE[card.family] ?? 6) - 2 * sameKind;
    case 'defense':
      return Math.max(1, (card.family === 'shield-snooper' ? 7 : 5) - 2 * sameKind);
    case 'worthless':
      return 0;
    default:
      return SPECIAL_VALUE[card.family] ?? 1;
  }
}

/** Cards this seat has not seen: the game's box minus its hand and the public set-aside pile. */
export function unseenCards(view: PlayerView): TreacheryCardId[] {
  const seen = new Set([...(view.private?.hand ?? []), ...view.decks.setAside]);
  return boxFor(view.cards, view.rules)
    .map((c) => c.id)
    .filter((id) => !seen.has(id));
}

/** Expected value of a face-down card to this hand. */
export function expectedCardValue(view: PlayerView): number {
  const hand = view.private?.hand ?? [];
  const unseen = unseenCards(view);
  if (unseen.length === 0) return 0;
  return unseen.reduce((n, id) => n + cardValue(id, hand), 0) / unseen.length;
}

/** How many unseen weapons attack with each kind an opponent might hold. */
export function unseenWeapons(view: PlayerView): { poison: number; projectile: number; lasgun: number } {
  const out = { poison: 0, projectile: 0, lasgun: 0 };
  for (const id of unseenCards(view)) {
    if (!isTrueWeapon(id)) continue;
    for (const a of attacksOf(id)) if (a === 'poison' || a === 'projectile' || a === 'lasgun') out[a] += 1;
  }
  return out;
}

/** What a card is worth to seat `me` keeping `hand`: a plug-in's own worth for it (a CHOAM Worthless card), else cardValue. */
export function cardWorthTo(me: Faction, card: TreacheryCardId, hand: readonly TreacheryCardId[]): number {
  return firstAnswer(thinkingPlugins(), (p) => p.cardWorth?.(me, card)) ?? cardValue(card, hand);
}
