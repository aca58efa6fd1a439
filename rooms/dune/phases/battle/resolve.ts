// 1.07.06 BATTLE RESOLUTION as a pure function of the two revealed plans plus their context: traitors
// (1.07.06.07), the Lasgun–Shield explosion (3.01.14), effective weapons against defenses (1.07.06.02, effective.ts),
// killed leaders (1.07.06.03), totals and ties (1.07.06, 1.07.06.01), the special comparisons of Artillery Strike
// and Stone Burner, the slot cards (slot-cards.ts), and what each side loses and keeps
// (1.07.06.05, 1.07.06.06). It reads only card and leader data (and the plug-ins' slot cards); applying the outcome is aftermath.ts's job.
import { familyOf, treacheryCard } from '../../cards/treachery.ts';
import { leaderWorth } from '../../factions/leaders.ts';
import type { Faction, LeaderId, PluginSkillId, TreacheryCardId } from '../../types.ts';
import {
  activeAttacks,
  explodes,
  HITS_BOTH,
  otherSide,
  resolveBattleWeapons,
  SIDES,
  type ChoiceAnswer,
  type EffectiveBattle,
  type SideKey,
} from './effective.ts';
import { attackKills } from './roles.ts';
import { dialValue } from './spice-dialing.ts';
import { slotTerms } from './slot-cards.ts';
import { kwisatzBonus } from './kwisatz-haderach.ts';
import type { BattleOutcomeKind, BattlePlan } from './types.ts';

/**
 * What a side's leader skills do to the totals, if its leader lives. The plug-in that computes it (Plugin.sideStrength)
 * reads the sources back to tell which skills changed the totals (Plugin.strengthAnnounced).
 */
export interface SkillStrength {
  /** Added to the side's living leader. */
  bonus: number;
  /** Taken from the opponent's total (Bureaucrat). */
  opponentPenalty: number;
  /** The skills that gave them, each with its effect and what it added or took. */
  sources: { card: PluginSkillId; effect: 'normal' | 'battle'; strength: number; penalty: number }[];
  /** LS.diplomat.normal: the side's Worthless card counts as the opponent's defense. */
  mimicsDefense?: boolean;
}

export interface Side {
  faction: Faction;
  plan: BattlePlan;
  /** A valid "Traitor!" called by this side (or for it by its Harkonnen ally, 2.05.09) on the opponent's leader. */
  traitorCalled: boolean;
  /** Forces this side has in the battle (for Stone Burner's undialed comparison); defaults to the dial. */
  fighters?: number;
  /** False when an unspiced force counts half (1.13.04.02: Advanced game, not the Fremen); default true. */
  fullStrength?: boolean;
  /** 2.03.08, 2.04.18: what one starred force of this side is worth here; default 1. */
  starredWorth?: number;
  /** HW.salusa-secundus.high: its starred forces count fully without spice; default false. */
  starredFull?: boolean;
  /** IX.suboids: what one ordinary force of this side is worth; default 1. */
  regularWorth?: number;
  /** IX.suboids: its ordinary forces count their worth without spice (the spice supports its starred ones); default false. */
  regularFull?: boolean;
  /** A Portable Snooper played after the reveal. */
  lateDefense?: TreacheryCardId | null;
  /** The side's post-reveal choice for its Poison Tooth or Stone Burner (or a Mirror's copy of one). */
  choice?: ChoiceAnswer;
  /** Leader Skills: what the side's skills add to its living leader and take from the opponent's total. */
  skill?: SkillStrength;
  /** HW.battle: what its homeworld adds to the native's total there (absent: nothing). */
  homeBonus?: number;
  /** EC.karama: what a Karama power adds to the side's dial, counted whether its leader lives or not (absent: nothing). */
  dialBonus?: number;
  /** SC.habbanya-sietch: this side wins a tie, whichever side is the aggressor. */
  winsTies?: boolean;
  /** SC.carthag: with no poison weapon played, its non-poison defense also counts as a Snooper. */
  defenseSnoops?: boolean;
}

export interface ResolveInput {
  aggressor: Side;
  defender: Side;
}

export type ForceLoss = 'all' | 'dialed' | 'none';

/** How the totals were compared: leader plus dial (1.07.06), dial alone (Artillery Strike), undialed forces (Stone Burner). */
export type Comparison = 'strength' | 'dial' | 'undialed';

export interface BattleOutcome {
  kind: BattleOutcomeKind;
  /** null when both lose (explosion, double traitor). */
  winner: Faction | null;
  losers: Faction[];
  /** Leaders that go to the Tanks face up, with their owners. */
  killed: { faction: Faction; leader: LeaderId }[];
  /** Totals compared (normal battles only). */
  totals: Partial<Record<Faction, number>>;
  comparison: Comparison | null;
  /** Spice the winner receives from the bank for killed leaders (1.07.06.03, 1.07.06.07.01). */
  spice: number;
  forces: Record<SideKey, ForceLoss>;
  /** A slot card's (Harass and Withdraw): the side's forces not lost go back to its reserves. */
  withdraw: Record<SideKey, boolean>;
  /** A slot card's cost (Reinforcements): forces the side sends from its reserves to the Tanks. */
  reservesCost: Record<SideKey, number>;
  /** 3.01.14: everything in the battle's territory is lost (all factions' forces and the spice). */
  explosion: boolean;
  /** Cards that must be discarded, per side. */
  discard: Record<SideKey, TreacheryCardId[]>;
  /** Cards the winner may keep or discard (1.07.06.06, 1.07.06.07.01). */
  keepable: TreacheryCardId[];
  /** The effective weapons the battle was fought with (null when a traitor decided it first). */
  effective: EffectiveBattle | null;
  /** What each side's dialed forces were worth (1.13.04.03), for rules that read the number dialed (SC.sietch-tabr). */
  dials: Partial<Record<Faction, number>>;
}

/** Every physical card a side played: leader card, weapon and defense slots, and a Portable Snooper after the reveal. */
export function playedCards(side: Side): TreacheryCardId[] {
  const { plan } = side;
  return [plan.cheapHero, plan.weapon, plan.defense, side.lateDefense ?? null].filter((x): x is TreacheryCardId => x !== null);
}

/** A plan's leader's worth against the opposing plan's leader (its printed strength, unless a plug-in says: TL.zoal). */
const strength = (plan: BattlePlan, opponent: BattlePlan): number => (plan.leader === null ? 0 : leaderWorth(plan.leader, opponent.leader));
const hasLeader = (plan: BattlePlan): boolean => plan.leader !== null || plan.cheapHero !== null;

/**
 * 1.07.06.06 and the cards' own texts: may the winner keep this physical card? Weapons and defenses may be kept;
 * a used Poison Tooth and an Artillery Strike may not (FAQ p1); worthless cards, the Cheap Hero and the slot
 * specials are discarded. The Mirror Weapon keeps its own identity, whatever it copied (docs/RULES-DECISIONS.md).
 */
export function keepableAfterWin(id: TreacheryCardId, toothUsed: boolean): boolean {
  const card = treacheryCard(id);
  if (card.family === 'artillery-strike') return false;
  if (card.family === 'poison-tooth') return !toothUsed;
  return card.category === 'weapon' || card.category === 'defense';
}

/** The test of keepableAfterWin for the cards of a side that used its Poison Tooth (`toothUsed`) or not. */
export const keepableBy =
  (toothUsed: boolean) =>
  (id: TreacheryCardId): boolean =>
    keepableAfterWin(id, toothUsed && familyOf(id) === 'poison-tooth');

/** Whether a leader (or Cheap Hero) of side `k` dies to the attacks in play. */
function leaderDies(effective: EffectiveBattle, sides: Record<SideKey, Side>, k: SideKey): boolean {
  if (!hasLeader(sides[k].plan)) return false;
  const guard = effective[k].protections;
  const opp = otherSide(k);
  const theirs = activeAttacks(effective[opp].weapon, sides[opp].choice);
  const ours = activeAttacks(effective[k].weapon, sides[k].choice).filter((a) => HITS_BOTH.has(a));
  return [...theirs, ...ours].some((a) => attackKills(a, guard));
}

/** 1.07.06.02: whether `attacker`'s weapon, used, kills the leader (or Cheap Hero) of the side that played `target`. */
export function weaponKills(attacker: BattlePlan, target: BattlePlan): boolean {
  if (!hasLeader(target)) return false;
  const effective = resolveBattleWeapons({ aggressor: attacker, defender: target });
  return effective.aggressor.weapon.attacks.some((a) => attackKills(a, effective.defender.protections));
}

export function resolveBattle(input: ResolveInput): BattleOutcome {
  const sides: Record<SideKey, Side> = { aggressor: input.aggressor, defender: input.defender };
  const leaderOf = (k: SideKey) => (sides[k].plan.leader === null ? [] : [{ faction: sides[k].faction, leader: sides[k].plan.leader! }]);
  const played = { aggressor: playedCards(sides.aggressor), defender: playedCards(sides.defender) };
  const none = { aggressor: false, defender: false };
  // Slot cards (slot-cards.ts): their bonus, reserves cost and withdrawal.
  const slot = { aggressor: slotTerms(sides.aggressor.plan), defender: slotTerms(sides.defender.plan) };
  const reservesCost = { aggressor: slot.aggressor.reservesCost, defender: slot.defender.reservesCost };
  // 1.13.04.02: the dialed forces' worth, spice considered (the whole dial in the Basic game).
  const dialed = (k: SideKey): number =>
    dialValue(sides[k].plan, sides[k].fullStrength ?? true, sides[k].starredWorth ?? 1, sides[k].starredFull ?? false, {
      worth: sides[k].regularWorth ?? 1,
      full: sides[k].regularFull ?? false,
    });
  const dials = () => ({ [sides.aggressor.faction]: dialed('aggressor'), [sides.defender.faction]: dialed('defender') });

  // Both sides lose everything there and nobody is paid: two traitors (1.07.06.07.03) or a Lasgun–Shield explosion
  // (3.01.14, which also costs the territory's spice and every other force in it).
  const bothLose = (kind: 'double-traitor' | 'explosion', effective: EffectiveBattle | null): BattleOutcome => ({
    kind,
    winner: null,
    losers: [sides.aggressor.faction, sides.defender.faction],
    killed: [...leaderOf('aggressor'), ...leaderOf('defender')],
    totals: {},
    comparison: null,
    spice: 0,
    forces: { aggressor: 'all', defender: 'all' },
    withdraw: none,
    reservesCost,
    explosion: kind === 'explosion',
    discard: played,
    keepable: [],
    effective,
    dials: {},
  });

  // 1.07.06.07.03 TWO TRAITORS: both lose forces, cards and leaders; nobody is paid.
  if (sides.aggressor.traitorCalled && sides.defender.traitorCalled) return bothLose('double-traitor', null);

  // 1.07.06.07.01–02 TRAITOR: the caller wins outright, loses nothing and is paid the traitor's strength,
  // whatever the plans hold (a Lasgun and a Shield, a Stone Burner; Harass and Withdraw is cancelled too).
  for (const k of SIDES) {
    if (!sides[k].traitorCalled) continue;
    // 1.07.06.07.02: the betrayed side loses all its forces there and discards every card it played.
    const betrayed = otherSide(k);
    return {
      kind: 'traitor',
      winner: sides[k].faction,
      losers: [sides[betrayed].faction],
      killed: leaderOf(betrayed),
      totals: {},
      comparison: null,
      spice: strength(sides[betrayed].plan, sides[k].plan),
      forces: { [k]: 'none', [betrayed]: 'all' } as Record<SideKey, ForceLoss>,
      withdraw: none,
      reservesCost,
      explosion: false,
      discard: { [k]: [], [betrayed]: played[betrayed] } as Record<SideKey, TreacheryCardId[]>,
      keepable: played[k], // "loses nothing": even one-time cards may be kept
      effective: null,
      dials: dials(),
    };
  }

  const slots = (k: SideKey) => ({
    ...sides[k].plan,
    lateDefense: sides[k].lateDefense ?? null,
    mimicsDefense: sides[k].skill?.mimicsDefense ?? false,
    defenseSnoops: sides[k].defenseSnoops ?? false,
  });
  const effective = resolveBattleWeapons({ aggressor: slots('aggressor'), defender: slots('defender') });
  // 3.01.14: Lasgun (or its Mirror copy) and Shield: everything in the territory is lost, both lose, nobody is paid.
  if (explodes(effective)) return bothLose('explosion', effective);

  // 1.07.06.02 WEAPONS: leaders die before the totals are compared; a dead leader adds nothing.
  const dies = { aggressor: leaderDies(effective, sides, 'aggressor'), defender: leaderDies(effective, sides, 'defender') };
  const attacks = SIDES.flatMap((k) => effective[k].weapon.attacks);
  // Stone Burner (either choice) compares undialed forces; an Artillery Strike leaves only the dials; both once.
  const comparison: Comparison = attacks.includes('stone-burner') ? 'undialed' : attacks.includes('artillery-strike') ? 'dial' : 'strength';
  const bonus = (k: SideKey) => slot[k].bonus;
  // LS.bureaucrat: the opponent's living Bureaucrat takes 1 per stronghold this side occupies, whatever is compared.
  const penalty = (k: SideKey) => (dies[otherSide(k)] ? 0 : (sides[otherSide(k)].skill?.opponentPenalty ?? 0));
  const base = (k: SideKey): number => {
    const { plan } = sides[k];
    if (comparison === 'undialed') return Math.max(0, (sides[k].fighters ?? plan.dial) - plan.dial);
    if (comparison === 'dial') return dialed(k) + bonus(k) + (sides[k].dialBonus ?? 0);
    // 2.01.11: the Kwisatz Haderach adds 2 only to a leader (or Cheap Hero) that lives; so do its skills (LS).
    return (
      dialed(k) +
      bonus(k) +
      (sides[k].dialBonus ?? 0) +
      (dies[k] ? 0 : strength(plan, sides[otherSide(k)].plan) + kwisatzBonus(plan) + (sides[k].skill?.bonus ?? 0))
    );
  };
  const total = (k: SideKey): number => Math.max(0, base(k) + (sides[k].homeBonus ?? 0) - penalty(k));
  const totals = { [sides.aggressor.faction]: total('aggressor'), [sides.defender.faction]: total('defender') };
  // 1.07.06.01 NO TIES: the aggressor wins a tie; SC.habbanya-sietch: unless the defender alone wins ties there.
  const tieTo: SideKey = sides.defender.winsTies && !sides.aggressor.winsTies ? 'defender' : 'aggressor';
  const difference = total('aggressor') - total('defender');
  const winnerKey: SideKey = difference > 0 ? 'aggressor' : difference < 0 ? 'defender' : tieTo;
  const loserKey = otherSide(winnerKey);
  const killed = SIDES.filter((k) => dies[k]).flatMap(leaderOf);
  const toothUsed = sides[winnerKey].choice === 'use' && effective[winnerKey].weapon.copiedFrom === null;
  const winnerCards = played[winnerKey];
  const keep = keepableBy(toothUsed);
  return {
    kind: 'normal',
    winner: sides[winnerKey].faction,
    losers: [sides[loserKey].faction],
    killed,
    totals,
    comparison,
    // 1.07.06.03: the winner is paid every killed leader's strength, its own included (a Cheap Hero is worth 0);
    // an Artillery Strike in the battle (or its copy) means no spice for any leader killed.
    spice: attacks.includes('artillery-strike') ? 0 : SIDES.filter((k) => dies[k]).reduce((n, k) => n + strength(sides[k].plan, sides[otherSide(k)].plan), 0),
    // 1.07.06.05 LOSING: the loser loses every force there and discards every card it played.
    forces: { [winnerKey]: 'dialed', [loserKey]: 'all' } as Record<SideKey, ForceLoss>,
    withdraw: { aggressor: slot.aggressor.withdraws, defender: slot.defender.withdraws },
    reservesCost,
    explosion: false,
    discard: { [winnerKey]: winnerCards.filter((id) => !keep(id)), [loserKey]: played[loserKey] } as Record<SideKey, TreacheryCardId[]>,
    keepable: winnerCards.filter(keep),
    effective,
    dials: dials(),
  };
}
