// Distrans's answers (bots/extension-points.ts): no decision of its own (its bots play it: thinking.ts). Installed by
// the answers' root (plugins/answers.ts).
import type { AnswerPlugin } from '../../../bots/extension-points.ts';

export const distransAnswerPlugin = { name: 'distrans' } satisfies AnswerPlugin;
