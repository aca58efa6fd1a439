// The Sandtrout module's state and events (Ixians & Tleilaxu: one spice card).
import type { WormCard } from '../../phases/spice-blow/types.ts';
import type { Faction } from '../../types.ts';

/** The game state's part, present only in a game that plays the module. */
export interface SandtroutStatePart {
  sandtrout?: SandtroutState;
}

export interface SandtroutState {
  /** IT.sandtrout.calm: the card was revealed and is set aside until the next sandworm, which it calms. */
  waiting: boolean;
  /** IT.sandtrout.double: the next Territory Card's spice is doubled. */
  doubling: boolean;
}

export type SandtroutEvent =
  /** IT.sandtrout.alliances: revealed after turn 1, it ends every alliance (listed) and waits for the next sandworm. */
  | { type: 'sandtrout-revealed'; alliancesEnded: [Faction, Faction][] }
  /** IT.sandtrout.turn-one: revealed on turn 1, it is set aside with the turn's sandworms and shuffled back. */
  | { type: 'sandtrout-set-aside' }
  /** IT.sandtrout.calm: the sandworm `card` strikes nowhere and brings no Nexus; the Sandtrout is discarded beneath it. */
  | { type: 'sandworm-calmed'; card: WormCard }
  /** IT.sandtrout.double: the next blow's spice, doubled. */
  | { type: 'spice-blow-doubled'; from: number; to: number };

/** Every viewer's view: the Sandtrout's standing effect (public: the card was revealed to all), null without the module. */
export interface SandtroutViewPart {
  sandtrout: SandtroutState | null;
}
