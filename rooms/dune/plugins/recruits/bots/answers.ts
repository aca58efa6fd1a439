// Recruits' answers: a thinking bot plays it with at least two forces in the Tanks.
import type { AnswerPlugin } from '../../../bots/extension-points.ts';
import { seatOf } from '../../../bots/board.ts';

export const recruitsAnswerPlugin = {
  name: 'recruits',
  windowCard: {
    family: 'recruits',
    think(d, { view, me }, card) {
      const seat = seatOf(view, me);
      return seat !== undefined && seat.tanks.regular + seat.tanks.elite >= 2 ? { type: 'card-window', event: d.id, card } : null;
    },
  },
} satisfies AnswerPlugin;
