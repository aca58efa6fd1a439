// The Tech tokens' answers (bots/extension-points.ts): the legal one. Installed by the answers' root
// (plugins/answers.ts); the bots' choice of token is in thinking.ts.
import type { AnswerPlugin } from '../../../bots/extension-points.ts';
import { techTokenAnswers } from '../legal.ts';

export const techTokensAnswerPlugin = {
  name: 'tech-tokens',
  answers: techTokenAnswers,
} satisfies AnswerPlugin;
