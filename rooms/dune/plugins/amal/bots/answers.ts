// Amal's answers: a thinking bot plays it when it has little spice of its own to lose.
import type { AnswerPlugin } from '../../../bots/extension-points.ts';

export const amalAnswerPlugin = {
  name: 'amal',
  windowCard: {
    family: 'amal',
    think: (d, ctx, card) => ((ctx.view.private?.spice ?? 0) <= 4 ? { type: 'card-window', event: d.id, card } : null),
  },
} satisfies AnswerPlugin;
