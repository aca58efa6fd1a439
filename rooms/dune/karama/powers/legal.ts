// Legal answers for the faction Karama powers' decisions (bots/legal.ts): 1.14.04, any `count` distinct cards of the
// Harkonnen's own choices, a run starting where `pick` says.
import type { Answerer } from '../../answerer.ts';

export const karamaPowerAnswers: { 'harkonnen-return': Answerer<'harkonnen-return'> } = {
  'harkonnen-return': (d, _view, pick) => {
    const from = pick % d.choices.length;
    const cards = Array.from({ length: d.count }, (_, i) => d.choices[(from + i) % d.choices.length]!);
    return { type: 'harkonnen-return', event: d.id, cards };
  },
};
