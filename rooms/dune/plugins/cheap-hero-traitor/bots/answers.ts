// The Cheap Hero traitor asks no question of its own (its call is the core's call-traitor): its answer plug-in only
// keeps the answers' list in the rules' order.
import type { AnswerPlugin } from '../../../bots/extension-points.ts';

export const cheapHeroTraitorAnswerPlugin = { name: 'cheap-hero-traitor' } satisfies AnswerPlugin;
