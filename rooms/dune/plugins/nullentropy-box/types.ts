// Nullentropy Box (CHOAM & Richese cache): "At any time, pay 2 spice to the Spice Bank, then take the Treachery Card
// discard pile and secretly search it for any card (other than a Nullentropy Box) to add to your hand. Shuffle the
// discard pile afterward and then return it face up, discarding this card on top." Its policy:
// docs/RULES-DECISIONS.md (Nullentropy Box); search.ts implements it.
import type { DecisionBase, Faction, TreacheryCardId } from '../../types.ts';

/** The fee, paid to the Spice Bank. */
export const NULLENTROPY_FEE = 2;

/** Begins a search: a free action (at any time the game is not interrupted). */
export type NullentropyBeginAction = { type: 'nullentropy-search'; card: TreacheryCardId };

/** The searcher's private choice: the candidates are in its own decision only, in a stable (sorted) order. */
export interface NullentropyDecision extends DecisionBase {
  kind: 'nullentropy';
  /** The Box being played (reserved in the searcher's hand until it is discarded on top). */
  box: TreacheryCardId;
  candidates: TreacheryCardId[];
}
export type NullentropySelectAction = { type: 'nullentropy'; event: string; card: TreacheryCardId };

/** The open search: who, with which Box, bound to which decision, and the pile it may take from (custody evidence). */
export interface NullentropySearch {
  faction: Faction;
  box: TreacheryCardId;
  event: string;
  pile: TreacheryCardId[];
}

export type NullentropyEvent =
  /** Public: a paid search has begun (2 spice to the bank); nothing about the pile. */
  | { type: 'nullentropy-search-begun'; faction: Faction; box: TreacheryCardId; paid: number }
  /** To the searcher only: the card it took. */
  | { type: 'nullentropy-card-taken'; faction: Faction; card: TreacheryCardId }
  /** Public: the pile was shuffled and the Box discarded on top. */
  | { type: 'nullentropy-search-ended'; faction: Faction; box: TreacheryCardId };

/** Its part of GameState: the open search, null between searches (in every game, as stored games have it). */
export interface NullentropyStatePart {
  /** An open search: the discard pile is locked until its owner selects. */
  nullentropy?: NullentropySearch | null;
}
