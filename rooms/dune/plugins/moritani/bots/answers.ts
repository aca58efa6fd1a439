// Moritani's answers (bots/extension-points.ts): its legal answers and the Aftermath's view-level rule. Installed by
// the answers' root (plugins/answers.ts); its bots are in thinking.ts.
import type { AnswerPlugin } from '../../../bots/extension-points.ts';
import { moritaniAnswers } from '../legal.ts';
import { moritaniViewRules } from '../view-rules.ts';

export const moritaniAnswerPlugin = {
  ...moritaniViewRules,
  answers: moritaniAnswers,
} satisfies AnswerPlugin;
