// DS.ornithopter: the Ornithopter token, kept by its revealer. On a later turn, one of its moves may fly: that group
// crosses up to 3 territories (a Kulon's one more too) instead of its usual range, as an Ornithopter card played for
// range would take it; the token then leaves the game. Not with an Ornithopter card in the same move.
import type { Context } from '../../context.ts';
import type { MoveTerms } from '../../extension-points.ts';
import type { MoveAction } from '../../phases/shipment-movement/move.ts';
import type { MoveDecision } from '../../phases/shipment-movement/types.ts';
import type { Draft, Faction } from '../../types.ts';
import { discoveryOf } from './state.ts';

/** DS.ornithopter: how far a flight takes a group. */
const FLIGHT_RANGE = 3;

/** The move decision's terms: a flight for the token's keeper from the turn after it was revealed. */
export function flightTerms(state: Draft, faction: Faction): MoveTerms {
  const flight = discoveryOf(state)?.flight;
  return flight && flight.faction === faction && flight.turn < state.turn ? { flight: FLIGHT_RANGE } : {};
}

/** A move that flies spends the token. */
export function flightTaken(ctx: Context, decision: MoveDecision, action: MoveAction): void {
  const part = discoveryOf(ctx.state);
  if (!action.flight || !part?.flight) return;
  delete part.flight;
  part.gone.push('ornithopter');
  ctx.emit({ type: 'discovery-flight', faction: decision.seat, from: action.from!, to: action.to!.territory });
}
