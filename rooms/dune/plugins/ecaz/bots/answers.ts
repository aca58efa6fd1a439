// Ecaz's answers (bots/extension-points.ts): its legal answers and its view-level rule (Occupy's shared sides).
// Installed by the answers' root (plugins/answers.ts); its bots are in thinking.ts.
import type { AnswerPlugin } from '../../../bots/extension-points.ts';
import { ecazAnswers } from '../legal.ts';
import { ecazViewRules } from '../view-rules.ts';

export const ecazAnswerPlugin = {
  ...ecazViewRules,
  answers: ecazAnswers,
} satisfies AnswerPlugin;
