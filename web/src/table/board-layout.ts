// A schematic Arrakis: the board data has no geometry, only each territory's storm sectors. The disc is cut into
// 18 wedges (sector 1 at the bottom, counting anticlockwise as on the board); each territory is a band across its
// sectors, in a ring ("lane") that no other territory sharing one of those sectors uses; the Polar Sink is the
// centre. Lanes are handed out widest territory first, so long sand bands sit inside and the cities outside.
import { TERRITORIES, type Territory } from '@dune-rooms/sdk';

export const SIZE = 640;
export const CENTRE = SIZE / 2;
const INNER = 56;
const OUTER = 300;
const SECTOR_DEGREES = 20;

export interface Band {
  territory: Territory;
  /** First sector of the run, going anticlockwise, and how many sectors it spans. */
  start: number;
  span: number;
  lane: number;
  inner: number;
  outer: number;
}

/** The sectors as one anticlockwise run (the data's sectors are contiguous, possibly across 18 → 1). */
function run(sectors: readonly number[]): { start: number; span: number } {
  const set = new Set(sectors);
  const start = sectors.find((s) => !set.has(s === 1 ? 18 : s - 1)) ?? sectors[0]!;
  return { start, span: sectors.length };
}

function layout(): { bands: Band[]; lanes: number } {
  const arrakis = TERRITORIES.filter((t) => t.sectors.length > 0);
  const used = new Map<number, Set<number>>();
  const lanes = new Map<string, number>();
  for (const t of [...arrakis].sort((a, b) => b.sectors.length - a.sectors.length || a.id.localeCompare(b.id))) {
    let lane = 0;
    while (t.sectors.some((s) => used.get(s)?.has(lane))) lane++;
    lanes.set(t.id, lane);
    for (const s of t.sectors) used.set(s, (used.get(s) ?? new Set()).add(lane));
  }
  const count = Math.max(...lanes.values()) + 1;
  const width = (OUTER - INNER) / count;
  const bands = arrakis.map((t) => {
    const lane = lanes.get(t.id)!;
    return { territory: t, ...run(t.sectors), lane, inner: INNER + lane * width, outer: INNER + (lane + 1) * width };
  });
  return { bands, lanes: count };
}

export const BOARD = layout();

/** Angle (radians, anticlockwise from east, y up) at `offset` sectors past the start edge of `sector`; sector 1 is centred at the bottom. */
export function theta(sector: number, offset = 0): number {
  return ((270 - SECTOR_DEGREES / 2 + (sector - 1 + offset) * SECTOR_DEGREES) * Math.PI) / 180;
}

export function polar(radius: number, angle: number): [number, number] {
  return [CENTRE + radius * Math.cos(angle), CENTRE - radius * Math.sin(angle)];
}

const point = (r: number, a: number) =>
  polar(r, a)
    .map((n) => n.toFixed(1))
    .join(' ');

/** The SVG path of an annular sector from `start` across `span` sectors between two radii (anticlockwise). */
export function wedge(start: number, span: number, inner: number, outer: number): string {
  const a0 = theta(start);
  const a1 = theta(start, span);
  const large = span * SECTOR_DEGREES > 180 ? 1 : 0;
  return `M ${point(outer, a0)} A ${outer} ${outer} 0 ${large} 0 ${point(outer, a1)} L ${point(inner, a1)} A ${inner} ${inner} 0 ${large} 1 ${point(inner, a0)} Z`;
}

/** The middle of a band (or of one sector of it), where its labels go. */
export function middle(band: Band, sector?: number): [number, number] {
  const offset = sector === undefined ? band.span / 2 : ((sector - band.start + 18) % 18) + 0.5;
  return polar((band.inner + band.outer) / 2, theta(band.start, offset));
}

export const RADII = { inner: INNER, outer: OUTER };
