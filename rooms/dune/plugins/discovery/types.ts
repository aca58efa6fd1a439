// The Discovery variant's state, decisions, events and views (Ecaz & Moritani, `modules: ['discovery']`;
// docs/rules/discovery.tsv, DS.*).
import type { DiscoveredPlace } from '../../board/discoveries.ts';
import type { DecisionBase, Faction, TerritoryId, TreacheryCardId } from '../../types.ts';

/** DS.tokens: the eight Discovery tokens, four of each kind. */
export const HIEREG_TOKENS = ['jacurutu-sietch', 'cistern', 'ecological-testing-station', 'shrine'] as const;
export const SMUGGLER_TOKENS = ['orgiz-processing-station', 'treachery-card-stash', 'spice-stash', 'ornithopter'] as const;
export type DiscoveryTokenId = (typeof HIEREG_TOKENS)[number] | (typeof SMUGGLER_TOKENS)[number];
export type DiscoveryKind = 'hiereg' | 'smuggler';

/** A token face down in a territory: its kind is public, which token it is secret. */
export interface LaidToken {
  token: DiscoveryTokenId;
  kind: DiscoveryKind;
  site: TerritoryId;
}

/** A revealed place: where it lies (its one neighbour), and the turn it was revealed (its free entry is the next turn's). */
export interface DiscoveredLocation {
  place: DiscoveredPlace;
  on: TerritoryId;
  turn: number;
}

export interface DiscoveryState {
  /** DS.setup: the face-down piles, shuffled (secret order). */
  piles: Record<DiscoveryKind, DiscoveryTokenId[]>;
  /** DS.card: the tokens laid face down on the board. */
  laid: LaidToken[];
  /** DS.reveal: the places revealed, for the rest of the game. */
  locations: DiscoveredLocation[];
  /** DS.reveal: tokens revealed that left the game (the stashes). */
  gone: DiscoveryTokenId[];
  /** DS.entry: the turn whose Storm phase last offered the free entries (absent: never). */
  entryTurn?: number;
  /** DS.ornithopter: the revealed Ornithopter token, kept by its revealer (public), and the turn it was revealed. */
  flight?: { faction: Faction; turn: number };
  /**
   * DS.great-maker: this turn's Great Maker: whether its Nexus waits for a vote, the votes cast so far (in storm
   * order), and whether the Fremen's ride from reserves is still to be offered.
   */
  maker?: { turn: number; vote: boolean; votes: { faction: Faction; nexus: boolean }[]; ride: boolean };
}

export interface DiscoveryStatePart {
  discovery?: DiscoveryState;
}

/** DS.reveal: in Spice Collection, a faction with forces where a token lies may look at it and reveal it. */
export interface DiscoveryRevealDecision extends DecisionBase {
  kind: 'discovery-reveal';
  site: TerritoryId;
  tokenKind: DiscoveryKind;
}

/** DS.entry: as the Storm phase starts, a faction with forces around a place revealed last turn may move them in free. */
export interface DiscoveryEntryDecision extends DecisionBase {
  kind: 'discovery-entry';
  place: DiscoveredPlace;
  on: TerritoryId;
  /** The sectors of `on` holding its forces, out of the storm, and how many of them (fighters; advisors stay). */
  stacks: { sector: number; count: number }[];
}

/** DS.card-stash: the revealer is over its hand limit with the card drawn: it discards one of its choice. */
export interface DiscoveryDiscardDecision extends DecisionBase {
  kind: 'discovery-discard';
}

/** DS.testing-station: the storm will move `movement` sectors; the station's occupant may make it one more or one fewer. */
export interface TestingStationDecision extends DecisionBase {
  kind: 'testing-station';
  movement: number;
}

/** DS.great-maker: each faction in storm order votes whether the Great Maker brings a Nexus. */
export interface GreatMakerVoteDecision extends DecisionBase {
  kind: 'great-maker-vote';
  /** The votes cast before this one (public). */
  votes: { faction: Faction; nexus: boolean }[];
}

/** DS.great-maker: the Fremen may ride the Great Maker from their reserves to one place offered. */
export interface GreatMakerRideDecision extends DecisionBase {
  kind: 'great-maker-ride';
  places: { territory: TerritoryId; sectors: number[] }[];
  /** The Fremen's reserves, the most that may ride. */
  max: number;
}

export type DiscoveryDecision =
  | DiscoveryRevealDecision
  | DiscoveryEntryDecision
  | DiscoveryDiscardDecision
  | TestingStationDecision
  | GreatMakerVoteDecision
  | GreatMakerRideDecision;

export type DiscoveryAction =
  | { type: 'discovery-reveal'; event: string; reveal: boolean }
  | { type: 'discovery-entry'; event: string; groups: { sector: number; count: number }[] }
  | { type: 'discovery-discard'; event: string; card: TreacheryCardId }
  | { type: 'testing-station'; event: string; change: -1 | 0 | 1 }
  | { type: 'great-maker-vote'; event: string; nexus: boolean }
  | { type: 'great-maker-ride'; event: string; to: { territory: TerritoryId; sector: number } | null; count: number; elite?: number };

export type DiscoveryEvent =
  /** DS.card: a Discovery card devastated its territory (forces to the Tanks, spice to the bank) before its blow. */
  | { type: 'discovery-devastation'; territory: TerritoryId; forces: { faction: Faction; count: number }[]; spice: number }
  /** DS.card: a token laid face down (its kind public); `token` only in the copy to a seat that may see it. */
  | { type: 'discovery-token-laid'; site: TerritoryId; kind: DiscoveryKind }
  | { type: 'discovery-token-seen'; site: TerritoryId; token: DiscoveryTokenId }
  /** DS.card: the pile of the card's kind is empty: no token is laid. */
  | { type: 'discovery-pile-empty'; kind: DiscoveryKind }
  | { type: 'discovery-token-passed'; faction: Faction; site: TerritoryId }
  | { type: 'discovery-token-revealed'; faction: Faction; site: TerritoryId; token: DiscoveryTokenId }
  /** DS.spice-stash, DS.cistern, DS.orgiz, DS.jacurutu: spice from the bank (Orgiz: from a collector). */
  | { type: 'discovery-spice'; faction: Faction; token: DiscoveryTokenId; amount: number; from?: Faction }
  | { type: 'discovery-entered'; faction: Faction; place: DiscoveredPlace; count: number }
  /** DS.card-stash: the revealer draws a treachery card (which, to the revealer alone), and discards one over its limit. */
  | { type: 'discovery-card-drawn'; faction: Faction }
  | { type: 'discovery-card-drawn-card'; card: TreacheryCardId }
  | { type: 'discovery-card-discarded'; faction: Faction; card: TreacheryCardId }
  | { type: 'testing-station-used'; faction: Faction; from: number; movement: number }
  | { type: 'discovery-flight'; faction: Faction; from: TerritoryId; to: TerritoryId }
  | { type: 'great-maker'; turn: number; vote: boolean }
  | { type: 'great-maker-set-aside' }
  | { type: 'great-maker-voted'; faction: Faction; nexus: boolean }
  | { type: 'great-maker-vote-result'; yes: number; no: number; nexus: boolean }
  | { type: 'great-maker-ridden'; to: { territory: TerritoryId; sector: number }; count: number };

/** Every viewer's view: the tokens laid (where, which kind), the places revealed, the tokens gone (null without the module). */
export interface DiscoveryViewPart {
  discovery: {
    laid: { site: TerritoryId; kind: DiscoveryKind }[];
    piles: Record<DiscoveryKind, number>;
    locations: DiscoveredLocation[];
    gone: DiscoveryTokenId[];
    /** DS.ornithopter: who keeps the Ornithopter token, and since which turn (null: nobody). */
    flight: { faction: Faction; turn: number } | null;
  } | null;
}

/** A seat's private view: the face-down tokens it may see (the Fremen the Hiereg, the Guild the Smuggler, one it is asked about). */
export interface DiscoveryPrivateViewPart {
  discoveries: { site: TerritoryId; token: DiscoveryTokenId }[];
}
