// The Tleilaxu faction's state, events and views (Ixians & Tleilaxu; docs/rules/ixians-tleilaxu.tsv, TL.*).
import type { DecisionBase, Faction, LeaderId, TerritoryId, TraitorCardId, TreacheryCardId } from '../../types.ts';

export interface TleilaxuState {
  /** TL.face-dancers: the three Face Dancers (traitor cards), secret from every other seat until revealed. */
  faceDancers: TraitorCardId[];
  /** Those of `faceDancers` revealed so far (public). */
  revealed: TraitorCardId[];
  /** TL.revival-limits: the factions whose revival limit the Tleilaxu raised to 5 this turn (public; absent: none). */
  raised?: Faction[];
  /** TL.leader-revival: the factions they let revive a leader early this turn (public; absent: none). */
  early?: Faction[];
  /** TL.karama: the faction whose normal revival their Karama stopped this turn (public; absent: none). */
  stopped?: Faction[];
  /** TL.face-dancers: a battle just won that they will be asked about once the battle's other decisions are answered. */
  reveal?: { winner: Faction; leader: LeaderId; territory: TerritoryId; sectors: number[] };
  /** HW.tleilax.low: Tleilax showed its low face as this Revival phase started (absent: it did not). */
  lowAtRevival?: true;
  /** The turn the Tleilaxu were last asked for their Revival favours (each turn's Revival asks once). */
  limitsAsked?: number;
}

/** The game state's part, present only in a game the Tleilaxu play. */
export interface TleilaxuStatePart {
  tleilaxu?: TleilaxuState;
}

/** Every viewer's view: how many Face Dancers the Tleilaxu hold and which were revealed (null without them). */
export interface TleilaxuViewPart {
  tleilaxu: { faceDancers: number; revealed: TraitorCardId[] } | null;
}

/** A seat's private view: its Face Dancers (the Tleilaxu's own; empty for every other seat). */
export interface TleilaxuPrivateViewPart {
  faceDancers: TraitorCardId[];
}

/** A Tleilaxu force on the planet moved into the battle's territory when a Face Dancer is revealed. */
export interface FaceDancerSource {
  territory: TerritoryId;
  sector: number;
  count: number;
}

/**
 * TL.face-dancers: after every battle won with a leader by another faction, the Tleilaxu are asked whether they reveal
 * it as a Face Dancer — asked alike whether or not they hold its card (public facts only open it).
 */
export interface FaceDancerDecision extends DecisionBase {
  kind: 'face-dancer';
  winner: Faction;
  leader: LeaderId;
  territory: TerritoryId;
  /** The battle's sectors out of the storm, where replacing forces may go. */
  sectors: number[];
  /** The winner's forces in the territory: at most this many Tleilaxu forces replace them. */
  max: number;
}

/** TL.face-dancers.renewal: at the Mentat Pause the Tleilaxu may swap one unrevealed Face Dancer for the deck's top. */
export interface FaceDancerSwapDecision extends DecisionBase {
  kind: 'face-dancer-swap';
}

/**
 * As the Revival phase starts, the Tleilaxu's favours for the turn: other factions' revival limit raised to 5
 * (TL.revival-limits), an early leader revival allowed (TL.leader-revival), and in the Advanced game their Karama
 * power (TL.karama) stopping one faction's revival.
 */
export interface RevivalFavoursDecision extends DecisionBase {
  kind: 'revival-favours';
  /** The factions a favour may name (every other seated faction). */
  factions: Faction[];
  /** TL.karama: the power may be used (Advanced game, not used yet), whatever the hand holds. */
  karamaPower?: true;
}

export type TleilaxuDecision = FaceDancerDecision | FaceDancerSwapDecision | RevivalFavoursDecision;

export type TleilaxuAction =
  /** `reveal` false: not revealed (nothing else). Revealed: `reserves` forces from reserves and those `from` the planet go to `sector`. */
  | { type: 'face-dancer'; event: string; reveal: boolean; sector?: number; reserves?: number; from?: FaceDancerSource[] }
  /** `card`: the unrevealed Face Dancer given back to the traitor deck, or null to keep them all. */
  | { type: 'face-dancer-swap'; event: string; card: TraitorCardId | null }
  /** Limits `raise`d, `early` leader revivals allowed (none: nobody's), and the Karama power's `stop` of one faction's revival. */
  | { type: 'revival-favours'; event: string; raise: Faction[]; early: Faction[]; stop?: { card: TreacheryCardId; target: Faction } };

export type TleilaxuEvent =
  /** TL.face-dancers: the Tleilaxu drew Face Dancers (public: how many). */
  | { type: 'face-dancers-drawn'; count: number }
  /** TL.face-dancers: the Face Dancers drawn (the Tleilaxu's own event). */
  | { type: 'face-dancers-seen'; cards: TraitorCardId[] }
  /** TL.revival-income: what `from` paid for its revival reached the Tleilaxu (public, like the revival). */
  | { type: 'revival-paid-to-tleilaxu'; from: Faction; amount: number }
  /** TL.revival-income: the Tleilaxu receive 1 from the bank for each other faction's free revival (public). */
  | { type: 'free-revival-income'; faction: Faction; amount: number }
  /** TL.face-dancers: the winner's leader was a Face Dancer (public); it dies if it lived. */
  | { type: 'face-dancer-revealed'; winner: Faction; leader: LeaderId }
  /** TL.face-dancers: the winner's `removed` forces went back to its reserves, `placed` Tleilaxu forces took their place. */
  | { type: 'face-dancer-replaced'; winner: Faction; territory: TerritoryId; sector: number | null; removed: number; placed: number; fromReserves: number }
  /** TL.face-dancers.renewal: all three revealed, they went back into the traitor deck, shuffled, and three were drawn (public). */
  | { type: 'face-dancers-renewed' }
  /** TL.face-dancers.renewal: one unrevealed Face Dancer went back into the traitor deck and another was drawn (public). */
  | { type: 'face-dancer-swapped' }
  /** TL.revival-limits: these factions may revive up to `limit` forces this turn (public; none listed: nobody). */
  | { type: 'revival-limits-raised'; factions: Faction[]; limit: number }
  /** TL.leader-revival: these factions may revive a leader this turn although not all of theirs are dead (public). */
  | { type: 'early-leader-revival-allowed'; factions: Faction[] }
  /** TL.karama: the Tleilaxu's Karama stopped `faction`'s normal revival, forces and leader, this turn (public). */
  | { type: 'revival-stopped'; faction: Faction };
