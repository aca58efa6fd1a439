import type { DecisionBase, Faction, TreacheryCardId } from '../../types.ts';

/**
 * Portable Snooper (CHOAM & Richese): after the reveal, a side that played no defense may add one. Asked secretly
 * of every such side whether or not it holds the card, so that the question reveals nothing about its hand.
 */
export interface PortableSnooperDecision extends DecisionBase {
  kind: 'portable-snooper';
}

/** `card: null` plays none (always allowed; the only answer for a seat without a Portable Snooper). */
export type PortableSnooperAction = { type: 'portable-snooper'; event: string; card: TreacheryCardId | null };

/** A Portable Snooper added after the reveal, shown once both sides have answered. */
export type PortableSnooperEvent = { type: 'portable-snooper-played'; faction: Faction; card: TreacheryCardId };
