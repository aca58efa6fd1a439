// The extension points of Shipment and Movement: where and for how much forces ship, how far and by which route they
// move, Karama barred (one part of Plugin, extension-points.ts).
import type { Context } from '../context.ts';
import type { Draft, EngineError, Faction, TerritoryId, TreacheryCardId } from '../types.ts';
import type { AttachmentsBoard, CanEnter, Place } from '../board/movement.ts';
import type { KaramaBarView } from '../karama/barred.ts';
import type { StandInBoard } from '../karama/cards.ts';
import type { TreacheryFamily } from '../cards/treachery.ts';
import type { AbilityUse } from '../karama/types.ts';
import type { BoardView } from '../phases/shipment-movement/board-view.ts';
import type { MoveAction } from '../phases/shipment-movement/move.ts';
import type { ShipAction, Shipper } from '../phases/shipment-movement/ship.ts';
import type { Quote } from '../phases/shipment-movement/shipping-cost.ts';

/** What a shipment cost, who was paid (null: nobody, it was free) and what reached them. */
export interface ShipmentPaid {
  cost: number;
  paidTo: Faction | 'bank' | null;
  received: number;
}
import type { MoveDecision, ShipDecision, SpiritualAdvisorDecision, Spot } from '../phases/shipment-movement/types.ts';

/** What a plug-in adds to a faction's ship decision as it opens (turns.ts). */
export type ShipTerms = Partial<
  Pick<
    ShipDecision,
    'homeworlds' | 'junction' | 'crossShip' | 'offPlanet' | 'guildRates' | 'bulk' | 'noFieldPair' | 'noFields' | 'noFieldEscort' | 'noFieldOpen'
  >
>;

/** What a plug-in adds to a faction's move decision as it opens: territories more of range, and fields of the decision. */
export type MoveTerms = { rangeBonus?: number } & Partial<Pick<MoveDecision, 'barred' | 'kulon' | 'skill' | 'noFieldFixed' | 'flight'>>;

/** The Bene Gesserit's spiritual advisors under a plug-in's rules now: none may go, or up to `max` to the Polar Sink. */
export interface SpiritualAdvisorTerms {
  barred?: true;
  max?: 2;
}

/** A card played with a move (extension point `moveCard`). */
export interface MoveCard {
  /** The card of its family in `hand`, if one is held. */
  heldIn(hand: readonly TreacheryCardId[]): TreacheryCardId | undefined;
  /** How many territories a move playing it for range may cross (a CHOAM Kulon adds one, as to any range). */
  readonly range: number;
  /** Why the card the move action names cannot be played with this move, or null. */
  problem(hand: readonly TreacheryCardId[], card: TreacheryCardId): EngineError | null;
}

export interface ShipmentPoints {
  /** As the phase's turns are about to begin, after the allies' support offers: the offers it opens (the Guild's). */
  openBeforeShipments?(ctx: Context): void;
  /** Whether the Atreides' look at the top Spice card (2.01.07) is denied as the phase starts. */
  wormsignHidden?(state: Draft): boolean;
  /** Extra places a faction may ship to, a carrier's rate and cross-shipping: its ship decision's terms (and its Shipper's rate). */
  shipTerms?(state: Draft, faction: Faction): ShipTerms;
  /** A price rule: what a shipment (not a ship back to reserves) costs under its rules and who is paid; null leaves it to the core. */
  shipmentQuote?(shipper: Shipper, action: ShipAction): Quote | null;
  /** A shipment to a homeworld (a place off Arrakis, which the core alone does not ship to): why its rules refuse it, or null. */
  homeworldShipmentProblem?(faction: Faction, decision: ShipDecision, action: ShipAction): string | EngineError | null;
  /** Whether `faction`'s forces at `territory` are its reserves (its own homeworld): forces shipped there go back to them. */
  reservesAt?(faction: Faction, territory: TerritoryId): boolean;
  /** The Bene Gesserit's spiritual advisors (2.02.05) now: whether any may go with a shipment, and how many. */
  spiritualAdvisors?(state: Draft): SpiritualAdvisorTerms;
  /** Why sending `count` spiritual advisors (other than 1; `advisor`: where the shipment landed) is refused, or null. */
  spiritualAdvisorCountProblem?(decision: SpiritualAdvisorDecision, count: number, advisor: boolean): string | null;
  /** After a shipment landed and was told (not a pass): what its rules count of it (a Tech token's income), and its payment. */
  shipped?(ctx: Context, decision: ShipDecision, action: ShipAction, paid: ShipmentPaid): void;
  /** As a faction's moves of its turn end: true when it ships once more now (it notes that it did; it moves no more). */
  shipsAgain?(ctx: Context, faction: Faction): boolean;
  /** A faction's move decision as it opens: more range, territories it may not enter, a skill that changes moves. */
  moveTerms?(state: Draft, faction: Faction): MoveTerms;
  /**
   * The card a move may play (the move action's `ornithopter`, the Ornithopter's): for range, or for one more move
   * of another group (a view-level rule: the bots and the move options read it too).
   */
  readonly moveCard?: MoveCard;
  /** As a move begins, before its forces leave: the card played with it (the move action's `ornithopter`). */
  moveCardPlayed?(ctx: Context, decision: MoveDecision, action: MoveAction): void;
  /**
   * A move's range, given the range so far (the decision's, or an Ornithopter's), whether a second group comes along and
   * how many starred forces the group holds.
   */
  moveRange?(range: number, decision: MoveDecision, twoGroups: boolean, starred: number): number;
  /** The ✷ abilities of its own a checked move uses (a Karama window opens for them; cancelled, the move is retaken). */
  moveUses?(state: Draft, decision: MoveDecision, action: MoveAction): AbilityUse[];
  /**
   * A shipment naming a concealed token of its own (the action's `noField`, RI.no-field): why its rules refuse it (which
   * token, where, with what count), or null. A view-level rule.
   */
  tokenShipmentProblem?(board: BoardView, shipper: Shipper, decision: ShipDecision, action: ShipAction): string | EngineError | null;
  /** A move naming the mover's concealed token (the action's `noField`): why its rules refuse it, or null. A view-level rule. */
  tokenMoveProblem?(board: BoardView, mover: Faction, decision: MoveDecision, action: MoveAction): string | EngineError | null;
  /** Why `faction` may not ship into `territory` now (a place of the plug-in's own), or null. A view-level rule. */
  closedToShipment?(board: AttachmentsBoard, faction: Faction, territory: TerritoryId): string | null;
  /** Why the route a move names (its `via`, in order) cannot be taken within `range`, or null. */
  moveRouteProblem?(
    board: BoardView,
    starts: readonly Place[],
    via: readonly TerritoryId[],
    to: Spot,
    range: number,
    open: CanEnter,
  ): string | EngineError | null;
  /** Whether a move entering `territory` still collects there (the stops a move's route may name). */
  collectsOnMove?(state: Draft, territory: TerritoryId): boolean;
  /** After a move's group has moved and been told: what its effects add (a second group, what the move collects). */
  moved?(ctx: Context, decision: MoveDecision, action: MoveAction): void;
  /** Whether `faction` may play no Karama card now (karama/barred.ts). */
  karamaBarred?(state: KaramaBarView, faction: Faction): boolean;
  /** The card families that serve `faction` now as a Karama and as a Truthtrance besides their own (DS.shrine; karama/cards.ts). */
  standIns?(board: StandInBoard, faction: Faction): { karama: readonly TreacheryFamily[]; truthtrance: readonly TreacheryFamily[] } | null;
}
