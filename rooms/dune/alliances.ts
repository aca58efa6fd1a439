// Alliances (1.10): at most one ally per faction, public.
import type { Draft, Faction } from './types.ts';

export function allyOf(state: { readonly alliances: readonly (readonly [Faction, Faction])[] }, faction: Faction): Faction | null {
  const pair = state.alliances.find(([a, b]) => a === faction || b === faction);
  if (!pair) return null;
  return pair[0] === faction ? pair[1] : pair[0];
}

/** Two factions as an alliance is recorded: in seating order. */
export function alliancePair(state: Pick<Draft, 'seating'>, a: Faction, b: Faction): [Faction, Faction] {
  return state.seating.indexOf(a) < state.seating.indexOf(b) ? [a, b] : [b, a];
}

export function areAllied(state: Pick<Draft, 'alliances'>, a: Faction, b: Faction): boolean {
  return allyOf(state, a) === b;
}
