// Ecaz's answers (bots/extension-points.ts): its legal answers. Installed by the answers' root (plugins/answers.ts);
// its bots are in thinking.ts.
import type { AnswerPlugin } from '../../../bots/extension-points.ts';
import { ecazAnswers } from '../legal.ts';

export const ecazAnswerPlugin = {
  name: 'ecaz',
  answers: ecazAnswers,
} satisfies AnswerPlugin;
