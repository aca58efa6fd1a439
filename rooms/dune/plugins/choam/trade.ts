// CH.ally.trade: once a turn, at the end of a phase, CHOAM and its ally may trade one treachery card each. The trade
// is simultaneous: both put a card forward secretly and at once; it happens only if both do. Only the two traders
// learn the cards; everyone sees that a trade happened (hand sizes do not change).
import type { Context } from '../../context.ts';
import { allyOf } from '../../alliances.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import type { Faction, Draft } from '../../types.ts';
import { choamOf } from './state.ts';
import type { TradeOffer } from './types.ts';

/** The ally CHOAM may trade with now: allied, no trade yet this turn, and both holding a card. */
export function tradePartner(state: Draft): Faction | null {
  const choam = choamOf(state);
  const ally = allyOf(state, 'choam');
  if (!choam || !ally || choam.tradedTurn === state.turn) return null;
  return state.factions.choam!.hand.length > 0 && (state.factions[ally]?.hand.length ?? 0) > 0 ? ally : null;
}

/** The card `faction` put forward in the trade waiting for its partner (its own view only), or null. */
export function ownTradeOffer(state: Draft, faction: Faction): TradeOffer | null {
  const trade = choamOf(state)?.trade;
  const give = trade?.offers[faction];
  if (!trade || give === undefined) return null;
  return { partner: faction === 'choam' ? trade.ally : 'choam', give };
}

export function openTrade(ctx: Context): void {
  const ally = tradePartner(ctx.state);
  if (!ally) return;
  ctx.state.choam!.trade = { ally, offers: {} };
  ctx.openSecret('choam-trade', ['choam', ally], (seat) => ({ kind: 'choam-trade', seat, partner: seat === 'choam' ? ally : 'choam' }));
}

function settle(ctx: Context): void {
  const choam = ctx.state.choam!;
  const trade = choam.trade!;
  choam.trade = null;
  const mine = trade.offers.choam ?? null;
  const theirs = trade.offers[trade.ally] ?? null;
  const a = ctx.ownFaction('choam');
  const b = ctx.ownFaction(trade.ally);
  // A card put forward may have left its hand meanwhile (a free action): then there is no trade.
  if (mine === null || theirs === null || !a.hand.includes(mine) || !b.hand.includes(theirs)) {
    ctx.emit({ type: 'choam-trade-declined', ally: trade.ally });
    return;
  }
  a.hand = [...a.hand.filter((c) => c !== mine), theirs];
  b.hand = [...b.hand.filter((c) => c !== theirs), mine];
  choam.tradedTurn = ctx.state.turn;
  ctx.emit({ type: 'choam-traded', ally: trade.ally });
  ctx.emit({ type: 'card-traded', gave: mine, got: theirs, with: trade.ally }, 'choam');
  ctx.emit({ type: 'card-traded', gave: theirs, got: mine, with: 'choam' }, trade.ally);
}

export const choamTrade: ActionHandler<'choam-trade'> = {
  type: 'choam-trade',
  rule: 'CH.ally.trade',
  check(state, decision, action) {
    if (action.give !== null && !state.factions[decision.seat]!.hand.includes(action.give))
      return { code: 'NOT_HELD', message: `${action.give} is not in your hand` };
    return null;
  },
  apply(ctx, decision, action) {
    ctx.state.choam!.trade!.offers[decision.seat] = action.give;
    if (ctx.close(decision)) settle(ctx);
  },
};
