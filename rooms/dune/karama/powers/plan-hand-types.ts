// 1.14.01 and 1.14.04: the decisions, actions and events of the Atreides' look at a battle plan (atreides.ts) and
// of the Harkonnen's taking of a hand (harkonnen.ts). types.ts composes them into the engine's unions.
import type { BattlePlan } from '../../phases/battle/types.ts';
import type { DecisionBase, Faction, TreacheryCardId } from '../../types.ts';

/**
 * 1.14.04: the Harkonnen, holding the cards they took, choose exactly `count` cards of their hand to give back.
 * Private to the Harkonnen (a decision's fields go to its seat only); the game is interrupted meanwhile.
 */
export interface HarkonnenReturnDecision extends DecisionBase {
  kind: 'harkonnen-return';
  target: Faction;
  /** As many cards as were taken. */
  count: number;
  /** The cards taken from the target. */
  taken: TreacheryCardId[];
  /** The cards that may be given: the whole hand, except a Karama backing the Harkonnen's standing bid (3.01.11.04). */
  choices: TreacheryCardId[];
}
export type HarkonnenReturnAction = { type: 'harkonnen-return'; event: string; cards: TreacheryCardId[] };

/** What the Atreides alone see of a plan they looked at, for the rest of the battle (BattlePrivateRoundView). */
export interface SeenPlan {
  target: Faction;
  /** The target's sealed plan; null while it is still being written (it is shown the moment it is sealed). */
  plan: BattlePlan | null;
}

export type PlanHandEvent =
  /** Public: the Atreides look at `target`'s whole battle plan (1.14.01). Nothing of the plan. */
  | { type: 'battle-plan-looked-at'; faction: Faction; target: Faction }
  /** To the Atreides only: the plan they looked at, once it is sealed. */
  | { type: 'battle-plan-seen'; target: Faction; plan: BattlePlan }
  /** Public: the Harkonnen took `target`'s whole hand of `count` cards (1.14.04). */
  | { type: 'hand-taken'; faction: Faction; target: Faction; count: number }
  /** To the Harkonnen and to the target only: which cards were taken. */
  | { type: 'hand-taken-cards'; faction: Faction; target: Faction; cards: TreacheryCardId[] }
  /** Public: the Harkonnen gave `count` cards back. */
  | { type: 'cards-given-back'; faction: Faction; target: Faction; count: number }
  /** To the target and to the Harkonnen only: which cards were given back. */
  | { type: 'cards-given-back-cards'; faction: Faction; target: Faction; cards: TreacheryCardId[] };
