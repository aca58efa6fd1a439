// 1.04.01 DECLARATION: hand sizes are announced. 1.04.04 DEALER: one card per player eligible to bid (1.04.02,
// 1.04.03) is dealt face down in a row from the treachery deck, restocked from the discard pile if it runs out
// (0.06). Nobody learns which cards they are.
import { drawTreacheryCards } from '../../cards/deck.ts';
import type { Context } from '../../context.ts';
import type { Faction } from '../../types.ts';
import { isEligible } from './eligibility.ts';
import { turnOrder } from '../../storm-order.ts';
import { plugins } from '../../extension-points.ts';

/** The phase's step from the declaration until the row's first auction begins (lots.ts). */
export const DEALT = 'declaration';

/** Declares the hands and deals the row; says whether anything will be up for bid (a card of the row or a plug-in's lot). */
export function declareAndDeal(ctx: Context): boolean {
  const { state } = ctx;
  state.step = DEALT;
  const order = turnOrder(state);
  const declared: Partial<Record<Faction, number>> = {};
  for (const f of order) declared[f] = ctx.faction(f).hand.length;
  ctx.emit({ type: 'hands-declared', counts: { ...declared } });

  // 1.04.04 DEALER: one card for each faction eligible to bid, dealt face down in a row, less those a plug-in's lots
  // take the place of (RI.cache-lot).
  const eligible = order.filter((f) => isEligible(state, f)).length;
  const replaced = plugins().reduce((n, p) => n + (p.lotsReplacingRow?.(state) ?? 0), 0);
  const { cards, reshuffled } = drawTreacheryCards(state, Math.max(0, eligible - replaced));
  if (reshuffled > 0) ctx.emit({ type: 'treachery-reshuffled', count: reshuffled });
  state.round = {
    phase: 'bidding',
    order,
    declared,
    row: cards,
    dealt: cards.length,
    card: 0,
    opener: null,
    highBid: 0,
    highBidder: null,
    highKarama: null,
    passes: 0,
    bids: [],
    sold: 0,
    returned: 0,
    support: {},
    atreidesBlind: false,
  };
  ctx.emit({ type: 'cards-dealt', count: cards.length });
  return cards.length > 0 || (replaced > 0 && eligible > 0);
}
