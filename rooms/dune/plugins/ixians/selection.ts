// IX.bidding: as the Bidding phase's row is dealt, before its first auction, the Ixians draw one card more, see the
// row and that card, and put one of them back on the treachery deck, on top or at the bottom; the others are auctioned
// in the order they lie. Which card and where are theirs alone to know: the table learns only that one went back.
import { drawTreachery, returnToTopOfTreachery } from '../../cards/deck.ts';
import type { LotSource } from '../../extension-points/bidding.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import { roundOf } from '../../phases/bidding/round.ts';
import { IXIANS } from './state.ts';
import { isCancelled, useOf } from '../../karama/abilities.ts';
import type { TreacheryCardId } from '../../types.ts';
import type { IxianSelectionDecision } from './types.ts';
import { selectionTakenBy } from '../homeworlds/ix.ts';

/** Before the row's first auction, once a phase: the Ixians' selection, when the deck has a card more to give. */
export const ixianSelection: LotSource = {
  name: 'ixian-selection',
  at: 'before-row',
  startNext(ctx) {
    const part = ctx.state.ixians;
    if (!part || part.selected === ctx.state.turn) return false;
    ctx.state.ixians = { ...part, selected: ctx.state.turn };
    const round = roundOf(ctx);
    if (round.row.length === 0) return false;
    const { card, reshuffled } = drawTreachery(ctx.state);
    if (reshuffled > 0) ctx.emit({ type: 'treachery-reshuffled', count: reshuffled });
    if (card === null) return false;
    round.row = [...round.row, card];
    ctx.emit({ type: 'ixian-extra-drawn' });
    // HW.ix.occupied: Ix's occupier makes the selection instead.
    const seat = selectionTakenBy(ctx.state) ?? IXIANS;
    ctx.emit({ type: 'ixian-selection-seen', cards: [...round.row] }, seat);
    ctx.open({ kind: 'ixian-selection', seat, cards: [...round.row] });
    return true;
  },
};

/** What a selection a Karama cancelled leaves: the extra card (drawn last) back on top, the row as it was dealt. */
export const undoneSelection = (d: IxianSelectionDecision): { card: TreacheryCardId; to: 'top' } => ({ card: d.cards.at(-1)!, to: 'top' });

export const ixianSelect: ActionHandler<'ixian-selection'> = {
  type: 'ixian-selection',
  rule: 'IX.bidding',
  // IX.karama-abilities: the Ixians' selection is a ✷ use (an occupier's, HW.ix.occupied, is Ix's and opens none);
  // cancelled, the extra card goes back on top and the row stays as dealt.
  karama: {
    uses: (_state, decision) => (decision.seat === IXIANS && !isCancelled(decision, 'ixians-selection') ? [useOf('ixians-selection')] : []),
    // Which card goes back, and where, is theirs alone: the window shows only the ability.
    secret: true,
  },
  check(_state, decision, action) {
    if (typeof action.card !== 'string' || !decision.cards.includes(action.card))
      return { code: 'NOT_HELD', message: `IX.bidding: ${String(action.card)} is not one of the cards you see` };
    if (action.to !== 'top' && action.to !== 'bottom') return 'to is top or bottom';
    const undone = undoneSelection(decision);
    if (isCancelled(decision, 'ixians-selection') && (action.card !== undone.card || action.to !== undone.to))
      return { code: 'NOT_ELIGIBLE', message: 'a Karama cancelled your selection: the extra card goes back on top' };
    return null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    const round = roundOf(ctx);
    round.row = round.row.filter((c) => c !== action.card);
    if (action.to === 'top') returnToTopOfTreachery(ctx.state, [action.card]);
    else ctx.own('decks').treachery.push(action.card);
    ctx.emit({ type: 'ixian-card-returned' });
    ctx.emit({ type: 'ixian-card-placed', card: action.card, to: action.to }, decision.seat);
  },
};
