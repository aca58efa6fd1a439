// 1.13.04 SPICE DIALING (Advanced game): a force used in a battle counts at full strength when 1 spice supports it,
// at half strength otherwise (1.13.04.02), so a dialed value comes in half points (1.13.04.03). The spice is part of
// the sealed plan (1.13.04.04) and goes to the bank once the battle is over (1.13.04.05). 2.04.21 BATTLE HARDENED:
// Fremen forces count at full strength without spice. In the Basic game every force counts fully and no spice is
// dialed. The decisions this file makes are in docs/RULES-DECISIONS.md (Battle: spice dialing).
import { pay } from '../../payments.ts';
import type { Context } from '../../context.ts';
import type { EngineError, Faction, Draft } from '../../types.ts';
import type { BattlePlan, PlanOptions } from './types.ts';
import { plugins } from '../../extension-points.ts';

/** 1.13.04.01: spice dialing is used in the Advanced game only; whether this faction's forces need spice there. */
export function needsSpice(state: Draft, faction: Faction): boolean {
  // 2.04.21 BATTLE HARDENED: the Fremen never do.
  return state.config.advanced && faction !== 'fremen';
}

/**
 * The most spice `faction` may dial with `maxDial` forces of `army` (its own, or its ally's: EC.occupy): one per force,
 * no more than it holds and what the bank pays toward them under a plug-in's rules (SC.arrakeen).
 */
export function maxSpice(state: Draft, faction: Faction, maxDial: number, army: Faction = faction): number {
  if (!needsSpice(state, army)) return 0;
  const support = plugins().reduce((n, p) => n + (p.dialSupport?.(state, faction) ?? 0), 0);
  return Math.min(state.factions[faction]!.spice + support, maxDial);
}

/** The spice a plan dials (none when the plan says nothing). */
export const spiceOf = (plan: Pick<BattlePlan, 'spice'>): number => plan.spice ?? 0;

/**
 * 1.13.04.02 UNSPICED FORCES: what the dialed forces are worth. `fullStrength` sides (Basic game, Fremen) count every
 * force; otherwise a force supported by spice counts 1 and an unsupported one ½.
 * 1.13.04.03 NUMBER DIALED: so a value can end in a half point.
 */
export function dialValue(
  plan: Pick<BattlePlan, 'dial' | 'spice' | 'elite'>,
  fullStrength: boolean,
  starredWorth = 1,
  starredFull = false,
  ordinary: { worth: number; full: boolean } = { worth: 1, full: false },
): number {
  const starred = plan.elite ?? 0;
  const regular = plan.dial - starred;
  if (fullStrength) return regular * ordinary.worth + starred * starredWorth;
  // IX.suboids: ordinary forces worth their own share whatever the spice; it supports the starred forces alone.
  if (ordinary.full) {
    const supported = Math.min(spiceOf(plan), starred);
    return regular * ordinary.worth + (supported + (starred - supported) / 2) * starredWorth;
  }
  // HW.salusa-secundus.high: the Sardaukar need no spice; it supports the ordinary forces.
  if (starredFull) {
    const supported = Math.min(spiceOf(plan), regular);
    return supported + (regular - supported) / 2 + starred * starredWorth;
  }
  // The spice supports the starred forces first: they are worth the most.
  const supportedStarred = Math.min(spiceOf(plan), starred);
  const supportedRegular = Math.min(spiceOf(plan) - supportedStarred, regular);
  return supportedRegular + (regular - supportedRegular) / 2 + (supportedStarred + (starred - supportedStarred) / 2) * starredWorth;
}

/**
 * 1.13.04.04: the spice of a plan must be whole, support only dialed forces, and be spice the seat holds (with
 * CH.ally.battle-funding, the part CHOAM pays within what CHOAM may pay).
 */
export function spiceProblem(
  options: Pick<PlanOptions, 'maxSpice' | 'choamSupport'>,
  plan: Pick<BattlePlan, 'dial' | 'spice' | 'choamSpice'>,
): string | EngineError | null {
  const spice = spiceOf(plan);
  if (spice === 0) return (plan.choamSpice ?? 0) > 0 ? 'CH.ally.battle-funding: CHOAM’s part is part of the spice dialed' : null;
  if (!Number.isInteger(spice) || spice < 0) return 'dial spice as a whole number from 0';
  if (options.maxSpice === undefined) return 'spice is dialed only in the Advanced game, and never by the Fremen (2.04.21)';
  if (spice > plan.dial) return { code: 'OVER_LIMIT', message: `at most 1 spice per dialed force: ${plan.dial} here` };
  for (const p of plugins()) {
    const funding = p.fundingProblem?.(options, plan) ?? null;
    if (funding) return funding;
  }
  if (spice - (plan.choamSpice ?? 0) > options.maxSpice) return { code: 'OVER_LIMIT', message: `you can dial at most ${options.maxSpice} spice of your own` };
  return null;
}

/** 1.13.04.05: the spice a side dialed goes to the bank; returns what it paid. */
export function paySpiceDialed(ctx: Context, faction: Faction, plan: BattlePlan): number {
  const spice = spiceOf(plan);
  if (spice === 0) return 0;
  // CH.ally.battle-funding: CHOAM pays its part first; the side pays the rest.
  const own = plugins().reduce((left, p) => left - (p.payPlanFunding?.(ctx, faction, plan) ?? 0), spice);
  const fs = ctx.ownFaction(faction);
  if (fs.spice < own) throw new Error(`${faction} dialed ${own} spice of its own but holds ${fs.spice}`);
  fs.spice -= own;
  ctx.emit({ type: 'spice-dialed-paid', faction, amount: spice });
  if (own > 0) pay(ctx, faction, 'bank', own);
  return own;
}
