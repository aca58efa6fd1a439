// What the Voice calls a card in a battle plan (2.02.06), and the plan-slot pairs a hand allows. Generic commands
// (a poison weapon, a projectile defense …) apply to the role a card plays in the slot it fills: a Poison Blade is
// both kinds of weapon, a Weirding Way in the defense slot is a projectile defense. The special cards of the
// expansions can also be named one by one (the Lasgun already could in the base game).
import { familyOf, treacheryCard, type TreacheryFamily } from '../../cards/treachery.ts';
import type { TreacheryCardId } from '../../types.ts';
import { fitsSlot, type Slot } from './roles.ts';
import type { BattlePlan, VoiceSubject } from './types.ts';

/** 3.01.04: Cheap Hero and Cheap Heroine are the same card under two names. */
export const isCheapHero = (id: TreacheryCardId): boolean => familyOf(id) === 'cheap-hero';

/** Subjects naming one special card. */
const NAMED: Partial<Record<TreacheryFamily, VoiceSubject>> = {
  lasgun: 'lasgun',
  'poison-blade': 'poison-blade',
  'poison-tooth': 'poison-tooth',
  'artillery-strike': 'artillery-strike',
  'stone-burner': 'stone-burner',
  'mirror-weapon': 'mirror-weapon',
  'shield-snooper': 'shield-snooper',
  'weirding-way': 'weirding-way',
  chemistry: 'chemistry',
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
  return [...(GENERIC[family]?.[slot] ?? []), ...(named ? [named] : [])];
}

/** Whether a card could answer `subject` in some slot: the cards a "play" command concerns. */
export function mayAnswer(id: TreacheryCardId, subject: VoiceSubject): boolean {
  return (['leader', 'weapon', 'defense'] as const).some((slot) => voiceSubjectsOf(id, slot).includes(subject));
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
