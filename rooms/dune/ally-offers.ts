// Spice offered to an ally (1.10.02.05 bids, 1.10.02.06 shipments, CH.ally.battle-funding battles). From rules
// edition 3 the offered spice is set aside when offered: it leaves its maker's spice, is held for the ally (it pays
// nothing else meanwhile), pays the ally's purchases, shipments or battles from there, and what is left goes back to
// its maker as the phase ends. An offer is then always backed, so the ally learns the offer and nothing more: what it
// may use never shrinks to the maker's spice, which would tell it that spice exactly. Games of earlier editions keep
// their reading: an offer is paid from what its maker holds when it is used, and promises nothing before.
import type { Context } from './context.ts';
import { playsEdition } from './rules-edition.ts';
import type { Draft, Faction } from './types.ts';

const setsAside = (state: Draft): boolean => playsEdition(state, 3);

/** Sets `amount` of `maker`'s spice aside for its ally, as the offer is made (edition 3; earlier, nothing moves). */
export function holdOffer(ctx: Context, maker: Faction, amount: number): void {
  if (setsAside(ctx.state)) ctx.ownFaction(maker).spice -= amount;
}

/** What `maker`'s standing offer of `offered` can pay now: all of it when set aside, else within what it holds. */
export function offerAvailable(state: Draft, maker: Faction, offered: number): number {
  return setsAside(state) ? offered : Math.min(offered, state.factions[maker]?.spice ?? 0);
}

/** Whether `maker` pays an offer's use from its own spice (earlier editions) rather than from what is set aside. */
export function paidFromSpice(state: Draft): boolean {
  return !setsAside(state);
}

/** Gives back to their makers what is left of the offers set aside in the round now ending (edition 3). */
export function releaseOffers(ctx: Context): void {
  const round = ctx.state.round;
  if (!round || !setsAside(ctx.state)) return;
  if (round.phase === 'bidding' || round.phase === 'shipment-movement') {
    for (const maker of ctx.seating) {
      const left = round.support[maker] ?? 0;
      if (left <= 0) continue;
      ctx.ownFaction(maker).spice += left;
      round.support[maker] = 0;
    }
  } else if (round.phase === 'battle' && (round.choamSupport ?? 0) > 0 && ctx.state.factions.choam) {
    ctx.ownFaction('choam').spice += round.choamSupport!;
    round.choamSupport = 0;
  }
}
