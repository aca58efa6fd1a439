// 1.04.02 MAX HAND SIZE (4; 2.05.07 Harkonnen 8) and 1.04.03 INELIGIBLE: a full hand may not bid.
// 1.04.06.04 BID LIMIT, widened by an ally's support (1.10.02.05) and lifted by a Karama card (3.01.11.04).
import { allyOf } from '../../alliances.ts';
import { viewHandLimit } from '../../hand-limit.ts';
import { isKaramaFor } from '../../karama/cards.ts';
import type { Faction, Draft, TreacheryCardId } from '../../types.ts';
import type { BiddingRound } from './types.ts';
import { offerAvailable } from '../../ally-offers.ts';
import { plugins } from '../../extension-points.ts';

/**
 * 1.04.02, 2.05.07, CH.setup, as a view shows it (hand-limit.ts: MO.terror.atomics); and what the plug-ins add
 * (HW.tupile.occupied: Tupile's occupier and its ally).
 */
export function handLimit(state: Draft, faction: Faction): number {
  return plugins().reduce((limit, p) => limit + (p.handLimitBonus?.(state, faction) ?? 0), viewHandLimit(state, faction));
}

export function isEligible(state: Draft, faction: Faction): boolean {
  return state.factions[faction]!.hand.length < handLimit(state, faction);
}

/** Spice the ally of `faction` still offers for `faction`'s purchases and can actually pay. */
export function allySupport(state: Draft, faction: Faction): number {
  const ally = allyOf(state, faction);
  const round = state.round as BiddingRound | null;
  if (!ally || !state.factions[ally] || round?.phase !== 'bidding') return 0;
  return offerAvailable(state, ally, round.support[ally] ?? 0);
}

/** 1.04.06.04 with 1.10.02.05: the most `faction` can pay for a card. */
export function bidLimit(state: Draft, faction: Faction): number {
  return state.factions[faction]!.spice + allySupport(state, faction);
}

/** A Karama card in the hand, if any (3.01.11.04). */
export function karamaInHand(state: Draft, faction: Faction): TreacheryCardId | null {
  return state.factions[faction]!.hand.find((id) => isKaramaFor(state, faction, id)) ?? null;
}
