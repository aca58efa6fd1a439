// 1.09 Mentat Pause: decisions, actions, events and round state. The only decision is the Truthtrance window
// (3.01.22), opened to every seat alike so that nobody learns who holds the card.
import type { DecisionBase, Faction, LeaderId, Prediction, TerritoryId, TreacheryCardId } from '../../types.ts';

/**
 * Steps in order: 1.09.01 bribes, 1.09.02–1.09.05 victory, then (war continues) CHOAM's Inflation token
 * (CH.inflation) and the Truthtrance window.
 */
export type MentatStep = 'bribes' | 'victory' | 'inflation' | 'face-dancer-swap' | 'stronghold-cards' | 'truthtrance';

/**
 * The fixed menu of Truthtrance questions (3.01.22): yes/no questions about the present or past whose truthful
 * answer the engine computes from the asked seat's private state.
 * - holds-card: "Do you hold a <card>?" (`card` = printed-name slug, e.g. `lasgun`, `cheap-hero`)
 * - spice-at-least: "Do you have at least <amount> spice behind your shield?"
 * - cards-at-least: "Do you hold at least <count> treachery cards?"
 * - traitor: "Is <leader> one of your traitors?"
 * - predicted-faction / predicted-turn: "Did you predict <faction> / turn <turn>?" (only the Bene Gesserit can say yes)
 */
export type TruthtranceQuestion =
  | { about: 'holds-card'; card: string }
  | { about: 'spice-at-least'; amount: number }
  | { about: 'cards-at-least'; count: number }
  | { about: 'traitor'; leader: LeaderId }
  | { about: 'predicted-faction'; faction: Faction }
  | { about: 'predicted-turn'; turn: number };

export interface TruthtrancePlay {
  card: TreacheryCardId;
  target: Faction;
  question: TruthtranceQuestion;
}

/** Secret, one per seat: play a Truthtrance now (and ask what), or pass. Everyone gets it, card or not. */
export interface TruthtranceDecision extends DecisionBase {
  kind: 'truthtrance';
  /** Seats that may be asked: every other seat. */
  targets: Faction[];
}
export type MentatDecision = TruthtranceDecision;

export type MentatAction = { type: 'truthtrance'; event: string; play: TruthtrancePlay | null };

export type MentatEvent =
  | { type: 'bribes-collected'; amounts: Partial<Record<Faction, number>> }
  | { type: 'strongholds-controlled'; units: { factions: Faction[]; strongholds: TerritoryId[] }[] }
  | { type: 'prediction-revealed'; faction: Faction; prediction: Prediction }
  | { type: 'war-continues'; turn: number }
  /** To the chooser only: its secret choice was recorded. */
  | { type: 'truthtrance-chosen'; play: boolean }
  /** Public: the question and its truthful answer. */
  | { type: 'truthtrance-asked'; asker: Faction; card: TreacheryCardId; target: Faction; question: TruthtranceQuestion; answer: 'yes' | 'no' };

export interface MentatRound {
  phase: 'mentat-pause';
  /** Secret Truthtrance plays awaiting the reveal; never projected into any view. */
  plays: Partial<Record<Faction, TruthtrancePlay>>;
}
/** Nothing of the round is public beyond the events. */
export type MentatRoundView = never;
