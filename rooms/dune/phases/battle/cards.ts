// What each treachery card does in a battle plan (3.01): which slot it may fill and what the Voice calls it.
import { treacheryCard } from '../../cards/treachery.ts';
import type { TreacheryCardId } from '../../types.ts';
import type { VoiceSubject } from './types.ts';

/** 3.01.04: Cheap Hero and Cheap Heroine are the same card under two names. */
export function isCheapHero(id: TreacheryCardId): boolean {
  const name = treacheryCard(id).name;
  return name === 'Cheap Hero' || name === 'Cheap Heroine';
}

export function isWorthless(id: TreacheryCardId): boolean {
  return treacheryCard(id).category === 'worthless';
}

/** 1.07.04.07, 3.01.01: the weapon slot takes a weapon or a worthless card, the defense slot a defense or a worthless card. */
export function fitsSlot(id: TreacheryCardId, slot: 'weapon' | 'defense'): boolean {
  const category = treacheryCard(id).category;
  return category === slot || category === 'worthless';
}

/** 2.02.06: the name the Voice gives a card, or null for cards it cannot name (Karama and the other specials). */
export function voiceSubjectOf(id: TreacheryCardId): VoiceSubject | null {
  const card = treacheryCard(id);
  if (isCheapHero(id)) return 'cheap-hero';
  if (card.category === 'worthless') return 'worthless';
  if (card.category === 'weapon') return card.subtype === 'lasgun' ? 'lasgun' : card.subtype === 'poison' ? 'poison-weapon' : 'projectile-weapon';
  if (card.category === 'defense') return card.subtype === 'poison' ? 'poison-defense' : 'projectile-defense';
  return null;
}

/** The plan slot a Voice subject concerns ('either' for worthless cards, which fit both). */
export function voiceSlot(subject: VoiceSubject): 'leader' | 'weapon' | 'defense' | 'either' {
  if (subject === 'cheap-hero') return 'leader';
  if (subject === 'worthless') return 'either';
  return subject.endsWith('defense') ? 'defense' : 'weapon';
}

/**
 * 1.07.06.06: the winner may keep weapons and defenses; worthless cards and the Cheap Hero ("discard after use",
 * 3.01.04) are discarded.
 */
export function keepableAfterWin(id: TreacheryCardId): boolean {
  const category = treacheryCard(id).category;
  return category === 'weapon' || category === 'defense';
}
