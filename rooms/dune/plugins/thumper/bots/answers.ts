// Thumper's answers: a thinking bot plays it when the sandworm would strike others' forces and not its own, where the
// topmost Territory Card of the spice discard pile lies (1.02.05; the pile and the board are public).
import type { AnswerPlugin } from '../../../bots/extension-points.ts';
import { forcesIn } from '../../../bots/board.ts';
import { spiceCard } from '../../../cards/spice.ts';
import type { PlayerView, TerritoryId } from '../../../types.ts';

/** The territory a sandworm would strike. */
function wormTarget(view: PlayerView): TerritoryId | null {
  for (let i = view.decks.spiceDiscard.length - 1; i >= 0; i--) {
    const card = spiceCard(view.decks.spiceDiscard[i]!);
    if (card.kind === 'territory') return card.territory;
  }
  return null;
}

export const thumperAnswerPlugin = {
  name: 'thumper',
  windowCard: {
    family: 'thumper',
    think(d, { view, me }, card) {
      const target = wormTarget(view);
      const worth = target !== null && forcesIn(view, target, true, me) === 0 && forcesIn(view, target, false, me) > 0;
      return worth ? { type: 'card-window', event: d.id, card } : null;
    },
  },
} satisfies AnswerPlugin;
