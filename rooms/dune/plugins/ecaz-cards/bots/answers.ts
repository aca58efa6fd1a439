// The answers for the Ecaz & Moritani cards: a thinking bot plays Recruits with at least two forces in the Tanks; the
// slot cards' terms are the rules' own (view-rules.ts).
import type { AnswerPlugin } from '../../../bots/extension-points.ts';
import { seatOf } from '../../../bots/board.ts';
import { ecazCardsViewRules } from '../view-rules.ts';

export const ecazCardsAnswerPlugin = {
  name: 'ecaz-cards',
  ...ecazCardsViewRules,
  windowCard: {
    family: 'recruits',
    think(d, { view, me }, card) {
      const seat = seatOf(view, me);
      return seat !== undefined && seat.tanks.regular + seat.tanks.elite >= 2 ? { type: 'card-window', event: d.id, card } : null;
    },
  },
} satisfies AnswerPlugin;
