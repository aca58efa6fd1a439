// The Semuta Drug's answers. The legal bot takes one of the cards another player discarded (varied by pick); a
// thinking bot takes the most valuable of them if it is worth a card (a weapon, a Karama …).
import type { AnswerPlugin } from '../../../bots/extension-points.ts';
import { myHand } from '../../../bots/board.ts';
import { cardValue } from '../../../bots/cards.ts';

export const semutaAnswerPlugin = {
  name: 'semuta-drug',
  windowCard: {
    family: 'semuta-drug',
    legal(d, card, pick) {
      const offered = (d.candidates ?? []).filter((c) => c.faction !== d.seat);
      const take = offered[pick % Math.max(1, offered.length)]?.card;
      return take === undefined ? { type: 'card-window', event: d.id, card: null } : { type: 'card-window', event: d.id, card, take };
    },
    think(d, ctx, card) {
      const hand = myHand(ctx.view);
      const offered = (d.candidates ?? []).filter((c) => c.faction !== ctx.me).map((c) => c.card);
      const best = [...offered].sort((a, b) => cardValue(b, hand) - cardValue(a, hand))[0];
      return best !== undefined && cardValue(best, hand) >= 4 ? { type: 'card-window', event: d.id, card, take: best } : null;
    },
  },
} satisfies AnswerPlugin;
