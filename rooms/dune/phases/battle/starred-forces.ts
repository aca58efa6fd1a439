// 2.03.08 SARDAUKAR and 2.04.18 FEDAYKIN (Advanced game): a starred force is worth two normal forces in battle.
// A plan says how many of its dialed forces are starred (`elite`); those are the ones the winner loses.
// 2.03.09 SARDAUKAR WEAKNESS: against the Fremen a Sardaukar is worth one. In the Basic game starred forces are
// ordinary forces and a plan names none, unless the faction's starred forces are its own kind in every game
// (IX.cyborgs: the Ixians' Cyborgs).
import { plugins } from '../../extension-points.ts';
import { offBoardFighters } from './hooks.ts';
import { starredDistinct } from '../../factions/starred.ts';
import type { Faction, Draft } from '../../types.ts';
import type { BattleSite, BattlePlan, PlanOptions } from './types.ts';

/**
 * The starred forces of `faction` at the battle site (Advanced game; 0 otherwise), with the ordinary ones a plug-in
 * has count as starred there (NX.emperor.cunning).
 */
export function starredAt(state: Draft, faction: Faction, site: BattleSite): number {
  if (!starredDistinct(state.config, faction)) return 0;
  const stacks = state.forces.filter((s) => s.faction === faction && s.territory === site.territory && site.sectors.includes(s.sector));
  const offBoard = offBoardFighters(state, faction, site.territory);
  const starred = stacks.reduce((n, s) => n + s.elite, offBoard?.starred ?? 0);
  const ordinary = stacks.reduce((n, s) => n + s.regular, offBoard ? offBoard.count - offBoard.starred : 0);
  const standIns = plugins().reduce((n, p) => n + (p.starredStandIns?.(state, faction, starred) ?? 0), 0);
  return starred + Math.min(ordinary, standIns);
}

/** What one starred force of `faction` is worth in a battle against `opponent`. */
export function starredWorth(state: Draft, faction: Faction, opponent: Faction): number {
  if (!starredDistinct(state.config, faction)) return 1;
  // HW.salusa-secundus.occupied: the Sardaukar lose their advantage.
  if (plugins().some((p) => p.starredNegated?.(state, faction) ?? false)) return 1;
  // 2.03.09 SARDAUKAR WEAKNESS: one force's worth against the Fremen.
  if (faction === 'emperor' && opponent === 'fremen') return 1;
  return 2;
}

/** The starred forces a plan dials (none when it says nothing). */
export const starredOf = (plan: Pick<BattlePlan, 'elite'>): number => plan.elite ?? 0;

/** The fewest starred forces a dial of `dial` forces needs: those beyond the ordinary forces at the site. */
export function leastStarred(options: Pick<PlanOptions, 'maxDial' | 'maxElite'>, dial: number): number {
  return Math.max(0, dial - (options.maxDial - (options.maxElite ?? 0)));
}

/** A plan's starred forces are whole, among its dialed forces, at the site, and make up what ordinary ones cannot. */
export function starredProblem(options: Pick<PlanOptions, 'maxDial' | 'maxElite'>, plan: Pick<BattlePlan, 'dial' | 'elite'>): string | null {
  const elite = starredOf(plan);
  if (!Number.isInteger(elite) || elite < 0) return 'dial starred forces as a whole number from 0';
  const least = leastStarred(options, plan.dial);
  if (elite < least) return `${plan.dial} forces dialed here include at least ${least} starred ones`;
  if (elite === 0) return null;
  if (elite > plan.dial) return `only ${plan.dial} forces are dialed: they cannot include ${elite} starred ones`;
  if (elite > (options.maxElite ?? 0)) return `you have ${options.maxElite ?? 0} starred forces in this battle (Advanced game only)`;
  return null;
}
