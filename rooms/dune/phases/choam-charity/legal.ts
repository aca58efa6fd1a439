// Legal answers to CHOAM Charity decisions (see bots/legal.ts): claim whenever the decision says it pays.
import type { Answerer } from '../../answerer.ts';

export const choamAnswers: { 'claim-charity': Answerer<'claim-charity'> } = {
  'claim-charity': (d, _view, pick) => ({ type: 'claim-charity', event: d.id, claim: d.amount > 0 && pick % 5 !== 4 }),
};
