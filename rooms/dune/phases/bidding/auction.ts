// 1.04.05 AUCTION, 1.04.06 BIDDING, 1.04.07 NEXT STARTING BIDDER, 1.04.08 END OF BIDDING, 1.04.09 BOUGHT-IN.
// The first card is opened by the First Player (or the next eligible player to the right); each next card by the
// first eligible player to the right of the previous card's opener. Bidding then goes round to the right.
import { returnToTopOfTreachery } from '../../cards/deck.ts';
import type { Context } from '../../context.ts';
import type { Faction } from '../../types.ts';
import type { Progress } from '../handler.ts';
import { bidLimit, isEligible, karamaInHand } from './eligibility.ts';
import { consumePrevention } from '../../karama/prevent.ts';
import { roundOf } from './round.ts';
import { toTheRight } from '../../storm-order.ts';
import { plugins } from '../../extension-points.ts';

/** Asks `seat` to raise or pass on the card up for bid. Full hands are asked too: they must pass (1.04.03). */
export function openBid(ctx: Context, seat: Faction): void {
  const r = roundOf(ctx);
  ctx.open({
    kind: 'bid',
    seat,
    card: r.card,
    highBid: r.highBid,
    highBidder: r.highBidder,
    eligible: isEligible(ctx.state, seat),
    maxBid: bidLimit(ctx.state, seat),
    karama: karamaInHand(ctx.state, seat),
  });
}

/** 1.04.06 / 1.04.07: the first eligible player starting at `from` and going right, or null when every hand is full. */
function firstEligibleFrom(ctx: Context, from: Faction): Faction | null {
  const r = roundOf(ctx);
  for (let i = 0; i < r.order.length; i++) {
    const f = toTheRight(r.order, from, i);
    if (isEligible(ctx.state, f)) return f;
  }
  return null;
}

/** 1.04.09: the card passed by everyone and the rest of the row go back on top of the deck, in dealt order. */
export function returnRow(ctx: Context): void {
  const r = roundOf(ctx);
  const returned = r.row.length;
  returnToTopOfTreachery(ctx.state, r.row);
  r.row = [];
  r.returned += returned;
  ctx.emit({ type: 'bought-in', card: r.card, returned });
}

/** 1.04.08: the phase's lots are done; the plug-ins' decisions before it ends (HW.kaitain.high: the Emperor's paid discards). */
export function finishBidding(ctx: Context): Progress {
  const r = roundOf(ctx);
  ctx.state.step = 'over';
  ctx.emit({ type: 'bidding-over', sold: r.sold, returned: r.returned });
  let opened = false;
  for (const p of plugins()) opened = (p.openBeforePhaseEnds?.(ctx, 'bidding') ?? false) || opened;
  return opened ? 'continue' : 'done';
}

/** Puts the next card of the row up for bid (true); false once the row is empty or nobody may bid on it (1.04.08). */
export function startNextAuction(ctx: Context): boolean {
  const r = roundOf(ctx);
  ctx.state.step = 'auction';
  // 1.04.08 END OF BIDDING: the row is done once every card of it has been auctioned (or returned).
  if (r.row.length === 0) return false;
  // A plug-in's question about the next card before anyone sees it (IX.technology): the auction starts once answered.
  if (plugins().some((p) => p.beforeAuction?.(ctx) ?? false)) return true;
  const from = r.opener === null ? r.order[0]! : toTheRight(r.order, r.opener);
  const opener = firstEligibleFrom(ctx, from);
  r.card += 1;
  if (opener === null) {
    // Every hand filled up while cards remain: nobody may bid, so they are bought-in like a card everyone passed.
    returnRow(ctx);
    return false;
  }
  r.opener = opener;
  r.highBid = 0;
  r.highBidder = null;
  r.highKarama = null;
  r.passes = 0;
  r.bids = [];
  // 2.01.05 is prevented for this card if a Karama was played against it beforehand (3.01.11.02).
  r.atreidesBlind = ctx.state.factions.atreides !== undefined && consumePrevention(ctx, 'atreides-bidding');
  ctx.emit({ type: 'auction-started', card: r.card, of: r.dealt, opener });
  openBid(ctx, opener);
  return true;
}
