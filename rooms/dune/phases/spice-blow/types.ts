// 1.02 Spice Blow and Nexus (Basic game: one blow per turn), 1.10 Alliances, and the Fremen abilities that act
// in this phase (2.04.07, 2.04.08, 2.04.10): decisions, actions, events and round state.
import type { PlaceOption } from '../../board/place-options.ts';
import type { DecisionBase, Faction, SpiceCardId, TerritoryId, TreacheryCardId } from '../../types.ts';

/** Progress through the phase, kept in `GameState.step`. */
export type SpiceBlowStep =
  | 'blow' // 1.02.01: reveal cards until a Territory Card is discarded
  | 'protect' // 2.04.10: waiting for Fremen to decide whether a sandworm spares their ally
  | 'place-worm' // 2.04.15: waiting for Fremen to place a further sandworm (Advanced)
  | 'harvest' // Harvester window after the blow (Ixians & Tleilaxu)
  | 'karama-call' // 1.14.03: no sandworm came: the Fremen may still call theirs before the phase ends (Advanced)
  | 'karama-worm' // 1.14.03: the sandworm the Fremen called with a Karama strikes; a Nexus follows
  | 'vote' // a plug-in's sandworm puts its Nexus to a vote (DS.great-maker)
  | 'nexus' // 1.02.06, 1.10.01: alliances formed and broken
  | 'ride' // 2.04.08: Fremen may ride the sandworm at the conclusion of the Nexus
  | 'done';

/** A group of Fremen forces in one sector of the sandworm's territory. `count` includes `elite`. */
export interface RideGroup {
  sector: number;
  count: number;
  /** Of `count`, how many are starred (Fedaykin); only meaningful under Advanced rules. */
  elite?: number;
}

/** 2.04.10: a sandworm appears where the Fremen's ally has forces: Fremen chooses to protect them or not. */
export interface ProtectAllyDecision extends DecisionBase {
  kind: 'protect-ally';
  territory: TerritoryId;
  ally: Faction;
}

/**
 * 1.10.01: a faction's turn in the Nexus. It may break its alliance (`canBreak`), offer an alliance to one of
 * `proposeTo`, or pass.
 */
export interface NexusTurnDecision extends DecisionBase {
  kind: 'nexus-turn';
  canBreak: boolean;
  proposeTo: Faction[];
}

/** 1.10.01.02: a faction was offered an alliance; it forms if this faction accepts. */
export interface AllianceOfferDecision extends DecisionBase {
  kind: 'alliance-offer';
  from: Faction;
}

/** 2.04.08: at the conclusion of the Nexus Fremen may ride the sandworm out of `territory`. */
export interface RideWormDecision extends DecisionBase {
  kind: 'ride-worm';
  territory: TerritoryId;
  /** Fremen forces that may ride: those in the territory outside the storm, per sector. */
  groups: RideGroup[];
  /** Filled in the seat's view (never stored): where the ride may end (storm, allies and occupancy as checked). */
  destinations?: PlaceOption[];
}

/**
 * The card a sandworm came by, named in its events: a Shai-Hulud spice card or, when none was revealed, the Thumper
 * (spice-blow/blow.ts) or the Fremen's Karama (karama/powers/fremen.ts).
 */
export type WormCard = SpiceCardId | 'thumper' | 'karama-sandworm';

/** 2.04.15 (Advanced): a further sandworm of this blow; the Fremen place it in one of `options` or leave it (null). */
export interface PlaceWormDecision extends DecisionBase {
  kind: 'place-worm';
  card: WormCard;
  options: TerritoryId[];
}

/**
 * 1.14.03 (Advanced, after turn 1, while the Fremen power is unused): the blow is over and no sandworm came, so no
 * Nexus would let the Fremen act; they may call their Karama sandworm now (`territory` and `card`) or let it pass.
 * Offered whatever the Fremen hold, so it tells nobody whether they have a Karama.
 */
export interface KaramaSandwormDecision extends DecisionBase {
  kind: 'karama-sandworm';
  /** Filled in the seat's view (never stored): the sand territories the sandworm may be called to (with a Karama card). */
  territories?: TerritoryId[];
}

export type SpiceBlowDecision = ProtectAllyDecision | NexusTurnDecision | AllianceOfferDecision | RideWormDecision | PlaceWormDecision | KaramaSandwormDecision;

export type NexusChoice = { choice: 'pass' } | { choice: 'break' } | { choice: 'propose'; to: Faction };

export type SpiceBlowAction =
  | { type: 'protect-ally'; event: string; protect: boolean }
  | { type: 'place-worm'; event: string; territory: TerritoryId | null }
  /** 1.14.03: a sand territory and the Karama card spent, or both null to let the phase end. */
  | { type: 'karama-sandworm'; event: string; territory: TerritoryId | null; card: TreacheryCardId | null }
  | ({ type: 'nexus-turn'; event: string } & NexusChoice)
  | { type: 'alliance-offer'; event: string; accept: boolean }
  /** `to: null` (and no groups) declines the ride. */
  | { type: 'ride-worm'; event: string; to: { territory: TerritoryId; sector: number } | null; groups: RideGroup[] };

export type SpiceBlowEvent =
  /** 1.02.01: the top card of the spice deck, revealed and discarded (public: the discard pile is face up). */
  | { type: 'spice-card-revealed'; card: SpiceCardId }
  /** 1.02.04: spice placed on the blow sector, or none (`amount: 0`, `inStorm: true`) when that sector is in storm. */
  | { type: 'spice-blown'; card: SpiceCardId; territory: TerritoryId; sector: number; amount: number; inStorm: boolean }
  /** 2.04.15: where the Fremen placed a further sandworm (null: where it appeared). */
  | { type: 'sandworm-placed'; card: WormCard; territory: TerritoryId | null }
  /** 1.02.02: turn 1, a Shai-Hulud card is set aside. */
  | { type: 'shai-hulud-set-aside'; card: SpiceCardId }
  /** 1.02.02: the set-aside cards are shuffled back into the deck after the phase. */
  | { type: 'shai-hulud-reshuffled'; cards: SpiceCardId[] }
  /** 0.05: the deck ran out; the discard pile became the new deck. */
  | { type: 'spice-deck-reshuffled'; cards: number }
  /** 1.02.05: a sandworm devours forces and spice in the territory of the topmost Territory Card (null: none). */
  | {
      type: 'shai-hulud';
      card: WormCard;
      territory: TerritoryId | null;
      devoured: { faction: Faction; forces: number }[];
      spice: number;
      /** Factions whose forces there were not devoured (2.04.07 Fremen, 2.04.10 a protected ally). */
      spared: Faction[];
    }
  | { type: 'ally-protection'; territory: TerritoryId; ally: Faction; protect: boolean }
  /** 2.04.07 cancelled by a Karama (3.01.11.01): the sandworm devours the forces it had spared. */
  | { type: 'forces-devoured'; faction: Faction; territory: TerritoryId; forces: number }
  | { type: 'nexus-started'; order: Faction[] }
  | { type: 'nexus-passed'; faction: Faction }
  | { type: 'alliance-proposed'; from: Faction; to: Faction }
  | { type: 'alliance-declined'; from: Faction; to: Faction }
  | { type: 'alliance-formed'; factions: [Faction, Faction] }
  | { type: 'alliance-broken'; faction: Faction; factions: [Faction, Faction] }
  | { type: 'nexus-ended'; alliances: [Faction, Faction][] }
  | { type: 'worm-ridden'; from: TerritoryId; groups: RideGroup[]; to: { territory: TerritoryId; sector: number } }
  | { type: 'worm-not-ridden'; from: TerritoryId };

/** 1.10.01: the Nexus in progress. Everything here is public (1.10.01.03). */
export interface NexusState {
  /** Storm order: every faction gets turns in this order, round after round. */
  order: Faction[];
  /** Index in `order` of the faction whose turn is next. */
  next: number;
  /** Turns in a row that changed nothing; the Nexus concludes when everyone has had one (1.10.01.07). */
  quietTurns: number;
  /** 1.10.01.02: factions that have formed an alliance in this Nexus (they may not ally again until the next). */
  alliedThisNexus: Faction[];
  /** Offers made in this Nexus, [from, to]; each may be made once, so the Nexus always concludes. */
  offers: [Faction, Faction][];
  /** The offer awaiting an answer. */
  pendingOffer: { from: Faction; to: Faction } | null;
}

export interface SpiceBlowRound {
  phase: 'spice-blow';
  /** 1.02.02: Shai-Hulud cards set aside on turn 1. */
  setAside: SpiceCardId[];
  /** 1.02.06: a Shai-Hulud after turn 1 causes a Nexus at the end of the phase. */
  nexusDue: boolean;
  /** Territory of each sandworm that devoured this phase, one entry per Shai-Hulud card (2.04.08 may repeat). */
  wormTerritories: TerritoryId[];
  /** How many of `wormTerritories` the Fremen ride has been offered for. */
  ridesOffered: number;
  /** The Shai-Hulud card whose devouring waits for the Fremen's 2.04.10 choice (`ride: false`: no ride from there, DS.great-maker). */
  awaitingProtection: { card: WormCard; territory: TerritoryId; ride?: false } | null;
  nexus: NexusState | null;
  /** Thumper played at the start of the phase: a sandworm comes before the first card is revealed. */
  thumper?: boolean;
  /** Sandworms revealed so far in the blow in progress (2.04.15: the Fremen place all but the first). */
  wormsInBlow?: number;
  /** 2.04.15: the sandworm waiting for the Fremen to place it. */
  awaitingPlacement?: WormCard | null;
  /** 1.13.02: the discard pile being blown (Advanced game: A, then B); absent: A. */
  pile?: 'A' | 'B';
  /** The Territory Card blown last and what it placed (Harvester doubles it). */
  lastBlow?: { territory: TerritoryId; sector: number; amount: number } | null;
  /** 1.14.03: where the sandworm the Fremen called with a Karama will strike, until it does (karama/powers/fremen.ts). */
  karamaWorm?: TerritoryId;
}

/** The whole round is public: revealed cards (set-aside ones were revealed too), sandworms, the Nexus and its offers. */
export type SpiceBlowRoundView = SpiceBlowRound;
export type SpiceBlowPrivateRoundView = never;
