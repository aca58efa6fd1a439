// Leader Skills for the thinking bots, from the seat's own view: which dealt skill to keep and whom to give it, whether
// a skilled leader stays face up before a battle, and how to take a Smuggler's collection from several piles.
import { leader as leaderData, seatLeaders } from '../../../factions/leaders.ts';
import type { SkillId } from '../catalog.ts';
import type {
  DiplomatRetreatDecision,
  MentatAnswerDecision,
  MentatQuestionDecision,
  PickSkillDecision,
  RihaniKeepDecision,
  SkillPostureDecision,
  SmugglerAllocationDecision,
} from '../types.ts';
import type { DecisionAction, Faction, PlayerView, TraitorCardId, TreacheryCardId } from '../../../types.ts';
import { traitorFaction, traitorStrength } from '../../../bots/traitor-cards.ts';
import type { BotContext } from '../../../bots/context.ts';
import { myHand, seatOf } from '../../../bots/board.ts';
import { cardValue, unseenCards } from '../../../bots/cards.ts';
import { treacheryCard } from '../../../cards/treachery.ts';
import { attacksOf, protectionsOf } from '../../../phases/battle/roles.ts';
import { isPlanetologistCard } from '../strength.ts';
import { planetologistCardFor } from '../plan.ts';
import type { BattlePlan, PlanOptions } from '../../../phases/battle/types.ts';

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
 * Behind the shield when the skilled leader with its battle effect is worth at least the best other leader with the
 * face-up effect (a trainer's +1 when the hand can meet its condition); always when it is the only leader left.
 */
export function answerSkillPosture(d: SkillPostureDecision, ctx: BotContext): DecisionAction {
  const seat = seatOf(ctx.view, ctx.me);
  // Leaders that fought this phase may be bound elsewhere (the public list does not say where): not counted.
  const round = ctx.view.round;
  const used = round?.phase === 'battle' ? (round.usedLeaders[ctx.me] ?? []) : [];
  const own = (seat ? seatLeaders(seat, ctx.view.advanced) : []).flatMap((l) =>
    l.leader.id !== d.leader && l.at === 'pool' && !used.includes(l.leader.id) ? [l.leader] : [],
  );
  // The Harkonnen may also field their captives (leaders shown captured on their owners' seats).
  const captives =
    ctx.me === 'harkonnen' ? ctx.view.seats.flatMap((s) => seatLeaders(s, ctx.view.advanced).flatMap((l) => (l.at === 'captured' ? [l.leader] : []))) : [];
  const others = [...own, ...captives.filter((l) => !used.includes(l.id))];
  if (others.length === 0) return { type: 'skill-posture', event: d.id, faceUp: false };
  const hand = myHand(ctx.view);
  const spice = ctx.view.private?.spice ?? 0;
  const best = Math.max(...others.map((l) => l.strength));
  const trainer = TRAINER_CARDS[d.card];
  const faceUpValue = best + (trainer && hand.some(trainer) ? 1 : 0);
  const hiddenValue = leaderData(d.leader).strength + likelyBonus(d.card, hand, spice);
  return { type: 'skill-posture', event: d.id, faceUp: hiddenValue < faceUpValue };
}

/** Take from the largest piles first: what is left is spread thinnest for whoever collects next. */
export function answerSmugglerAllocation(d: SmugglerAllocationDecision): DecisionAction {
  // (An object would put the sector keys back in numeric order: walk the sorted list.)
  const bySize = Object.entries(d.piles).sort((a, b) => b[1] - a[1] || Number(a[0]) - Number(b[0]));
  const out: Record<string, number> = {};
  let left = d.amount;
  for (const [sector, pile] of bySize) {
    const take = Math.min(pile, left);
    if (take > 0) out[sector] = take;
    left -= take;
  }
  return { type: 'smuggler-allocation', event: d.id, allocations: left === 0 ? out : { ...d.fill } };
}

/** The strength a skilled leader's battle effect is likely to add with this hand (to rank the leaders to field). */
export function likelyBonus(skill: SkillId | undefined, hand: readonly TreacheryCardId[], spice: number): number {
  if (skill === undefined) return 0;
  if (skill === 'mentat') return 2;
  if (skill === 'spice-banker') return Math.min(3, spice);
  if (skill === 'planetologist') return hand.some(isPlanetologistCard) ? 2 : 0;
  const trainer = TRAINER_CARDS[skill];
  return trainer && hand.some(trainer) ? 3 : 0;
}

const category = (id: TreacheryCardId) => treacheryCard(id).category;
const TRAINER_CARDS: Partial<Record<SkillId, (id: TreacheryCardId) => boolean>> = {
  warmaster: (id) => category(id) === 'worthless',
  'master-of-assassins': (id) => category(id) === 'weapon' && attacksOf(id).includes('poison'),
  'swordmaster-of-ginaz': (id) => category(id) === 'weapon' && attacksOf(id).includes('projectile'),
  'killer-medic': (id) => category(id) === 'defense' && protectionsOf(id).includes('poison'),
  'prana-bindu-adept': (id) => category(id) === 'defense' && protectionsOf(id).includes('projectile'),
};

/** Medium and up put what the fielded leader's skill takes into the plan: spice on a Spice Banker, a Planetologist's card. */
export function skillCardsFor(plan: BattlePlan, c: PlanOptions, hand: readonly TreacheryCardId[], level: number): BattlePlan {
  if (level < 1 || plan.leader === null) return plan;
  const skill = c.skilled?.[plan.leader];
  if (skill === 'spice-banker') {
    const spice = Math.min(3, (c.maxBankerSpice ?? 0) - (plan.spice ?? 0));
    return spice > 0 ? { ...plan, bankerSpice: spice } : plan;
  }
  if (skill === 'planetologist' && plan.weapon === null) {
    const card = hand.find((id) => planetologistCardFor(c, id) && id !== plan.defense && id !== plan.cheapHero);
    return card === undefined ? plan : { ...plan, weapon: card };
  }
  return plan;
}

/** Name the strongest weapon we have not seen (not in our hand, not set aside): a yes tells us what to defend against. */
export function answerMentatQuestion(d: MentatQuestionDecision, ctx: BotContext): DecisionAction {
  const unseen = new Set(unseenCards(ctx.view));
  const hand = myHand(ctx.view);
  const candidates = d.weapons.filter((id) => unseen.has(id) && !hand.includes(id));
  const weapon = [...candidates].sort((a, b) => cardValue(b, []) - cardValue(a, []))[0] ?? null;
  return { type: 'mentat-question', event: d.id, weapon };
}

/** Show the named weapon when held (the only choice); otherwise the card that tells least: the least valuable one. */
export function answerMentatAnswer(d: MentatAnswerDecision, ctx: BotContext): DecisionAction {
  const hand = myHand(ctx.view);
  const now = hand.includes(d.weapon) ? [d.weapon] : [...hand];
  const card = now.sort((a, b) => cardValue(a, hand) - cardValue(b, hand))[0] ?? null;
  return { type: 'mentat-answer', event: d.id, card };
}

/** The weapon the opponent showed our Mentat: it holds it, so our defense should stop it (null: nothing learned). */
export function mentatThreat(view: PlayerView, me: Faction): TreacheryCardId | null {
  const round = view.private?.round;
  const m = round && 'phase' in round && round.phase === 'battle' && 'mentat' in round ? round.mentat : undefined;
  return m && m.asker === me && m.shown !== null && m.shown === m.weapon ? m.weapon : null;
}

/** Keep the strongest drawn traitor of another faction when it beats the weakest held, giving that one back. */
export function answerRihaniKeep(d: RihaniKeepDecision, ctx: BotContext): DecisionAction {
  const worth = (id: TraitorCardId) => (traitorFaction(id) === ctx.me ? -1 : traitorStrength(id));
  const best = [...d.drawn].sort((a, b) => worth(b) - worth(a))[0];
  const weakest = [...d.traitors].sort((a, b) => worth(a) - worth(b))[0];
  if (best === undefined || weakest === undefined || worth(best) <= worth(weakest)) return { type: 'rihani-keep', event: d.id, keep: null, give: null };
  return { type: 'rihani-keep', event: d.id, keep: best, give: weakest };
}

/** Every force that may retreat goes, to the first empty territory offered (a loss otherwise). */
export function answerDiplomatRetreat(d: DiplomatRetreatDecision): DecisionAction {
  const to = d.spots[0];
  return to ? { type: 'diplomat-retreat', event: d.id, to: { ...to }, count: d.max } : { type: 'diplomat-retreat', event: d.id, to: null, count: 0 };
}
