// The extension points of the spice deck: the cards a plug-in adds to it, what they do when the Spice Blow reveals
// them, a sandworm a plug-in's card calms, and a blow a plug-in's card multiplies (one part of Plugin,
// extension-points.ts). The mechanism is the core's phases/spice-blow/blow.ts.
import type { SpiceCard } from '../cards/spice.ts';
import type { Context } from '../context.ts';
import type { WormCard } from '../phases/spice-blow/types.ts';
import type { Draft, GameConfig, SpiceCardId } from '../types.ts';

export interface SpiceDeckPoints {
  /** The spice cards it shuffles into the deck of a new game with this configuration (custody expects them there). */
  spiceCards?(config: GameConfig): readonly SpiceCardId[];
  /** Its spice cards set aside outside the deck and the discard piles (custody counts them there). */
  heldSpiceCards?(state: Draft): readonly SpiceCardId[];
  /**
   * One of its cards was revealed in the Spice Blow (neither a Territory Card nor a Shai-Hulud): its effect, and where
   * the card goes. Returns whether it took the card; the blow then reveals the next card ('waiting': once the decision
   * it opened is answered).
   */
  spiceCardRevealed?(ctx: Context, card: SpiceCardId): boolean | 'waiting';
  /** The blow is done and no Nexus is due: a Nexus its card puts to a vote; true when it opened the vote (step 'vote'). */
  openNexusVote?(ctx: Context): boolean;
  /** At the Nexus's conclusion, once the core's rides are offered: a ride of its own; true when it opened one. */
  openRide?(ctx: Context): boolean;
  /** A Territory Card was revealed: what its plug-in does before its spice is blown (a Discovery card's devastation and token). */
  territoryCardRevealed?(ctx: Context, card: SpiceCard): void;
  /**
   * A sandworm of the Spice Blow after turn 1 (a Shai-Hulud revealed, or one a Thumper called) is about to strike:
   * whether its card calms it instead (then it devours nothing and brings no Nexus; the blow goes on).
   */
  wormCalmed?(ctx: Context, card: WormCard): boolean;
  /** The spice a Territory Card blows, from the card's amount (a plug-in's card that doubles the next blow). */
  blowAmount?(ctx: Context, amount: number): number;
}
