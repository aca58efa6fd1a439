// The phase's round state (GameState.round) and storm order (1.06.01).
import type { GameState, Faction } from '../../types.ts';
import type { ShipmentRound } from './types.ts';

/** 1.06.01: the First Player, then the others in storm order (seating order is storm order, 0.07). */
export function stormOrder(state: GameState): Faction[] {
  const first = state.firstPlayer && state.seating.includes(state.firstPlayer) ? state.seating.indexOf(state.firstPlayer) : 0;
  return [...state.seating.slice(first), ...state.seating.slice(0, first)];
}

export function shipmentRound(state: GameState): ShipmentRound {
  const r = state.round;
  if (!r || r.phase !== 'shipment-movement') throw new Error('no shipment-movement round in progress');
  return r;
}
