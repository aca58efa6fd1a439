// CHOAM's answers (bots/extension-points.ts): its legal answers and view-level rules. Installed by the answers' root
// (plugins/answers.ts); its bots are in thinking.ts.
import type { AnswerPlugin } from '../../../bots/extension-points.ts';
import { choamFactionAnswers } from '../legal.ts';
import { choamViewRules } from '../view-rules.ts';

export const choamAnswerPlugin = {
  name: 'choam',
  ...choamViewRules,
  answers: choamFactionAnswers,
} satisfies AnswerPlugin;
