// The Ixians' state, decisions, events and views (Ixians & Tleilaxu; docs/rules/ixians-tleilaxu.tsv, IX.*).
import type { Place } from '../../board/movement.ts';
import type { DecisionBase } from '../../types.ts';

export interface IxiansState {
  /** IX.hms: where the Hidden Mobile Stronghold sits (public); null until it is placed after the first storm. */
  hms: Place | null;
}

/** The game state's part, present only in a game the Ixians play. */
export interface IxiansStatePart {
  ixians?: IxiansState;
}

/** Every viewer's view: where the HMS sits (null without the Ixians). */
export interface IxiansViewPart {
  ixians: { hms: Place | null } | null;
}

/** IX.hms.placement: after the first storm the Ixians place the HMS on a sector of Arrakis. */
export interface HmsPlaceDecision extends DecisionBase {
  kind: 'hms-place';
  /** Every place it may go: each sector out of the storm of a territory that is no stronghold (the Polar Sink excluded). */
  places: Place[];
}

/** IX.hms.movement: as each later Storm phase starts, the Ixians may move the HMS up to `range` territories. */
export interface HmsMoveDecision extends DecisionBase {
  kind: 'hms-move';
  range: number;
  /** Where the HMS sits as it is asked. */
  from: Place;
}

export type IxiansDecision = HmsPlaceDecision | HmsMoveDecision;

export type IxiansAction =
  | { type: 'hms-place'; event: string; territory: Place['territory']; sector: number }
  /** `route`: each place the HMS enters in turn, one territory further each (empty: it stays). */
  | { type: 'hms-move'; event: string; route: Place[] };

export type IxiansEvent =
  /** IX.hms.placement: the HMS was placed (public). */
  | { type: 'hms-placed'; at: Place }
  /** IX.hms.movement: the HMS moved along `route` (public), and the Ixians collected `collected` spice on the way. */
  | { type: 'hms-moved'; route: Place[]; collected: number };
