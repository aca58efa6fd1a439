// Legal answers to Richese's decisions (see bots/legal.ts), from the decision alone: a place, a card and an auction,
// and bids within the limit the decision states, each chosen by `pick`.
import type { Answerer } from '../../answerer.ts';

type RicheseAnswers = {
  'black-market': Answerer<'black-market'>;
  'cache-position': Answerer<'cache-position'>;
  'cache-lot': Answerer<'cache-lot'>;
  'cache-bid': Answerer<'cache-bid'>;
  'cache-sealed-bid': Answerer<'cache-sealed-bid'>;
  'cache-unsold': Answerer<'cache-unsold'>;
};

export const richeseAnswers: RicheseAnswers = {
  'black-market': (d, _view, pick) => {
    if (pick % 3 !== 0 || d.cards.length === 0) return { type: 'black-market', event: d.id, card: null };
    const card = d.cards[pick % d.cards.length]!;
    const claim = pick % 2 === 0 ? card : (d.cards[(pick + 1) % d.cards.length] ?? null);
    if (pick % 4 === 0) return { type: 'black-market', event: d.id, card, method: 'silent', claim };
    return pick % 4 === 1
      ? { type: 'black-market', event: d.id, card, method: 'normal', claim }
      : { type: 'black-market', event: d.id, card, method: 'once-around', direction: 'right', claim };
  },
  'cache-position': (d, _view, pick) => ({ type: 'cache-position', event: d.id, at: pick % 2 === 0 ? 'first' : 'last' }),
  'cache-lot': (d, _view, pick) => {
    const card = d.cards[pick % d.cards.length]!;
    return pick % 3 === 0
      ? { type: 'cache-lot', event: d.id, card, method: 'silent' }
      : { type: 'cache-lot', event: d.id, card, method: 'once-around', direction: pick % 3 === 1 ? 'right' : 'left' };
  },
  'cache-bid': (d, _view, pick) => {
    const amount = d.highBid + 1 + (pick % 3);
    return { type: 'cache-bid', event: d.id, amount: pick % 4 !== 3 && amount <= d.maxBid ? amount : 0 };
  },
  'cache-sealed-bid': (d, _view, pick) => ({ type: 'cache-sealed-bid', event: d.id, amount: Math.min(d.maxBid, pick % 5) }),
  'cache-unsold': (d, _view, pick) => ({ type: 'cache-unsold', event: d.id, keep: pick % 3 !== 0 }),
};
