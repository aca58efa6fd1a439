// What everyone sees of the bidding (bids are public, 1.11.02 hand sizes too) and what one seat alone sees
// (2.01.05: Atreides looks at the card up for bid; 1.10.02.05: support between allies).
import { allyOf } from '../../alliances.ts';
import type { Faction, Draft } from '../../types.ts';
import { allySupport } from './eligibility.ts';
import { plugins } from '../../extension-points.ts';
import type { BiddingPrivateRoundView, BiddingRound, BiddingRoundView } from './types.ts';

function current(state: Draft): BiddingRound | null {
  return state.round?.phase === 'bidding' ? state.round : null;
}

export function biddingRoundView(state: Draft): BiddingRoundView | null {
  const r = current(state);
  if (!r) return null;
  const hands: Partial<Record<Faction, number>> = {};
  for (const f of r.order) hands[f] = state.factions[f]!.hand.length;
  return {
    phase: 'bidding',
    order: [...r.order],
    declared: { ...r.declared },
    hands,
    dealt: r.dealt,
    card: r.card,
    remaining: r.row.length,
    opener: r.opener,
    highBid: r.highBid,
    highBidder: r.highBidder,
    bids: r.bids.map((b) => ({ ...b })),
    sold: r.sold,
    returned: r.returned,
    atreidesBlind: r.atreidesBlind,
  };
}

export function biddingPrivateRoundView(state: Draft, faction: Faction): BiddingPrivateRoundView | null {
  const r = current(state);
  if (!r) return null;
  const auctionLive = state.step === 'auction' && r.card > 0 && r.row.length > 0;
  const ally = allyOf(state, faction);
  return {
    // A plug-in may show it to another seat (HW.caladan.occupied: Caladan's occupier; a Karama against the Atreides
    // does not blind it).
    cardUp: auctionLive && ((faction === 'atreides' && !r.atreidesBlind) || plugins().some((p) => p.seesCardUp?.(state, faction))) ? r.row[0]! : null,
    allySupport: allySupport(state, faction),
    offeredSupport: ally ? (r.support[faction] ?? 0) : 0,
  };
}
