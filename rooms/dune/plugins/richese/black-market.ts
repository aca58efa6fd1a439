// RI.black-market (Advanced game): as each Bidding phase starts, before the hands are declared, Richese may sell one
// card of its hand face down, once around or silently (the normal auction is not built yet), saying what it is, truly
// or not. The other factions bid (not Richese); the Atreides see the card (2.01.05) unless a Karama prevents their look,
// and so does whoever a plug-in lets see the card up for bid (Caladan's occupier) (rules edition 8). A sale pays
// Richese and the row is dealt one card fewer; unsold, the card stays in Richese's hand and the row is whole.
import type { Context } from '../../context.ts';
import { isTreacheryCardId } from '../../cards/ids.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import { useOf } from '../../karama/abilities.ts';
import type { Draft, Faction, TreacheryCardId } from '../../types.ts';
import { openCacheBid, openSealedBids } from './auction.ts';
import { onceAroundOrder, silentOrder } from './lot.ts';
import { RICHESE, richeseOf } from './state.ts';
import { playsEdition } from '../../rules-edition.ts';
import { consumePrevention } from '../../karama/prevent.ts';
import { plugins } from '../../extension-points.ts';

/**
 * Who sees the concealed card: the Atreides (2.01.05), unless a Karama prevented their look at the next card up for bid
 * (3.01.11.02: this is it), and, from rules edition 8, whoever a plug-in lets see the card up for bid. Earlier
 * editions showed it to the Atreides always.
 */
function seersOf(ctx: Context): Faction[] {
  const atreides = ctx.state.factions.atreides !== undefined;
  if (!playsEdition(ctx.state, 8)) return atreides ? ['atreides'] : [];
  const sees = atreides && !consumePrevention(ctx, 'atreides-bidding') ? ['atreides' as const] : [];
  const others = ctx.state.seating.filter((f) => f !== RICHESE && f !== 'atreides' && plugins().some((p) => p.seesCardUp?.(ctx.state, f)));
  return [...sees, ...others];
}

/** Asks Richese for its sale once a turn, in the Advanced game, when it holds a card. */
export function openBlackMarket(ctx: Context): boolean {
  const part = ctx.state.richese;
  if (!part || !ctx.state.config.advanced || part.blackMarket?.turn === ctx.state.turn) return false;
  part.blackMarket = { turn: ctx.state.turn, sold: false };
  const hand = ctx.faction(RICHESE).hand;
  if (hand.length === 0) return false;
  ctx.open({ kind: 'black-market', seat: RICHESE, cards: [...hand] });
  return true;
}

/** While its card is up for bid it stays in Richese's hand, held for the sale: nothing may play or give it. */
export const blackMarketCard = (state: Draft, seat: Faction): readonly TreacheryCardId[] =>
  seat === RICHESE && state.richese?.lot?.origin === 'black-market' ? [state.richese.lot.card] : [];

export const blackMarket: ActionHandler<'black-market'> = {
  type: 'black-market',
  rule: 'RI.black-market',
  // RI.karama-abilities.black-market: a sale is a ✷ use, open to a Karama as it is offered; cancelled, nothing is sold
  // this turn (no other choice is left: the card stays in Richese's hand, unseen).
  karama: {
    uses: (_state, _decision, action) => (action.card === null ? [] : [useOf('richese-black-market')]),
    fallback: (decision) => ({ type: 'black-market', event: decision.id, card: null }),
    // The card offered is Richese's secret: the window shows only the ability.
    secret: true,
  },
  check(_state, decision, action) {
    if (action.card === null) return action.method === undefined && action.direction === undefined ? null : 'no sale names no auction';
    if (typeof action.card !== 'string' || !decision.cards.includes(action.card))
      return { code: 'NOT_HELD', message: `${String(action.card)} is not in your hand` };
    if (action.method !== 'once-around' && action.method !== 'silent' && action.method !== 'normal') return 'method is normal, once-around or silent';
    if (action.method === 'once-around' && action.direction !== 'right' && action.direction !== 'left')
      return 'a once-around auction names its direction: right or left';
    if (action.method !== 'once-around' && action.direction !== undefined) return 'only a once-around auction names a direction';
    if (action.claim !== undefined && action.claim !== null && !isTreacheryCardId(action.claim)) return 'claim is a treachery card id, or null';
    return null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    if (action.card === null) {
      ctx.emit({ type: 'black-market-unsold' });
      return;
    }
    const part = richeseOf(ctx.state);
    const onceAround = action.method === 'once-around';
    // RI.auction.normal: round the table in storm order, as the row's auctions go; silent: storm order breaks ties.
    const order = onceAround ? onceAroundOrder(ctx, action.direction!, false) : silentOrder(ctx, false);
    const claim = action.claim ?? null;
    const seers = seersOf(ctx);
    part.lot = {
      card: action.card,
      origin: 'black-market',
      claim,
      method: action.method!,
      ...(onceAround ? { direction: action.direction! } : {}),
      order,
      asked: 0,
      bids: [],
      sealed: {},
      ...(playsEdition(ctx.state, 8) ? { seenBy: seers } : {}),
    };
    ctx.emit({ type: 'black-market-offered', method: action.method!, direction: action.direction ?? null, order: [...order], claim });
    for (const seer of seers) ctx.emit({ type: 'black-market-card-seen', card: action.card }, seer);
    if (action.method === 'silent') openSealedBids(ctx);
    else openCacheBid(ctx);
  },
};
