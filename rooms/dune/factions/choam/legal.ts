// Legal answers to CHOAM's decisions (see bots/legal.ts): from the decision and the seat's own view only.
import type { Answerer } from '../../answerer.ts';

export const choamFactionAnswers: {
  'choam-market': Answerer<'choam-market'>;
  'choam-trade': Answerer<'choam-trade'>;
  'choam-inflation': Answerer<'choam-inflation'>;
} = {
  // Sells every Worthless card on odd picks (a duplicate's copies only when one other card of its name stays).
  'choam-market': (d, _view, pick) => {
    const sell = pick % 2 === 1 ? d.offers.filter((o) => o.price === 2).map((o) => o.card) : [];
    return { type: 'choam-market', event: d.id, sell, trade: d.tradeWith !== null && pick % 3 === 0 };
  },
  'choam-inflation': (d, _view, pick) => ({ type: 'choam-inflation', event: d.id, side: pick % 4 === 1 ? 'double' : pick % 4 === 3 ? 'cancel' : null }),
  'choam-trade': (d, view, pick) => ({ type: 'choam-trade', event: d.id, give: pick % 2 === 0 ? (view?.private?.hand[0] ?? null) : null }),
};
