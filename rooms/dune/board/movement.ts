// Movement over the board graph with sectors and storm (1.06.05, 1.01.04).
//
// A place is a (territory, sector) pair. Moving between two sectors of one territory is free (1.06.05.05: sectors
// have no effect on movement), but the storm blocks any sector it covers (1.06.05.06–07: a group may enter and
// leave a territory partly in storm as long as it does not pass through the covered part).
//
// The board data gives adjacency by territory only, not which sectors of two territories touch. Decision: two
// adjacent territories touch between sectors that are equal or next to each other around the map (every
// adjacent pair of the board has such a sector pair; test/engine/movement.test.ts checks it). The Polar Sink
// (sector 0, never in storm, 1.06.06) touches every sector of its neighbours.
import { neighbours } from './adjacency.ts';
import { POLAR_SINK_SECTOR } from './forces.ts';
import { SECTOR_COUNT } from './sectors.ts';
import { sectorless, territory } from './territories.ts';
import type { TerritoryId } from '../types.ts';
import { inStorm } from './storm.ts';

/** Anything that knows where the storm is: the GameState, or a seat's PlayerView. */
export interface StormView {
  storm: { sector: number | null };
}

export interface Place {
  territory: TerritoryId;
  sector: number;
}

/** Whether a group may pass through or stop in a place (beyond the storm, which is always checked). */
export type CanEnter = (place: Place) => boolean;

/** Sectors a force may occupy in a territory: the Polar Sink's single pseudo-sector, or its storm sectors. */
export function sectorsOf(id: TerritoryId): number[] {
  const t = territory(id);
  return sectorless(t) ? [POLAR_SINK_SECTOR] : [...t.sectors];
}

function aroundTheMap(a: number, b: number): number {
  const d = Math.abs(a - b) % SECTOR_COUNT;
  return Math.min(d, SECTOR_COUNT - d);
}

/** Whether two sectors (of the same or of adjacent territories) touch. */
function sectorsTouch(a: number, b: number): boolean {
  return a === POLAR_SINK_SECTOR || b === POLAR_SINK_SECTOR || aroundTheMap(a, b) <= 1;
}

/** The board's steps, found once per place: the board never changes, and the searches ask for them many times. */
const STEPS = new Map<string, readonly { place: Place; cost: 0 | 1 }[]>();

/** Places reachable in one step from `from`, with the number of territory borders crossed (0 or 1). */
function steps(from: Place): readonly { place: Place; cost: 0 | 1 }[] {
  const k = `${from.territory}#${from.sector}`;
  const known = STEPS.get(k) ?? boardSteps(from);
  STEPS.set(k, known);
  return known;
}

function boardSteps(from: Place): { place: Place; cost: 0 | 1 }[] {
  const out: { place: Place; cost: 0 | 1 }[] = [];
  for (const s of sectorsOf(from.territory))
    if (s !== from.sector && aroundTheMap(s, from.sector) === 1) out.push({ place: { territory: from.territory, sector: s }, cost: 0 });
  for (const n of neighbours(from.territory))
    for (const s of sectorsOf(n)) if (sectorsTouch(from.sector, s)) out.push({ place: { territory: n, sector: s }, cost: 1 });
  return out;
}

/** A place's key in the maps `reachable` returns. */
export const placeKey = (p: Place): string => `${p.territory}#${p.sector}`;
const key = placeKey;

/**
 * Fewest territory borders a group must cross from any of the `from` places to each reachable place, never
 * entering a sector in storm nor a place `canEnter` refuses, crossing at most `range` borders. Start places in
 * storm are skipped (1.01.04: no moving out of the storm). Result keyed by `territory#sector`.
 */
export function reachable(
  state: StormView,
  from: readonly Place[],
  range: number,
  canEnter: CanEnter = () => true,
): Map<string, { place: Place; hops: number }> {
  const best = new Map<string, { place: Place; hops: number }>();
  // 0-1 breadth-first search: moves inside a territory cost nothing, crossing a border costs one.
  const deque: { place: Place; hops: number }[] = [];
  for (const p of from) {
    if (inStorm(state, p.territory, p.sector) || best.has(key(p))) continue;
    best.set(key(p), { place: p, hops: 0 });
    deque.push({ place: p, hops: 0 });
  }
  while (deque.length > 0) {
    const cur = deque.shift()!;
    if (best.get(key(cur.place))!.hops < cur.hops) continue;
    for (const { place, cost } of steps(cur.place)) {
      const hops = cur.hops + cost;
      if (hops > range) continue;
      // 1.06.05.07: only the stormed sectors are closed, so a group may cross a territory partly in storm around them.
      if (inStorm(state, place.territory, place.sector) || !canEnter(place)) continue;
      const known = best.get(key(place));
      if (known && known.hops <= hops) continue;
      // A copy: the steps are shared, and callers may keep the place they are given.
      best.set(key(place), { place: { ...place }, hops });
      if (cost === 0) deque.unshift({ place, hops });
      else deque.push({ place, hops });
    }
  }
  return best;
}

/** Fewest borders from `from` to `to` within `range`, or null when storm, `canEnter` or range forbid it. */
export function moveDistance(state: StormView, from: readonly Place[], to: Place, range: number, canEnter?: CanEnter): number | null {
  return reachable(state, from, range, canEnter).get(key(to))?.hops ?? null;
}

/**
 * Whether the given sectors of one territory lie in one stretch not cut by the storm (1.06.05: groups from
 * different sectors of one territory may move together "unless separated by storm").
 */
export function connectedOutsideStorm(state: StormView, id: TerritoryId, sectors: readonly number[]): boolean {
  const [first, ...rest] = sectors;
  if (first === undefined) return true;
  const inside = reachable(state, [{ territory: id, sector: first }], 0, (p) => p.territory === id);
  return inStorm(state, id, first) ? false : rest.every((s) => inside.has(key({ territory: id, sector: s })));
}

/** Territory distance ignoring storm (e.g. "within two territories of the Great Flat", 2.04.05). */
export function territoryDistance(from: TerritoryId, to: TerritoryId): number {
  if (from === to) return 0;
  const seen = new Map<TerritoryId, number>([[from, 0]]);
  const queue: TerritoryId[] = [from];
  while (queue.length > 0) {
    const cur = queue.shift()!;
    const d = seen.get(cur)!;
    for (const n of neighbours(cur)) {
      if (seen.has(n)) continue;
      if (n === to) return d + 1;
      seen.set(n, d + 1);
      queue.push(n);
    }
  }
  return Infinity;
}
