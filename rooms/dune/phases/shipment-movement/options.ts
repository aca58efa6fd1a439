// The shipment-movement decisions' options for their seat's view (decision-options.ts): where a shipment may go and
// come from, and which stacks may move where.
import type { DecisionOptions } from '../../decision-options.ts';
import { moveAllowed, moveOptions } from './move-options.ts';
import { shipAllowed, shipOptions } from './ship-options.ts';

export const shipmentOptions: { ship: DecisionOptions<'ship'>; move: DecisionOptions<'move'> } = {
  ship: { fill: shipOptions, allowed: shipAllowed },
  move: { fill: moveOptions, allowed: moveAllowed },
};
