// Ecaz's bots (bots/extension-points.ts): the thinking bots' (medium and up) Ambassadors. Installed by the thinking root
// (plugins/thinking.ts).
import type { ThinkingPlugin } from '../../../bots/extension-points.ts';
import { answerOccupyFighter } from './occupy.ts';
import { answerAlliance, answerEcazKarama, answerEffect, answerPlacement, answerTrigger } from './decisions.ts';

export const ecazThinkingPlugin = {
  name: 'ecaz',
  thinkers: {
    'ambassador-place': answerPlacement,
    'ambassador-trigger': answerTrigger,
    'ambassador-effect': answerEffect,
    'ambassador-alliance': answerAlliance,
    'ecaz-karama': answerEcazKarama,
    'occupy-fighter': answerOccupyFighter,
  },
} satisfies ThinkingPlugin;
