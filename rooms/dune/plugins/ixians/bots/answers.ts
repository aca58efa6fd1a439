// The Ixians' answers (bots/extension-points.ts): their legal answers and the thinking bots' (medium and up) HMS
// placement and movement, with their view-level rules. Installed by the answers' root (plugins/answers.ts).
import type { AnswerPlugin } from '../../../bots/extension-points.ts';
import { ixiansAnswers } from '../legal.ts';
import { ixiansViewRules } from '../view-rules.ts';
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

export const ixiansAnswerPlugin = {
  ...ixiansViewRules,
  answers: ixiansAnswers,
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
} satisfies AnswerPlugin;
