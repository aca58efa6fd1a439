// Storm order (1.01.01): the First Player, then each next player marker the storm would reach, i.e. each player
// "to the right" of the previous one. Shared by the whole bidding phase.
// (Belongs in board/sectors.ts for every phase to use; kept here because that file is not this phase's.)
import { distanceAhead } from '../../board/sectors.ts';
import type { Faction, GameState } from '../../types.ts';

export function stormOrder(state: GameState): Faction[] {
  const first = state.firstPlayer ?? state.seating[0]!;
  const from = state.factions[first]!.marker;
  return [...state.seating].sort((a, b) => distanceAhead(from, state.factions[a]!.marker) - distanceAhead(from, state.factions[b]!.marker));
}

/** The faction `steps` places to the right of `faction` in `order` (cyclic). */
export function toTheRight(order: readonly Faction[], faction: Faction, steps = 1): Faction {
  const at = order.indexOf(faction);
  return order[(at + steps) % order.length]!;
}
