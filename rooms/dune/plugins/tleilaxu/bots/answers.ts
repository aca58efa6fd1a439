// The Tleilaxu's answers (bots/extension-points.ts): Zoal's worth, which the bots judge battles with. Installed by the
// answers' root (plugins/answers.ts).
import type { AnswerPlugin } from '../../../bots/extension-points.ts';
import { tleilaxuViewRules } from '../view-rules.ts';

export const tleilaxuAnswerPlugin = { ...tleilaxuViewRules } satisfies AnswerPlugin;
