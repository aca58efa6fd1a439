// What each Nexus card effect played as a free action is (its card, its use, when it may be played and what it
// does), and the timings several of them share.
import type { Context } from '../../../context.ts';
import type { BattleStage, CurrentBattle } from '../../../phases/battle/types.ts';
import type { Draft, Faction, TerritoryId } from '../../../types.ts';
import type { NexusFreeAction, NexusUse } from '../types.ts';

export interface Effect {
  rule: string;
  card: Faction;
  use: NexusUse;
  /** Why it may not be played now (besides holding the card), or null. */
  check(state: Draft, seat: Faction, action: NexusFreeAction): string | null;
  apply(ctx: Context, seat: Faction, action: NexusFreeAction): void;
  /** It lasts for the rest of the turn (recorded, public). */
  lasts?: true;
}

export const BEFORE_SHIPMENT: readonly string[] = ['storm', 'spice-blow', 'choam-charity', 'bidding', 'revival'];
export const BEFORE_REVIVAL: readonly string[] = ['storm', 'spice-blow', 'choam-charity', 'bidding'];

/** `faction`'s fighters in a territory. */
export const forcesOf = (state: Draft, f: Faction, t: TerritoryId): number =>
  state.forces.filter((s) => s.faction === f && s.territory === t).reduce((n, s) => n + s.regular + s.elite, 0);

/** The battle in progress that `faction` fights, or null. */
export function battleOf(state: Draft, faction: Faction): CurrentBattle | null {
  const round = state.round;
  const battle = round?.phase === 'battle' ? round.current : null;
  return battle !== null && (battle.aggressor === faction || battle.defender === faction) ? battle : null;
}

/** The battle stages in order, up to its resolution (the one after 'resolve'): a battle in one of them is unresolved. */
const STAGES: readonly BattleStage[] = ['poison', 'mentat', 'posture', 'prescience', 'voice', 'plans', 'reveal', 'snooper', 'choices', 'resolve'];

/**
 * This turn, before `stage` of `faction`'s battle has run: before the Battle phase ends and, in a battle of its own
 * under way, while that stage is still ahead (a card for "its next battle").
 */
export function beforeOwnStage(state: Draft, faction: Faction, stage: BattleStage): boolean {
  if (['spice-collection', 'mentat-pause', 'game-over', 'setup'].includes(state.phase)) return false;
  const battle = battleOf(state, faction);
  return battle === null || STAGES.indexOf(battle.stage) <= STAGES.indexOf(stage);
}

/** Before the battle's plans are revealed. */
export const fightingUnrevealed = (state: Draft, faction: Faction): boolean => battleOf(state, faction)?.revealed === false;

/** Before the battle is resolved. */
export const fightingUnresolved = (state: Draft, faction: Faction): boolean => STAGES.includes(battleOf(state, faction)?.stage ?? 'end');
