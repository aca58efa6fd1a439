// Legal answers for a Nullentropy Box search (bots/legal.ts): any candidate of the seat's own decision.
import type { Answerer } from '../../answerer.ts';

export const nullentropyAnswers: { nullentropy: Answerer<'nullentropy'> } = {
  nullentropy: (d, _view, pick) => ({ type: 'nullentropy', event: d.id, card: d.candidates[pick % d.candidates.length]! }),
};
