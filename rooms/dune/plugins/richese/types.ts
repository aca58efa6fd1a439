// The Richese faction's state, decisions, events and views (CHOAM & Richese; docs/rules/richese.tsv, RI.*).
import type { DecisionBase, Faction, TerritoryId, TreacheryCardId } from '../../types.ts';
import type { NoFieldValue } from '../../phases/shipment-movement/types.ts';

export type { NoFieldValue } from '../../phases/shipment-movement/types.ts';

/** RI.no-field: the No-Field token on the planet, face down: its value (Richese's secret) and where it stands. */
export interface NoFieldOnBoard {
  token: NoFieldValue;
  territory: TerritoryId;
  sector: number;
}

/**
 * RI.no-field.reveal: what revealed a No-Field: Richese, a battle plan, the storm, a sandworm, a card, the next token
 * shipped; RI.ally.no-field: Richese's ally shipping it, revealed at once.
 */
export type NoFieldReveal =
  | 'richese'
  | 'battle'
  | 'storm'
  | 'worm'
  | 'family-atomics'
  | 'ally-constraint'
  | 'card'
  | 'discovery'
  | 'shipment'
  | 'ally'
  | 'pair';

/** RI.cache-lot: where the turn's cache lot comes in the Bidding phase, before the row's first card or after its last. */
export type CachePosition = 'first' | 'last';
/** RI.auction.once-around, RI.auction.silent: the two ways a cache card is auctioned. */
export type CacheMethod = 'once-around' | 'silent';
/** RI.auction.normal: a Black Market card may also be sold by the normal auction. */
export type AuctionMethod = CacheMethod | 'normal';
/** RI.auction.once-around: the way round the table the bids go from Richese (as the row's bidding goes, or against it). */
export type CacheDirection = 'right' | 'left';

export interface CacheBid {
  faction: Faction;
  /** 0: a pass. */
  amount: number;
}

/** Where a lot's card comes from: Richese's cache (shown to all) or its hand, concealed (RI.black-market). */
export type LotOrigin = 'cache' | 'black-market';

/** The lot under way: the card (a cache card is shown to all), how it is sold and the bids so far. */
export interface CacheLot {
  card: TreacheryCardId;
  /** Absent: a cache card (lots stored before the Black Market). */
  origin?: LotOrigin;
  /** RI.black-market: what Richese says the concealed card is (true or not; null: it says nothing). */
  claim?: TreacheryCardId | null;
  /** HW.richese.occupied: the occupier of Richese's homeworld, who chose the cache card (absent: Richese did). */
  chosenBy?: Faction;
  /**
   * RI.black-market (rules edition 8): who sees the concealed card: the Atreides unless a Karama prevented their look,
   * and whoever a plug-in lets see the card up for bid (Caladan's occupier). Absent: the Atreides (earlier editions).
   */
  seenBy?: Faction[];
  method: AuctionMethod;
  /**
   * Once around: the direction, the bidders in their order (Richese last) and how many have answered. Normal: the
   * bidders in storm order, asked round and round (`asked` counts every turn) until the others pass after a bid.
   */
  direction?: CacheDirection;
  order: Faction[];
  asked: number;
  /** Once around: the bids and passes so far, in order (public: bids are made aloud). */
  bids: CacheBid[];
  /** Silent: the bids handed in, secret to their bidders until all are revealed together. */
  sealed: Partial<Record<Faction, number>>;
}

export interface RicheseState {
  /** RI.cache: the cards of the cache not yet sold, in Richese's order. Secret: every other seat sees a count. */
  cache: TreacheryCardId[];
  /** RI.auction.silent: cache cards unsold and removed from the game (public). */
  removed: TreacheryCardId[];
  /** RI.cache-lot: the turn whose lot's place was declared, and the place. */
  position?: { turn: number; at: CachePosition };
  /** RI.cache-lot: the last turn whose cache lot is over (sold, kept or removed). */
  soldTurn?: number;
  /** The lot under way (absent between lots). */
  lot?: CacheLot;
  /** RI.black-market: the last turn Richese was asked for its Black Market sale, and whether it sold a card. */
  blackMarket?: { turn: number; sold: boolean };
  /** RI.no-field: the token on the planet, face down (absent or null: none). */
  noField?: NoFieldOnBoard | null;
  /** RI.no-field.count: the token placed last (face up once revealed; the next placed must be another). */
  lastNoField?: NoFieldValue;
  /** RI.ally.no-field: false while Richese withholds its No-Fields from its ally (absent: its ally may ship them). */
  allyNoField?: false;
}

/** The game state's part, present only in a game Richese plays. */
export interface RicheseStatePart {
  richese?: RicheseState;
}

/** What every viewer sees of the lot under way: everything but the sealed bids. */
export interface CacheLotView {
  /** The cache card; null for a concealed Black Market card. */
  card: TreacheryCardId | null;
  origin: LotOrigin;
  /** RI.black-market: what Richese says the concealed card is (null: nothing, or a cache card). */
  claim: TreacheryCardId | null;
  method: AuctionMethod;
  direction: CacheDirection | null;
  order: Faction[];
  bids: CacheBid[];
  highBid: number;
  highBidder: Faction | null;
}

/** Every viewer's view (null without Richese): how many cards the cache holds, never which, and the lot under way. */
export interface RicheseViewPart {
  richese: {
    cache: number;
    removed: TreacheryCardId[];
    /** This turn's lot's place once declared (null before). */
    position: CachePosition | null;
    lot: CacheLotView | null;
    /** RI.no-field: where the face-down No-Field stands (never its value), or null. */
    noField: { territory: TerritoryId; sector: number } | null;
    /** RI.no-field.count: the token face up (the last revealed, until another is placed), or null. */
    faceUpNoField: NoFieldValue | null;
    /** RI.ally.no-field: whether Richese's ally may ship its No-Fields (Richese's word, public). */
    allyNoField: boolean;
  } | null;
}

/** A seat's private view: the cache's cards (Richese's own; empty for every other seat). */
export interface RichesePrivateViewPart {
  richeseCache: TreacheryCardId[];
  /** RI.no-field: the value of Richese's face-down No-Field (Richese's own; null for every other seat, or none on the planet). */
  richeseNoField: NoFieldValue | null;
}

/** RI.cache-lot: before the Ixian selection, Richese says whether this turn's cache lot comes first or last. */
export interface CachePositionDecision extends DecisionBase {
  kind: 'cache-position';
}

/** RI.cache-lot: Richese (HW.richese.occupied: its homeworld's occupier) puts a card of the cache up (shown to all) and chooses the auction. */
export interface CacheLotDecision extends DecisionBase {
  kind: 'cache-lot';
  cards: TreacheryCardId[];
}

/**
 * RI.auction.once-around: this seat's one bid or pass on the lot's card (Richese's the last); RI.auction.normal (a Black
 * Market card): its turn to raise or pass, round and round.
 */
export interface CacheBidDecision extends DecisionBase {
  kind: 'cache-bid';
  method: 'once-around' | 'normal';
  /** The card up for bid; null for a concealed Black Market card (which the Atreides see: 2.01.05). */
  card: TreacheryCardId | null;
  /** RI.black-market: what Richese says the concealed card is (null: nothing said, or a cache card). */
  claim: TreacheryCardId | null;
  highBid: number;
  highBidder: Faction | null;
  /** The most this seat can pay (its spice and its ally's offer: 1.10.02.05); no Karama buys a cache card. */
  maxBid: number;
}

/** RI.auction.silent: this seat's sealed bid on the cache card, 0 for none (each seat's decision is its own secret). */
export interface CacheSealedBidDecision extends DecisionBase {
  kind: 'cache-sealed-bid';
  /** As a once-around bid's: null for a concealed Black Market card. */
  card: TreacheryCardId | null;
  claim: TreacheryCardId | null;
  maxBid: number;
}

/** RI.auction.silent: nobody bought the card: Richese keeps it or removes it from the game. */
export interface CacheUnsoldDecision extends DecisionBase {
  kind: 'cache-unsold';
  card: TreacheryCardId;
}

/**
 * RI.black-market (Advanced): as the Bidding phase starts, before the hands are declared, Richese may sell a card of its
 * hand, concealed, once around or silently, saying what it is (truly or not).
 */
export interface BlackMarketDecision extends DecisionBase {
  kind: 'black-market';
  cards: TreacheryCardId[];
}

export type RicheseDecision = BlackMarketDecision | CachePositionDecision | CacheLotDecision | CacheBidDecision | CacheSealedBidDecision | CacheUnsoldDecision;

export type RicheseAction =
  /** `card` null: no sale this turn; otherwise its auction (`direction` for a once-around one) and its `claim`. */
  | { type: 'black-market'; event: string; card: TreacheryCardId | null; method?: AuctionMethod; direction?: CacheDirection; claim?: TreacheryCardId | null }
  | { type: 'cache-position'; event: string; at: CachePosition }
  /** `direction` is named for a once-around auction only. */
  | { type: 'cache-lot'; event: string; card: TreacheryCardId; method: CacheMethod; direction?: CacheDirection }
  /** `amount` 0 passes; otherwise it must beat the top bid. */
  | { type: 'cache-bid'; event: string; amount: number }
  | { type: 'cache-sealed-bid'; event: string; amount: number }
  | { type: 'cache-unsold'; event: string; keep: boolean };

/** Richese's free actions: RI.karama, a cache card bought with its Karama power; RI.ally.cards, a Richese card given to its ally. */
export type RicheseFreeAction =
  | { type: 'richese-karama-buy'; card: TreacheryCardId; buy: TreacheryCardId }
  /** RI.no-field.reveal: Richese turns its No-Field face up before the Battle phase. */
  | { type: 'richese-reveal-no-field' }
  /** RI.ally.no-field: whether Richese's ally may ship its No-Fields. */
  | { type: 'richese-ally-no-field'; allow: boolean }
  | { type: 'richese-gift'; card: TreacheryCardId; to: Faction };

export type RicheseEvent =
  /** RI.black-market: Richese sells a concealed card (public: how, and what it says the card is). */
  | { type: 'black-market-offered'; method: AuctionMethod; direction: CacheDirection | null; order: Faction[]; claim: TreacheryCardId | null }
  /** RI.black-market: the concealed card, to each seat that sees it (the Atreides, 2.01.05; Caladan's occupier). */
  | { type: 'black-market-card-seen'; card: TreacheryCardId }
  /** RI.black-market: the card was bought (public: never which, but to its buyer); its price went to Richese. */
  | { type: 'black-market-sold'; faction: Faction; price: number; toRichese: number; toBank: number }
  /** RI.black-market: nobody bought it; it stays in Richese's hand. */
  | { type: 'black-market-unsold' }
  /** RI.cache-lot: this turn's cache lot comes before the row or after it (public). */
  | { type: 'cache-position-declared'; at: CachePosition }
  /** RI.karama-abilities: a Karama cancelled this turn's cache lot (public). */
  | { type: 'cache-lot-cancelled' }
  /** RI.cache-lot: the card put up and how it is auctioned (public). */
  | { type: 'cache-lot-offered'; card: TreacheryCardId; method: CacheMethod; direction: CacheDirection | null; order: Faction[]; by: Faction }
  /** HW.richese.occupied: the occupier's half of what Richese was paid for the cache card it chose (public). */
  | { type: 'cache-income-shared'; faction: Faction; amount: number }
  /** RI.auction.once-around: a bid (amount 0: a pass) on the cache card, made aloud. */
  | { type: 'cache-bid-made'; faction: Faction; amount: number }
  /** RI.auction.silent: the sealed bids, revealed together once all are in (0: no bid). */
  | { type: 'cache-bids-revealed'; bids: Partial<Record<Faction, number>> }
  /** RI.cache-lot.payment: the cache card bought; where the spice went. */
  | { type: 'cache-card-sold'; faction: Faction; card: TreacheryCardId; price: number; toRichese: number; toBank: number; toEmperor: number; allyPaid: number }
  /** RI.auction.silent: nobody bought it; Richese kept it (into its hand) or it left the game. */
  | { type: 'cache-card-unsold'; card: TreacheryCardId; kept: boolean }
  /** RI.karama: Richese took a card from its cache with its Karama power, for `price` (public: never which card). */
  | { type: 'cache-card-taken'; price: number }
  /** RI.karama: the card taken (Richese's own event). */
  | { type: 'cache-card-taken-card'; card: TreacheryCardId }
  /** RI.ally.cards: Richese gave its ally a card (public: never which). */
  | { type: 'richese-card-given'; to: Faction }
  /**
   * RI.no-field.reveal: a No-Field turned face up (why), and the forces from Richese's reserves that replaced it;
   * RI.ally.no-field (cause `ally`): the ally's token and the forces of its own it brought (`faction`: the ally).
   */
  | { type: 'no-field-revealed'; territory: TerritoryId; sector: number; value: NoFieldValue; forces: number; cause: NoFieldReveal; faction?: Faction }
  /** RI.ally.no-field: Richese lets its ally ship its No-Fields, or withholds them (public). */
  | { type: 'ally-no-field-allowed'; allow: boolean }
  /** RI.ally.cards: the card given (to Richese and its ally only). */
  | { type: 'richese-card-given-card'; to: Faction; card: TreacheryCardId };
