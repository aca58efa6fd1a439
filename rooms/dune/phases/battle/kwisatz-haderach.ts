// The Atreides' Kwisatz Haderach (Advanced game). 2.01.10 THE SLEEPER HAS AWAKENED: it wakes once the Atreides have
// lost 7 forces in battles. 2.01.11 KWISATZ HADERACH: then it may join the Atreides leader or Cheap Hero in one
// territory per turn, adding 2 unless that leader is killed. 2.01.12 ATREIDES LOYALTY: the leader it accompanies
// cannot be called a traitor. 2.01.13 PROPHECY BLINDED: only a Lasgun–Shield explosion kills it. 2.01.14 REAWAKEN
// (revived like a leader, instead of one) is checked here and applied by the revival phase (revival/revive.ts).
import type { Context } from '../../context.ts';
import type { ReadonlyFaction, Faction, FactionState, GameEvent, Draft, TerritoryId } from '../../types.ts';
import type { BattlePlan, PlanOptions } from './types.ts';

/** 2.01.10: forces the Atreides must lose in battles before the Kwisatz Haderach wakes. */
export const AWAKENING_LOSSES = 7;
/** 2.01.11: what it adds to the leader or Cheap Hero it accompanies. */
export const KWISATZ_STRENGTH = 2;

export interface KwisatzHaderach {
  /** Forces the Atreides have lost in battles so far (counted until it wakes). */
  lost: number;
  awake: boolean;
  /** 2.01.13: killed in an explosion. */
  inTanks: boolean;
  /** 2.01.11: where it fought this turn (one territory per turn). */
  usedIn: { turn: number; territory: TerritoryId } | null;
}

/** The Kwisatz Haderach of a new game: the Atreides in an Advanced game have one, asleep. */
export function newKwisatzHaderach(): KwisatzHaderach {
  return { lost: 0, awake: false, inTanks: false, usedIn: null };
}

/** Whether `faction` may add the Kwisatz Haderach to its plan in `territory` now. */
export function kwisatzAvailable(state: Draft, faction: Faction, territory: TerritoryId): boolean {
  const kh = state.factions[faction]?.kwisatz;
  if (!kh?.awake || kh.inTanks) return false;
  return kh.usedIn === null || kh.usedIn.turn !== state.turn || kh.usedIn.territory === territory;
}

/** 2.01.11: the plan may take it only when it is available, and only with a leader or a Cheap Hero. */
export function kwisatzProblem(options: Pick<PlanOptions, 'kwisatzHaderach'>, plan: BattlePlan): string | null {
  if (!plan.kwisatzHaderach) return null;
  if (!options.kwisatzHaderach) return '2.01.11: the Kwisatz Haderach is not available to this plan';
  if (plan.leader === null && plan.cheapHero === null) return '2.01.11: the Kwisatz Haderach accompanies a leader or a Cheap Hero';
  return null;
}

/** 2.01.11: what the Kwisatz Haderach adds to a plan whose leader lives. */
export const kwisatzBonus = (plan: BattlePlan): number => (plan.kwisatzHaderach ? KWISATZ_STRENGTH : 0);

/**
 * After a battle: 2.01.10 counts the Atreides forces lost there (from the battle's `forces-lost` events) and wakes the
 * Kwisatz Haderach at 7; 2.01.11 records where it fought; 2.01.13 an explosion kills it.
 */
export function afterBattle(ctx: Context, territory: TerritoryId, plan: BattlePlan | undefined, events: readonly GameEvent[], explosion: boolean): void {
  const kh = ctx.state.factions.atreides?.kwisatz && ctx.ownFaction('atreides').kwisatz;
  if (!kh) return;
  if (plan?.kwisatzHaderach) {
    kh.usedIn = { turn: ctx.state.turn, territory };
    // 2.01.13 PROPHECY BLINDED: a Lasgun–Shield explosion is the one thing that kills it.
    if (explosion) {
      kh.inTanks = true;
      ctx.emit({ type: 'kwisatz-haderach-killed' });
    }
  }
  countBattleLosses(ctx, events);
}

/** 2.01.10 THE SLEEPER HAS AWAKENED: the forces the Atreides lost in a battle (its `forces-lost` events) count toward the 7. */
export function countBattleLosses(ctx: Context, events: readonly GameEvent[]): void {
  if (!ctx.state.factions.atreides?.kwisatz || ctx.state.factions.atreides.kwisatz.awake) return;
  const kh = ctx.ownFaction('atreides').kwisatz!;
  kh.lost += events.reduce((n, e) => n + (e.type === 'forces-lost' && e.faction === 'atreides' ? e.count : 0), 0);
  if (kh.lost >= AWAKENING_LOSSES) {
    kh.awake = true;
    // The Atreides keep the count secretly (2.01.10): the awakening is theirs to know until the token is used.
    ctx.emit({ type: 'kwisatz-haderach-awakened', lost: kh.lost }, 'atreides');
  }
}

/**
 * 2.01.14 REAWAKEN: once all the Atreides leaders have died once or are unavailable (when a leader could be revived),
 * the one leader revival may bring back the Kwisatz Haderach instead, at its strength (2) like a leader.
 */
export function kwisatzRevivable(fs: ReadonlyFaction, leaderRevivalOpen: boolean): boolean {
  return fs.kwisatz?.inTanks === true && leaderRevivalOpen;
}

export function reviveKwisatz(ctx: Context, fs: FactionState): void {
  if (!fs.kwisatz?.inTanks) throw new Error('the Kwisatz Haderach is not in the Tanks');
  fs.kwisatz.inTanks = false;
  fs.kwisatz.usedIn = null;
  fs.spice -= KWISATZ_STRENGTH; // like a leader's revival, to the Spice Bank
  ctx.emit({ type: 'kwisatz-haderach-revived', cost: KWISATZ_STRENGTH });
}
