// The extension points of the treachery cards played in a window (card-windows/): which windows a card is played in,
// its own condition and its effect, and what a phase reads of a card played at its start (one part of Plugin,
// extension-points.ts).
import type { CardWindowAction, CardWindowDecision, CardWindowKind } from '../card-windows/types.ts';
import type { TreacheryFamily } from '../cards/treachery.ts';
import type { Context } from '../context.ts';
import type { Draft, Faction, TreacheryCardId } from '../types.ts';

/** What an answer names beside the card it plays: a use (a Juice of Sapho's), a card it takes (a Semuta Drug's). */
export type WindowUse = Pick<CardWindowAction, 'mode' | 'take'>;

/** A treachery card played in the core's card windows (card-windows/window.ts), one family. */
export interface WindowCard {
  readonly family: TreacheryFamily;
  /**
   * Whether it may be played in a window of this kind opening now (a phase-start window: in `state.phase`). The
   * windows offer the families in the composition root's order, which every game's state records.
   */
  playableIn(state: Draft, window: CardWindowKind): boolean;
  /** Why this answer does not play it now (the use it names, the card it takes), or null; without it, played plainly. */
  playProblem?(decision: CardWindowDecision, card: TreacheryCardId, use: WindowUse): string | null;
  /** Its effect once the window closes (the cards played take effect in storm order, each after its discard). */
  play?(ctx: Context, faction: Faction, use: WindowUse): void;
}

export interface CardPoints {
  /** The card it plays in the card windows. */
  readonly windowCard?: WindowCard;
  /** As the Spice Blow starts: whether a sandworm comes before its first card (a Thumper played at its start). */
  wormBeforeBlow?(state: Draft): boolean;
  /**
   * As the Revival phase starts: whether a card played at its start raises every faction's revival this phase (its
   * round records it), and how: the free revival multiplied, the normal revival's limit.
   */
  readonly raisedRevival?: { playedAtStart(state: Draft): boolean; freeTimes: number; limit: number };
  /** A phase's turn order, from the order so far (a card that put a faction first or last in it). */
  turnOrder?(state: Draft, order: readonly Faction[]): Faction[];
  /** Whether `faction` was put last in this phase's turn order by a card (the Guild, waiting, then acts before it). */
  placedLast?(state: Draft, faction: Faction): boolean;
}
