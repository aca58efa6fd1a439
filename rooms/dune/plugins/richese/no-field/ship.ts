// RI.no-field: Richese ships a No-Field face down in place of a force, for the price of one force (the core's shipment
// with the action's `noField`), never the token placed last; a token already on the planet is revealed as the new one
// lands, so one at most stands there. HW.richese.high: forces from reserves may go along with it.
import type { Context } from '../../../context.ts';
import type { ShipTerms } from '../../../extension-points.ts';
import type { ShipAction } from '../../../phases/shipment-movement/ship.ts';
import type { ShipDecision } from '../../../phases/shipment-movement/types.ts';
import type { Draft, Faction } from '../../../types.ts';
import { noFieldEscort } from '../../homeworlds/richese.ts';
import { RICHESE } from '../state.ts';
import { placeableTokens, placeToken, revealNoField } from './token.ts';

/** The ship decision's No-Field terms: Richese's tokens it may place (none for another faction). */
export function noFieldShipTerms(state: Draft, faction: Faction): ShipTerms {
  if (faction !== RICHESE || !state.richese) return {};
  return { noFields: placeableTokens(state), ...(noFieldEscort(state) ? { noFieldEscort: true as const } : {}) };
}

/** After a No-Field shipment landed: the token on the planet before it is revealed, and the new one stands face down. */
export function noFieldShipped(ctx: Context, decision: ShipDecision, action: ShipAction): void {
  if (decision.seat !== RICHESE || action.noField === undefined || action.mode !== 'reserves') return;
  revealNoField(ctx, 'shipment');
  placeToken(ctx, action.noField, action.to!);
}
