// A legal answer to any decision, chosen from the seat's own view and the decision (never from hidden state),
// varied by `pick`. Tests, the load tester and the simulator use it; each phase supplies answers for its own
// decision kinds (phases/<phase>/legal.ts, typed by answerer.ts), merged here.
import type { Decision, DecisionAction, DecisionKind, PlayerView } from '../types.ts';
import type { AnswerTable, Answerer } from '../answerer.ts';
import { setupAnswers } from '../phases/setup/legal.ts';
import { stormAnswers } from '../phases/storm/legal.ts';
import { spiceBlowAnswers } from '../phases/spice-blow/legal.ts';
import { choamAnswers } from '../phases/choam-charity/legal.ts';
import { biddingAnswers } from '../phases/bidding/legal.ts';
import { revivalAnswers } from '../phases/revival/legal.ts';
import { shipmentAnswers } from '../phases/shipment-movement/legal.ts';
import { battleAnswers } from '../phases/battle/legal.ts';
import { collectionAnswers } from '../phases/spice-collection/legal.ts';
import { mentatAnswers } from '../phases/mentat-pause/legal.ts';
import { karamaAnswers } from '../karama/legal.ts';
import { cardWindowAnswers } from '../card-windows/legal.ts';
import { nullentropyAnswers } from '../nullentropy/legal.ts';
import { karamaPowerAnswers } from '../karama/powers/legal.ts';
import { skillAnswers } from '../plugins/leader-skills/legal.ts';
import { choamFactionAnswers } from '../plugins/choam/legal.ts';
import { homeworldAnswers } from '../plugins/homeworlds/legal.ts';

const ANSWERS: AnswerTable = {
  ...setupAnswers,
  ...stormAnswers,
  ...spiceBlowAnswers,
  ...choamAnswers,
  ...biddingAnswers,
  ...revivalAnswers,
  ...shipmentAnswers,
  ...battleAnswers,
  ...collectionAnswers,
  ...mentatAnswers,
  ...karamaAnswers,
  ...cardWindowAnswers,
  ...nullentropyAnswers,
  ...karamaPowerAnswers,
  ...skillAnswers,
  ...choamFactionAnswers,
  ...homeworldAnswers,
};

export function legalAnswer(decision: Decision, pick = 0, view: PlayerView | null = null): DecisionAction {
  const answer = (ANSWERS[decision.kind] as Answerer<DecisionKind>)(decision as never, view, pick);
  return answer.type === 'choam-market' && view?.private ? heldSale(answer, view.private.hand) : answer;
}

/**
 * CH.sale from the hand held now: a free action (a Distrans) may have moved a card since the market's offers were
 * made, and a trade needs a card left after the sale.
 */
function heldSale(answer: Extract<DecisionAction, { type: 'choam-market' }>, hand: readonly string[]): DecisionAction {
  const sell = answer.sell.filter((c) => hand.includes(c));
  return { ...answer, sell, trade: answer.trade && sell.length < hand.length };
}
