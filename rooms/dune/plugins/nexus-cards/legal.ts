// Legal answers to the Nexus cards' decisions (see bots/legal.ts), varied with `pick`: a draw on even picks (with the
// own card redrawn every fourth), and the first traitor cards offered given back.
import type { Answerer } from '../../answerer.ts';

export const nexusAnswers: { 'nexus-draw': Answerer<'nexus-draw'>; 'nexus-traitors': Answerer<'nexus-traitors'> } = {
  'nexus-draw': (d, _view, pick) => ({ type: 'nexus-draw', event: d.id, draw: pick % 2 === 0, ...(pick % 4 === 0 ? { redrawOwn: true } : {}) }),
  'nexus-traitors': (d, _view, pick) => {
    const start = pick % Math.max(1, d.options.length - d.count + 1);
    return { type: 'nexus-traitors', event: d.id, cards: d.options.slice(start, start + d.count) };
  },
};
