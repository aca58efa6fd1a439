// The Homeworlds variant's events and view.
import type { DecisionBase, Faction, Phase, TerritoryId, TreacheryCardId } from '../../types.ts';
import type { Face, World } from './catalog.ts';
import type { JunctionRate } from '../../phases/shipment-movement/types.ts';
import type { HomeworldsState } from './state.ts';

export type HomeworldEvent =
  /** HW.occupation: public. */
  | { type: 'homeworld-occupied'; world: World; faction: Faction }
  | { type: 'occupation-ended'; world: World; faction: Faction }
  /** HW.occupation-income: public. */
  | { type: 'occupation-income'; world: World; faction: Faction; amount: number }
  /** HW.occupation-income: the occupier passed `amount` of it to its ally (the two allies' secret: to each of them). */
  | { type: 'occupation-income-passed'; world: World; from: Faction; to: Faction; amount: number }
  /**
   * HW.tupile.intelligence: whom CHOAM asked (public). The count it chose, weapons or defenses, and the answer are in
   * the receipt, CHOAM's alone.
   */
  | { type: 'tupile-intelligence'; target: Faction }
  | { type: 'tupile-receipt'; receipt: IntelReceipt }
  /** HW.junction.high: the Guild's offers (public). */
  | { type: 'junction-offered'; offers: Partial<Record<Faction, JunctionRate>> }
  /** HW.hand-limit: the cards discarded face up (public). */
  | { type: 'discarded-down'; faction: Faction; cards: TreacheryCardId[] }
  /** HW.caladan.high: one Atreides force from reserves to where they won (public). */
  | { type: 'caladan-reinforced'; territory: TerritoryId; sector: number }
  /** HW.kaitain.high: the Emperor discarded these cards face up, paying `cost` to the bank (public). */
  | { type: 'kaitain-discarded'; cards: TreacheryCardId[]; cost: number }
  /**
   * HW.kaitain.low/occupied, HW.junction.low/occupied: of `amount` paid to the native, it kept `kept`; the rest went
   * to the occupier, or to the bank (public, like the payment).
   */
  | { type: 'payment-shared'; world: World; native: Faction; amount: number; kept: number; share: number; to: Faction | 'bank' }
  /** HW.southern-hemisphere.high: revived Fedaykin placed at once where the Fremen have forces (public). */
  | { type: 'fedaykin-placed'; territory: TerritoryId; sector: number; count: number }
  /** HW.tleilax.high: the Tleilaxu sent `count` forces revived free from reserves to a place, at no cost (public). */
  | { type: 'tleilax-sent'; territory: TerritoryId; sector: number; count: number }
  /** HW.ix.high: 2 Suboids (or fewer) came back from the Tanks free with a paid Cyborg revival (public). */
  | { type: 'ix-suboids-revived'; count: number }
  /** HW.southern-hemisphere.occupied: half the Fremen's collection to the occupier (public). */
  | { type: 'collection-shared'; world: World; faction: Faction; amount: number }
  /** HW.giedi-prime.high: the Harkonnen's 2 from the bank for collecting spice (public). */
  | { type: 'giedi-bonus'; faction: Faction; amount: number };

/** What everyone sees of a homeworld: its native, face, native forces and occupier. */
export interface HomeworldView {
  world: World;
  native: Faction;
  face: Face;
  natives: number;
  occupier: Faction | null;
}

/** HW.hand-limit: a hand over its limit (Tupile's extra slot lost) discards `count` cards of its owner's choice. */
export interface DiscardDownDecision extends DecisionBase {
  kind: 'discard-down';
  count: number;
}

/** HW.caladan.high: the Atreides won here; they may add one force from reserves to one of these sectors (theirs). */
export interface CaladanReinforceDecision extends DecisionBase {
  kind: 'caladan-reinforce';
  territory: TerritoryId;
  sectors: number[];
}

/** HW.kaitain.high: at the end of bidding the Emperor may discard cards from its hand at `cost` spice each. */
export interface KaitainDiscardDecision extends DecisionBase {
  kind: 'kaitain-discard';
  cost: number;
}

/** HW.giedi-prime.occupied: the occupier says who takes the Harkonnen's free card (each of `options` has room). */
export interface GiediCardDecision extends DecisionBase {
  kind: 'giedi-card';
  options: Faction[];
}

/** HW.southern-hemisphere.high: the Fremen may place up to `count` Fedaykin just revived in one of `spots`. */
export interface FedaykinPlacementDecision extends DecisionBase {
  kind: 'fedaykin-placement';
  count: number;
  spots: { territory: TerritoryId; sector: number }[];
}

/** HW.tleilax.high: the Tleilaxu may send up to `count` forces just revived free to one of `spots`, at no cost. */
export interface TleilaxSendDecision extends DecisionBase {
  kind: 'tleilax-send';
  count: number;
  spots: { territory: TerritoryId; sector: number }[];
}

/** HW.junction.high: as the shipment and movement phase starts, the Guild's offers of cross-planet shipping. */
export interface JunctionOffersDecision extends DecisionBase {
  kind: 'junction-offers';
  factions: Faction[];
}

/**
 * HW.occupation-income (rules edition 2): the occupier of `world`, allied with `ally`, may pass up to `max` of the
 * income it just took to its ally at once.
 */
export interface OccupationShareDecision extends DecisionBase {
  kind: 'occupation-share';
  world: World;
  ally: Faction;
  max: number;
}

export type HomeworldDecision =
  | DiscardDownDecision
  | OccupationShareDecision
  | CaladanReinforceDecision
  | KaitainDiscardDecision
  | GiediCardDecision
  | FedaykinPlacementDecision
  | TleilaxSendDecision
  | JunctionOffersDecision;
export type HomeworldAction =
  | { type: 'discard-down'; event: string; cards: TreacheryCardId[] }
  /** `amount`: the spice passed to the ally (0: kept). */
  | { type: 'occupation-share'; event: string; amount: number }
  /** `sector` null: no force added. */
  | { type: 'caladan-reinforce'; event: string; sector: number | null }
  /** The cards to discard (none: keep them all). */
  | { type: 'kaitain-discard'; event: string; cards: TreacheryCardId[] }
  | { type: 'giedi-card'; event: string; to: Faction }
  /** `to` null (and `count` 0): they stay in reserves. */
  | { type: 'fedaykin-placement'; event: string; to: { territory: TerritoryId; sector: number } | null; count: number }
  /** `to` null (and `count` 0): they stay in reserves. */
  | { type: 'tleilax-send'; event: string; to: { territory: TerritoryId; sector: number } | null; count: number }
  /** The factions offered, each at its rate (none: no offer). */
  | { type: 'junction-offers'; event: string; offers: Partial<Record<Faction, JunctionRate>> };

/** HW.tupile.intelligence: what CHOAM asks to be counted. */
export type IntelCategory = 'weapons' | 'defenses';

/** The answer, as it was when given (a snapshot: later changes do not update it). CHOAM's alone. */
export interface IntelReceipt {
  target: Faction;
  category: IntelCategory;
  spice: number;
  count: number;
  turn: number;
  phase: Phase;
}

/** The public eligibility quote: why Tupile is closed (null: open), the factions already asked, and who may be now. */
export interface TupileQuote {
  blocked: 'high-population' | 'occupied' | null;
  used: Faction[];
  targets: Faction[];
}

/** The free action: CHOAM asks `target` for its spice and its weapons or defenses. */
export type TupileIntelligenceAction = { type: 'tupile-intelligence'; target: Faction; category: IntelCategory };

// What the variant adds to the engine's structures: the root (plugins/index.ts) joins each part with the other
// plug-ins' into the core's GameState, PlayerView and PrivateView.
/** The variant's part of the game's state. */
export interface HomeworldsStatePart {
  /** The Homeworlds variant (plugins/homeworlds/): present only in a game that plays it. */
  homeworlds?: HomeworldsState;
}
/** The variant's fields of every viewer's view. */
export interface HomeworldsViewPart {
  /** Every world in play, its face, native forces and occupier (empty without it). */
  homeworlds: HomeworldView[];
  /** HW.tupile.intelligence: the public eligibility quote (null without Tupile in the game). */
  tupile: TupileQuote | null;
}
/** The variant's field of a seat's private view. */
export interface HomeworldsPrivateViewPart {
  /** HW.tupile.intelligence: CHOAM's receipts, for CHOAM only (empty otherwise). */
  intelligence: IntelReceipt[];
}
