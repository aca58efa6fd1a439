// The Ixians' state, decisions, events and views (Ixians & Tleilaxu; docs/rules/ixians-tleilaxu.tsv, IX.*).
import type { Place } from '../../board/movement.ts';
import type { DecisionBase, Faction, TerritoryId, TreacheryCardId } from '../../types.ts';

export interface IxiansState {
  /** IX.hms: where the Hidden Mobile Stronghold sits (public); null until it is placed after the first storm. */
  hms: Place | null;
  /** IX.starting-card: the pool the Ixians choose their starting card from, while they choose (theirs alone to see). */
  pool?: TreacheryCardId[];
  /** IX.hms.movement: the turn whose Storm phase last asked the HMS's movement (each asks once). */
  hmsAsked?: number;
  /** IX.bidding: the turn whose Bidding phase last asked their selection (each phase asks once). */
  selected?: number;
  /** IX.casualties: a battle's Cyborg losses they will be asked to replace once its other decisions are answered. */
  replace?: CyborgLosses;
  /** IX.technology: the turn whose Bidding phase saw their Technology used, and the last card they were asked about. */
  technology?: { turn: number; used: boolean; asked: number };
  /** IX.karama-abilities.cyborgs: a Karama played beforehand makes their Cyborgs count one in the battle under way. */
  cyborgsNegated?: true;
  /** IX.ally: a card their ally just bought, which it will be asked whether to swap once the sale is settled. */
  swap?: { ally: Faction; card: TreacheryCardId };
}

/** Where the Ixians lost Cyborgs in a battle, and how many Suboids there may take their place. */
export interface CyborgLosses {
  territory: TerritoryId;
  sectors: number[];
  max: number;
}

/** The game state's part, present only in a game the Ixians play. */
export interface IxiansStatePart {
  ixians?: IxiansState;
}

/** Every viewer's view: where the HMS sits (null without the Ixians). */
export interface IxiansViewPart {
  ixians: { hms: Place | null } | null;
}

/** IX.hms.placement: after the first storm the Ixians place the HMS on a sector of Arrakis. */
export interface HmsPlaceDecision extends DecisionBase {
  kind: 'hms-place';
  /** Every place it may go: each sector out of the storm of a territory that is no stronghold (the Polar Sink excluded). */
  places: Place[];
}

/** IX.hms.movement: as each later Storm phase starts, the Ixians may move the HMS up to `range` territories. */
export interface HmsMoveDecision extends DecisionBase {
  kind: 'hms-move';
  range: number;
  /** Where the HMS sits as it is asked. */
  from: Place;
}

/** IX.starting-card: at set-up the Ixians keep one card of a pool of one per faction; the others are dealt the rest. */
export interface IxianStartingCardDecision extends DecisionBase {
  kind: 'ixian-starting-card';
  cards: TreacheryCardId[];
}

/**
 * IX.bidding: before the first auction the Ixians see the row and one card more, and put one of them back on the
 * treachery deck, on top or at the bottom; the others are auctioned in their order.
 */
export interface IxianSelectionDecision extends DecisionBase {
  kind: 'ixian-selection';
  cards: TreacheryCardId[];
}

/** IX.casualties: Suboids that survived a battle may go to the Tanks in place of Cyborgs it cost (public). */
export interface CyborgReplacementDecision extends DecisionBase, CyborgLosses {
  kind: 'cyborg-replacement';
}

/** IX.ally: the Ixians' ally may discard the card it just bought and draw the deck's top card instead. */
export interface IxianAllySwapDecision extends DecisionBase {
  kind: 'ixian-ally-swap';
  card: TreacheryCardId;
}

/** IX.technology (Advanced): before a card is put up for bid, the Ixians may swap a card of their hand for it. */
export interface IxianTechnologyDecision extends DecisionBase {
  kind: 'ixian-technology';
  /** The card about to be put up for bid, and its number in the row. */
  card: TreacheryCardId;
  number: number;
}

export type IxiansDecision =
  | IxianTechnologyDecision
  | HmsPlaceDecision
  | HmsMoveDecision
  | IxianStartingCardDecision
  | IxianSelectionDecision
  | CyborgReplacementDecision
  | IxianAllySwapDecision;

export type IxiansAction =
  | { type: 'hms-place'; event: string; territory: Place['territory']; sector: number }
  /** `route`: each place the HMS enters in turn, one territory further each (empty: it stays). */
  | { type: 'hms-move'; event: string; route: Place[] }
  | { type: 'ixian-starting-card'; event: string; card: TreacheryCardId }
  /** `card` goes back on the treachery deck, on `to`. */
  | { type: 'ixian-selection'; event: string; card: TreacheryCardId; to: 'top' | 'bottom' }
  /** `count` Suboids go to the Tanks and as many Cyborgs come back from them (0: none). */
  | { type: 'cyborg-replacement'; event: string; count: number }
  | { type: 'ixian-ally-swap'; event: string; swap: boolean }
  /** `give`: the card of their hand that takes the place of the one up for bid (null: no swap). */
  | { type: 'ixian-technology'; event: string; give: TreacheryCardId | null };

/** IX.karama: the Ixians' Karama power, a free action during their own turn of Shipment and Movement. */
export type IxianKaramaAction = { type: 'ixian-karama-hms'; card: TreacheryCardId; route: Place[] };

export type IxiansEvent =
  /** IX.hms.placement: the HMS was placed (public). */
  | { type: 'hms-placed'; at: Place }
  /** IX.hms.movement: the HMS moved along `route` (public), and the Ixians collected `collected` spice on the way. */
  | { type: 'hms-moved'; route: Place[]; collected: number }
  /** IX.starting-card: the Ixians drew a pool of `count` cards to choose their starting card from (public). */
  | { type: 'ixian-pool-drawn'; count: number }
  /** IX.starting-card: the pool (the Ixians' own event). */
  | { type: 'ixian-pool-seen'; cards: TreacheryCardId[] }
  /** IX.starting-card: the Ixians kept one card of the pool; the rest are dealt to the others (public: not which). */
  | { type: 'ixian-card-kept' }
  /** IX.bidding: the Ixians drew one card more than the row to choose from (public). */
  | { type: 'ixian-extra-drawn' }
  /** IX.bidding: the row and the extra card (the Ixians' own event). */
  | { type: 'ixian-selection-seen'; cards: TreacheryCardId[] }
  /** IX.bidding: the Ixians put one card back on the deck (public: neither which nor where). */
  | { type: 'ixian-card-returned' }
  /** IX.bidding: the card they put back and where (the Ixians' own event). */
  | { type: 'ixian-card-placed'; card: TreacheryCardId; to: 'top' | 'bottom' }
  /** IX.casualties: `count` surviving Suboids went to the Tanks in place of as many Cyborgs, back in `territory` (public). */
  | { type: 'cyborgs-replaced'; territory: TerritoryId; count: number }
  /** IX.ally: `faction` discarded `card`, the one it bought (face up, so public), and drew the deck's top card. */
  | { type: 'ally-card-swapped'; faction: Faction; card: TreacheryCardId }
  /** IX.technology: the Ixians swapped a card of their hand for the one about to be put up for bid (public: not which). */
  | { type: 'technology-used'; number: number }
  /** IX.technology: what they gave and took (the Ixians' own event). */
  | { type: 'technology-swapped'; gave: TreacheryCardId; took: TreacheryCardId }
  /** IX.ally: the card drawn in its place (the ally's own event). */
  | { type: 'ally-swap-drawn'; card: TreacheryCardId };
