// The Ixians' answers (bots/extension-points.ts): their legal answers, with their view-level rules. Installed by the
// answers' root (plugins/answers.ts); their bots are in thinking.ts.
import type { AnswerPlugin } from '../../../bots/extension-points.ts';
import { ixiansAnswers } from '../legal.ts';
import { ixiansViewRules } from '../view-rules.ts';

export const ixiansAnswerPlugin = {
  ...ixiansViewRules,
  answers: ixiansAnswers,
} satisfies AnswerPlugin;
