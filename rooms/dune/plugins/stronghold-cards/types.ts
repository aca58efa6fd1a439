// The Stronghold cards module's state, view and events (CHOAM & Richese, Advanced game).
import type { DecisionBase, Faction } from '../../types.ts';
import type { CopiableCard, StrongholdCard } from './catalog.ts';

export interface StrongholdCardsState {
  /** Who holds each card (SC.custody: none before the first turn's end). Public: the cards lie face up. */
  holders: Partial<Record<StrongholdCard, Faction>>;
  /** SC.hms: the advantage the HMS card's holder copies in the battle under way there (public; absent otherwise). */
  copy?: { faction: Faction; card: CopiableCard };
}

/** The game state's part, present only in a game that plays the module. */
export interface StrongholdCardsStatePart {
  strongholdCards?: StrongholdCardsState;
}

/** Every viewer's view: who holds each card (null without the module). */
export interface StrongholdCardsViewPart {
  strongholdCards: StrongholdCardsState | null;
}

/** SC.hms: before the plans of a battle in the HMS, its card's holder picks the advantage of a stronghold it controls. */
export interface HmsCardCopyDecision extends DecisionBase {
  kind: 'hms-card-copy';
  options: CopiableCard[];
}

/** `card` null: copy none. */
export type HmsCardCopyAction = { type: 'hms-card-copy'; event: string; card: CopiableCard | null };

export type StrongholdCardEvent =
  /** SC.habbanya-sietch, SC.carthag: the card decided the battle's tie, or its Snooper saved its holder's leader (public). */
  | { type: 'stronghold-card-used'; card: 'habbanya-sietch' | 'carthag'; faction: Faction }
  /** SC.hms: the advantage the HMS card's holder copies in this battle (public). */
  | { type: 'stronghold-card-copied'; faction: Faction; card: CopiableCard }
  /** SC.custody: the cards' holders for the next turn, as the turn ends (public); a card nobody holds is set aside. */
  | { type: 'stronghold-cards-held'; holders: Partial<Record<StrongholdCard, Faction>> }
  /**
   * A card's payment from the bank to its holder (public): SC.arrakeen toward its dialed forces, SC.sietch-tabr for
   * a battle won there, SC.tueks-sietch for the Worthless cards played there.
   */
  | { type: 'stronghold-card-paid'; card: StrongholdCard; faction: Faction; amount: number };
