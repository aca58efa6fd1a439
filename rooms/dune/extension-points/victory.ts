// The extension points of victory (1.09.02–1.09.05; one part of Plugin, extension-points.ts; the checks are victory.ts).
import type { Draft, Faction, TerritoryId } from '../types.ts';

export interface VictoryPoints {
  /** Places besides the printed strongholds that count as strongholds for victory now (a stronghold that moves). */
  victoryStrongholds?(state: Draft): readonly TerritoryId[];
  /** Strongholds a victory unit counts beyond those it controls (IT.tech.victory: all three Tech tokens in one hand). */
  extraStrongholds?(state: Draft, unit: readonly Faction[]): number;
  /** Whether a victory unit (a faction, or an alliance) wins by its rules though it holds too few strongholds. */
  unitQualifies?(state: Draft, unit: readonly Faction[], controlled: readonly TerritoryId[]): boolean;
  /** Whether `faction`'s forces in Tuek's Sietch spoil the Fremen's special victory (2.04.09.03), besides the core's three. */
  spoilsFremenVictory?(state: Draft, faction: Faction): boolean;
}
