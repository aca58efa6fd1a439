// The Tleilaxu's Tanks economy in the Revival phase:
// - TL.own-revival: they revive any number of their forces by the normal revival, at half price (1 spice each);
// - TL.ally: their ally's forces beyond the free ones cost it half price too;
// - TL.revival-income: what any other faction pays for a revival (forces, a leader, the Emperor's payment for its
//   ally) goes to the Tleilaxu instead of the bank, and each other faction that revives forces free brings them 1
//   spice from the bank.
import { allyOf } from '../../alliances.ts';
import type { Context } from '../../context.ts';
import type { RevivalTerms } from '../../extension-points.ts';
import { pay, receive } from '../../payments.ts';
import type { Draft, Faction, ReadonlyFaction } from '../../types.ts';
import { raisedLimit } from './limits.ts';
import { TLEILAXU, playsTleilaxu } from './state.ts';

const HALF_PRICE = 1;
const FREE_REVIVAL_INCOME = 1;

/** TL.own-revival, TL.ally: the terms of `fs`'s normal revival. */
export function tleilaxuRevivalTerms(fs: ReadonlyFaction, usual: RevivalTerms, state: Draft): RevivalTerms {
  if (fs.faction === TLEILAXU) return { limit: fs.tanks.regular + fs.tanks.elite, costPerForce: HALF_PRICE };
  if (!playsTleilaxu(state)) return usual;
  // TL.revival-limits: a limit the Tleilaxu raised this turn.
  const terms = { ...usual, limit: raisedLimit(state, fs.faction, usual.limit) };
  return allyOf(state, fs.faction) === TLEILAXU ? { ...terms, costPerForce: Math.min(terms.costPerForce, HALF_PRICE) } : terms;
}

/** TL.revival-income: another faction's revival payment reaches the Tleilaxu (their own goes to the bank). */
export function paidToTleilaxu(ctx: Context, payer: Faction, amount: number): boolean {
  if (!playsTleilaxu(ctx.state) || payer === TLEILAXU) return false;
  receive(ctx, TLEILAXU, pay(ctx, payer, TLEILAXU, amount).reaches, 'spice');
  ctx.emit({ type: 'revival-paid-to-tleilaxu', from: payer, amount });
  return true;
}

/** TL.revival-income: 1 spice from the bank for another faction's free revival. */
export function freeRevivalIncome(ctx: Context, faction: Faction, free: number): void {
  if (!playsTleilaxu(ctx.state) || faction === TLEILAXU || free === 0) return;
  ctx.ownFaction(TLEILAXU).spice += FREE_REVIVAL_INCOME;
  ctx.emit({ type: 'free-revival-income', faction, amount: FREE_REVIVAL_INCOME });
}
