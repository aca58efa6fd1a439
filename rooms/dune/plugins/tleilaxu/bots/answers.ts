// The Tleilaxu's answers (bots/extension-points.ts): their legal answers, the thinking bots' (medium and up) Face
// Dancer reveals and swaps, and Zoal's worth, which the bots judge battles with. Installed by the answers' root
// (plugins/answers.ts).
import type { AnswerPlugin } from '../../../bots/extension-points.ts';
import { tleilaxuAnswers } from '../legal.ts';
import { tleilaxuViewRules } from '../view-rules.ts';
import { answerFaceDancer, answerFaceDancerSwap, answerRevivalFavours } from './decisions.ts';

export const tleilaxuAnswerPlugin = {
  ...tleilaxuViewRules,
  answers: tleilaxuAnswers,
  thinkers: { 'face-dancer': answerFaceDancer, 'face-dancer-swap': answerFaceDancerSwap, 'revival-favours': answerRevivalFavours },
} satisfies AnswerPlugin;
