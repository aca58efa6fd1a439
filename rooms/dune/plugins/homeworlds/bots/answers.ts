// The Homeworlds variant's answers (bots/extension-points.ts): its legal answers and view-level rules. Installed by the
// answers' root (plugins/answers.ts); its bots are in thinking.ts.
import type { AnswerPlugin } from '../../../bots/extension-points.ts';
import { homeworldAnswers } from '../legal.ts';
import { homeworldViewRules } from '../view-rules.ts';

export const homeworldAnswerPlugin = {
  name: 'homeworlds',
  ...homeworldViewRules,
  answers: homeworldAnswers,
} satisfies AnswerPlugin;
