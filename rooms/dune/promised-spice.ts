// How much of a faction's spice is promised: spice it may still have to pay, so that it cannot give it away (bribes,
// gifts) or spend it on something else (a Nullentropy search) meanwhile. One answer for every check that needs it.
// - A standing high bid (not backed by a Karama, 3.01.11.04) is counted once between the bidder and its ally
//   (1.10.02.05): the bidder holds back what its ally's offer cannot cover, the ally what the bidder's own spice
//   cannot. Both are computed from the spice held now, so whichever spends first leaves the other less to spare,
//   and the purchase (own spice first, then the ally's) can always be paid.
// - Spice dialed in a battle plan not yet resolved (1.13.04.04), and spice a Spice Banker carries in it (LS.spice-banker).
// A Smuggler's pending collection and a Spice Banker's escrow are not the faction's spice yet: nothing to hold back.
// An offer of shipment support is not a promise: a shipment takes from the ally only what it holds then.
// From rules edition 3 every offer to an ally is set aside when made (ally-offers.ts): what it pays is no longer part
// of its maker's spice, so nothing of it is promised here.
import { allyOf } from './alliances.ts';
import type { Faction, Draft } from './types.ts';
import { offerAvailable, paidFromSpice } from './ally-offers.ts';

export function promisedSpice(state: Draft, faction: Faction): number {
  const round = state.round;
  if (round?.phase === 'battle') {
    const battle = round.current;
    const open = battle !== null && !['skills', 'capture', 'end'].includes(battle.stage);
    const plan = battle?.plans[faction];
    const own = open && plan ? (plan.spice ?? 0) - (plan.choamSpice ?? 0) + (plan.bankerSpice ?? 0) : 0;
    // CH.ally.battle-funding: CHOAM's part of its ally's sealed plan is CHOAM's promise.
    const ally = faction === 'choam' ? allyOf(state, 'choam') : null;
    const funded = open && ally && paidFromSpice(state) ? (battle?.plans[ally]?.choamSpice ?? 0) : 0;
    return own + funded;
  }
  if (round?.phase !== 'bidding' || round.highBidder === null || round.highKarama !== null) return 0;
  const bidder = round.highBidder;
  const bid = round.highBid;
  const spiceOf = (f: Faction) => state.factions[f]?.spice ?? 0;
  const ally = allyOf(state, bidder);
  const offer = (f: Faction | null) => (f === null ? 0 : offerAvailable(state, f, round.support[f] ?? 0));
  if (faction === bidder) return Math.min(spiceOf(bidder), Math.max(0, bid - offer(ally)));
  if (faction === ally && paidFromSpice(state)) return Math.min(offer(ally), Math.max(0, bid - spiceOf(bidder)));
  return 0;
}
