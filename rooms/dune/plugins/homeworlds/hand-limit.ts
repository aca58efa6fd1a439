// HW.tupile.occupied, HW.hand-limit: while Tupile is occupied its occupier and the occupier's ally hold one card
// more than their limit; when that ends, a hand over its limit is discarded down at once, by its owner's choice.
import { allyOf } from '../../alliances.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import type { Context } from '../../context.ts';
import type { Faction, TreacheryCardId } from '../../types.ts';
import { isStringList } from '../../action-shape.ts';

/** The extra slot Tupile gives `faction` now: from who occupies it (the state's or a view's) and the alliances. */
export function tupileSlot(occupier: Faction | null, board: { alliances: [Faction, Faction][] }, faction: Faction): number {
  return occupier !== null && (occupier === faction || allyOf(board, occupier) === faction) ? 1 : 0;
}

/**
 * Keeps the list of factions holding Tupile's extra slot, and asks each one that lost it (the occupation ended, or
 * the alliance) to discard down if its hand is now over its limit. Only losing the slot asks: a hand over its limit
 * for a moment inside another rule (a Karama taking a whole hand before giving cards back) is that rule's business.
 */
export function loseTupileSlots(ctx: Context, limitOf: (f: Faction) => number): void {
  const hw = ctx.state.homeworlds;
  if (!hw) return;
  const holders = ctx.seating.filter((f) => tupileSlot(hw.occupiers.tupile ?? null, ctx.state, f) > 0);
  const lost = (hw.slots ?? []).filter((f) => !holders.includes(f));
  if (holders.length > 0) hw.slots = holders;
  else delete hw.slots;
  for (const faction of lost) {
    const excess = ctx.faction(faction).hand.length - limitOf(faction);
    if (excess > 0) ctx.open({ kind: 'discard-down', seat: faction, count: excess });
  }
}

export const discardDown: ActionHandler<'discard-down'> = {
  type: 'discard-down',
  rule: 'HW.hand-limit',
  check(state, decision, action) {
    const hand = state.factions[decision.seat]!.hand;
    if (!isStringList(action.cards)) return 'cards is a list of card ids';
    if (action.cards.length !== decision.count || new Set(action.cards).size !== action.cards.length)
      return `HW.hand-limit: discard exactly ${decision.count} different card${decision.count === 1 ? '' : 's'}`;
    const missing = action.cards.find((c) => !hand.includes(c));
    return missing !== undefined ? { code: 'NOT_HELD', message: `${missing} is not in your hand` } : null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    const fs = ctx.ownFaction(decision.seat);
    fs.hand = fs.hand.filter((c: TreacheryCardId) => !action.cards.includes(c));
    ctx.own('decks').treacheryDiscard.push(...action.cards);
    for (const card of action.cards) ctx.state.discards.push({ faction: decision.seat, card });
    ctx.emit({ type: 'discarded-down', faction: decision.seat, cards: [...action.cards] });
  },
};
