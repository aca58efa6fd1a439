// The No-Field's shipment and move rules, view-level (the handlers, the options and the bots ask them alike). RI.no-field:
// Richese ships one of the tokens its decision offers, from off-planet, onto a territory of Arrakis (no homeworld, no
// HMS), face down and alone (HW.richese.high: forces may go along); RI.ally.no-field: its ally's token, revealed at
// once, brings its value in the ally's forces, as far as its reserves go; RI.no-field, HW.richese.low: the token moves
// with a group of its sector, never onto the HMS, and not at all on Richese's low face.
import { isHomeworld } from '../../../board/homeworlds.ts';
import { attachmentsOn } from '../../../board/movement.ts';
import { tokensIn } from '../../../board/tokens.ts';
import type { BoardView } from '../../../phases/shipment-movement/board-view.ts';
import type { MoveAction } from '../../../phases/shipment-movement/move.ts';
import type { ShipAction, Shipper } from '../../../phases/shipment-movement/ship.ts';
import type { MoveDecision, ShipDecision } from '../../../phases/shipment-movement/types.ts';
import type { EngineError, Faction, TerritoryId } from '../../../types.ts';

const code = (c: EngineError['code'], message: string): EngineError => ({ code: c, message });

/** Whether a place is off the territories of Arrakis: a homeworld, or a place sitting on the board (the HMS). */
const offArrakis = (board: BoardView, territory: TerritoryId | undefined): boolean =>
  territory !== undefined && (isHomeworld(territory) || attachmentsOn(board).some((a) => a.place === territory));

export function noFieldShipmentProblem(board: BoardView, shipper: Shipper, decision: ShipDecision, action: ShipAction): string | EngineError | null {
  if (!decision.noFields?.includes(action.noField!)) return code('NOT_ELIGIBLE', `RI.no-field: you may not ship the No-Field ${String(action.noField)} now`);
  if (action.mode !== 'reserves' || decision.fremenSend) return 'RI.no-field: a No-Field is shipped from off-planet';
  if (offArrakis(board, action.to?.territory)) return code('NOT_ELIGIBLE', 'RI.no-field: a No-Field lands on a territory of Arrakis');
  const count = action.count ?? 0;
  const elite = action.elite ?? 0;
  if (decision.noFieldOpen) {
    const brings = Math.min(action.noField!, shipper.reserves.regular + shipper.reserves.elite);
    return count === brings ? null : `RI.ally.no-field: the No-Field ${action.noField} brings ${brings} of your forces (count ${brings})`;
  }
  if (action.noFieldRevealed !== undefined) {
    // NX.richese.cunning: the second token, revealed at once, brings its value in forces (as far as the reserves go).
    const second = action.noFieldRevealed;
    if (!decision.noFieldPair) return code('NOT_ELIGIBLE', 'NX.richese.cunning: only with Richese’s Cunning played this turn');
    if (second === action.noField || !decision.noFields.includes(second))
      return code('NOT_ELIGIBLE', `NX.richese.cunning: the second No-Field is another of ${decision.noFields.join(', ')}`);
    const brings = Math.min(second, shipper.reserves.regular);
    return count === 1 + brings && elite === 0 ? null : `NX.richese.cunning: the No-Fields ${action.noField} and ${second} bring count ${1 + brings}`;
  }
  if (count > 1 && !decision.noFieldEscort) return 'RI.no-field: a No-Field is shipped alone (count 1)';
  if (count - elite < 1) return 'RI.no-field: the No-Field is one of the regular forces counted';
  return null;
}

export function noFieldMoveProblem(board: BoardView, mover: Faction, decision: MoveDecision, action: MoveAction): string | EngineError | null {
  if (action.noField !== true) return 'noField is true or absent';
  if (!(action.groups ?? []).some((g) => tokensIn(board, mover, action.from!, g.sector) > 0))
    return code('NOT_HELD', 'RI.no-field: your No-Field is not among the forces moved');
  if (decision.noFieldFixed) return code('NOT_ELIGIBLE', 'HW.richese.low: the No-Field may not move while Richese shows its low face');
  if (offArrakis(board, action.to?.territory)) return code('NOT_ELIGIBLE', 'RI.no-field: the No-Field stays on the territories of Arrakis');
  return null;
}
