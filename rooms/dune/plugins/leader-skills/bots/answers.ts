// Leader Skills' answers (bots/extension-points.ts): its legal answers and view-level rules. Installed by the answers'
// root (plugins/answers.ts); its bots are in thinking.ts.
import type { AnswerPlugin } from '../../../bots/extension-points.ts';
import { skillAnswers } from '../legal.ts';
import { skillViewRules } from '../view-rules.ts';

export const skillAnswerPlugin = {
  name: 'leader-skills',
  ...skillViewRules,
  answers: skillAnswers,
} satisfies AnswerPlugin;
