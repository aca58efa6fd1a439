// Residual Poison's answers: a thinking bot always plays it (a leader the opponent cannot field against it).
import type { AnswerPlugin } from '../../../bots/extension-points.ts';

export const residualPoisonAnswerPlugin = {
  name: 'residual-poison',
  windowCard: { family: 'residual-poison', think: (d, _ctx, card) => ({ type: 'card-window', event: d.id, card }) },
} satisfies AnswerPlugin;
