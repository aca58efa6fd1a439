// Richese's bots (bots/extension-points.ts): the thinking bots' cache lot and bids on it, the Black Market, the Karama
// purchase, gifts to the ally, and the No-Field's shipments and reveals. Installed by the thinking root
// (plugins/thinking.ts).
import type { ThinkingPlugin } from '../../../bots/extension-points.ts';
import { richeseGiftAction, richeseKaramaAction } from './free.ts';
import { allyNoFieldToggle, noFieldLanding, noFieldReveal } from './no-field.ts';
import { answerBlackMarket, answerCacheBid, answerCacheLot, answerCachePosition, answerCacheSealedBid, answerCacheUnsold } from './decisions.ts';

export const richeseThinkingPlugin = {
  name: 'richese',
  karamaPowerAction: richeseKaramaAction,
  freeAction: (view, pick) => richeseGiftAction(view, pick) ?? noFieldReveal(view, pick) ?? allyNoFieldToggle(view, pick),
  tokenLanding: noFieldLanding,
  thinkers: {
    'black-market': answerBlackMarket,
    'cache-position': answerCachePosition,
    'cache-lot': answerCacheLot,
    'cache-bid': answerCacheBid,
    'cache-sealed-bid': answerCacheSealedBid,
    'cache-unsold': answerCacheUnsold,
  },
} satisfies ThinkingPlugin;
