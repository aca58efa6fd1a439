// RI.cache-lot: each Bidding phase one card of the cache is sold, first (before the Ixian selection and the row's
// first card) or last (after the row's last), as Richese declares before anything is selected or sold; the row is
// dealt one card fewer for it. Richese then shows the card and chooses the auction (auction.ts). A turn whose cache is
// empty has no cache lot and a whole row; nor does a turn in which no seat may bid (every hand full).
import type { Context } from '../../context.ts';
import type { LotSource } from '../../extension-points/bidding.ts';
import { isEligible } from '../../phases/bidding/eligibility.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import { toTheRight, turnOrder } from '../../storm-order.ts';
import type { Draft, Faction } from '../../types.ts';
import { openCacheBid, openSealedBids } from './auction.ts';
import { RICHESE, richeseOf } from './state.ts';
import { isCancelled, useOf } from '../../karama/abilities.ts';
import { cacheLotChosenBy } from '../homeworlds/richese.ts';
import type { CacheDirection, CachePosition } from './types.ts';

const POSITIONS: readonly CachePosition[] = ['first', 'last'];

/** Whether this turn's cache lot is still to come (a card in the cache, none sold this turn, none under way). */
function lotDue(state: Draft): boolean {
  const part = state.richese;
  return part !== undefined && part.cache.length > 0 && part.soldTurn !== state.turn && part.lot === undefined;
}

/**
 * RI.cache-lot: one of the eligible factions' cards is replaced by the cache lot, when one will be offered; RI.black-
 * market: another by a Black Market card sold this turn.
 */
export const cacheReplacesRowCard = (state: Draft): number =>
  (lotDue(state) ? 1 : 0) + (state.richese?.blackMarket?.turn === state.turn && state.richese.blackMarket.sold ? 1 : 0);

/** Asks where this turn's lot comes (true) unless declared already. */
function askPosition(ctx: Context): boolean {
  if (richeseOf(ctx.state).position?.turn === ctx.state.turn) return false;
  ctx.open({ kind: 'cache-position', seat: RICHESE });
  return true;
}

/** Richese shows a card of its cache, unless no seat may bid on it: the lot is then over before it begins. */
function offerLot(ctx: Context): boolean {
  const part = richeseOf(ctx.state);
  if (!ctx.seating.some((f) => isEligible(ctx.state, f))) {
    part.soldTurn = ctx.state.turn;
    return false;
  }
  // HW.richese.occupied: the occupier of Richese's homeworld chooses instead (and sees the cache to choose).
  ctx.open({ kind: 'cache-lot', seat: cacheLotChosenBy(ctx.state) ?? RICHESE, cards: [...part.cache] });
  return true;
}

function lotSource(at: CachePosition): LotSource {
  return {
    name: `richese-cache-${at}`,
    at: at === 'first' ? 'before-row' : 'after-row',
    startNext(ctx) {
      if (!lotDue(ctx.state)) return false;
      if (askPosition(ctx)) return true;
      return richeseOf(ctx.state).position?.at === at && offerLot(ctx);
    },
  };
}

/** Before the row (after the position is declared, before the Ixian selection) and after it. */
export const CACHE_LOTS: readonly LotSource[] = [lotSource('first'), lotSource('last')];

export const cachePosition: ActionHandler<'cache-position'> = {
  type: 'cache-position',
  rule: 'RI.cache-lot',
  // RI.karama-abilities: the lot is a ✷ use, open to a Karama as it is declared; cancelled, there is no cache lot this
  // turn (the card stays in the cache; the row was dealt as it was).
  karama: { uses: (_state, decision) => (isCancelled(decision, 'richese-cache-lot') ? [] : [useOf('richese-cache-lot')]) },
  check(_state, _decision, action) {
    return POSITIONS.includes(action.at) ? null : 'at is first or last';
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    const part = richeseOf(ctx.state);
    part.position = { turn: ctx.state.turn, at: action.at };
    if (isCancelled(decision, 'richese-cache-lot')) {
      part.soldTurn = ctx.state.turn;
      ctx.emit({ type: 'cache-lot-cancelled' });
      return;
    }
    ctx.emit({ type: 'cache-position-declared', at: action.at });
  },
};

/**
 * RI.auction.once-around: the other factions eligible to bid, from Richese's neighbour round the table in the
 * direction chosen (right: the way the row's bidding goes, 1.04.06.01), then Richese itself, last, when it may bid on
 * its own card (a cache card, not a Black Market one).
 */
export function onceAroundOrder(ctx: Context, direction: CacheDirection, seller: boolean): Faction[] {
  const order = turnOrder(ctx.state);
  const circle = direction === 'right' ? order : [...order].reverse();
  const others = circle.map((_, i) => toTheRight(circle, RICHESE, i + 1)).filter((f) => f !== RICHESE);
  return [...others, ...(seller ? [RICHESE] : [])].filter((f) => isEligible(ctx.state, f));
}

/** RI.auction.silent: the factions eligible to bid in storm order (which breaks ties), Richese when it may bid. */
export function silentOrder(ctx: Context, seller: boolean): Faction[] {
  return turnOrder(ctx.state).filter((f) => (seller || f !== RICHESE) && isEligible(ctx.state, f));
}

export const cacheLot: ActionHandler<'cache-lot'> = {
  type: 'cache-lot',
  rule: 'RI.cache-lot',
  check(_state, decision, action) {
    if (typeof action.card !== 'string' || !decision.cards.includes(action.card))
      return { code: 'NOT_HELD', message: `${String(action.card)} is not in your cache` };
    if (action.method !== 'once-around' && action.method !== 'silent') return 'method is once-around or silent';
    if (action.method === 'once-around' && action.direction !== 'right' && action.direction !== 'left')
      return 'a once-around auction names its direction: right or left';
    if (action.method === 'silent' && action.direction !== undefined) return 'a silent auction names no direction';
    return null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    const part = richeseOf(ctx.state);
    part.cache = part.cache.filter((c) => c !== action.card);
    const onceAround = action.method === 'once-around';
    const order = onceAround ? onceAroundOrder(ctx, action.direction!, true) : silentOrder(ctx, true);
    const chosenBy = decision.seat !== RICHESE ? { chosenBy: decision.seat } : {};
    part.lot = {
      card: action.card,
      origin: 'cache',
      ...chosenBy,
      method: action.method,
      ...(onceAround ? { direction: action.direction! } : {}),
      order,
      asked: 0,
      bids: [],
      sealed: {},
    };
    ctx.emit({
      type: 'cache-lot-offered',
      card: action.card,
      method: action.method,
      direction: action.direction ?? null,
      order: [...order],
      by: decision.seat,
    });
    if (onceAround) openCacheBid(ctx);
    else openSealedBids(ctx);
  },
};
