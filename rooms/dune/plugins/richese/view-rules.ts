// Richese's rules a client applies too (view-rules.ts): its face-down No-Field counts as one of its forces where it
// stands, and the rules of its shipment and move (no-field/rules.ts).
import type { BoardToken, TokensBoard } from '../../extension-points/board.ts';
import type { ViewRules } from '../../view-rules.ts';
import { RICHESE } from './state.ts';
import { noFieldMoveProblem, noFieldShipmentProblem } from './no-field/rules.ts';

/** The face-down token, read alike from the game and from any seat's view (each counts it as one of Richese's forces). */
function noFieldTokens(board: TokensBoard): readonly BoardToken[] {
  const at = board.richese?.noField;
  return at ? [{ faction: RICHESE, territory: at.territory, sector: at.sector }] : [];
}

export const richeseViewRules = {
  name: 'richese',
  boardTokens: noFieldTokens,
  tokenShipmentProblem: noFieldShipmentProblem,
  tokenMoveProblem: noFieldMoveProblem,
} satisfies ViewRules;
