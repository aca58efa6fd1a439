// What a battling faction may put in its plan here: its dial limit (1.07.04.02) and the leaders it may field
// (1.07.04.04: in the pool, and not already used in another territory this phase).
import { gameLeaders } from '../../factions/leaders.ts';
import type { Faction, Draft } from '../../types.ts';
import { fightersIn } from './battles.ts';
import { isCheapHero } from './cards.ts';
import { maxSpice, needsSpice } from './spice-dialing.ts';
import { starredAt } from './starred-forces.ts';
import { kwisatzAvailable } from './kwisatz-haderach.ts';
import type { BattleRound, CurrentBattle, PlanOptions } from './types.ts';
import { plugins } from '../../extension-points.ts';
import { dialedArmy, joined, planFunding } from './hooks.ts';
import { firstAnswer } from '../../first-answer.ts';

export function battleRound(state: Draft): BattleRound {
  const round = state.round;
  if (round?.phase !== 'battle') throw new Error('no battle round in progress');
  return round;
}

export function currentBattle(state: Draft): CurrentBattle {
  const current = battleRound(state).current;
  if (!current) throw new Error('no battle in progress');
  return current;
}

export function opponentOf(battle: CurrentBattle, faction: Faction): Faction {
  return battle.aggressor === faction ? battle.defender : battle.aggressor;
}

export function planOptions(state: Draft, faction: Faction): PlanOptions {
  const round = battleRound(state);
  const battle = currentBattle(state);
  const fs = state.factions[faction]!;
  const usedElsewhere = (round.usedLeaders[faction] ?? []).filter((u) => u.territory !== battle.territory).map((u) => u.leader);
  // EC.occupy: the dial counts the forces of the army the side dials, which may be another's.
  const army = dialedArmy(state, battle, faction);
  const counted = fightersIn(state, army, battle);
  const maxDial = firstAnswer(plugins(), (p) => p.dialLimit?.(state, army, battle, counted)) ?? counted;
  const outOfPlan = plugins().flatMap((p) => p.leadersOutOfPlan?.(state, faction) ?? []);
  const leaders = [
    ...gameLeaders(fs)
      .map((l) => l.id)
      .filter((id) => fs.leaders[id] === 'pool'),
    // 2.05.10.03: the Harkonnen's captives are in their active leader pool.
    ...(fs.captives ?? []).map((c) => c.leader),
    // LS.posture: a skilled leader left face up is not in the plan.
  ].filter((id) => !usedElsewhere.includes(id) && !outOfPlan.includes(id));
  return {
    territory: battle.territory,
    opponent: opponentOf(battle, faction),
    maxDial,
    leaders,
    cheapHeroes: fs.hand.filter(isCheapHero),
    reserves: fs.reserves.regular + fs.reserves.elite,
    ...(needsSpice(state, army) ? { maxSpice: maxSpice(state, faction, maxDial, army), ...planFunding(state, faction) } : {}),
    ...(starredAt(state, army, battle) > 0 ? { maxElite: starredAt(state, army, battle) } : {}),
    ...(kwisatzAvailable(state, faction, battle.territory) ? { kwisatzHaderach: true as const } : {}),
    ...joined(plugins().map((p) => p.planOptions?.(state, faction, leaders))),
  };
}
