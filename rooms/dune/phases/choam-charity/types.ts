// 1.03 CHOAM Charity: decisions, actions, events and round state.
import type { DecisionBase, Faction } from '../../types.ts';

/**
 * 1.03.01: charity is claimed by calling out, so it is a decision. Every faction is asked, eligible or not: asking
 * only the poor ones would tell everybody who holds 0 or 1 spice (spice stays behind the shield, 1.11.01).
 */
export interface ClaimCharityDecision extends DecisionBase {
  kind: 'claim-charity';
  /** Spice a claim would bring now (0: not eligible). Only this seat sees its decisions. */
  amount: number;
}
export type ChoamDecision = ClaimCharityDecision;

export type ChoamAction = { type: 'claim-charity'; event: string; claim: boolean };

export type ChoamEvent =
  /** Public: calling out "CHOAM Charity" and taking spice from the bank happens in front of everyone. */
  { type: 'charity-claimed'; faction: Faction; amount: number; paidBy?: 'choam' };

export interface ChoamRound {
  phase: 'choam-charity';
  /** 1.03.02: factions that claimed this turn, in the order they claimed. */
  claimed: Faction[];
  /** CH.karama-cancel: a Karama cancelled CHOAM's dividends; the bank pays the charity this turn. */
  bankPays?: true;
}
export interface ChoamRoundView {
  phase: 'choam-charity';
  claimed: Faction[];
}
