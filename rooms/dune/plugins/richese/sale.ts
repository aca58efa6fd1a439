// The end of a cache lot. RI.cache-lot.payment: the highest bid buys the card; another faction's price goes to
// Richese (what Richese itself pays as the buyer's ally goes where a purchase's spice goes, as does Richese's own
// purchase: to the Emperor, or to the bank); the Harkonnen draw their free card as after any purchase; the Ixians'
// ally may not swap a cache card (it is no card of the row). RI.auction.silent: with no bid, Richese keeps the card
// or removes it from the game (removed, when its hand is full).
import type { Context } from '../../context.ts';
import type { Sale } from '../../extension-points.ts';
import { pay, receive, type PaymentOutcome } from '../../payments.ts';
import { passCard } from '../../cards/deck.ts';
import { bidLimit, isEligible } from '../../phases/bidding/eligibility.ts';
import { payAsPurchase, settleSale, takePrice } from '../../phases/bidding/purchase.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import type { Faction, TreacheryCardId } from '../../types.ts';
import { RICHESE, richeseOf } from './state.ts';
import { occupierShare } from '../homeworlds/richese.ts';
import type { CacheBid } from './types.ts';

/**
 * The winning bid: the highest its bidder can still pay (spice spent since a sealed bid was handed in voids it), the
 * earliest of equal bids in `bids`' order.
 */
function winningBid(ctx: Context, bids: readonly CacheBid[]): CacheBid | null {
  let best: CacheBid | null = null;
  for (const b of bids) if (b.amount > 0 && b.amount <= bidLimit(ctx.state, b.faction) && b.amount > (best?.amount ?? 0)) best = b;
  return best;
}

/** HW.richese.occupied: the occupier who chose the card takes half (rounded down) of what reached Richese for it. */
function shareIncome(ctx: Context, occupier: Faction | undefined, paid: number): void {
  const share = occupier === undefined ? 0 : occupierShare(paid);
  if (share === 0) return;
  ctx.ownFaction(RICHESE).spice -= share;
  ctx.ownFaction(occupier!).spice += share;
  ctx.emit({ type: 'cache-income-shared', faction: occupier!, amount: share });
}

/** `amount` of `payer`'s spice paid to Richese (a plug-in may take part of it on the way: payments.ts). */
function payRichese(ctx: Context, payer: Faction, amount: number): PaymentOutcome {
  const outcome = pay(ctx, payer, RICHESE, amount);
  receive(ctx, RICHESE, outcome.reaches, 'spice');
  return outcome;
}

function sell(ctx: Context, buyer: Faction, card: TreacheryCardId, price: number, chosenBy: Faction | undefined): void {
  const funds = takePrice(ctx, buyer, price);
  let toRichese = 0;
  let payment = { toBank: 0, toEmperor: 0, allyPaid: funds.fromAlly };
  if (buyer === RICHESE) payment = payAsPurchase(ctx, RICHESE, funds);
  else {
    const fromRichese = funds.ally === RICHESE ? funds.fromAlly : 0;
    const owed = price - fromRichese;
    if (owed > 0) {
      const outcome = payRichese(ctx, buyer, owed);
      toRichese = outcome.reaches;
      payment.toBank += outcome.redirected;
      shareIncome(ctx, chosenBy, toRichese);
    }
    if (fromRichese > 0) {
      const paid = payAsPurchase(ctx, RICHESE, { own: fromRichese, fromAlly: 0, ally: null });
      payment = { ...payment, toBank: payment.toBank + paid.toBank, toEmperor: paid.toEmperor };
    }
  }
  ctx.ownFaction(buyer).hand.push(card);
  ctx.emit({ type: 'cache-card-sold', faction: buyer, card, price, toRichese, ...payment });
  ctx.emit({ type: 'card-received', card, from: 'auction' }, buyer);
  const paidTo: Sale['paidTo'] = buyer === RICHESE ? (payment.toEmperor > 0 ? 'emperor' : 'bank') : RICHESE;
  const received = buyer === RICHESE ? payment.toEmperor : toRichese;
  settleSale(ctx, { buyer, card, price, paidTo, received }, payment.toEmperor, false);
}

/** RI.black-market: the concealed card goes from Richese's hand to the buyer, whose whole price goes to Richese. */
function sellBlackMarket(ctx: Context, buyer: Faction, card: TreacheryCardId, price: number): void {
  takePrice(ctx, buyer, price);
  const outcome = payRichese(ctx, buyer, price);
  passCard(ctx.state, RICHESE, buyer, card);
  richeseOf(ctx.state).blackMarket = { turn: ctx.state.turn, sold: true };
  ctx.emit({ type: 'black-market-sold', faction: buyer, price, toRichese: outcome.reaches, toBank: outcome.redirected });
  ctx.emit({ type: 'card-received', card, from: 'auction' }, buyer);
  settleSale(ctx, { buyer, card, price, paidTo: RICHESE, received: outcome.reaches }, 0, false);
}

/** Ends the lot: sold to the winning bid, or left to Richese (a cache card to keep or remove; a Black Market card stays). */
export function closeLot(ctx: Context, bids: readonly CacheBid[]): void {
  const part = richeseOf(ctx.state);
  const lot = part.lot!;
  const winner = winningBid(ctx, bids);
  if (lot.origin === 'black-market') {
    part.lot = undefined;
    if (winner !== null) sellBlackMarket(ctx, winner.faction, lot.card, winner.amount);
    else ctx.emit({ type: 'black-market-unsold' });
    return;
  }
  if (winner === null && isEligible(ctx.state, RICHESE)) {
    ctx.open({ kind: 'cache-unsold', seat: RICHESE, card: lot.card });
    return;
  }
  part.lot = undefined;
  part.soldTurn = ctx.state.turn;
  if (winner !== null) sell(ctx, winner.faction, lot.card, winner.amount, lot.chosenBy);
  else unsold(ctx, lot.card, false);
}

function unsold(ctx: Context, card: TreacheryCardId, keep: boolean): void {
  const part = richeseOf(ctx.state);
  if (keep) ctx.ownFaction(RICHESE).hand.push(card);
  else part.removed.push(card);
  ctx.emit({ type: 'cache-card-unsold', card, kept: keep });
}

export const cacheUnsold: ActionHandler<'cache-unsold'> = {
  type: 'cache-unsold',
  rule: 'RI.auction.silent',
  check(state, decision, action) {
    if (typeof action.keep !== 'boolean') return 'keep is true or false';
    if (action.keep && !isEligible(state, decision.seat)) return { code: 'NOT_ELIGIBLE', message: 'your hand is full: the card leaves the game' };
    return null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    const part = richeseOf(ctx.state);
    part.lot = undefined;
    part.soldTurn = ctx.state.turn;
    unsold(ctx, decision.card, action.keep);
  },
};
