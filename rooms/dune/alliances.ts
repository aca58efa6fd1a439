// Alliances (1.10): at most one ally per faction, public.
import type { Faction, GameState } from './types.ts';

export function allyOf(state: Pick<GameState, 'alliances'>, faction: Faction): Faction | null {
  const pair = state.alliances.find(([a, b]) => a === faction || b === faction);
  if (!pair) return null;
  return pair[0] === faction ? pair[1] : pair[0];
}

export function areAllied(state: Pick<GameState, 'alliances'>, a: Faction, b: Faction): boolean {
  return allyOf(state, a) === b;
}
