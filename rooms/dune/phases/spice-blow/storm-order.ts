// Storm Order (1.01.01): the First Player of the turn, then each next player marker counterclockwise (the storm's
// direction). Same rule as the bidding phase's copy; belongs in board/sectors.ts once a shared helper exists.
import { distanceAhead } from '../../board/sectors.ts';
import type { Faction, GameState } from '../../types.ts';

export function stormOrder(state: GameState): Faction[] {
  const first = state.firstPlayer ?? state.seating[0]!;
  const from = state.factions[first]!.marker;
  const ahead = (f: Faction): number => distanceAhead(from, state.factions[f]!.marker);
  return [...state.seating].sort((a, b) => ahead(a) - ahead(b));
}
