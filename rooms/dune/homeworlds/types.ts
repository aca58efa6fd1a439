// The Homeworlds variant's events and view.
import type { DecisionBase, Faction, Phase, TreacheryCardId } from '../types.ts';
import type { Face, World } from './catalog.ts';

export type HomeworldEvent =
  /** HW.occupation: public. */
  | { type: 'homeworld-occupied'; world: World; faction: Faction }
  | { type: 'occupation-ended'; world: World; faction: Faction }
  /** HW.occupation-income: public. */
  | { type: 'occupation-income'; world: World; faction: Faction; amount: number }
  /** HW.tupile.intelligence: who CHOAM asked and for what (public); the answer goes to CHOAM only. */
  | { type: 'tupile-intelligence'; target: Faction; category: IntelCategory }
  | { type: 'tupile-receipt'; receipt: IntelReceipt }
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

/** HW.tupile.intelligence: what CHOAM asks to be counted. */
export type IntelCategory = 'weapons' | 'defenses';

/** The answer, as it was when given (a snapshot: later changes do not update it). CHOAM's alone. */
export interface IntelReceipt {
  target: Faction;
  category: IntelCategory;
  spice: number;
  count: number;
  turn: number;
  phase: Phase;
}

/** The public eligibility quote: why Tupile is closed (null: open), the factions already asked, and who may be now. */
export interface TupileQuote {
  blocked: 'high-population' | 'occupied' | null;
  used: Faction[];
  targets: Faction[];
}

/** The free action: CHOAM asks `target` for its spice and its weapons or defenses. */
export type TupileIntelligenceAction = { type: 'tupile-intelligence'; target: Faction; category: IntelCategory };
