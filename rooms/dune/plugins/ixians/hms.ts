// IX.hms: the Hidden Mobile Stronghold. Placed by the Ixians on a sector of Arrakis once the first storm is placed
// (IX.hms.placement), moved up to three territories as each later Storm phase starts (IX.hms.movement), collecting
// spice on the way. It never goes on a stronghold, the Polar Sink or a sector in storm. As a place it is a stronghold
// with no sector (board/hms.ts) whose one neighbour is the territory it sits on (its attachment).
import type { Attachment, AttachmentsBoard, Place } from '../../board/movement.ts';
import { placesAcross, sectorsOf } from '../../board/movement.ts';
import { HMS } from '../../board/hms.ts';
import { ARRAKIS_TERRITORY_IDS, territory } from '../../board/territories.ts';
import type { TerritoryId } from '../../types.ts';

/** IX.hms.movement: how many territories the HMS may move in one Storm phase. */
export const HMS_RANGE = 3;
/** IX.karama: how far the Ixians' Karama power moves it. */
export const KARAMA_HMS_RANGE = 2;

/** Where the HMS may sit: a territory of Arrakis that is neither a stronghold nor the Polar Sink. */
export const hmsMayStandIn = (id: TerritoryId): boolean => territory(id).kind === 'sand' || territory(id).kind === 'rock';

/** A place the HMS may stop at now: where it may stand, out of the storm. */
export const hmsMayStop = (storm: number | null, place: Place): boolean => hmsMayStandIn(place.territory) && place.sector !== storm;

/** IX.hms.placement: every place the HMS may be placed at. */
export function hmsPlaces(storm: number | null): Place[] {
  return ARRAKIS_TERRITORY_IDS.flatMap((t) => sectorsOf(t).map((sector) => ({ territory: t as TerritoryId, sector }))).filter((p) => hmsMayStop(storm, p));
}

/** IX.hms.movement: the places the HMS may enter from `from`, one territory on. */
export const hmsSteps = (storm: number | null, from: Place): Place[] => placesAcross(from).filter((p) => hmsMayStop(storm, p));

/** Why a route from `from` is not one the HMS may take within `range`, or null. */
export function hmsRouteProblem(storm: number | null, from: Place, route: readonly Place[], range: number): string | null {
  if (route.length > range) return `IX.hms.movement: the HMS moves at most ${range} territories`;
  let at = from;
  for (const next of route) {
    if (!hmsSteps(storm, at).some((p) => p.territory === next.territory && p.sector === next.sector))
      return `IX.hms.movement: the HMS cannot move from ${at.territory} (sector ${at.sector}) to ${next.territory} (sector ${next.sector}): one adjacent territory at a time, never a stronghold, the Polar Sink or the storm`;
    at = next;
  }
  return null;
}

/** The HMS as an attachment: it sits on its territory once placed (view-level: read from the game or any view). */
export const hmsAttachments = (board: AttachmentsBoard): Attachment[] => {
  const at = board.ixians?.hms;
  return at ? [{ place: HMS, on: at.territory }] : [];
};
