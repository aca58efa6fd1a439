// Set-up (rules 0.01–0.15): decisions, actions and events.
import type { PlaceOption } from '../../board/place-options.ts';
import type { DecisionBase, Faction, Placement, TerritoryId, TraitorCardId, TreacheryCardId } from '../../types.ts';

/** Set-up steps in rulebook order; the automatic ones pass without a decision. */
export type SetupStep =
  | 'prediction' // 2.02.03
  | 'early-treachery' // 0.14 moved before the traitors by the Leader Skills module (LS.setup)
  | 'leader-skills' // LS.setup
  | 'traitors' // 0.11, 2.05.03
  | 'face-dancers' // TL.face-dancers
  | 'starting-spice' // 0.12
  | 'starting-forces' // 0.13
  | 'fremen-placement' // 2.04.02
  | 'bg-placement' // 2.02.08 (Advanced)
  | 'starting-treachery' // 0.14, 2.05.04
  | 'turn-marker'; // 0.15

export interface PredictDecision extends DecisionBase {
  kind: 'predict';
  factions: Faction[];
  turns: { min: number; max: number };
}
export interface PickTraitorDecision extends DecisionBase {
  kind: 'pick-traitor';
  options: TraitorCardId[];
}
export interface PlaceFremenDecision extends DecisionBase {
  kind: 'place-fremen';
  forces: number;
  territories: TerritoryId[];
  /** The sectors of each of `territories` a placement may name. */
  sectors: Partial<Record<TerritoryId, number[]>>;
}
export interface PlaceAdvisorDecision extends DecisionBase {
  kind: 'place-advisor';
  /** Filled in the seat's view (never stored): the places the advisor may go (2.02.08: any). */
  destinations?: PlaceOption[];
}
export type SetupDecision = PredictDecision | PickTraitorDecision | PlaceFremenDecision | PlaceAdvisorDecision;

export type SetupAction =
  | { type: 'predict'; event: string; faction: Faction; turn: number }
  | { type: 'pick-traitor'; event: string; leader: TraitorCardId }
  | { type: 'place-fremen'; event: string; placements: Placement[] }
  | { type: 'place-advisor'; event: string; territory: TerritoryId; sector: number };

export type SetupEvent =
  | { type: 'game-created'; seating: Faction[]; markers: Partial<Record<Faction, number>> }
  | { type: 'prediction-made'; faction: Faction }
  | { type: 'traitors-dealt'; faction: Faction; options: TraitorCardId[] }
  | { type: 'traitor-picked'; faction: Faction; leader: TraitorCardId }
  | { type: 'traitors-chosen' }
  | { type: 'spice-dealt'; amounts: Partial<Record<Faction, number>> }
  | { type: 'forces-placed'; faction: Faction; placements: Placement[]; reserves: number }
  | { type: 'treachery-dealt'; counts: Partial<Record<Faction, number>> }
  | { type: 'treachery-drawn'; faction: Faction; cards: TreacheryCardId[] };
