// Kaitain (Emperor).
// HW.kaitain.high: at the end of bidding the Emperor may pay 2 spice a card, to the bank, to discard treachery cards
// from its hand (face up; a Karama discarded so is not played).
// HW.kaitain.low and HW.kaitain.occupied: the split of the treachery card payments it receives (payments.ts).
import { pay } from '../../payments.ts';
import { toDiscard } from '../../cards/deck.ts';
import type { Context } from '../../context.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import { shown } from './state.ts';
import { isStringList } from '../../action-shape.ts';

export const KAITAIN_DISCARD_COST = 2;

/**
 * Opens the Emperor's choice when Kaitain shows its high face and the hand holds a card; returns whether it did.
 * Whatever the Emperor's spice (secret): the decision says nothing of it, the check refuses what it cannot pay.
 */
export function openKaitainDiscard(ctx: Context): boolean {
  if (shown(ctx.state, 'kaitain') !== 'high' || ctx.faction('emperor').hand.length === 0) return false;
  ctx.open({ kind: 'kaitain-discard', seat: 'emperor', cost: KAITAIN_DISCARD_COST });
  return true;
}

export const kaitainDiscard: ActionHandler<'kaitain-discard'> = {
  type: 'kaitain-discard',
  rule: 'HW.kaitain.high',
  check(state, decision, action) {
    const fs = state.factions.emperor!;
    if (!isStringList(action.cards)) return 'cards is a list of card ids';
    if (new Set(action.cards).size !== action.cards.length) return 'a card is listed twice';
    const missing = action.cards.find((c) => !fs.hand.includes(c));
    if (missing !== undefined) return { code: 'NOT_HELD', message: `${missing} is not in your hand` };
    const cost = action.cards.length * decision.cost;
    return cost > fs.spice ? { code: 'INSUFFICIENT_SPICE', message: `HW.kaitain.high: ${action.cards.length} cards cost ${cost} spice` } : null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    if (action.cards.length === 0) return;
    const fs = ctx.ownFaction('emperor');
    const cost = action.cards.length * decision.cost;
    fs.spice -= cost;
    pay(ctx, 'emperor', 'bank', cost);
    fs.hand = fs.hand.filter((c) => !action.cards.includes(c));
    toDiscard(ctx.state, 'emperor', action.cards);
    ctx.emit({ type: 'kaitain-discarded', cards: [...action.cards], cost });
  },
};
