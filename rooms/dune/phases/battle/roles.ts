// What a treachery card does in the battle-plan slot it was played in (3.01 and the expansions' cards). A card's
// printed identity never changes; its role is derived from its family, its slot and, for the two dual cards, the
// other slot: Weirding Way is a projectile weapon, or a projectile defense when played with another weapon;
// Chemistry is a poison defense, or a poison weapon when played with another defense. Slot cards (Reinforcements,
// Harass and Withdraw) fill a slot but are neither weapon nor defense: slot-cards.ts.
import { familyOf, treacheryCard, type TreacheryFamily } from '../../cards/treachery.ts';
import type { TreacheryCardId } from '../../types.ts';
import { slotCardOf } from './slot-cards.ts';

/**
 * How a weapon attacks. `poison-tooth` kills both leaders unless Chemistry defends; `artillery-strike` kills both
 * leaders unless a Shield defends; `stone-burner` is its owner's post-reveal choice; a Lasgun has no defense.
 */
export type AttackKind = 'projectile' | 'poison' | 'lasgun' | 'poison-tooth' | 'artillery-strike' | 'stone-burner';

/**
 * What a defense protects against. `shield` and `snooper` name the physical kinds: a Shield (or Shield Snooper)
 * explodes with a Lasgun and stops an Artillery Strike, while a defensive Weirding Way does neither; a Snooper of
 * any kind does not stop a Poison Tooth, Chemistry does (FAQ, Ixians & Tleilaxu rules p11).
 */
export type Protection = 'projectile' | 'poison' | 'shield' | 'snooper' | 'chemistry';

export type Slot = 'weapon' | 'defense';

const ATTACKS: Partial<Record<TreacheryFamily, AttackKind[]>> = {
  'projectile-weapon': ['projectile'],
  'poison-weapon': ['poison'],
  lasgun: ['lasgun'],
  'poison-blade': ['projectile', 'poison'],
  'weirding-way': ['projectile'],
  chemistry: ['poison'],
  'poison-tooth': ['poison-tooth'],
  'artillery-strike': ['artillery-strike'],
  'stone-burner': ['stone-burner'],
  // The Mirror Weapon attacks with a copy of the opponent's weapon, worked out once both plans are revealed.
  'mirror-weapon': [],
};

const PROTECTIONS: Partial<Record<TreacheryFamily, Protection[]>> = {
  shield: ['projectile', 'shield'],
  snooper: ['poison', 'snooper'],
  'shield-snooper': ['projectile', 'poison', 'shield', 'snooper'],
  'portable-snooper': ['poison', 'snooper'],
  chemistry: ['poison', 'chemistry'],
  'weirding-way': ['projectile'],
};

/** A red card that always counts as a weapon in the weapon slot (Weirding Way included, Chemistry not). */
export function isTrueWeapon(id: TreacheryCardId): boolean {
  return treacheryCard(id).category === 'weapon';
}

/** A blue card that always counts as a defense in the defense slot (Chemistry included, Weirding Way not). */
export function isTrueDefense(id: TreacheryCardId): boolean {
  return treacheryCard(id).category === 'defense';
}

/** A card that fills a plan slot without being a weapon or a defense (slot-cards.ts). */
export const isSlotSpecial = (id: TreacheryCardId): boolean => slotCardOf(familyOf(id)) !== null;

/**
 * 1.07.04.07, 3.01.01 and the expansion cards: may `id` fill `slot` when `other` fills the other slot? A dual card
 * takes its second role only beside a card that really is of that kind (not the other dual card).
 */
export function fitsSlot(id: TreacheryCardId, slot: Slot, other: TreacheryCardId | null = null): boolean {
  const card = treacheryCard(id);
  if (card.category === 'worthless' || isSlotSpecial(id)) return true;
  if (slot === 'weapon') {
    if (card.category === 'weapon') return true;
    return card.family === 'chemistry' && other !== null && isTrueDefense(other) && familyOf(other) !== 'chemistry';
  }
  if (card.category === 'defense') return true;
  return card.family === 'weirding-way' && other !== null && isTrueWeapon(other) && familyOf(other) !== 'weirding-way';
}

/** The attacks of the card in the weapon slot (before a Mirror copies anything). */
export function attacksOf(weapon: TreacheryCardId | null): AttackKind[] {
  return weapon === null ? [] : [...(ATTACKS[familyOf(weapon)] ?? [])];
}

/** What a Snooper protects against (SC.carthag lends it to another defense). */
export const SNOOPER_GUARDS: readonly Protection[] = PROTECTIONS.snooper!;

/** The protections of the card in the defense slot (a Portable Snooper played after the reveal included). */
export function protectionsOf(defense: TreacheryCardId | null): Protection[] {
  return defense === null ? [] : [...(PROTECTIONS[familyOf(defense)] ?? [])];
}

/** Whether one attack kills a leader behind these protections. */
export function attackKills(attack: AttackKind, guard: readonly Protection[]): boolean {
  switch (attack) {
    case 'projectile':
    case 'poison':
      return !guard.includes(attack);
    case 'lasgun':
      return true; // 3.01.14: no defense stops it
    case 'poison-tooth':
      return !guard.includes('chemistry'); // "not stopped by a Snooper"
    case 'artillery-strike':
      return !guard.includes('shield'); // "Both players may use Shields"
    case 'stone-burner':
      return true; // "Both leaders are killed", when its user chooses so
  }
}
