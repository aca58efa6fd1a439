// The Nexus cards' answers (bots/extension-points.ts): their legal answers. Installed by the answers' root
// (plugins/answers.ts).
import type { AnswerPlugin } from '../../../bots/extension-points.ts';
import { nexusAnswers } from '../legal.ts';

export const nexusAnswerPlugin = {
  name: 'nexus-cards',
  answers: nexusAnswers,
} satisfies AnswerPlugin;
