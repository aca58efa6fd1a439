// Storm phase (1.01): decisions, actions, events.
import type { DecisionBase, Faction } from '../../types.ts';

export interface DialStormDecision extends DecisionBase {
  kind: 'dial-storm';
  min: number;
  max: number;
}
export type StormDecision = DialStormDecision;
export type StormAction = { type: 'dial-storm'; event: string; value: number };
export type StormEvent =
  | { type: 'storm-dialed'; faction: Faction; value: number }
  | { type: 'storm-revealed'; dials: Partial<Record<Faction, number>>; fromSector: number; toSector: number; moved: number }
  | { type: 'first-player'; faction: Faction };
/** The storm phase keeps its state in GameState.storm. */
export type StormRound = never;
export type StormRoundView = never;
