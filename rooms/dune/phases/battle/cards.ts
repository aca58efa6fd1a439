// What the Voice calls a card in a battle plan (2.02.06), and the plan-slot pairs a hand allows. Generic commands
// (a poison weapon, a projectile defense …) apply to the role a card plays in the slot it fills: a Poison Blade is
// both kinds of weapon, a Weirding Way in the defense slot is a projectile defense. The special cards of the
// expansions can also be named one by one (the Lasgun already could in the base game).
import { familyOf, treacheryCard, type TreacheryFamily } from '../../cards/treachery.ts';
import type { TreacheryCardId } from '../../types.ts';
import { fitsSlot, type Slot } from './roles.ts';
import type { BattlePlan, VoiceSubject } from './types.ts';

export { fitsSlot } from './roles.ts';

/** 3.01.04: Cheap Hero and Cheap Heroine are the same card under two names. */
export const isCheapHero = (id: TreacheryCardId): boolean => familyOf(id) === 'cheap-hero';

export const isWorthless = (id: TreacheryCardId): boolean => treacheryCard(id).category === 'worthless';

/** Subjects naming one special card, and the slots that card may fill. */
const NAMED: Partial<Record<TreacheryFamily, { subject: VoiceSubject; slot: Slot | 'either' }>> = {
  lasgun: { subject: 'lasgun', slot: 'weapon' },
  'poison-blade': { subject: 'poison-blade', slot: 'weapon' },
  'poison-tooth': { subject: 'poison-tooth', slot: 'weapon' },
  'artillery-strike': { subject: 'artillery-strike', slot: 'weapon' },
  'stone-burner': { subject: 'stone-burner', slot: 'weapon' },
  'mirror-weapon': { subject: 'mirror-weapon', slot: 'weapon' },
  'shield-snooper': { subject: 'shield-snooper', slot: 'defense' },
  'weirding-way': { subject: 'weirding-way', slot: 'either' },
  chemistry: { subject: 'chemistry', slot: 'either' },
};

/** Generic kinds a card counts as in a slot (by its printed type line or its stated role there). */
const GENERIC: Partial<Record<TreacheryFamily, Partial<Record<Slot, VoiceSubject[]>>>> = {
  'projectile-weapon': { weapon: ['projectile-weapon'] },
  'poison-weapon': { weapon: ['poison-weapon'] },
  'poison-blade': { weapon: ['projectile-weapon', 'poison-weapon'] },
  'poison-tooth': { weapon: ['poison-weapon'] },
  'weirding-way': { weapon: ['projectile-weapon'], defense: ['projectile-defense'] },
  chemistry: { weapon: ['poison-weapon'], defense: ['poison-defense'] },
  shield: { defense: ['projectile-defense'] },
  snooper: { defense: ['poison-defense'] },
  'portable-snooper': { defense: ['poison-defense'] },
  'shield-snooper': { defense: ['projectile-defense', 'poison-defense'] },
};

/** 2.02.06: the subjects a card answers to when played in `slot` ('leader' for a Cheap Hero). */
export function voiceSubjectsOf(id: TreacheryCardId, slot: Slot | 'leader'): VoiceSubject[] {
  const family = familyOf(id);
  if (slot === 'leader') return family === 'cheap-hero' ? ['cheap-hero'] : [];
  if (treacheryCard(id).category === 'worthless') return ['worthless'];
  const named = NAMED[family];
  return [...(GENERIC[family]?.[slot] ?? []), ...(named ? [named.subject] : [])];
}

/** Whether a card could answer `subject` in some slot: the cards a "play" command concerns. */
export function mayAnswer(id: TreacheryCardId, subject: VoiceSubject): boolean {
  return (['leader', 'weapon', 'defense'] as const).some((slot) => voiceSubjectsOf(id, slot).includes(subject));
}

/** The plan slot a Voice subject concerns ('either' for cards that fit both). */
export function voiceSlot(subject: VoiceSubject): 'leader' | 'weapon' | 'defense' | 'either' {
  if (subject === 'cheap-hero') return 'leader';
  if (subject === 'worthless') return 'either';
  const named = Object.values(NAMED).find((n) => n.subject === subject);
  if (named) return named.slot;
  return subject.endsWith('defense') ? 'defense' : 'weapon';
}

/** The cards of a plan with the slot each fills, so each is judged in its role. */
export function planSlots(plan: Pick<BattlePlan, 'cheapHero' | 'weapon' | 'defense'>): { id: TreacheryCardId; slot: Slot | 'leader' }[] {
  const out: { id: TreacheryCardId; slot: Slot | 'leader' }[] = [];
  if (plan.cheapHero !== null) out.push({ id: plan.cheapHero, slot: 'leader' });
  if (plan.weapon !== null) out.push({ id: plan.weapon, slot: 'weapon' });
  if (plan.defense !== null) out.push({ id: plan.defense, slot: 'defense' });
  return out;
}

/** Whether a plan plays a card answering `subject`. */
export function planAnswers(plan: Pick<BattlePlan, 'cheapHero' | 'weapon' | 'defense'>, subject: VoiceSubject): boolean {
  return planSlots(plan).some(({ id, slot }) => voiceSubjectsOf(id, slot).includes(subject));
}

/** Every legal (weapon, defense) pair a hand allows, nulls included: 1.07.04.07 and the dual cards' conditions. */
export function slotPairs(hand: readonly TreacheryCardId[]): { weapon: TreacheryCardId | null; defense: TreacheryCardId | null }[] {
  const options = [null, ...new Set(hand)];
  const pairs: { weapon: TreacheryCardId | null; defense: TreacheryCardId | null }[] = [];
  for (const weapon of options)
    for (const defense of options) {
      if (weapon !== null && weapon === defense) continue;
      if (weapon !== null && !fitsSlot(weapon, 'weapon', defense)) continue;
      if (defense !== null && !fitsSlot(defense, 'defense', weapon)) continue;
      pairs.push({ weapon, defense });
    }
  return pairs;
}
