// A legal answer to any decision, chosen from the seat's own view and the decision (never from hidden state),
// varied by `pick`. Tests, the load tester, the simulator and the SDK use it; each phase supplies answers for its own
// decision kinds (bots/core-answers.ts) and each plug-in for its own, joined by the answers' root (plugins/answers.ts).
import type { Decision, DecisionAction, DecisionKind, PlayerView } from '../types.ts';
import type { Answerer } from '../answerer.ts';
import { answererOf } from './extension-points.ts';

export function legalAnswer(decision: Decision, pick = 0, view: PlayerView | null = null): DecisionAction {
  const answer = (answererOf(decision.kind) as Answerer<DecisionKind>)(decision as never, view, pick);
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
