// The phase's round state (GameState.round) and storm order (1.06.01).
import type { Draft } from '../../types.ts';
import type { ShipmentRound } from './types.ts';

export function shipmentRound(state: Draft): ShipmentRound {
  const r = state.round;
  if (r?.phase !== 'shipment-movement') throw new Error('no shipment-movement round in progress');
  return r;
}
