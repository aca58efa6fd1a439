// CH.ally.battle-funding (Advanced game): CHOAM may pay for its ally's forces in battle. As the battle phase starts
// CHOAM says how much spice it puts toward its ally's battles this phase (only the ally learns the amount); each
// ally plan then names the part of its dialed spice CHOAM pays (`choamSpice`), within what is left of the offer and
// what CHOAM holds. What CHOAM pays goes to the bank and earns it no battle income (CH.battle-income).
import { allyOf } from '../../alliances.ts';
import type { Context } from '../../context.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import type { BattlePlan, BattleRound } from '../../phases/battle/types.ts';
import type { EngineError, Faction, Draft } from '../../types.ts';
import { choamOf } from './state.ts';
import { playsEdition } from '../../rules-edition.ts';
import { holdOffer, offerAvailable, paidFromSpice } from '../../ally-offers.ts';

/**
 * Opens CHOAM's offer as the battle phase starts (Advanced game, CHOAM allied). From rules edition 3 it is asked on
 * public facts alone, so being asked tells nobody whether CHOAM holds spice (it may offer 0), and never for a Fremen
 * ally, whose forces need no spice (2.04.21). Earlier editions asked only a CHOAM holding spice, and any ally.
 */
export function openBattleFunding(ctx: Context): void {
  const ally = allyOf(ctx.state, 'choam');
  if (!ctx.state.config.advanced || !choamOf(ctx.state) || !ally) return;
  if (playsEdition(ctx.state, 3) ? ally === 'fremen' : ctx.faction('choam').spice === 0) return;
  ctx.open({ kind: 'choam-battle-support', seat: 'choam', ally, max: ctx.faction('choam').spice });
}

export const choamBattleSupport: ActionHandler<'choam-battle-support'> = {
  type: 'choam-battle-support',
  rule: 'CH.ally.battle-funding',
  check(state, _decision, action) {
    if (!Number.isInteger(action.amount) || action.amount < 0) return 'offer a whole number of spice, 0 or more';
    if (action.amount > state.factions.choam!.spice) return { code: 'INSUFFICIENT_SPICE', message: 'you cannot offer more spice than you have' };
    return null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    (ctx.state.round as BattleRound).choamSupport = action.amount;
    holdOffer(ctx, 'choam', action.amount);
    ctx.emit({ type: 'battle-support-offered', ally: decision.ally, amount: action.amount }, decision.ally);
  },
};

/** What CHOAM may still pay toward `faction`'s plan now: its offer's remainder, within the spice it holds. */
export function choamSupportFor(state: Draft, faction: Faction): number {
  const round = state.round;
  if (round?.phase !== 'battle' || allyOf(state, 'choam') !== faction) return 0;
  return offerAvailable(state, 'choam', round.choamSupport ?? 0);
}

/** The plan option for `faction`'s funding by CHOAM (absent when none). */
export function fundingOption(state: Draft, faction: Faction): { choamSupport?: number } {
  const support = choamSupportFor(state, faction);
  return support > 0 ? { choamSupport: support } : {};
}

/** Why a plan's `choamSpice` is not allowed (`support`: what CHOAM may pay), or null. */
export function fundingProblem(support: number | undefined, plan: Pick<BattlePlan, 'spice' | 'choamSpice'>): string | EngineError | null {
  const funded = plan.choamSpice ?? 0;
  if (funded === 0) return null;
  if (!Number.isInteger(funded) || funded < 0) return 'CHOAM’s part is a whole number of spice from 0';
  if (funded > (plan.spice ?? 0)) return 'CH.ally.battle-funding: CHOAM’s part is part of the spice dialed';
  if (support === undefined || funded > support)
    return { code: 'OVER_LIMIT', message: `CH.ally.battle-funding: CHOAM pays at most ${support ?? 0} spice here` };
  return null;
}

/** CHOAM pays its part of an ally's dialed spice to the bank; returns what the ally paid itself. */
export function payChoamPart(ctx: Context, plan: BattlePlan): number {
  const funded = plan.choamSpice ?? 0;
  if (funded === 0) return plan.spice ?? 0;
  if (paidFromSpice(ctx.state)) {
    const choam = ctx.ownFaction('choam');
    if (choam.spice < funded) throw new Error(`CHOAM promised ${funded} spice but holds ${choam.spice}`);
    choam.spice -= funded;
  }
  const round = ctx.state.round as BattleRound;
  round.choamSupport = Math.max(0, (round.choamSupport ?? 0) - funded);
  ctx.emit({ type: 'battle-support-paid', amount: funded });
  return (plan.spice ?? 0) - funded;
}
