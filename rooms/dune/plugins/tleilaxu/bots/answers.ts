// The Tleilaxu's answers (bots/extension-points.ts): their legal answers and Zoal's worth, which the bots judge battles
// with (view-level rules). Installed by the answers' root (plugins/answers.ts); their bots are in thinking.ts.
import type { AnswerPlugin } from '../../../bots/extension-points.ts';
import { tleilaxuAnswers } from '../legal.ts';
import { tleilaxuViewRules } from '../view-rules.ts';

export const tleilaxuAnswerPlugin = {
  ...tleilaxuViewRules,
  answers: tleilaxuAnswers,
} satisfies AnswerPlugin;
