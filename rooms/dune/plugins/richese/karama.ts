// RI.karama (Advanced game): once a game, Richese may spend a Karama card to buy a card of its choice from its cache for
// 3 spice, paid to the bank (no auction: the Emperor's payment is for cards sold in the Bidding phase). A free action;
// the table sees the Karama, the spice and the cache one card smaller, never which card: Richese alone is told.
import { pay } from '../../payments.ts';
import type { Context } from '../../context.ts';
import type { FreeHandler } from '../../deals/free.ts';
import { powerProblem, spendPower } from '../../karama/powers/power.ts';
import type { Draft, EngineError, Faction } from '../../types.ts';
import { RICHESE, richeseOf } from './state.ts';
import { KARAMA_CACHE_PRICE } from './catalog.ts';

const notEligible = (message: string): EngineError => ({ code: 'NOT_ELIGIBLE', message });

function check(state: Draft, seat: Faction, action: { card: unknown; buy: unknown }): EngineError | null {
  if (seat !== RICHESE) return notEligible('RI.karama: the power is Richese’s');
  if (typeof action.card !== 'string' || typeof action.buy !== 'string') return { code: 'INVALID_CHOICE', message: 'card and buy are treachery card ids' };
  if (state.phase === 'setup' || state.phase === 'game-over') return notEligible('RI.karama: not during set-up or after the game');
  const power = powerProblem(state, seat, action.card as never);
  if (power) return power;
  if (!richeseOf(state).cache.includes(action.buy as never)) return { code: 'NOT_HELD', message: `RI.karama: ${action.buy} is not in your cache` };
  if (state.factions[seat]!.spice < KARAMA_CACHE_PRICE) return { code: 'INSUFFICIENT_SPICE', message: `RI.karama: the card costs ${KARAMA_CACHE_PRICE} spice` };
  return null;
}

export const richeseKaramaBuy: FreeHandler<'richese-karama-buy'> = {
  rule: 'RI.karama',
  check: (state, seat, action) => check(state, seat, action),
  apply(ctx: Context, seat, action) {
    // The Karama leaves the hand as the card comes in: the hand's size, and its limit, are unchanged.
    spendPower(ctx, seat, action.card);
    ctx.ownFaction(seat).spice -= KARAMA_CACHE_PRICE;
    pay(ctx, seat, 'bank', KARAMA_CACHE_PRICE);
    const part = richeseOf(ctx.state);
    part.cache = part.cache.filter((c) => c !== action.buy);
    ctx.ownFaction(seat).hand.push(action.buy);
    ctx.emit({ type: 'cache-card-taken', price: KARAMA_CACHE_PRICE });
    ctx.emit({ type: 'cache-card-taken-card', card: action.buy }, seat);
  },
};
