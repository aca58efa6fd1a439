// Legal answers to the Homeworlds variant's decisions (see bots/legal.ts): from the decision and the seat's own view.
import type { Answerer } from '../answerer.ts';

export const homeworldAnswers: { 'discard-down': Answerer<'discard-down'> } = {
  // Discards from the start of the hand, rotated by `pick`.
  'discard-down': (d, view, pick) => {
    const hand = view?.private?.hand ?? [];
    const from = hand.length === 0 ? 0 : pick % hand.length;
    const cards = Array.from({ length: Math.min(d.count, hand.length) }, (_, i) => hand[(from + i) % hand.length]!);
    return { type: 'discard-down', event: d.id, cards };
  },
};
