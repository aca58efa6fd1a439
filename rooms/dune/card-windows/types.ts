// Play windows for treachery cards that are played at a moment of the turn rather than in answer to a decision of
// their own (the expansions' Amal, Thumper, Harvester, Recruits). Like a Karama window (3.01.11.01), a window asks
// every seat that holds at least one card, secretly, whether or not it holds a card that fits: hand sizes are
// public (1.11.02), so being asked tells nobody anything.
import type { TreacheryFamily } from '../cards/treachery.ts';
import type { DecisionBase, Faction, LeaderId, Phase, TerritoryId, TreacheryCardId } from '../types.ts';

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
 * `card: null` plays nothing (the only answer for a seat holding none of the window's cards). A Juice of Sapho
 * names its use: `first` or `last` at a phase's start, `aggressor` at a battle's start.
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
  /** A card played in a window, shown once the window closes (in storm order). */
  | { type: 'window-card-played'; faction: Faction; card: TreacheryCardId; family: TreacheryFamily; mode?: JuiceMode }
  /** Amal: every faction discards half its spice, rounded up. The amounts stay behind the shields (1.11.01). */
  | { type: 'amal-discard'; faction: Faction; amount: number }
  /** Residual Poison: the opponent loses an available leader, drawn at random, to the Tanks (no spice for it). */
  | { type: 'residual-poison'; faction: Faction; target: Faction; leader: LeaderId | null }
  /** Semuta Drug: a card just discarded by another player goes to this player's hand. */
  | { type: 'semuta-taken'; faction: Faction; card: TreacheryCardId }
  /** Harvester: the spice blow is doubled. */
  | { type: 'spice-harvested'; territory: TerritoryId; sector: number; amount: number };

/** What everyone sees of an open window: its kind and families (who is asked is in `awaiting`). */
export type CardWindowView = {
  window: CardWindowKind;
  phase: Phase;
  families: TreacheryFamily[];
  candidates?: { faction: Faction; card: TreacheryCardId }[];
} | null;
