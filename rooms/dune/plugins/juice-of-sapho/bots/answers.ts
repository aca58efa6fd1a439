// Juice of Sapho's answers. The legal bot names a use the window allows; a thinking bot becomes the aggressor when it
// defends a battle (the aggressor wins ties, 1.07.06.01) and moves last in Shipment and Movement (seeing every other
// move first); other uses are not worth the card to it.
import type { AnswerPlugin } from '../../../bots/extension-points.ts';
import type { JuiceMode } from '../../../card-windows/types.ts';

export const juiceAnswerPlugin = {
  name: 'juice-of-sapho',
  windowCard: {
    family: 'juice-of-sapho',
    legal(d, card, pick) {
      const mode = d.window === 'battle-start' ? 'aggressor' : pick % 2 === 0 ? 'first' : 'last';
      return { type: 'card-window', event: d.id, card, mode };
    },
    think(d, ctx, card) {
      let mode: JuiceMode | null = d.phase === 'shipment-movement' ? 'last' : null;
      if (d.window === 'battle-start') {
        const battle = ctx.view.round && 'battle' in ctx.view.round ? ctx.view.round.battle : null;
        mode = battle?.defender === ctx.me ? 'aggressor' : null;
      }
      return mode === null ? null : { type: 'card-window', event: d.id, card, mode };
    },
  },
} satisfies AnswerPlugin;
