// 1.04.06.03 BUYING A CARD: the top bidder pays and takes the card. 2.03.04 PAYMENT FOR TREACHERY: another
// faction's payment goes to the Emperor instead of the bank; 2.03.05 FAIR MARKET: always the full price.
// 1.10.02.05: an ally covers what the buyer's own spice does not. 3.01.11.04: a Karama buys it for free.
// 2.05.08 TOP CARD: Harkonnen then draws a free card, hand limit permitting. Both ✷ abilities may be cancelled by a
// Karama (3.01.11.01): the Emperor's payment is held until the window closes.
import { pay, receive } from '../../payments.ts';
import { plugins, type Sale } from '../../extension-points.ts';
import { allyOf } from '../../alliances.ts';
import { discardFromHand, drawTreachery } from '../../cards/deck.ts';
import type { Context } from '../../context.ts';
import type { Faction } from '../../types.ts';
import { useOf } from '../../karama/abilities.ts';
import type { AbilityUse } from '../../karama/types.ts';
import { openEffectWindow } from '../../karama/window.ts';
import { handLimit } from './eligibility.ts';
import { roundOf } from './round.ts';
import { offerAvailable, paidFromSpice } from '../../ally-offers.ts';

interface Payment {
  toBank: number;
  toEmperor: number;
  allyPaid: number;
}

/** Where a price came from: the buyer's own spice, then its ally's offer (1.10.02.05). */
export interface PriceFunds {
  own: number;
  fromAlly: number;
  ally: Faction | null;
}

/** Takes `price` from the buyer, then from its ally's offer (bidLimit allowed the bid only within both). */
export function takePrice(ctx: Context, buyer: Faction, price: number): PriceFunds {
  const fs = ctx.ownFaction(buyer);
  const own = Math.min(price, fs.spice);
  const fromAlly = price - own;
  fs.spice -= own;
  const ally = allyOf(ctx.state, buyer) ?? null;
  if (fromAlly > 0) {
    // bidLimit() allowed the bid only within the ally's offer (made as the round began), so this cannot overdraw.
    const r = roundOf(ctx);
    if (!ally || offerAvailable(ctx.state, ally, r.support[ally] ?? 0) < fromAlly) throw new Error("bid exceeded the buyer's limit");
    if (paidFromSpice(ctx.state)) ctx.ownFaction(ally).spice -= fromAlly;
    r.support[ally] = (r.support[ally] ?? 0) - fromAlly;
  }
  return { own, fromAlly, ally };
}

/**
 * Pays what was taken for a card as a purchase pays (2.03.04): to the Emperor, or to the bank. Spice the Emperor pays
 * (for himself, or as the buyer's ally) goes to the bank: 2.03.04 redirects only what *another* faction pays, and
 * routing an ally's spice to the Emperor would be the gift 1.10.02.04 forbids.
 */
export function payAsPurchase(ctx: Context, buyer: Faction, funds: PriceFunds): Payment {
  const price = funds.own + funds.fromAlly;
  let toEmperor = 0;
  if (ctx.state.factions.emperor && buyer !== 'emperor') {
    toEmperor += funds.own;
    if (funds.ally !== 'emperor') toEmperor += funds.fromAlly;
  }
  // LS.bureaucrat.normal, LS.spice-banker.normal: the payment as a whole, to the Emperor or to the bank. Spice a
  // Bureaucrat's owner is asked about is neither (it is held until the answer).
  const emperor = toEmperor > 0 ? pay(ctx, buyer, 'emperor', toEmperor, 'kaitain') : { reaches: 0, redirected: 0 };
  if (price - toEmperor > 0) pay(ctx, buyer, 'bank', price - toEmperor);
  return { toBank: price - toEmperor + emperor.redirected, toEmperor: emperor.reaches, allyPaid: funds.fromAlly };
}

/**
 * NX.emperor.betrayal: `payer` pays the buyer's price to the bank: from its spice, then from what it set aside for the
 * buyer (edition 3); the buyer pays the rest, to the bank too. The bid was within the buyer's spice and that offer, so
 * the rest is always the buyer's to pay. Nobody is paid, so no Karama window follows.
 */
function coverPrice(ctx: Context, buyer: Faction, payer: Faction, price: number): Payment {
  const fs = ctx.ownFaction(payer);
  const fromSpice = Math.min(price, fs.spice);
  fs.spice -= fromSpice;
  const r = roundOf(ctx);
  const fromOffer = paidFromSpice(ctx.state) ? 0 : Math.min(price - fromSpice, r.support[payer] ?? 0);
  if (fromOffer > 0) r.support[payer] = (r.support[payer] ?? 0) - fromOffer;
  const covered = fromSpice + fromOffer;
  ctx.ownFaction(buyer).spice -= price - covered;
  if (covered > 0) pay(ctx, payer, 'bank', covered);
  if (price > covered) pay(ctx, buyer, 'bank', price - covered);
  return { toBank: price, toEmperor: 0, allyPaid: covered };
}

/** 2.05.08: Harkonnen draws the top card of the deck for free unless the purchase filled its hand. */
export function harkonnenTopCard(ctx: Context): void {
  const fs = ctx.ownFaction('harkonnen');
  if (fs.hand.length >= handLimit(ctx.state, 'harkonnen')) return;
  const { card, reshuffled } = drawTreachery(ctx.state);
  if (reshuffled > 0) ctx.emit({ type: 'treachery-reshuffled', count: reshuffled });
  if (card === null) return;
  fs.hand.push(card);
  ctx.emit({ type: 'top-card-drawn', faction: 'harkonnen' });
  ctx.emit({ type: 'card-received', card, from: 'top-card' }, 'harkonnen');
}

/** The top bidder buys the card up for bid. */
export function sellCard(ctx: Context): void {
  const r = roundOf(ctx);
  const buyer = r.highBidder!;
  // 2.03.05 FAIR MARKET: the price is the full top bid; nothing discounts it.
  const price = r.highBid;
  const card = r.row.shift()!;
  const fs = ctx.ownFaction(buyer);
  const karama = r.highKarama;
  r.highKarama = null;
  let payment: Payment = { toBank: 0, toEmperor: 0, allyPaid: 0 };
  let free = true;
  if (karama !== null && fs.hand.includes(karama)) {
    // 3.01.11.04: revealed only now, and discarded; no spice changes hands, so the Emperor gets nothing either.
    discardFromHand(ctx.state, buyer, karama);
    ctx.emit({ type: 'karama-played', faction: buyer, card: karama, rule: '3.01.11.04' });
  } else if (plugins().some((p) => p.purchaseWaived?.(ctx, buyer) ?? false)) {
    // NX.emperor.secret-ally: the card is the buyer's for nothing; nobody is paid.
  } else {
    const coverer = plugins().reduce<Faction | null>((f, p) => f ?? p.purchaseCoveredBy?.(ctx, buyer) ?? null, null);
    payment = coverer ? coverPrice(ctx, buyer, coverer, price) : payAsPurchase(ctx, buyer, takePrice(ctx, buyer, price));
    free = false;
  }
  fs.hand.push(card);
  r.sold += 1;
  ctx.emit({ type: 'card-bought', faction: buyer, card: r.card, price, karama: karama !== null, ...payment });
  ctx.emit({ type: 'card-received', card, from: 'auction' }, buyer);
  settleSale(
    ctx,
    { buyer, card, price: free ? 0 : price, paidTo: payment.toEmperor > 0 ? 'emperor' : 'bank', received: payment.toEmperor },
    payment.toEmperor,
    true,
  );
}

/**
 * What follows a purchase, a row card's or a plug-in lot's (RI.cache-lot): the Emperor's payment and the Harkonnen's
 * free card, both ✷ effects that wait for one Karama window (3.01.11.01; karama/effects.ts settles them), and, for a
 * row card (`noted`), the plug-ins' notes of the purchase.
 */
export function settleSale(ctx: Context, sale: Sale, toEmperor: number, noted: boolean): void {
  const { buyer, card } = sale;
  const uses: AbilityUse[] = [];
  // A plug-in may deal the Harkonnen's free card itself (HW.giedi-prime.occupied: the occupier side's, not a Harkonnen
  // ability, so no Karama window for it).
  const given = buyer === 'harkonnen' && plugins().some((p) => p.dealsTopCard?.(ctx) ?? false);
  if (toEmperor > 0) uses.push({ ...useOf('emperor-payment'), escrow: toEmperor });
  if (buyer === 'harkonnen' && !given) uses.push(useOf('harkonnen-top-card'));
  if (noted) for (const p of plugins()) p.cardBought?.(ctx, buyer, card);
  for (const p of plugins()) p.cardSold?.(ctx, sale);
  if (openEffectWindow(ctx, uses)) return;
  // HW.kaitain.low, HW.kaitain.occupied: on Kaitain's low face the Emperor keeps half.
  if (toEmperor > 0) receive(ctx, 'emperor', toEmperor, 'kaitain');
  if (buyer === 'harkonnen' && !given) harkonnenTopCard(ctx);
}
