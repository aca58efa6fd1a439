// What skills let a battle plan hold: LS.spice-banker's 1–3 spice on the leader, LS.planetologist's green special card
// in the weapon slot. The plan's options list the skills of the leaders it may field (a concealed own skilled leader,
// a captive's), so that a client and the legal bot can draft such a plan from the decision alone.
import { pay } from '../../payments.ts';
import { slotCardProblem } from '../../phases/battle/slot-cards.ts';
import type { Context } from '../../context.ts';
import type { BattlePlan, PlanOptions } from '../../phases/battle/types.ts';
import type { EngineError, Faction, Draft, LeaderId, TreacheryCardId } from '../../types.ts';
import type { SkillId } from './catalog.ts';
import { skillOf, skillsOn } from './state.ts';
import { isPlanetologistCard } from './strength.ts';

/** LS.spice-banker: the most spice the skilled leader may carry. */
export const BANKER_MAX = 3;

/** The skills of the leaders this plan may field (absent when there are none). */
export function skilledLeaders(state: Draft, faction: Faction, leaders: readonly LeaderId[]): Pick<PlanOptions, 'skilled' | 'maxBankerSpice'> {
  if (!skillsOn(state)) return {};
  const skilled: Partial<Record<LeaderId, SkillId>> = {};
  for (const id of leaders) {
    const card = skillOf(state, id);
    if (card !== null) skilled[id] = card;
  }
  if (Object.keys(skilled).length === 0) return {};
  const banker = Object.values(skilled).includes('spice-banker');
  return { skilled, ...(banker ? { maxBankerSpice: Math.min(BANKER_MAX, state.factions[faction]!.spice) } : {}) };
}

/**
 * A drafted plan with what its leader's skill allows, varied by `pick`: some spice on a Spice Banker, a green special
 * card as a Planetologist's weapon (legal-move bot).
 */
export function withSkillCards(
  c: Pick<PlanOptions, 'skilled' | 'maxBankerSpice' | 'reserves'>,
  hand: readonly TreacheryCardId[],
  plan: BattlePlan,
  pick: number,
): BattlePlan {
  const skill = skillIn(c, plan);
  if (skill === 'spice-banker') {
    const spice = Math.min((c.maxBankerSpice ?? 0) - (plan.spice ?? 0), 1 + (pick % BANKER_MAX));
    return spice > 0 && pick % 4 !== 3 ? { ...plan, bankerSpice: spice } : plan;
  }
  if (skill === 'planetologist' && plan.weapon === null) {
    const card = hand.find((id) => planetologistCardFor(c, id) && id !== plan.defense && id !== plan.cheapHero);
    return card !== undefined && pick % 2 === 0 ? { ...plan, weapon: card } : plan;
  }
  return plan;
}

const skillIn = (options: Pick<PlanOptions, 'skilled'>, plan: BattlePlan): SkillId | null =>
  plan.leader === null ? null : (options.skilled?.[plan.leader] ?? null);

/** A green card a Planetologist here may play: a slot card only with the reserves it costs (Reinforcements). */
export function planetologistCardFor(c: Pick<PlanOptions, 'reserves' | 'homeworld'>, id: TreacheryCardId): boolean {
  return isPlanetologistCard(id) && slotCardProblem(id, c) === null;
}

/** LS.planetologist: the plan's leader lets this card stand in the weapon slot. */
export function planetologistWeapon(options: Pick<PlanOptions, 'skilled'>, plan: BattlePlan): boolean {
  return plan.weapon !== null && skillIn(options, plan) === 'planetologist' && isPlanetologistCard(plan.weapon);
}

/** LS.spice-banker: whole spice, 1–3, only on the Spice Banker, and with the dialed spice no more than the seat holds. */
export function bankerProblem(options: Pick<PlanOptions, 'skilled'>, plan: BattlePlan, held: number): string | EngineError | null {
  const spice = plan.bankerSpice ?? 0;
  if (spice === 0) return null;
  if (!Number.isInteger(spice) || spice < 1 || spice > BANKER_MAX) return `LS.spice-banker: the Spice Banker carries 1–${BANKER_MAX} spice`;
  if (skillIn(options, plan) !== 'spice-banker') return 'LS.spice-banker: only a Spice Banker leader in the plan may carry spice';
  // CH.ally.battle-funding: the part CHOAM pays is not the seat's own spice.
  if (spice + (plan.spice ?? 0) - (plan.choamSpice ?? 0) > held) return { code: 'INSUFFICIENT_SPICE', message: `LS.spice-banker: you hold ${held} spice` };
  return null;
}

/** LS.spice-banker: the spice the leader carried goes to the bank after the battle, like spice dialed (1.13.04.05). */
export function payBankerSpice(ctx: Context, faction: Faction, plan: BattlePlan): void {
  const spice = plan.bankerSpice ?? 0;
  if (spice === 0) return;
  const fs = ctx.ownFaction(faction);
  if (fs.spice < spice) throw new Error(`${faction} committed ${spice} spice to its Spice Banker but holds ${fs.spice}`);
  fs.spice -= spice;
  ctx.emit({ type: 'skill-spice-paid', faction, skill: 'spice-banker', amount: spice });
  pay(ctx, faction, 'bank', spice);
}
