// Card play windows (card-windows/), answered through the window card's plug-in (extension point `windowCard`). The
// legal answer plays the first held card the window offers on some picks, naming what its plug-in says (a use, a card
// taken) or nothing; a thinking bot plays the first held card whose plug-in wants it now, in hand order, or passes.
import type { Answerer } from '../answerer.ts';
import { familyOf } from '../cards/treachery.ts';
import type { DecisionAction, TreacheryCardId } from '../types.ts';
import type { BotContext } from './context.ts';
import { myHand } from './board.ts';
import { answerPlugins, type CardWindowQuestion, type WindowCardAnswers } from './extension-points.ts';

const answersFor = (card: TreacheryCardId): WindowCardAnswers | undefined => answerPlugins().find((p) => p.windowCard?.family === familyOf(card))?.windowCard;

export const cardWindowAnswers: { 'card-window': Answerer<'card-window'> } = {
  'card-window': (d, view, pick) => {
    const card = (view?.private?.hand ?? []).find((id) => d.families.includes(familyOf(id))) ?? null;
    if (card === null || pick % 3 !== 0) return { type: 'card-window', event: d.id, card: null };
    return answersFor(card)?.legal?.(d, card, pick) ?? { type: 'card-window', event: d.id, card };
  },
};

export function answerCardWindow(d: CardWindowQuestion, ctx: BotContext): DecisionAction {
  for (const card of myHand(ctx.view).filter((id) => d.families.includes(familyOf(id)))) {
    const play = answersFor(card)?.think(d, ctx, card) ?? null;
    if (play !== null) return play;
  }
  return { type: 'card-window', event: d.id, card: null };
}
