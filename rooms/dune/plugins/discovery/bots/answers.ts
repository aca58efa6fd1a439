// The Discovery variant's answers (bots/extension-points.ts): its legal answers and its view-level rules. Installed
// by the answers' root (plugins/answers.ts); its bots are in thinking.ts.
import type { AnswerPlugin } from '../../../bots/extension-points.ts';
import { discoveryAnswers } from '../legal.ts';
import { discoveryViewRules } from '../view-rules.ts';

export const discoveryAnswerPlugin = {
  ...discoveryViewRules,
  answers: discoveryAnswers,
} satisfies AnswerPlugin;
