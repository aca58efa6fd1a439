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
//
// A place that sits on the board and moves (the Ixians' HMS) is an attachment: its one neighbour is the territory it
// sits on, every sector of which it touches. Where it sits is game state; the installed view-level rules say
// (attachments), so the handlers and every seat's bots find the same routes.
import { neighbours } from './adjacency.ts';
import { viewRules } from '../view-rules.ts';
import { POLAR_SINK_SECTOR } from './forces.ts';
import { SECTOR_COUNT } from './sectors.ts';
import { sectorless, STRONGHOLDS, territory } from './territories.ts';
import type { TerritoryId } from '../types.ts';
import { inStorm } from './storm.ts';

/** Anything that knows where the storm is: the GameState, or a seat's PlayerView (and where the attachments sit). */
export interface StormView extends AttachmentsBoard {
  storm: { sector: number | null };
}

/** What the attachments are read from: the Ixians' public part, alike in the GameState and in every view. */
export interface AttachmentsBoard {
  readonly ixians?: { readonly hms: Place | null } | null;
  /** DS.reveal: the places revealed Discovery tokens became, each inside a territory (the Discovery variant). */
  readonly discovery?: { readonly locations: readonly { readonly place: TerritoryId; readonly on: TerritoryId }[] } | null;
  /** MO.terror.atomics: the territory nobody ships into (the closedToShipment rule reads it). */
  readonly moritani?: { readonly aftermath?: TerritoryId | null } | null;
}

/** A sectorless place that sits on a territory of the board now: it neighbours that territory alone. */
export interface Attachment {
  readonly place: TerritoryId;
  readonly on: TerritoryId;
}

/** The attachments on the board now (none in a game without them). */
export const attachmentsOn = (board: AttachmentsBoard): Attachment[] => viewRules().flatMap((r) => r.attachments?.(board) ?? []);

/** The strongholds on the board now: the five printed ones and any attachment that is one (the HMS). */
export function strongholdsOn(board: AttachmentsBoard): readonly TerritoryId[] {
  const more = attachmentsOn(board).filter((a) => territory(a.place).kind === 'stronghold');
  return more.length === 0 ? STRONGHOLDS : [...STRONGHOLDS, ...more.map((a) => a.place)];
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

/**
 * A place of the board with its steps, made once: the board never changes, and the searches (every move option
 * of every view) ask for the same places and steps many times.
 */
interface Node {
  readonly place: Place;
  readonly key: string;
  /** Never under the storm (the Polar Sink, a homeworld). */
  readonly sectorless: boolean;
  /** Order of creation: a search keeps its distances in an array by this index. */
  readonly index: number;
  steps: readonly Step[] | null;
}

/** One step from a place, with the number of territory borders crossed (0 or 1). */
interface Step {
  readonly node: Node;
  readonly cost: 0 | 1;
}

const NODES = new Map<string, Node>();

function nodeAt(id: TerritoryId, sector: number): Node {
  const k = `${id}#${sector}`;
  let node = NODES.get(k);
  if (node === undefined) {
    node = { place: { territory: id, sector }, key: k, sectorless: sectorless(territory(id)), index: NODES.size, steps: null };
    NODES.set(k, node);
  }
  return node;
}

function stepsOf(from: Node): readonly Step[] {
  if (from.steps !== null) return from.steps;
  const { territory: id, sector } = from.place;
  const out: Step[] = [];
  for (const s of sectorsOf(id)) if (s !== sector && aroundTheMap(s, sector) === 1) out.push({ node: nodeAt(id, s), cost: 0 });
  for (const n of neighbours(id)) for (const s of sectorsOf(n)) if (sectorsTouch(sector, s)) out.push({ node: nodeAt(n, s), cost: 1 });
  from.steps = out;
  return out;
}

/** The places one territory border away from `place`, storm aside (sectors that touch across the border). */
export const placesAcross = (place: Place): Place[] =>
  stepsOf(nodeAt(place.territory, place.sector))
    .filter((s) => s.cost === 1)
    .map((s) => ({ ...s.node.place }));

/** A place's key in the maps `reachable` returns. */
export const placeKey = (p: Place): string => `${p.territory}#${p.sector}`;

/** The steps an attachment adds: from it to every sector of the territory it sits on, and back, each across one border. */
function attachedSteps(board: AttachmentsBoard): Map<number, Step[]> {
  const extra = new Map<number, Step[]>();
  const add = (from: Node, to: Node) => {
    const list = extra.get(from.index);
    if (list) list.push({ node: to, cost: 1 });
    else extra.set(from.index, [{ node: to, cost: 1 }]);
  };
  for (const a of attachmentsOn(board)) {
    const self = nodeAt(a.place, POLAR_SINK_SECTOR);
    for (const s of sectorsOf(a.on)) {
      const below = nodeAt(a.on, s);
      add(self, below);
      add(below, self);
    }
  }
  return extra;
}

/** board/storm.ts inStorm, for a node. */
const stormed = (storm: number | null, node: Node): boolean => storm !== null && !node.sectorless && node.place.sector === storm;

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
  const storm = state.storm.sector;
  const attached = attachedSteps(state);
  const best = new Map<string, { place: Place; hops: number }>();
  // The fewest hops found so far, by node index (best's values, without a string key per look-up).
  const hopsAt: number[] = [];
  // 0-1 breadth-first search: moves inside a territory cost nothing, crossing a border costs one. The deque is a
  // stack of entries put in front (its top first) and a queue of entries put at the back, each kept as two
  // parallel arrays (node, hops) so that an entry allocates nothing.
  const frontNodes: Node[] = [];
  const frontHops: number[] = [];
  const backNodes: Node[] = [];
  const backHops: number[] = [];
  let head = 0;
  for (const p of from) {
    const node = nodeAt(p.territory, p.sector);
    if (inStorm(state, p.territory, p.sector) || hopsAt[node.index] !== undefined) continue;
    best.set(node.key, { place: p, hops: 0 });
    hopsAt[node.index] = 0;
    backNodes.push(node);
    backHops.push(0);
  }
  while (frontNodes.length > 0 || head < backNodes.length) {
    const fromFront = frontNodes.length > 0;
    const cur = fromFront ? frontNodes.pop()! : backNodes[head]!;
    const curHops = fromFront ? frontHops.pop()! : backHops[head++]!;
    if (hopsAt[cur.index]! < curHops) continue;
    const steps = attached.size === 0 ? stepsOf(cur) : [...stepsOf(cur), ...(attached.get(cur.index) ?? [])];
    for (const { node, cost } of steps) {
      const hops = curHops + cost;
      if (hops > range) continue;
      // 1.06.05.07: only the stormed sectors are closed, so a group may cross a territory partly in storm around them.
      if (stormed(storm, node) || !canEnter(node.place)) continue;
      const known = hopsAt[node.index];
      if (known !== undefined && known <= hops) continue;
      // A copy: the board's places are shared, and callers may keep the place they are given.
      best.set(node.key, { place: { ...node.place }, hops });
      hopsAt[node.index] = hops;
      if (cost === 0) {
        frontNodes.push(node);
        frontHops.push(hops);
      } else {
        backNodes.push(node);
        backHops.push(hops);
      }
    }
  }
  return best;
}

/** Fewest borders from `from` to `to` within `range`, or null when storm, `canEnter` or range forbid it. */
export function moveDistance(state: StormView, from: readonly Place[], to: Place, range: number, canEnter?: CanEnter): number | null {
  return reachable(state, from, range, canEnter).get(placeKey(to))?.hops ?? null;
}

/**
 * Whether the given sectors of one territory lie in one stretch not cut by the storm (1.06.05: groups from
 * different sectors of one territory may move together "unless separated by storm").
 */
export function connectedOutsideStorm(state: StormView, id: TerritoryId, sectors: readonly number[]): boolean {
  const first = sectors[0];
  if (first === undefined) return true;
  // (An unknown territory throws whatever the storm, as the search would.)
  territory(id);
  if (inStorm(state, id, first)) return false;
  // One sector is connected to itself: no search needed.
  if (sectors.length === 1) return true;
  const inside = reachable(state, [{ territory: id, sector: first }], 0, (p) => p.territory === id);
  return sectors.slice(1).every((s) => inside.has(placeKey({ territory: id, sector: s })));
}

/** Each territory's distance from a territory, found once per territory by a breadth-first search. */
const DISTANCES = new Map<TerritoryId, ReadonlyMap<TerritoryId, number>>();

function distancesFrom(from: TerritoryId): ReadonlyMap<TerritoryId, number> {
  const known = DISTANCES.get(from);
  if (known) return known;
  const seen = new Map<TerritoryId, number>([[from, 0]]);
  const queue: TerritoryId[] = [from];
  for (let i = 0; i < queue.length; i++) {
    const cur = queue[i]!;
    const d = seen.get(cur)!;
    for (const n of neighbours(cur)) {
      if (seen.has(n)) continue;
      seen.set(n, d + 1);
      queue.push(n);
    }
  }
  DISTANCES.set(from, seen);
  return seen;
}

/** Territory distance ignoring storm, counting the border between an attachment and the territory it sits on. */
export function boardDistance(board: AttachmentsBoard, from: TerritoryId, to: TerritoryId): number {
  if (from === to) return 0;
  const on = new Map(attachmentsOn(board).map((a) => [a.place, a.on]));
  const a = on.get(from);
  const b = on.get(to);
  if (a === undefined && b === undefined) return territoryDistance(from, to);
  return (a === undefined ? 0 : 1) + territoryDistance(a ?? from, b ?? to) + (b === undefined ? 0 : 1);
}

/** Territory distance ignoring storm (e.g. "within two territories of the Great Flat", 2.04.05). */
export function territoryDistance(from: TerritoryId, to: TerritoryId): number {
  if (from === to) return 0;
  return distancesFrom(from).get(to) ?? Infinity;
}
