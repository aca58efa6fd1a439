// 1.07.04 BATTLE PLAN and 1.07.05 REVEALING WHEELS: both sides submit secretly and simultaneously; the plans (and
// any Karama played against the Voice) are revealed together once both are in.
import { isKaramaFor } from '../../karama/cards.ts';
import { cloneJson } from '../../clone.ts';
import type { Context } from '../../context.ts';
import type { ActionHandler } from '../handler.ts';
import { discardCards } from './aftermath.ts';
import { currentBattle, planOptions } from './options.ts';
import { ableToPlay, checkPlan } from './plan-rules.ts';
import { maxSpice } from './spice-dialing.ts';
import { planFunding } from './hooks.ts';
import { plugins } from '../../extension-points.ts';
import { mayAnswer } from './cards.ts';
import type { BattlePlan, BattlePlanAction } from './types.ts';

function planOf(action: BattlePlanAction): BattlePlan {
  const plan: BattlePlan = { leader: action.leader, cheapHero: action.cheapHero, dial: action.dial, weapon: action.weapon, defense: action.defense };
  // 1.13.04.04: spice is kept on the plan only when dialed, so a Basic plan is what it always was.
  if ((action.spice ?? 0) > 0) plan.spice = action.spice;
  if ((action.elite ?? 0) > 0) plan.elite = action.elite;
  if (action.kwisatzHaderach) plan.kwisatzHaderach = true;
  if ((action.bankerSpice ?? 0) > 0) plan.bankerSpice = action.bankerSpice;
  if ((action.choamSpice ?? 0) > 0) plan.choamSpice = action.choamSpice;
  return plan;
}

export function openPlans(ctx: Context): void {
  const battle = currentBattle(ctx.state);
  ctx.openSecret('battle-plan', [battle.aggressor, battle.defender], (seat) => {
    const constraints = {
      ...planOptions(ctx.state, seat),
      voice: battle.voice?.target === seat ? { ...battle.voice.command } : null,
      prescience: battle.prescience?.target === seat ? { ...battle.prescience.reveal } : null,
    };
    const hand = ctx.faction(seat).hand;
    const command = constraints.voice;
    const commanded = command?.play && ableToPlay(constraints, hand, command) ? hand.filter((id) => mayAnswer(id, command.subject)) : [];
    return { kind: 'battle-plan', seat, ...constraints, commanded };
  });
}

export const battlePlan: ActionHandler<'battle-plan'> = {
  type: 'battle-plan',
  rule: '1.07.04',
  check(state, decision, action) {
    // 1.13.04.04: the spice that may be dialed is what the seat holds now, not when the plans opened.
    // CH.ally.battle-funding: so is what CHOAM may still pay.
    const options =
      decision.maxSpice === undefined
        ? decision
        : { ...decision, maxSpice: maxSpice(state, decision.seat, decision.maxDial), ...planFunding(state, decision.seat) };
    if (action.karama !== null && !isKaramaFor(state, decision.seat, action.karama)) return `${action.karama} is not a Karama card`;
    const fs = state.factions[decision.seat]!;
    const core = checkPlan(options, fs.hand, planOf(action), action.karama);
    if (core) return core;
    for (const p of plugins()) {
      const problem = p.planProblem?.(decision, planOf(action), fs.spice) ?? null;
      if (problem) return problem;
    }
    return null;
  },
  apply(ctx, decision, action) {
    const battle = currentBattle(ctx.state);
    const plan = planOf(action);
    battle.plans[decision.seat] = plan;
    if (action.karama !== null) battle.karama[decision.seat] = action.karama;
    ctx.emit({ type: 'plan-submitted', faction: decision.seat, plan: { ...plan } }, decision.seat);
    // 1.14.01: a look the Atreides declared while this plan was being written is fulfilled as it is sealed.
    if (battle.atreidesLook === decision.seat) ctx.emit({ type: 'battle-plan-seen', target: decision.seat, plan: { ...plan } }, 'atreides');
    for (const p of plugins()) p.planSealed?.(ctx, battle, decision.seat, plan);
    ctx.close(decision);
  },
};

/** 1.07.05: reveal both plans; a Karama played against the Voice is revealed and discarded with them. */
export function revealPlans(ctx: Context): void {
  const battle = currentBattle(ctx.state);
  battle.revealed = true;
  // 1.01.02: these two used their battle wheels last.
  ctx.own('storm').lastWheelUsers = [battle.aggressor, battle.defender];
  ctx.emit({ type: 'plans-revealed', territory: battle.territory, plans: cloneJson(battle.plans) });
  for (const seat of [battle.aggressor, battle.defender]) {
    const card = battle.karama[seat];
    if (card === undefined) continue;
    discardCards(ctx, seat, [card]);
    ctx.emit({ type: 'karama-played', faction: seat, card, cancels: 'voice' });
  }
}
