// IX.ally: the Ixians' ally may discard each card it buys at auction and draw the treachery deck's top card instead.
// Asked once the sale is settled (its Karama window closed), before the next auction. The discarded card is face up on
// the discard pile, so public; the card drawn is the ally's alone.
import { discardFromHand, drawTreachery } from '../../cards/deck.ts';
import type { Context } from '../../context.ts';
import { allyOf } from '../../alliances.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import { isCancelled, useOf } from '../../karama/abilities.ts';
import type { Faction, TreacheryCardId } from '../../types.ts';
import { IXIANS } from './state.ts';

/** After a sale: notes the question when the buyer is the Ixians' ally. */
export function noteAllyPurchase(ctx: Context, buyer: Faction, card: TreacheryCardId): void {
  const part = ctx.state.ixians;
  if (!part || allyOf(ctx.state, IXIANS) !== buyer) return;
  ctx.state.ixians = { ...part, swap: { ally: buyer, card } };
}

/** The question noted after a sale, once nothing else is open (an interrupt: it comes before the next auction). */
export function openAllySwap(ctx: Context): boolean {
  const part = ctx.state.ixians;
  if (!part?.swap || ctx.state.pending.length > 0) return false;
  const { swap, ...rest } = part;
  ctx.state.ixians = rest;
  // The card may have left the hand meanwhile (played, given): then there is nothing to swap.
  if (!ctx.faction(swap.ally).hand.includes(swap.card)) return false;
  ctx.open({ kind: 'ixian-ally-swap', seat: swap.ally, card: swap.card });
  return true;
}

export const ixianAllySwap: ActionHandler<'ixian-ally-swap'> = {
  type: 'ixian-ally-swap',
  rule: 'IX.ally',
  // IX.karama-abilities: the swap is the Ixians' ✷ ability, used by their ally; cancelled, the ally keeps the card.
  karama: {
    uses: (_state, decision, action) => (action.swap && !isCancelled(decision, 'ixians-ally-swap') ? [useOf('ixians-ally-swap', decision.seat)] : []),
  },
  check(state, decision, action) {
    if (typeof action.swap !== 'boolean') return 'swap is true or false';
    if (action.swap && isCancelled(decision, 'ixians-ally-swap')) return { code: 'NOT_ELIGIBLE', message: 'a Karama cancelled the card swap' };
    if (action.swap && !state.factions[decision.seat]!.hand.includes(decision.card))
      return { code: 'NOT_HELD', message: `IX.ally: ${decision.card} is no longer in your hand` };
    return null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    if (!action.swap) return;
    const faction = decision.seat;
    discardFromHand(ctx.state, faction, decision.card);
    ctx.emit({ type: 'ally-card-swapped', faction, card: decision.card });
    const { card, reshuffled } = drawTreachery(ctx.state);
    if (reshuffled > 0) ctx.emit({ type: 'treachery-reshuffled', count: reshuffled });
    if (card === null) return;
    ctx.ownFaction(faction).hand.push(card);
    ctx.emit({ type: 'ally-swap-drawn', card }, faction);
  },
};
