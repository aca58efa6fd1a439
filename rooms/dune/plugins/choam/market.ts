// CH.sale: at the end of any phase CHOAM may reveal and discard surplus copies of a card it holds twice or more (same
// printed name) for 3 spice each, and Worthless cards for 2 each, paid by the bank; the cards go face up to the
// discard pile. CH.ally.trade: in the same answer it may propose its once-a-turn card trade with its ally.
import { treacheryCard } from '../../cards/treachery.ts';
import type { Context } from '../../context.ts';
import { isCancelled, useOf } from '../../karama/abilities.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import type { Draft, TreacheryCardId } from '../../types.ts';
import { faceOf, gameWorlds } from '../homeworlds/state.ts';

/** HW.tupile.high: while Tupile shows its high face CHOAM may not sell Worthless cards. */
function worthlessSaleBarred(state: Draft): boolean {
  return gameWorlds(state).includes('tupile') && faceOf(state, 'tupile') === 'high';
}
import { choamOf } from './state.ts';
import { openTrade, tradePartner } from './trade.ts';
import type { ChoamMarketDecision } from './types.ts';
import { isStringList } from '../../action-shape.ts';

export const DUPLICATE_PRICE = 3;
export const WORTHLESS_PRICE = 2;

/**
 * What a card sells for now, or null: Worthless cards (unless `noWorthless`: HW.tupile.high, Tupile's high face
 * forbids selling them); other cards while another copy of the name stays.
 */
function priceOf(card: TreacheryCardId, hand: readonly TreacheryCardId[], noWorthless = false): number | null {
  const { category, name } = treacheryCard(card);
  if (category === 'worthless') return noWorthless ? null : WORTHLESS_PRICE;
  return hand.some((c) => c !== card && treacheryCard(c).name === name) ? DUPLICATE_PRICE : null;
}

export function saleOffers(hand: readonly TreacheryCardId[], noWorthless = false): ChoamMarketDecision['offers'] {
  return hand.flatMap((card) => {
    const price = priceOf(card, hand, noWorthless);
    return price === null ? [] : [{ card, price }];
  });
}

/** Why selling `cards` from `hand` is not allowed, or null. One copy of each duplicated name always stays. */
function saleProblem(cards: readonly TreacheryCardId[], hand: readonly TreacheryCardId[], noWorthless: boolean): string | null {
  if (new Set(cards).size !== cards.length) return 'a card is named twice';
  for (const card of cards) {
    if (!hand.includes(card)) return `${card} is not in your hand`;
    if (noWorthless && treacheryCard(card).category === 'worthless') return 'HW.tupile.high: Tupile’s high face forbids selling Worthless cards';
    if (priceOf(card, hand) === null) return `${card} is neither a Worthless card nor a duplicate`;
  }
  const left = hand.filter((c) => !cards.includes(c));
  for (const card of cards) {
    const { category, name } = treacheryCard(card);
    if (category !== 'worthless' && !left.some((c) => treacheryCard(c).name === name)) return `one ${name} must stay in your hand`;
  }
  return null;
}

function saleValue(cards: readonly TreacheryCardId[], hand: readonly TreacheryCardId[]): number {
  return cards.reduce((n, c) => n + (priceOf(c, hand) ?? 0), 0);
}

/** Opens the market as a phase ends: asked whenever CHOAM holds a card (a public fact), whatever the cards are. */
export function openMarket(ctx: Context): boolean {
  const choam = ctx.state.factions.choam;
  if (!choam || !choamOf(ctx.state) || choam.hand.length === 0) return false;
  const offers = saleOffers(choam.hand, worthlessSaleBarred(ctx.state));
  ctx.open({ kind: 'choam-market', seat: 'choam', phase: ctx.state.phase, offers, tradeWith: tradePartner(ctx.state) });
  return true;
}

export const choamMarket: ActionHandler<'choam-market'> = {
  type: 'choam-market',
  rule: 'CH.sale',
  check(state, decision, action) {
    const hand = state.factions.choam!.hand;
    if (!isStringList(action.sell)) return 'sell is a list of card ids';
    if (action.sell.length > 0 && isCancelled(decision, 'choam-sale')) return { code: 'NOT_ELIGIBLE', message: 'CH.sale: a Karama cancelled this sale' };
    const problem = saleProblem(action.sell, hand, worthlessSaleBarred(state));
    if (problem) return { code: problem.includes('not in your hand') ? 'NOT_HELD' : 'INVALID_CHOICE', message: problem };
    if (action.trade && !tradePartner(state))
      return { code: 'NOT_ELIGIBLE', message: 'CH.ally.trade: no trade is open (one a turn, with an ally that holds a card)' };
    if (action.trade && hand.length === action.sell.length) return 'CH.ally.trade: keep a card to trade';
    return null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    const fs = ctx.ownFaction('choam');
    if (action.sell.length > 0) {
      const spice = saleValue(action.sell, fs.hand);
      fs.hand = fs.hand.filter((c) => !action.sell.includes(c));
      ctx.own('decks').treacheryDiscard.push(...action.sell);
      for (const card of action.sell) ctx.state.discards.push({ faction: 'choam', card });
      fs.spice += spice; // from the bank
      ctx.emit({ type: 'choam-sold', cards: [...action.sell], spice });
    }
    if (action.trade) openTrade(ctx);
  },
  karama: {
    uses: (_state, _decision, action) => (action.sell.length > 0 ? [useOf('choam-sale')] : []),
  },
};
