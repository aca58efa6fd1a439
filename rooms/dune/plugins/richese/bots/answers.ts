// Richese's answers (bots/extension-points.ts): its legal answers and view-level rules. Installed by the answers' root
// (plugins/answers.ts); its bots are in thinking.ts.
import type { AnswerPlugin } from '../../../bots/extension-points.ts';
import { richeseAnswers } from '../legal.ts';
import { richeseViewRules } from '../view-rules.ts';

export const richeseAnswerPlugin = {
  ...richeseViewRules,
  answers: richeseAnswers,
} satisfies AnswerPlugin;
