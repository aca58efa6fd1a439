// Storm Order (1.01.01): the First Player of the turn, then each next player marker counterclockwise (the storm's
// direction). Seats follow one another counterclockwise (0.10), so this is the seating order rotated to start at
// the First Player. Before the first storm there is no First Player: plain seating order.
import type { Draft, Faction } from './types.ts';

export function stormOrder(state: Pick<Draft, 'firstPlayer' | 'seating'>): Faction[] {
  const at = state.firstPlayer === null ? 0 : Math.max(0, state.seating.indexOf(state.firstPlayer));
  return [...state.seating.slice(at), ...state.seating.slice(0, at)];
}

/**
 * The order of a phase's turns (bidding, revival, shipment and movement, battle): storm order, except that a Juice
 * of Sapho played at the start of the phase puts its player first or last (CHOAM & Richese cache).
 */
export function turnOrder(state: Pick<Draft, 'firstPlayer' | 'seating' | 'juice' | 'turn' | 'phase'>): Faction[] {
  const order = stormOrder(state);
  const juice = state.juice;
  if (!juice || juice.turn !== state.turn || juice.phase !== state.phase) return order;
  const rest = order.filter((f) => f !== juice.faction);
  return juice.position === 'first' ? [juice.faction, ...rest] : [...rest, juice.faction];
}

/** The faction `steps` places to the right of `faction` in `order` (cyclic): the next one in storm order. */
export function toTheRight(order: readonly Faction[], faction: Faction, steps = 1): Faction {
  const at = order.indexOf(faction);
  return order[(at + steps) % order.length]!;
}
