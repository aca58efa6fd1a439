// Leader Skills for the thinking bots, from the seat's own view: which dealt skill to keep and whom to give it, whether
// a skilled leader stays face up before a battle, and how to take a Smuggler's collection from several piles.
import { leader as leaderData, leadersOf } from '../factions/leaders.ts';
import type { SkillId } from '../skills/catalog.ts';
import type { PickSkillDecision, SkillPostureDecision, SmugglerAllocationDecision } from '../skills/types.ts';
import { fillAllocation } from '../skills/legal.ts';
import type { DecisionAction } from '../types.ts';
import type { BotContext } from './context.ts';
import { seatOf } from './board.ts';
import { treacheryCard } from '../cards/treachery.ts';
import { attacksOf, protectionsOf } from '../phases/battle/roles.ts';
import { isPlanetologistCard } from '../skills/strength.ts';
import type { BattlePlan, PlanOptions } from '../phases/battle/types.ts';

/** What a skill is worth to a bot, roughly in battle strength over a game (its own leader's effect first). */
const WORTH: Record<SkillId, number> = {
  mentat: 6,
  'spice-banker': 5,
  smuggler: 5,
  bureaucrat: 5,
  warmaster: 4,
  'swordmaster-of-ginaz': 4,
  'master-of-assassins': 4,
  'prana-bindu-adept': 4,
  'killer-medic': 4,
  planetologist: 4,
  sandmaster: 4,
  'suk-graduate': 4,
  'rihani-decipherer': 3,
  diplomat: 3,
};

/** Skills whose worth is mostly their normal effect: their leader is better kept out of battles (face up). */
const FACE_UP_SKILLS: ReadonlySet<SkillId> = new Set(['warmaster', 'swordmaster-of-ginaz', 'master-of-assassins', 'prana-bindu-adept', 'killer-medic']);

/**
 * Keep the skill worth most (hard and brutal also count what the hand in front of them would add to it); give it to
 * the strongest leader that is alive (a battle effect on a strong disc).
 */
export function answerPickSkill(d: PickSkillDecision, ctx: BotContext): DecisionAction {
  const hand = ctx.view.private?.hand ?? [];
  const score = (c: SkillId) => WORTH[c] + (ctx.level >= 2 ? likelyBonus(c, hand, ctx.view.private?.spice ?? 0) : 0);
  const card = [...d.options].sort((a, b) => score(b) - score(a))[0]!;
  // A trainer helps the other leaders: its disc is the weakest, which rarely fights anyway.
  const byStrength = [...d.leaders].sort((a, b) => leaderData(b).strength - leaderData(a).strength);
  const leader = FACE_UP_SKILLS.has(card) ? byStrength[byStrength.length - 1]! : byStrength[0]!;
  return { type: 'pick-skill', event: d.id, card, leader };
}

/**
 * Behind the shield when the skilled leader is worth fielding (a battle effect on a leader as strong as the best other
 * one); face up when its normal effect helps the other leaders more. Hard and brutal hide the leader whenever it is
 * their only one, so that the plan has a leader.
 */
export function answerSkillPosture(d: SkillPostureDecision, ctx: BotContext): DecisionAction {
  const seat = seatOf(ctx.view, ctx.me);
  const others = leadersOf(ctx.me).filter((l, i) => l.id !== d.leader && seat?.leaders[i] === 'pool');
  if (others.length === 0) return { type: 'skill-posture', event: d.id, faceUp: false };
  const best = Math.max(...others.map((l) => l.strength));
  const trainer = FACE_UP_SKILLS.has(d.card);
  const hide = !trainer && leaderData(d.leader).strength + 2 >= best;
  return { type: 'skill-posture', event: d.id, faceUp: !hide };
}

/** Take from the largest piles first: what is left is spread thinnest for whoever collects next. */
export function answerSmugglerAllocation(d: SmugglerAllocationDecision): DecisionAction {
  const bySize = Object.entries(d.piles).sort((a, b) => b[1] - a[1] || Number(a[0]) - Number(b[0]));
  const ordered = Object.fromEntries(bySize);
  const out: Record<string, number> = {};
  let left = d.amount;
  for (const [sector, pile] of Object.entries(ordered)) {
    const take = Math.min(pile, left);
    if (take > 0) out[sector] = take;
    left -= take;
  }
  return { type: 'smuggler-allocation', event: d.id, allocations: left === 0 ? out : fillAllocation(d.piles, d.amount) };
}

/** The strength a skilled leader's battle effect is likely to add with this hand (to rank the leaders to field). */
export function likelyBonus(skill: SkillId | undefined, hand: readonly string[], spice: number): number {
  if (skill === undefined) return 0;
  if (skill === 'mentat') return 2;
  if (skill === 'spice-banker') return Math.min(3, spice);
  if (skill === 'planetologist') return hand.some(isPlanetologistCard) ? 2 : 0;
  const trainer = TRAINER_CARDS[skill];
  return trainer && hand.some(trainer) ? 3 : 0;
}

const category = (id: string) => treacheryCard(id).category;
const TRAINER_CARDS: Partial<Record<SkillId, (id: string) => boolean>> = {
  warmaster: (id) => category(id) === 'worthless',
  'master-of-assassins': (id) => category(id) === 'weapon' && attacksOf(id).includes('poison'),
  'swordmaster-of-ginaz': (id) => category(id) === 'weapon' && attacksOf(id).includes('projectile'),
  'killer-medic': (id) => category(id) === 'defense' && protectionsOf(id).includes('poison'),
  'prana-bindu-adept': (id) => category(id) === 'defense' && protectionsOf(id).includes('projectile'),
};

/** Medium and up put what the fielded leader's skill takes into the plan: spice on a Spice Banker, a Planetologist's card. */
export function skillCardsFor(plan: BattlePlan, c: PlanOptions, hand: readonly string[], level: number): BattlePlan {
  if (level < 1 || plan.leader === null) return plan;
  const skill = c.skilled?.[plan.leader];
  if (skill === 'spice-banker') {
    const spice = Math.min(3, (c.maxBankerSpice ?? 0) - (plan.spice ?? 0));
    return spice > 0 ? { ...plan, bankerSpice: spice } : plan;
  }
  if (skill === 'planetologist' && plan.weapon === null) {
    const card = hand.find((id) => isPlanetologistCard(id) && id !== plan.defense && id !== plan.cheapHero);
    return card === undefined ? plan : { ...plan, weapon: card };
  }
  return plan;
}
