// The Stronghold cards ask nothing of anyone (their advantages apply by themselves; a bot's battle plan reads Arrakeen's
// larger spice limit from its options): the answer plug-in only keeps the answers' list in the rules' order.
import type { AnswerPlugin } from '../../../bots/extension-points.ts';

export const strongholdCardsAnswerPlugin = { name: 'stronghold-cards' } satisfies AnswerPlugin;
