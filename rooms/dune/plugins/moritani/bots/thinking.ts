// Moritani's bots (bots/extension-points.ts): the thinking bots' (medium and up) set-up, Terror tokens and their
// effects, and the answers others give its offers and its Extortion. Installed by the thinking root (plugins/thinking.ts).
import type { ThinkingPlugin } from '../../../bots/extension-points.ts';
import {
  answerAllyKeep,
  answerAssassinate,
  answerGrummanRemove,
  answerMoritaniKarama,
  answerExtortion,
  answerPlacement,
  answerTerrorAlliance,
  answerTerrorDiscard,
  answerTerrorEffect,
  answerTerrorPlace,
  answerTerrorTrigger,
} from './decisions.ts';

export const moritaniThinkingPlugin = {
  name: 'moritani',
  thinkers: {
    'moritani-placement': answerPlacement,
    'terror-place': answerTerrorPlace,
    'terror-trigger': answerTerrorTrigger,
    'terror-effect': answerTerrorEffect,
    'terror-alliance': answerTerrorAlliance,
    'extortion-pay': answerExtortion,
    'terror-discard': answerTerrorDiscard,
    'moritani-ally-keep': answerAllyKeep,
    'moritani-assassinate': answerAssassinate,
    'moritani-karama': answerMoritaniKarama,
    'grumman-remove': answerGrummanRemove,
  },
} satisfies ThinkingPlugin;
