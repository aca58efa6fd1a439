// The legal answer to the Tech tokens' decision (see bots/legal.ts): one of the tokens offered, or none, by `pick`.
import type { Answerer } from '../../answerer.ts';

export const techTokenAnswers: { 'take-tech-token': Answerer<'take-tech-token'> } = {
  'take-tech-token': (d, _view, pick) => ({ type: 'take-tech-token', event: d.id, token: d.tokens[pick % (d.tokens.length + 1)] ?? null }),
};
