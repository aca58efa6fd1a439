// Where the storm is, what it blocks (1.01.04 OBSTRUCTION) and what it may destroy (1.01.03, 3.01.07).
// The Polar Sink is never in storm (1.06.06).
import { own } from '../draft.ts';
import { POLAR_SINK_SECTOR } from './forces.ts';
import { SECTOR_COUNT, advance, distanceAhead } from './sectors.ts';
import { sectorless, territory } from './territories.ts';
import type { Draft, TerritoryId } from '../types.ts';

// 1.06.06 SAFE HAVEN: the Polar Sink is never under the storm.
/** Whether a sector of a territory is under the storm. */
export function inStorm(state: { storm: { sector: number | null } }, id: TerritoryId, sector: number): boolean {
  return state.storm.sector !== null && !sectorless(territory(id)) && sector === state.storm.sector;
}

/**
 * 1.01.04: the sectors of a territory forces may be shipped or moved into (those not under the storm). The Polar
 * Sink, which has no storm sector, gives [POLAR_SINK_SECTOR]. Empty when the whole territory is in storm.
 */
export function sectorsOutOfStorm(state: Draft, id: TerritoryId): number[] {
  const t = territory(id);
  if (sectorless(t)) return [POLAR_SINK_SECTOR];
  return t.sectors.filter((sector) => !inStorm(state, id, sector));
}

/**
 * The sectors a storm moving `moved` sectors from `from` passes over or stops in, in order (1.01.03). The start
 * sector is not included: callers that also hit it (forces, "starts, passes, or ends on") add it themselves.
 * Wraps from 18 to 1. A move of 0 sweeps nothing.
 */
export function sectorsSwept(from: number, moved: number): number[] {
  const steps = Math.min(Math.max(0, moved), SECTOR_COUNT);
  return Array.from({ length: steps }, (_, i) => advance(from, i + 1));
}

// ---------------------------------------------------------------- Family Atomics (3.01.07)

/** Territories whose storm cover comes from the Shield Wall, lost for the rest of the game once it is destroyed. */
export const SHIELD_WALL_SHELTERED: readonly TerritoryId[] = ['imperial-basin', 'arrakeen', 'carthag'];

/** 3.01.07: whether Family Atomics has destroyed the Shield Wall (public: a token on the board). */
export function shieldWallDestroyed(state: Draft): boolean {
  return state.storm.shieldWallDestroyed;
}

export function markShieldWallDestroyed(state: Draft): void {
  own(state, 'storm').shieldWallDestroyed = true;
}

/**
 * 1.01.03: forces here survive a passing storm: any non-sand territory and the Imperial Basin, except that after
 * Family Atomics (3.01.07) the Imperial Basin, Arrakeen and Carthag are no longer protected.
 */
export function protectedFromStorm(state: Draft, id: TerritoryId): boolean {
  if (shieldWallDestroyed(state) && SHIELD_WALL_SHELTERED.includes(id)) return false;
  return territory(id).protectedFromStorm;
}

// ---------------------------------------------------------------- separation (1.01.04, 1.07.01.01)

/**
 * The sectors walked from `a` to `b` (both included) staying inside the territory's sectors, or null if the
 * territory does not connect them. Tries the storm's direction first, then the other way.
 */
function walkInside(sectors: readonly number[], a: number, b: number): number[] | null {
  for (const dir of [1, -1]) {
    const path = [a];
    let at = a;
    while (at !== b) {
      at = advance(at, dir);
      if (!sectors.includes(at)) break;
      path.push(at);
    }
    if (at === b) return path;
  }
  return null;
}

/**
 * 1.01.04 / 1.07.01.01: whether forces in two sectors of one territory are kept apart by the storm: exactly one
 * of them is in storm, or a sector between them (inside the territory) is. Two forces in the same sector under
 * the storm still battle (1.07.01.02). Never true in the Polar Sink.
 */
export function separatedByStorm(state: Draft, id: TerritoryId, a: number, b: number): boolean {
  const storm = state.storm.sector;
  if (storm === null || sectorless(territory(id))) return false;
  if ((a === storm) !== (b === storm)) return true;
  if (a === b) return false;
  const path = walkInside(territory(id).sectors, a, b);
  if (!path) return false;
  return path.slice(1, -1).includes(storm);
}

/**
 * The sectors from `from` to `to` the short way round, both included (used for "no storm between your Sector and
 * the Wall", 3.01.07). Ties go in the storm's direction.
 */
export function sectorsBetween(from: number, to: number): number[] {
  const ahead = distanceAhead(from, to);
  const back = distanceAhead(to, from);
  const dir = ahead <= back ? 1 : -1;
  const steps = Math.min(ahead, back);
  return Array.from({ length: steps + 1 }, (_, i) => advance(from, dir * i));
}
