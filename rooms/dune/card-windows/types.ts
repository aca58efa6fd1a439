// Play windows for treachery cards that are played at a moment of the turn rather than in answer to a decision of
// their own (the expansions' Amal, Thumper, Harvester, Recruits …, each a plug-in: extension-points/cards.ts). Like a Karama window (3.01.11.01), a window asks
// every seat that holds at least one card, secretly, whether or not it holds a card that fits: hand sizes are
// public (1.11.02), so being asked tells nobody anything.
import type { TreacheryFamily } from '../cards/treachery.ts';
import type { DecisionBase, Faction, Phase, TreacheryCardId } from '../types.ts';

/**
 * When a window opens: at the start of a phase (Amal, Thumper, Recruits), just after a spice blow (Harvester), or
 * at the start of a battle, before leaders are chosen (Residual Poison; only the two battling seats are asked), or
 * right after cards were discarded (Semuta Drug; the game is interrupted meanwhile).
 */
export type CardWindowKind = 'phase-start' | 'spice-blown' | 'battle-start' | 'discarded';

export interface CardWindowDecision extends DecisionBase {
  kind: 'card-window';
  window: CardWindowKind;
  phase: Phase;
  /** The card families that may be played in this window. */
  families: TreacheryFamily[];
  /** A `discarded` window: the cards just discarded, and by whom (a seat may take only another's). */
  candidates?: { faction: Faction; card: TreacheryCardId }[];
}

/**
 * `card: null` plays nothing (the only answer for a seat holding none of the window's cards). A card may name a use
 * (`mode`: a Juice of Sapho's `first` or `last` at a phase's start, `aggressor` at a battle's start) or a card it
 * takes (`take`: a Semuta Drug's); its plug-in says which.
 */
export type CardWindowAction = { type: 'card-window'; event: string; card: TreacheryCardId | null; mode?: JuiceMode; take?: TreacheryCardId };
export type JuiceMode = 'first' | 'last' | 'aggressor';

export interface CardWindowState {
  window: CardWindowKind;
  phase: Phase;
  families: TreacheryFamily[];
  /** Cards played, secret until every asked seat has answered. */
  played: Partial<Record<Faction, TreacheryCardId>>;
  /** The use named with a Juice of Sapho. */
  modes?: Partial<Record<Faction, JuiceMode>>;
  /** The card each Semuta Drug takes. */
  takes?: Partial<Record<Faction, TreacheryCardId>>;
  candidates?: { faction: Faction; card: TreacheryCardId }[];
  /** Still waiting for answers. */
  open: boolean;
}

export type CardWindowEvent =
  /** A card played in a window, shown once the window closes (in storm order); its effect's events follow (its plug-in's). */
  { type: 'window-card-played'; faction: Faction; card: TreacheryCardId; family: TreacheryFamily; mode?: JuiceMode };

/** What everyone sees of an open window: its kind and families (who is asked is in `awaiting`). */
export type CardWindowView = {
  window: CardWindowKind;
  phase: Phase;
  families: TreacheryFamily[];
  candidates?: { faction: Faction; card: TreacheryCardId }[];
} | null;
