// The Nullentropy Box's answers (bots/extension-points.ts): its legal answer. Installed by the answers' root
// (plugins/answers.ts); its bots are in thinking.ts.
import type { AnswerPlugin } from '../../../bots/extension-points.ts';
import { nullentropyAnswers } from '../legal.ts';

export const nullentropyAnswerPlugin = {
  name: 'nullentropy-box',
  answers: nullentropyAnswers,
} satisfies AnswerPlugin;
