// Nullentropy Box: a thinking bot takes the candidate worth most to its hand, from its own private decision only.
import type { Decision, DecisionAction } from '../types.ts';
import type { BotContext } from './context.ts';
import { myHand } from './board.ts';
import { cardValue } from './cards.ts';

export function answerNullentropy(d: Extract<Decision, { kind: 'nullentropy' }>, ctx: BotContext): DecisionAction {
  const hand = myHand(ctx.view);
  const best = [...d.candidates].sort((a, b) => cardValue(b, hand) - cardValue(a, hand) || a.localeCompare(b))[0]!;
  return { type: 'nullentropy', event: d.id, card: best };
}
