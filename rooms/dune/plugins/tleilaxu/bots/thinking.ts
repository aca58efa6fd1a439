// The Tleilaxu's bots (bots/extension-points.ts): the thinking bots' (medium and up) Face Dancer reveals and swaps, and
// their revival favours. Installed by the thinking root (plugins/thinking.ts).
import type { ThinkingPlugin } from '../../../bots/extension-points.ts';
import { answerFaceDancer, answerFaceDancerSwap, answerRevivalFavours } from './decisions.ts';

export const tleilaxuThinkingPlugin = {
  name: 'tleilaxu',
  thinkers: { 'face-dancer': answerFaceDancer, 'face-dancer-swap': answerFaceDancerSwap, 'revival-favours': answerRevivalFavours },
} satisfies ThinkingPlugin;
