// Storm phase (1.01): decisions, actions, events, round state.
import type { DecisionBase, Faction, TerritoryId } from '../../types.ts';

/** 0.16 (0–20) on turn 1, 1.01.02 (1–3) afterwards: a secret dial on the battle wheel. */
export interface DialStormDecision extends DecisionBase {
  kind: 'dial-storm';
  min: number;
  max: number;
}

/**
 * 3.01.23: offered in secret to every seat (holder or not, so nobody learns who holds the card) once the dials are
 * revealed, before the storm moves. `movement` is the movement the dials give.
 */
export interface WeatherControlDecision extends DecisionBase {
  kind: 'weather-control';
  movement: number;
  /** Largest move Weather Control allows (10); 0 means the storm does not move. */
  max: number;
}

/**
 * 3.01.07: offered in secret to every seat that, by public information (its forces on the board), could play the
 * card: forces on or next to the Shield Wall with no storm between them and it. `movement` is the final movement.
 */
export interface FamilyAtomicsDecision extends DecisionBase {
  kind: 'family-atomics';
  movement: number;
}

export type StormDecision = DialStormDecision | WeatherControlDecision | FamilyAtomicsDecision;

export type StormAction =
  | { type: 'dial-storm'; event: string; value: number }
  /** `move`: null keeps the card (or: holds none); 0–10 plays Weather Control and moves the storm that many sectors. */
  | { type: 'weather-control'; event: string; move: number | null }
  | { type: 'family-atomics'; event: string; play: boolean };

export type StormEvent =
  | { type: 'storm-dialed'; faction: Faction; value: number }
  /** Turn 1 (0.16): dials revealed and the storm placed. */
  | { type: 'storm-revealed'; dials: Partial<Record<Faction, number>>; fromSector: number; toSector: number; moved: number }
  /** Turns 2+ (1.01.02): dials revealed; the storm has not moved yet. */
  | { type: 'storm-dials-revealed'; dials: Partial<Record<Faction, number>>; movement: number }
  | { type: 'storm-card-drawn'; card: number }
  | { type: 'storm-card-revealed'; card: number; movement: number }
  | { type: 'weather-control-played'; faction: Faction; move: number }
  | { type: 'family-atomics-played'; faction: Faction }
  | { type: 'storm-moved'; fromSector: number; toSector: number; moved: number }
  /** Forces sent to the Tleilaxu Tanks by the storm (1.01.03) or by Family Atomics (3.01.07). */
  | {
      type: 'storm-forces-destroyed';
      cause: 'storm' | 'family-atomics';
      faction: Faction;
      territory: TerritoryId;
      sector: number;
      regular: number;
      elite: number;
      advisors: number;
    }
  /** 1.01.03: spice returned to the bank. */
  | { type: 'storm-spice-destroyed'; territory: TerritoryId; sector: number; amount: number }
  | { type: 'first-player'; faction: Faction };

export type StormStep = 'first-storm' | 'revealed' | 'dial' | 'weather-control' | 'family-atomics' | 'adjust' | 'moved';

/**
 * Turns 2+: the phase's progress between decisions. Secret card answers wait here until every seat has answered;
 * nothing of it is shown before the reveal (StormRoundView is built from public fields only).
 */
export interface StormRound {
  phase: 'storm';
  /** Sectors the storm will move; null until the dials are revealed. */
  movement: number | null;
  /** Secret answers to the Weather Control window: the seat that played it and its move. */
  weatherControl: { faction: Faction; move: number } | null;
  /** Secret answer to the Family Atomics window: the seat that played it. */
  familyAtomics: Faction | null;
  /** Public once revealed: who played which card this phase. */
  played: { weatherControl: Faction | null; familyAtomics: Faction | null };
}

export interface StormRoundView {
  phase: 'storm';
  movement: number | null;
  weatherControl: Faction | null;
  familyAtomics: Faction | null;
  shieldWallDestroyed: boolean;
}
