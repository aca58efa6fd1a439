// The Stronghold cards' answers (bots/extension-points.ts): the legal one. Installed by the answers' root
// (plugins/answers.ts); the bots' copy for a battle in the HMS is in thinking.ts.
import type { AnswerPlugin } from '../../../bots/extension-points.ts';
import { strongholdCardAnswers } from '../legal.ts';

export const strongholdCardsAnswerPlugin = {
  name: 'stronghold-cards',
  answers: strongholdCardAnswers,
} satisfies AnswerPlugin;
