// The Portable Snooper's answers (bots/extension-points.ts): its legal answer. Installed by the answers' root
// (plugins/answers.ts); its bot is in thinking.ts.
import type { AnswerPlugin } from '../../../bots/extension-points.ts';
import { portableSnooperAnswers } from '../legal.ts';

export const portableSnooperAnswerPlugin = {
  name: 'portable-snooper',
  answers: portableSnooperAnswers,
} satisfies AnswerPlugin;
