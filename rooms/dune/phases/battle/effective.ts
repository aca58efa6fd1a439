// Effective battle weapons: a pure function of the two revealed plans. Plans keep the physical cards (what
// Prescience saw, what the Voice judged, what is discarded or kept); what each side *attacks with* and *defends
// with* is derived here, once both plans are revealed: a card's roles (roles.ts), or a plug-in's copy of the opponent's
// weapon (the Mirror Weapon, plugins/mirror-weapon/). Post-reveal choices (Poison Tooth, Stone Burner, a copy of
// either) come out as an ordered queue.
import type { TreacheryCardId } from '../../types.ts';
import { viewRules } from '../../view-rules.ts';
import { attacksOf, protectionsOf, SNOOPER_GUARDS, type AttackKind, type Protection } from './roles.ts';
import { firstAnswer } from '../../first-answer.ts';

export type SideKey = 'aggressor' | 'defender';
export const SIDES: readonly SideKey[] = ['aggressor', 'defender'];
export const otherSide = (k: SideKey): SideKey => (k === 'aggressor' ? 'defender' : 'aggressor');

/** The physical cards a side revealed in its weapon and defense slots, plus a Portable Snooper played after. */
export interface RevealedSlots {
  weapon: TreacheryCardId | null;
  defense: TreacheryCardId | null;
  /** A Portable Snooper played after the reveal, in place of the defense it did not play. */
  lateDefense?: TreacheryCardId | null;
  /** LS.diplomat.normal: a Worthless card counts as the defense the opponent used. */
  mimicsDefense?: boolean;
  /** SC.carthag: with no poison weapon played, a defense that is no poison defense also counts as a Snooper. */
  defenseSnoops?: boolean;
}

/** SC.carthag: what a Snooper protects against, added to a non-poison defense (none to an empty or Worthless slot). */
function snoopingToo(own: RevealedSlots, weapon: EffectiveWeapon, guards: readonly Protection[]): Protection[] {
  if (!own.defenseSnoops || guards.length === 0 || guards.includes('poison')) return [];
  return weapon.attacks.some((a) => a === 'poison' || a === 'poison-tooth') ? [] : [...SNOOPER_GUARDS];
}

/** A post-reveal choice an attack needs from its owner. */
export type ChoiceFamily = 'poison-tooth' | 'stone-burner';

export interface EffectiveWeapon {
  /** The physical card in the weapon slot (never changes). */
  physicalId: TreacheryCardId | null;
  /** The opponent's card a copying weapon (the Mirror Weapon) copies, or null. */
  copiedFrom: TreacheryCardId | null;
  /** What the side attacks with (empty for no weapon, a worthless card, or a Mirror with nothing to copy). */
  attacks: AttackKind[];
  /** The post-reveal choice this weapon needs from its owner, if any. */
  choice: ChoiceFamily | null;
}

export interface EffectiveSide {
  weapon: EffectiveWeapon;
  protections: Protection[];
}

export type EffectiveBattle = Record<SideKey, EffectiveSide>;

const CHOICE_OF: Partial<Record<AttackKind, ChoiceFamily>> = { 'poison-tooth': 'poison-tooth', 'stone-burner': 'stone-burner' };

/** A plug-in's copy of the opponent's weapon for `own`, or null when no plug-in's rule is about `own`. */
function copied(own: TreacheryCardId, opponent: TreacheryCardId | null): { attacks: AttackKind[]; copiedFrom: TreacheryCardId | null } | null {
  return firstAnswer(viewRules(), (rules) => rules.weaponAttacks?.(own, opponent));
}

function weaponOf(own: RevealedSlots, opponent: RevealedSlots): EffectiveWeapon {
  const physicalId = own.weapon;
  const copy = physicalId === null ? null : copied(physicalId, opponent.weapon);
  const attacks = copy?.attacks ?? (physicalId === null ? [] : attacksOf(physicalId));
  const choice = attacks.map((a) => CHOICE_OF[a]).find((c) => c !== undefined) ?? null;
  return { physicalId, copiedFrom: copy?.copiedFrom ?? null, attacks, choice };
}

/** Derives both sides' effective attacks and protections from their revealed slots. */
export function resolveBattleWeapons(slots: Record<SideKey, RevealedSlots>): EffectiveBattle {
  const side = (k: SideKey): EffectiveSide => {
    const own = slots[k];
    const opp = slots[otherSide(k)];
    const copied = own.mimicsDefense ? [...protectionsOf(opp.defense), ...protectionsOf(opp.lateDefense ?? null)] : [];
    const weapon = weaponOf(own, opp);
    const guards = [...protectionsOf(own.defense), ...protectionsOf(own.lateDefense ?? null), ...copied];
    return { weapon, protections: [...new Set([...guards, ...snoopingToo(own, weapon, guards)])] };
  };
  return { aggressor: side('aggressor'), defender: side('defender') };
}

/** A choice in the post-reveal queue: whose, which physical card decides it, and whether it is a Mirror's copy. */
export interface QueuedChoice {
  side: SideKey;
  family: ChoiceFamily;
  /** The physical card the choosing side played (the Mirror, for a copy). */
  card: TreacheryCardId;
  copied: boolean;
}

/**
 * The post-reveal choices in the order they are made: Stone Burner before Poison Tooth (Stone Burner replaces the
 * comparison the Tooth's owner wants to see), and within a family the Mirror's copy before the original ("You
 * must use your weapon first if order matters"), whatever the storm order.
 */
export function choiceQueue(effective: EffectiveBattle, aggressorFirst: boolean): QueuedChoice[] {
  const queue: QueuedChoice[] = [];
  const order = aggressorFirst ? SIDES : [...SIDES].reverse();
  for (const family of ['stone-burner', 'poison-tooth'] as const) {
    const entries = order
      .filter((k) => effective[k].weapon.choice === family)
      .map((k): QueuedChoice => ({ side: k, family, card: effective[k].weapon.physicalId!, copied: effective[k].weapon.copiedFrom !== null }));
    queue.push(...entries.filter((e) => e.copied), ...entries.filter((e) => !e.copied));
  }
  return queue;
}

/** 3.01.14 on effective weapons: a Lasgun (a Mirror's copy too) and any Shield in the same battle. */
export function explodes(effective: EffectiveBattle): boolean {
  const lasgun = SIDES.some((k) => effective[k].weapon.attacks.includes('lasgun'));
  return lasgun && SIDES.some((k) => effective[k].protections.includes('shield'));
}

export type ChoiceAnswer = 'use' | 'hold' | 'kill' | 'ignore';

/** The attacks a side actually makes once its choice is known (a held Tooth or an "ignore" Stone Burner kills nobody). */
export function activeAttacks(weapon: EffectiveWeapon, answer: ChoiceAnswer | undefined): AttackKind[] {
  return weapon.attacks.filter((a) => (a === 'poison-tooth' ? answer === 'use' : a === 'stone-burner' ? answer === 'kill' : true));
}

/** Attacks that hit both leaders, their owner's too. */
export const HITS_BOTH: ReadonlySet<AttackKind> = new Set(['poison-tooth', 'artillery-strike', 'stone-burner']);
