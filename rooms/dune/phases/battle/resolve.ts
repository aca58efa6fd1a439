// 1.07.06 BATTLE RESOLUTION as a pure function of the two revealed plans plus their context: traitors
// (1.07.06.07), the Lasgun–Shield explosion (3.01.14), weapons against defenses (1.07.06.02), killed leaders
// (1.07.06.03), totals and ties (1.07.06, 1.07.06.01), and what each side loses (1.07.06.05, 1.07.06.06).
// It reads only card and leader data; applying the outcome to the game is aftermath.ts's job.
import { treacheryCard } from '../../cards/treachery.ts';
import { leader as leaderData } from '../../factions/leaders.ts';
import type { Faction, LeaderId, TreacheryCardId } from '../../types.ts';
import { keepableAfterWin } from './cards.ts';
import type { BattleOutcomeKind, BattlePlan } from './types.ts';

export interface Side {
  faction: Faction;
  plan: BattlePlan;
  /** A valid "Traitor!" called by this side (or for it by its Harkonnen ally, 2.05.09) on the opponent's leader. */
  traitorCalled: boolean;
}

export interface ResolveInput {
  aggressor: Side;
  defender: Side;
}

export type ForceLoss = 'all' | 'dialed' | 'none';

export interface BattleOutcome {
  kind: BattleOutcomeKind;
  /** null when both lose (explosion, double traitor). */
  winner: Faction | null;
  losers: Faction[];
  /** Leaders that go to the Tanks face up, with their owners. */
  killed: { faction: Faction; leader: LeaderId }[];
  /** Totals compared (normal battles only). */
  totals: Partial<Record<Faction, number>>;
  /** Spice the winner receives from the bank for killed leaders (1.07.06.03, 1.07.06.07.01). */
  spice: number;
  forces: Record<'aggressor' | 'defender', ForceLoss>;
  /** 3.01.14: everything in the battle's territory is lost (all factions' forces and the spice). */
  explosion: boolean;
  /** Cards that must be discarded, per side. */
  discard: Record<'aggressor' | 'defender', TreacheryCardId[]>;
  /** Cards the winner may keep or discard (1.07.06.06, 1.07.06.07.01). */
  keepable: TreacheryCardId[];
}

type SideKey = 'aggressor' | 'defender';
const other = (k: SideKey): SideKey => (k === 'aggressor' ? 'defender' : 'aggressor');

function cardsOf(plan: BattlePlan): TreacheryCardId[] {
  return [plan.cheapHero, plan.weapon, plan.defense].filter((x): x is TreacheryCardId => x !== null);
}

const strength = (plan: BattlePlan): number => (plan.leader === null ? 0 : leaderData(plan.leader).strength);

function subtypeOf(id: TreacheryCardId | null, category: 'weapon' | 'defense'): string | null {
  if (id === null) return null;
  const card = treacheryCard(id);
  return card.category === category ? card.subtype : null;
}

/** 1.07.06.02, 3.01.14: whether `attacker`'s weapon kills the leader (or Cheap Hero) of the side that played `target`. */
export function weaponKills(attacker: BattlePlan, target: BattlePlan): boolean {
  if (target.leader === null && target.cheapHero === null) return false;
  const weapon = subtypeOf(attacker.weapon, 'weapon');
  if (weapon === null) return false;
  if (weapon === 'lasgun') return true; // no defense against the Lasgun
  return subtypeOf(target.defense, 'defense') !== weapon; // a Shield stops projectiles, a Snooper poison
}

/** 3.01.14: a Lasgun and a Shield in the same battle, played by anyone. */
export function explodes(a: BattlePlan, b: BattlePlan): boolean {
  const played = [a.weapon, a.defense, b.weapon, b.defense].filter((x): x is TreacheryCardId => x !== null).map(treacheryCard);
  return played.some((c) => c.subtype === 'lasgun') && played.some((c) => c.category === 'defense' && c.subtype === 'projectile');
}

export function resolveBattle(input: ResolveInput): BattleOutcome {
  const sides = { aggressor: input.aggressor, defender: input.defender };
  const leaderOf = (k: SideKey) => (sides[k].plan.leader === null ? [] : [{ faction: sides[k].faction, leader: sides[k].plan.leader! }]);
  const bothCards = { aggressor: cardsOf(sides.aggressor.plan), defender: cardsOf(sides.defender.plan) };

  // Both sides lose everything there and nobody is paid: two traitors (1.07.06.07.03) or a Lasgun–Shield explosion
  // (3.01.14, which also costs the territory's spice and every other force in it).
  const bothLose = (kind: 'double-traitor' | 'explosion'): BattleOutcome => ({
    kind,
    winner: null,
    losers: [sides.aggressor.faction, sides.defender.faction],
    killed: [...leaderOf('aggressor'), ...leaderOf('defender')],
    totals: {},
    spice: 0,
    forces: { aggressor: 'all', defender: 'all' },
    explosion: kind === 'explosion',
    discard: bothCards,
    keepable: [],
  });

  // 1.07.06.07.03 TWO TRAITORS: both lose forces, cards and leaders; nobody is paid.
  if (sides.aggressor.traitorCalled && sides.defender.traitorCalled) return bothLose('double-traitor');

  // 1.07.06.07.01–02 TRAITOR: the caller wins outright, loses nothing and is paid the traitor's strength,
  // whatever the plans hold (even a Lasgun and a Shield).
  for (const k of ['aggressor', 'defender'] as const) {
    if (!sides[k].traitorCalled) continue;
    const betrayed = other(k);
    return {
      kind: 'traitor',
      winner: sides[k].faction,
      losers: [sides[betrayed].faction],
      killed: leaderOf(betrayed),
      totals: {},
      spice: strength(sides[betrayed].plan),
      forces: { [k]: 'none', [betrayed]: 'all' } as Record<SideKey, ForceLoss>,
      explosion: false,
      discard: { [k]: [], [betrayed]: bothCards[betrayed] } as Record<SideKey, TreacheryCardId[]>,
      keepable: bothCards[k], // "loses nothing": even one-time cards may be kept
    };
  }

  // 3.01.14: Lasgun and Shield: everything in the territory is lost, both lose, both leaders die, nobody is paid.
  if (explodes(sides.aggressor.plan, sides.defender.plan)) return bothLose('explosion');

  // 1.07.06.02 WEAPONS: leaders die before the totals are compared; a dead leader adds nothing.
  const dies = {
    aggressor: weaponKills(sides.defender.plan, sides.aggressor.plan),
    defender: weaponKills(sides.aggressor.plan, sides.defender.plan),
  };
  const total = (k: SideKey) => sides[k].plan.dial + (dies[k] ? 0 : strength(sides[k].plan));
  const totals = { [sides.aggressor.faction]: total('aggressor'), [sides.defender.faction]: total('defender') };
  // 1.07.06.01 NO TIES: the aggressor wins a tie.
  const winnerKey: SideKey = total('aggressor') >= total('defender') ? 'aggressor' : 'defender';
  const loserKey = other(winnerKey);
  const killed = (['aggressor', 'defender'] as const).filter((k) => dies[k]).flatMap(leaderOf);
  const winnerCards = bothCards[winnerKey];
  return {
    kind: 'normal',
    winner: sides[winnerKey].faction,
    losers: [sides[loserKey].faction],
    killed,
    totals,
    // 1.07.06.03: the winner is paid every killed leader's strength, its own included (a Cheap Hero is worth 0).
    spice: killed.reduce((n, k) => n + leaderData(k.leader).strength, 0),
    forces: { [winnerKey]: 'dialed', [loserKey]: 'all' } as Record<SideKey, ForceLoss>,
    explosion: false,
    discard: { [winnerKey]: winnerCards.filter((id) => !keepableAfterWin(id)), [loserKey]: bothCards[loserKey] } as Record<
      SideKey,
      TreacheryCardId[]
    >,
    keepable: winnerCards.filter(keepableAfterWin),
  };
}
