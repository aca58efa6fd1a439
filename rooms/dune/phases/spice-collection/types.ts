// 1.08 Spice Collection: automatic, no decisions. Only events.
import type { Faction, TerritoryId } from '../../types.ts';

export type CollectionDecision = never;
export type CollectionAction = never;
export type CollectionEvent =
  /** 1.08.01: spice taken from a territory to the faction's shield, at `rate` per force (1.08.02). */
  | { type: 'spice-collected'; faction: Faction; territory: TerritoryId; amount: number; forces: number; rate: number }
  /** 1.13.01 (Advanced): spice from the bank for occupying a city or Tuek's Sietch. */
  | { type: 'stronghold-spice'; faction: Faction; territory: TerritoryId; amount: number };
export type CollectionRound = never;
export type CollectionRoundView = never;
