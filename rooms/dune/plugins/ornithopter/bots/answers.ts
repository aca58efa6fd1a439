// The Ornithopter's answers (bots/extension-points.ts): no decision of its own; its view-level rule, which the move
// options, the legal bot and the movement bot read (phases/shipment-movement/move.ts moveCard).
import type { AnswerPlugin } from '../../../bots/extension-points.ts';
import { ornithopterViewRules } from '../view-rules.ts';

export const ornithopterAnswerPlugin = {
  ...ornithopterViewRules,
} satisfies AnswerPlugin;
