// The Ixians' bots (bots/extension-points.ts): the thinking bots' (medium and up) HMS placement and movement, their
// cards and their Karama power. Installed by the thinking root (plugins/thinking.ts).
import type { ThinkingPlugin } from '../../../bots/extension-points.ts';
import { ixianKaramaAction } from './karama.ts';
import {
  answerIxianTechnology,
  answerIxianAllySwap,
  answerCyborgReplacement,
  answerHmsMove,
  answerHmsPlace,
  answerIxianSelection,
  answerIxianStartingCard,
} from './decisions.ts';

export const ixiansThinkingPlugin = {
  name: 'ixians',
  karamaPowerAction: ixianKaramaAction,
  thinkers: {
    'hms-place': answerHmsPlace,
    'hms-move': answerHmsMove,
    'ixian-starting-card': answerIxianStartingCard,
    'ixian-selection': answerIxianSelection,
    'cyborg-replacement': answerCyborgReplacement,
    'ixian-ally-swap': answerIxianAllySwap,
    'ixian-technology': answerIxianTechnology,
  },
} satisfies ThinkingPlugin;
