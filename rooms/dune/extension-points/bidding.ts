// The extension points of Bidding: the phase is a schedule of lots, the row's card auctions (1.04.05–1.04.09) in
// the middle, a plug-in's lots before or after them (one part of Plugin, extension-points.ts; the schedule is
// phases/bidding/lots.ts).
import type { Context } from '../context.ts';
import type { Draft, Faction, TreacheryCardId } from '../types.ts';

/**
 * Lots of one kind the Bidding phase puts up (the core's: each card of the dealt row in turn; later a faction's
 * cache or selection). The phase asks the sources in schedule order, each time nothing is pending, for the next
 * lot; the first that starts one is played out by its own decisions before the schedule is asked again.
 */
export interface LotSource {
  readonly name: string;
  /** Whether its lots come before the row's first auction (asked until the row begins) or after its last. */
  readonly at: 'before-row' | 'after-row';
  /**
   * Starts its next lot now (opening the decisions it needs) and says so; false when it has none left this phase. A lot
   * keeps its progress in the plug-in's own state and leaves the phase's step as it found it.
   */
  startNext(ctx: Context): boolean;
}

export interface BiddingPoints {
  /** Its lots in the Bidding phase, asked in the root's order among those at the same place. */
  readonly lots?: readonly LotSource[];
  /**
   * As the Bidding phase starts, before the hands are declared (1.04.01): true when it opened a question first (RI.
   * black-market: Richese's sale); the declaration and the deal wait until nothing is pending.
   */
  openBeforeDeclaration?(ctx: Context): boolean;
  /**
   * As the row is dealt: how many of its cards this phase's lots of the plug-in take the place of (RI.cache-lot: the
   * cache lot, one). The row is dealt that many cards fewer than the factions eligible to bid (1.04.04).
   */
  lotsReplacingRow?(state: Draft): number;
  /**
   * Before the row's next card is put up for bid (nobody has seen it yet): true when it opened a question first; the
   * auction starts once it is answered (the row's lot is asked again).
   */
  beforeAuction?(ctx: Context): boolean;
  /** A card of the row was just bought (paid, in the buyer's hand), before the sale's Karama window: what it notes. */
  cardBought?(ctx: Context, buyer: Faction, card: TreacheryCardId): void;
  /** A row card is being bought at its price: true when the plug-in waives the payment (it notes that it did). */
  purchaseWaived?(ctx: Context, buyer: Faction): boolean;
  /**
   * A row card is being bought at its price, not waived: the faction that pays it instead of the buyer, to the bank
   * (NX.emperor.betrayal: the Emperor, for its ally; the plug-in notes that it did), or null.
   */
  purchaseCoveredBy?(ctx: Context, buyer: Faction): Faction | null;
  /** Any card was just sold (a row card, a cache lot, the Black Market), before the sale's Karama window: what it notes. */
  cardSold?(ctx: Context, sale: Sale): void;
}

/** A sale as it settles: who paid what for which card, and who was paid (what reached them; a Karama purchase pays 0). */
export interface Sale {
  buyer: Faction;
  card: TreacheryCardId;
  price: number;
  paidTo: Faction | 'bank';
  received: number;
}
