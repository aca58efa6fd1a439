// The shape of a legal-answer function: given a decision of kind K, the answering seat's own view (or none) and a
// `pick` that varies the choice, it returns an action the engine accepts. Each phase supplies answerers for its own
// decision kinds (phases/<phase>/legal.ts, karama/, card-windows/) and the answers' root
// (plugins/answers.ts) merges them into one table. The types live here, beside types.ts, so that the rules folders do
// not depend on the bots.
import type { Decision, DecisionAction, DecisionKind, PlayerView } from './types.ts';

export type Answerer<K extends DecisionKind> = (decision: Extract<Decision, { kind: K }>, view: PlayerView | null, pick: number) => DecisionAction;

/** One answerer per decision kind: the merged table must cover every kind. */
export type AnswerTable = { [K in DecisionKind]: Answerer<K> };
