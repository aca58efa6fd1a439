// The Ornithopter (a card of the CHOAM & Richese cache) as a plug-in: played with a move, either for a range of 3
// territories (view-rules.ts), or for one more move this turn, of another group.
import type { Plugin } from '../../extension-points.ts';
import { playCard } from '../../phases/shipment-movement/cards.ts';
import { shipmentRound } from '../../phases/shipment-movement/round.ts';
import { ornithopterViewRules } from './view-rules.ts';

export const ornithopter = {
  ...ornithopterViewRules,
  moveCardPlayed(ctx, decision, action) {
    if (action.ornithopter === undefined) return;
    playCard(ctx, decision.seat, action.ornithopter.card, 'richese.ornithopter');
    if (action.ornithopter.mode !== 'extra') return;
    const round = shipmentRound(ctx.state);
    round.movesLeft += 1;
    // The group it moved (now there) may not move again this turn.
    round.ornithopterExclude = action.to!.territory;
  },
} satisfies Plugin;
