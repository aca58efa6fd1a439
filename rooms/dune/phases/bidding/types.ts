// 1.04 Bidding: decisions, actions, events and round state.
import type { DecisionBase, Faction, TreacheryCardId } from '../../types.ts';

/**
 * 1.04.06: one seat's turn to raise or pass on the card up for bid. Everyone sees whose turn it is (`awaiting`);
 * the fields below are for this seat only (its spice limit and Karama are its own secrets).
 */
export interface BidDecision extends DecisionBase {
  kind: 'bid';
  /** 1-based number of the card up for bid in the row. */
  card: number;
  /** Current top bid (0: nobody has bid yet, so the opener must bid 1 or more, 1.04.06.02). */
  highBid: number;
  highBidder: Faction | null;
  /** false when the hand is full (1.04.03): only a pass is accepted. */
  eligible: boolean;
  /** 1.04.06.04: most this seat can pay (its spice, plus what its ally offered, 1.10.02.05). */
  maxBid: number;
  /** A Karama card in hand: with it the seat may bid beyond `maxBid` and buy for free (3.01.11.04). */
  karama: TreacheryCardId | null;
}

/** 1.10.02.05: at the start of bidding, a faction with an ally says how much of its spice may pay for the ally's cards. */
export interface OfferBidSupportDecision extends DecisionBase {
  kind: 'offer-bid-support';
  ally: Faction;
  /** This seat's spice: the most it can offer. */
  max: number;
}
export type BiddingDecision = BidDecision | OfferBidSupportDecision;

export type BiddingAction =
  /**
   * `amount` 0 passes; otherwise it must beat the top bid. `karama` names a Karama card to buy with if this bid wins
   * (3.01.11.04): required to bid beyond `maxBid`; kept secret until the card is bought.
   */
  { type: 'bid'; event: string; amount: number; karama?: TreacheryCardId } | { type: 'offer-bid-support'; event: string; amount: number };

export type BiddingEvent =
  /** 1.04.01, 1.04.10: hand sizes are public during bidding. */
  | { type: 'hands-declared'; counts: Partial<Record<Faction, number>> }
  /** 1.04.04: how many cards lie face down in the row (never which). */
  | { type: 'cards-dealt'; count: number }
  /** 0.06: the discard pile was shuffled to restock the treachery deck. */
  | { type: 'treachery-reshuffled'; count: number }
  /** 1.04.05–1.04.07: the card numbered `card` is up; `opener` bids first. */
  | { type: 'auction-started'; card: number; of: number; opener: Faction }
  | { type: 'bid-made'; faction: Faction; card: number; amount: number }
  | { type: 'bid-passed'; faction: Faction; card: number }
  /**
   * 1.04.06.03, 2.03.04: public purchase of card number `card` for the top bid `price`; where the spice went, how
   * much of it the ally paid (1.10.02.05), or `karama` when it was bought for free (3.01.11.04).
   */
  | { type: 'card-bought'; faction: Faction; card: number; price: number; karama: boolean; toBank: number; toEmperor: number; allyPaid: number }
  /** To the buyer only: which card it got. */
  | { type: 'card-received'; card: TreacheryCardId; from: 'auction' | 'top-card' }
  /** 3.01.11.04: a Karama card revealed and discarded to buy the card for free. */
  | { type: 'karama-played'; faction: Faction; card: TreacheryCardId; rule: '3.01.11.04' }
  /** 2.05.08: Harkonnen drew a free card (which one goes to Harkonnen alone). */
  | { type: 'top-card-drawn'; faction: Faction }
  /** 1.04.09: nobody bid; the remaining cards went back on top of the deck in dealt order. */
  | { type: 'bought-in'; card: number; returned: number }
  /** 1.10.02.05: told to the ally only. */
  | { type: 'bid-support-offered'; faction: Faction; ally: Faction; amount: number }
  | { type: 'bidding-over'; sold: number; returned: number };

export interface BidRecord {
  faction: Faction;
  /** 0 = pass. */
  amount: number;
}

export interface BiddingRound {
  phase: 'bidding';
  /** Storm order for this phase, First Player first (1.01.01); "to the right" is the next entry. */
  order: Faction[];
  /** 1.04.01: hand sizes announced before bidding. */
  declared: Partial<Record<Faction, number>>;
  /** Cards dealt face down (1.04.04), in dealt order; the first is up for bid during an auction. Hidden. */
  row: TreacheryCardId[];
  /** How many cards were dealt. */
  dealt: number;
  /** 1-based number of the card up for bid; 0 before the first auction. */
  card: number;
  /** Who opened the bidding on the current (or last) card (1.04.07). */
  opener: Faction | null;
  highBid: number;
  highBidder: Faction | null;
  /** Secret: the Karama the top bidder will buy with (3.01.11.04). Never in a public view. */
  highKarama: TreacheryCardId | null;
  /** Consecutive passes since the last bid (or since the auction opened). */
  passes: number;
  /** Bids and passes on the current card, in order (public: bids are made aloud). */
  bids: BidRecord[];
  sold: number;
  returned: number;
  /** 1.10.02.05: spice each faction offered to pay for its ally's cards this phase, left unspent. Secret to the pair. */
  support: Partial<Record<Faction, number>>;
  /** 3.01.11.02: a Karama prevented the Atreides from looking at the card now up for bid (2.01.05). Public. */
  atreidesBlind: boolean;
}

export interface BiddingRoundView {
  phase: 'bidding';
  order: Faction[];
  declared: Partial<Record<Faction, number>>;
  /** 1.11.02: hand sizes right now. */
  hands: Partial<Record<Faction, number>>;
  dealt: number;
  card: number;
  /** Cards still face down in the row, the one up for bid included. */
  remaining: number;
  opener: Faction | null;
  highBid: number;
  highBidder: Faction | null;
  bids: BidRecord[];
  sold: number;
  returned: number;
  /** 3.01.11.02: the Atreides do not see the card now up for bid. */
  atreidesBlind: boolean;
}

export interface BiddingPrivateRoundView {
  /** 2.01.05: Atreides sees the card up for bid (null for everyone else, and between auctions). */
  cardUp: TreacheryCardId | null;
  /** 1.10.02.05: spice this seat's ally still offers for this seat's purchases. */
  allySupport: number;
  /** Spice this seat still offers its ally. */
  offeredSupport: number;
}
