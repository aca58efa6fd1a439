// 1.07 Battle decisions other than the plan itself: which battle first, Prescience, Voice, traitors, cards kept.
import type {
  BattleCardsDecision,
  BattlePlanDecision,
  CallTraitorDecision,
  ChooseBattleDecision,
  PrescienceAnswerDecision,
  PrescienceDecision,
  VoiceDecision,
  VoiceSubject,
} from '../phases/battle/types.ts';
import { betrayingCard } from '../phases/battle/traitor-card.ts';
import { checkPrescienceValue } from '../phases/battle/plan-rules.ts';
import type { DecisionAction } from '../types.ts';
import type { BotContext } from './context.ts';
import { fightersOf, myHand } from './board.ts';
import { isTrueDefense, protectionsOf } from '../phases/battle/roles.ts';
import { legalPlan, preferredPlan } from './battle-plan.ts';

/** Fight first where the margin is best. */
export function answerChooseBattle(d: ChooseBattleDecision, ctx: BotContext): DecisionAction {
  const margin = (o: ChooseBattleDecision['options'][number]) => fightersOf(ctx.view, ctx.me, o.territory) - fightersOf(ctx.view, o.opponent, o.territory);
  const o = [...d.options].sort((a, b) => margin(b) - margin(a))[0]!;
  return { type: 'choose-battle', event: d.id, territory: o.territory, sectors: [...o.sectors], opponent: o.opponent };
}

/** 2.01.08: ask for the weapon when we hold a defense to match it, otherwise the dial. */
export function answerPrescience(d: PrescienceDecision, ctx: BotContext): DecisionAction {
  const hasDefense = myHand(ctx.view).some(isTrueDefense);
  const want = hasDefense ? 'weapon' : 'dial';
  return { type: 'prescience', event: d.id, element: d.elements.includes(want) ? want : (d.elements[0] ?? null) };
}

/** Reveal what the plan we mean to play holds (the plan then honours it). */
export function answerPrescienceAnswer(d: PrescienceAnswerDecision, ctx: BotContext): DecisionAction | null {
  const plan = preferredPlan({ ...d, voice: null, prescience: null }, ctx);
  const value = d.element === 'leader' ? (plan.leader ?? plan.cheapHero) : plan[d.element];
  if (checkPrescienceValue(d, myHand(ctx.view), d.element, value) !== null) return null;
  return { type: 'prescience-answer', event: d.id, value, karama: null };
}

/** 2.02.06: forbid the weapon type our defenses do not cover. */
export function answerVoice(d: VoiceDecision, ctx: BotContext): DecisionAction {
  const hand = myHand(ctx.view);
  const shield = hand.some((id) => isTrueDefense(id) && protectionsOf(id).includes('projectile'));
  const snooper = hand.some((id) => isTrueDefense(id) && protectionsOf(id).includes('poison'));
  const subject: VoiceSubject =
    shield && !snooper ? 'poison-weapon' : snooper && !shield ? 'projectile-weapon' : shield && snooper ? 'lasgun' : 'poison-weapon';
  const command = d.subjects.includes(subject) ? { play: false, subject } : d.subjects[0] ? { play: false, subject: d.subjects[0] } : null;
  return { type: 'voice', event: d.id, command };
}

export function answerBattlePlan(d: BattlePlanDecision, ctx: BotContext): DecisionAction | null {
  const plan = legalPlan(d, ctx);
  return plan ? { type: 'battle-plan', event: d.id, karama: null, ...plan } : null;
}

/** Always call a traitor on a revealed leader we hold (2.05.03 for the Harkonnen's several). */
export function answerCallTraitor(d: CallTraitorDecision, ctx: BotContext): DecisionAction {
  const card = betrayingCard(d);
  const call = card !== null && (ctx.view.private?.traitors ?? []).includes(card);
  return { type: 'call-traitor', event: d.id, call };
}

/** 1.07.06.06: keep every weapon and defense that may be kept. */
export function answerBattleCards(d: BattleCardsDecision): DecisionAction {
  return { type: 'battle-cards', event: d.id, keep: [...d.keepable] };
}
