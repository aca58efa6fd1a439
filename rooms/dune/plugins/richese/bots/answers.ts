// Richese's answers (bots/extension-points.ts): the legal ones and the thinking bots' cache lot and bids on it.
// Installed by the answers' root (plugins/answers.ts).
import type { AnswerPlugin } from '../../../bots/extension-points.ts';
import { richeseAnswers } from '../legal.ts';
import { richeseGiftAction, richeseKaramaAction } from './free.ts';
import { answerBlackMarket, answerCacheBid, answerCacheLot, answerCachePosition, answerCacheSealedBid, answerCacheUnsold } from './decisions.ts';

export const richeseAnswerPlugin = {
  name: 'richese',
  answers: richeseAnswers,
  karamaPowerAction: richeseKaramaAction,
  freeAction: richeseGiftAction,
  thinkers: {
    'black-market': answerBlackMarket,
    'cache-position': answerCachePosition,
    'cache-lot': answerCacheLot,
    'cache-bid': answerCacheBid,
    'cache-sealed-bid': answerCacheSealedBid,
    'cache-unsold': answerCacheUnsold,
  },
} satisfies AnswerPlugin;
