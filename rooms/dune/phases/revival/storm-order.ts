// The order in which revival decisions are taken. 1.05.00 says revival has no Storm Order; a server still needs
// one order to ask in, so it asks in Storm Order: the First Player (1.01.01), then the next seats in seating order
// (seats follow one another counterclockwise, the storm's direction, 0.10).
// Kept here until a shared helper exists (spice-blow has its own copy, computed from the markers).
import type { Faction, GameState } from '../../types.ts';

export function stormOrder(state: GameState): Faction[] {
  const start = state.firstPlayer === null ? 0 : Math.max(0, state.seating.indexOf(state.firstPlayer));
  return [...state.seating.slice(start), ...state.seating.slice(0, start)];
}
