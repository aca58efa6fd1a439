// What the battle asks of the plug-ins (extension-points.ts, the battle's block): the shapes of the questions and
// answers, and the few asks several battle files share. Each ask goes to the plug-ins in the root's order.
import type { Context } from '../../context.ts';
import { plugins } from '../../extension-points.ts';
import type { Draft, Faction, ForceCount, TerritoryId, TreacheryCardId } from '../../types.ts';
import type { Side } from './resolve.ts';
import type { BattlePlan, BattleRoundView, CurrentBattle, PlanOptions } from './types.ts';

/** The plan as revealed, with what happened after: a Portable Snooper played late, a Poison Tooth used or held. */
export interface PlayedPlan {
  plan: BattlePlan;
  lateDefense: TreacheryCardId | null;
  toothUsed: boolean;
}

/** One side of the battle being resolved, as a plug-in is asked about it. */
export interface SideQuery {
  faction: Faction;
  opponent: Faction;
  territory: TerritoryId;
  played: PlayedPlan;
}

/**
 * What plug-ins add to a side's strength: a bonus to its total or to its dial (EC.karama, EC.occupy), its forces there
 * when other armies fight beside its dialed one (EC.occupy), its skills, its starred forces' need of spice, its
 * ordinary forces' worth and need of spice, winning ties and a defense that also snoops (SC.habbanya-sietch, SC.carthag).
 */
export type SideModifiers = Pick<
  Side,
  'starredFull' | 'homeBonus' | 'dialBonus' | 'fighters' | 'skill' | 'regularWorth' | 'regularFull' | 'winsTies' | 'defenseSnoops'
>;

/**
 * A faction's forces that fight in a battle without being among the board's stacks there (a native's reserves on its
 * homeworld): the battle counts them as its fighters, and takes that faction's losses there from them alone.
 */
export interface OffBoardFighters {
  /** How many fight, and how many of them are starred (Advanced game). */
  readonly count: number;
  readonly starred: number;
  /** `count` of them (all when null) to the Tanks; what went. */
  lose(ctx: Context, count: number | null): ForceCount;
  /** Exactly the dialed ones to the Tanks. */
  loseDialed(ctx: Context, dialed: ForceCount): ForceCount;
}

/** Whose forces `faction`'s plan dials in the current battle: its own, unless a plug-in says (EC.occupy). */
export function dialedArmy(state: Draft, battle: CurrentBattle, faction: Faction): Faction {
  for (const p of plugins()) {
    const army = p.dialedArmy?.(state, battle, faction);
    if (army) return army;
  }
  return faction;
}

/** The fields of the current battle's public view a plug-in fills. */
export type BattleViewPart = Partial<NonNullable<BattleRoundView['battle']>>;

/** The forces a plug-in holds for `faction` in a battle at `territory` (the first plug-in that holds any), or null. */
export function offBoardFighters(state: Draft, faction: Faction, territory: TerritoryId): OffBoardFighters | null {
  for (const p of plugins()) {
    const held = p.fightersOffBoard?.(state, faction, territory);
    if (held) return held;
  }
  return null;
}

/** The plug-ins' parts of one object (a view, plan options), joined in the root's order. */
export function joined<T extends object>(parts: readonly (T | undefined)[]): Partial<T> {
  const out: Partial<T> = {};
  for (const part of parts) Object.assign(out, part);
  return out;
}

/** What others may pay toward `faction`'s dialed spice now (CH.ally.battle-funding), as plan options. */
export function planFunding(state: Draft, faction: Faction): Pick<PlanOptions, 'choamSupport'> {
  return joined(plugins().map((p) => p.planFunding?.(state, faction)));
}
