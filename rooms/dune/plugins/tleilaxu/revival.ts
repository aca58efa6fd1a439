// The Tleilaxu's Tanks economy in the Revival phase:
// - TL.own-revival: they revive any number of their forces by the normal revival, at half price (1 spice each);
// - TL.ally: their ally's forces beyond the free ones cost it half price too;
// - TL.revival-income: what any other faction pays for a revival (forces, a leader, the Emperor's payment for its
//   ally) goes to the Tleilaxu instead of the bank, and each other faction that revives forces free brings them 1
//   spice from the bank.
// Each is a ✷ ability (TL.karama-abilities): a revival that would use one opens a Karama window first; cancelled, the
// revival is taken again on the usual terms (3.04), its payment to the bank and no free-revival income.
import { allyOf } from '../../alliances.ts';
import type { Context } from '../../context.ts';
import type { RevivalTerms } from '../../extension-points.ts';
import { isCancelled, useOf } from '../../karama/abilities.ts';
import type { AbilityUse, CancelAbility } from '../../karama/types.ts';
import { pay, receive } from '../../payments.ts';
import type { Draft, Faction, ReadonlyFaction } from '../../types.ts';
import { raisedLimit, revivalStopped } from './favours.ts';
import { TLEILAXU, playsTleilaxu } from './state.ts';

type Cancellable = { karamaCancelled?: CancelAbility[] };

const HALF_PRICE = 1;
const FREE_REVIVAL_INCOME = 1;

/** TL.own-revival, TL.ally: the terms of `fs`'s normal revival. */
export function tleilaxuRevivalTerms(fs: ReadonlyFaction, usual: RevivalTerms, state: Draft, decision: Cancellable): RevivalTerms {
  if (fs.faction === TLEILAXU)
    return isCancelled(decision, 'tleilaxu-revival') ? usual : { limit: fs.tanks.regular + fs.tanks.elite, costPerForce: HALF_PRICE };
  if (!playsTleilaxu(state)) return usual;
  // TL.karama: a revival the Tleilaxu's Karama stopped revives nothing.
  if (revivalStopped(state, fs.faction)) return { ...usual, limit: 0 };
  // TL.revival-limits: a limit the Tleilaxu raised this turn.
  const terms = { ...usual, limit: raisedLimit(state, fs.faction, usual.limit) };
  const discounted = allyOf(state, fs.faction) === TLEILAXU && !isCancelled(decision, 'tleilaxu-ally-revival');
  return discounted ? { ...terms, costPerForce: Math.min(terms.costPerForce, HALF_PRICE) } : terms;
}

/**
 * The ✷ uses of a revival of `forces` forces (and a leader): the Tleilaxu's own terms beyond their free forces, the
 * ally's discount beyond its free forces, and the Tleilaxu's income from another faction's revival.
 */
export function tleilaxuRevivalUses(
  faction: Faction,
  forces: number,
  decision: Cancellable & { freeRevival?: number },
  revival: { state: Draft; leader: boolean },
): AbilityUse[] {
  const { state } = revival;
  if (!playsTleilaxu(state)) return [];
  const paidForces = forces > (decision.freeRevival ?? 0);
  if (faction === TLEILAXU) return paidForces && !isCancelled(decision, 'tleilaxu-revival') ? [useOf('tleilaxu-revival')] : [];
  const uses: AbilityUse[] = [];
  if (paidForces && allyOf(state, faction) === TLEILAXU && !isCancelled(decision, 'tleilaxu-ally-revival')) uses.push(useOf('tleilaxu-ally-revival', faction));
  if ((forces > 0 || revival.leader) && !isCancelled(decision, 'tleilaxu-revival-income')) uses.push(useOf('tleilaxu-revival-income'));
  return uses;
}

/** TL.revival-income: another faction's revival payment reaches the Tleilaxu (their own goes to the bank). */
export function paidToTleilaxu(ctx: Context, payer: Faction, amount: number, cancelled: readonly CancelAbility[]): boolean {
  if (!playsTleilaxu(ctx.state) || payer === TLEILAXU || cancelled.includes('tleilaxu-revival-income')) return false;
  receive(ctx, TLEILAXU, pay(ctx, payer, TLEILAXU, amount).reaches, 'spice');
  ctx.emit({ type: 'revival-paid-to-tleilaxu', from: payer, amount });
  return true;
}

/** TL.revival-income: 1 spice from the bank for another faction's free revival. */
export function freeRevivalIncome(ctx: Context, faction: Faction, free: number, cancelled: readonly CancelAbility[]): void {
  if (!playsTleilaxu(ctx.state) || faction === TLEILAXU || free === 0 || cancelled.includes('tleilaxu-revival-income')) return;
  // HW.tleilax.low: nothing while Tleilax showed its low face as the phase started.
  if (ctx.state.tleilaxu?.lowAtRevival) return;
  ctx.ownFaction(TLEILAXU).spice += FREE_REVIVAL_INCOME;
  ctx.emit({ type: 'free-revival-income', faction, amount: FREE_REVIVAL_INCOME });
}
