// The Homeworlds variant's events and view.
import type { DecisionBase, Faction, TreacheryCardId } from '../types.ts';
import type { Face, World } from './catalog.ts';

export type HomeworldEvent =
  /** HW.occupation: public. */
  | { type: 'homeworld-occupied'; world: World; faction: Faction }
  | { type: 'occupation-ended'; world: World; faction: Faction }
  /** HW.occupation-income: public. */
  | { type: 'occupation-income'; world: World; faction: Faction; amount: number }
  /** HW.hand-limit: the cards discarded face up (public). */
  | { type: 'discarded-down'; faction: Faction; cards: TreacheryCardId[] };

/** What everyone sees of a homeworld: its native, face, native forces and occupier. */
export interface HomeworldView {
  world: World;
  native: Faction;
  face: Face;
  natives: number;
  occupier: Faction | null;
}

/** HW.hand-limit: a hand over its limit (Tupile's extra slot lost) discards `count` cards of its owner's choice. */
export interface DiscardDownDecision extends DecisionBase {
  kind: 'discard-down';
  count: number;
}
export type HomeworldDecision = DiscardDownDecision;
export type HomeworldAction = { type: 'discard-down'; event: string; cards: TreacheryCardId[] };
