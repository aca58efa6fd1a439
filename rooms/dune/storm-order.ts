// Storm Order (1.01.01): the First Player of the turn, then each next player marker counterclockwise (the storm's
// direction). Seats follow one another counterclockwise (0.10), so this is the seating order rotated to start at
// the First Player. Before the first storm there is no First Player: plain seating order.
import { plugins } from './extension-points.ts';
import type { Draft, Faction } from './types.ts';

export function stormOrder(state: Pick<Draft, 'firstPlayer' | 'seating'>): Faction[] {
  const at = state.firstPlayer === null ? 0 : Math.max(0, state.seating.indexOf(state.firstPlayer));
  return [...state.seating.slice(at), ...state.seating.slice(0, at)];
}

/**
 * The order of a phase's turns (bidding, revival, shipment and movement, battle): storm order, except that a card
 * played at the start of the phase may put its player first or last (a plug-in's `turnOrder`: Juice of Sapho).
 */
export function turnOrder(state: Draft): Faction[] {
  return plugins().reduce<Faction[]>((order, p) => p.turnOrder?.(state, order) ?? order, stormOrder(state));
}

/** The faction `steps` places to the right of `faction` in `order` (cyclic): the next one in storm order. */
export function toTheRight(order: readonly Faction[], faction: Faction, steps = 1): Faction {
  const at = order.indexOf(faction);
  return order[(at + steps) % order.length]!;
}
