// Harvester's answers: a thinking bot doubles a blow where it has forces, or where nobody has.
import type { AnswerPlugin } from '../../../bots/extension-points.ts';
import { forcesIn } from '../../../bots/board.ts';

export const harvesterAnswerPlugin = {
  name: 'harvester',
  windowCard: {
    family: 'harvester',
    think(d, { view, me }, card) {
      const blown = view.round && 'lastBlow' in view.round ? view.round.lastBlow : null;
      const where = blown?.territory ?? null;
      const worth = forcesIn(view, where, true, me) > 0 || forcesIn(view, where, false, me) === 0;
      return worth ? { type: 'card-window', event: d.id, card } : null;
    },
  },
} satisfies AnswerPlugin;
