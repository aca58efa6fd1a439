// RI.no-field: the No-Field moves as a force, when a move names it (the core's move with the action's `noField`).
// HW.richese.low: it may not move while Richese's homeworld shows its low face.
import type { Context } from '../../../context.ts';
import type { MoveTerms } from '../../../extension-points.ts';
import type { MoveAction } from '../../../phases/shipment-movement/move.ts';
import type { MoveDecision } from '../../../phases/shipment-movement/types.ts';
import type { Draft, Faction } from '../../../types.ts';
import { noFieldFixed } from '../../homeworlds/richese.ts';
import { RICHESE, richeseOf } from '../state.ts';
import { noFieldOn } from './token.ts';

/** Richese's move decision: its No-Field stays put on Richese's low face. */
export function noFieldMoveTerms(state: Draft, faction: Faction): MoveTerms {
  return faction === RICHESE && noFieldOn(state) && noFieldFixed(state) ? { noFieldFixed: true } : {};
}

/** After a move naming the No-Field: the token stands where the move ended. */
export function noFieldMoved(ctx: Context, decision: MoveDecision, action: MoveAction): void {
  if (decision.seat !== RICHESE || action.noField !== true) return;
  const token = noFieldOn(ctx.state);
  if (!token) throw new Error('a move named a No-Field that is not on the planet');
  richeseOf(ctx.state).noField = { token: token.token, territory: action.to!.territory, sector: action.to!.sector };
}
