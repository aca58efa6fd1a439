// The Sandtrout asks nothing of anyone: its answer plug-in only keeps the answers' list in the rules' order.
import type { AnswerPlugin } from '../../../bots/extension-points.ts';

export const sandtroutAnswerPlugin = { name: 'sandtrout' } satisfies AnswerPlugin;
