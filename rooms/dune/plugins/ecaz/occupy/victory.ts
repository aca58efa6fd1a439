// EC.victory: Ecaz and its ally win together when both occupy three strongholds (each of the three holds forces of
// both). The alliance's ordinary four-stronghold win still stands (the core's).
import type { Draft, Faction, TerritoryId } from '../../../types.ts';
import { fightersIn } from '../../../victory.ts';
import { ECAZ } from '../state.ts';

const CO_OCCUPIED = 3;

/** The strongholds of `controlled` that every member of `unit` occupies. */
export const coOccupied = (state: Draft, unit: readonly Faction[], controlled: readonly TerritoryId[]): TerritoryId[] =>
  controlled.filter((t) => unit.every((f) => fightersIn(state, f, t) > 0));

export function coOccupationWin(state: Draft, unit: readonly Faction[], controlled: readonly TerritoryId[]): boolean {
  if (unit.length !== 2 || !unit.includes(ECAZ)) return false;
  return coOccupied(state, unit, controlled).length >= CO_OCCUPIED;
}
