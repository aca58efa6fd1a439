// The Mirror Weapon's answers (bots/extension-points.ts): no decision of its own; its copy rule, which the bots that
// judge a revealed plan apply (bots/battle-choices.ts). Installed by the answers' root (plugins/answers.ts).
import type { AnswerPlugin } from '../../../bots/extension-points.ts';
import { mirrorViewRules } from '../view-rules.ts';

export const mirrorAnswerPlugin = {
  name: 'mirror-weapon',
  ...mirrorViewRules,
} satisfies AnswerPlugin;
