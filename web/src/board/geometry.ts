// The board's cells (arrakis.ts) in SVG units: each cell's outline, the borders between territories (a line where
// the cells on its two sides belong to different territories; sector lines are drawn apart), which territories
// touch (what the unit test compares with the rules' neighbours), and where each territory's name and each
// sector's pieces go.
import { CELLS, type Cell } from './arrakis.ts';

export const SIZE = 1000;
export const CENTRE = SIZE / 2;
/** Radius of the Polar Sink and of the rim. */
export const SINK = 84;
export const RIM = 468;
const SECTORS = 18;

/** Screen angle (radians, anticlockwise from east, y up) of a position in sector units: sector 1 is centred at the bottom. */
const angle = (u: number) => ((260 + u * 20) * Math.PI) / 180;
export const radius = (depth: number): number => SINK + depth * (RIM - SINK);

export function point(r: number, u: number): [number, number] {
  const a = angle(u);
  return [CENTRE + r * Math.cos(a), CENTRE - r * Math.sin(a)];
}

const xy = (r: number, u: number) =>
  point(r, u)
    .map((n) => n.toFixed(1))
    .join(' ');

/** An arc at radius r from u0 to u1 (continuing a path). */
const arc = (r: number, u0: number, u1: number) => `A ${r.toFixed(1)} ${r.toFixed(1)} 0 ${Math.abs(u1 - u0) > 9 ? 1 : 0} ${u1 > u0 ? 0 : 1} ${xy(r, u1)}`;

/** The outline of the ring piece between two depths and two positions. */
export function wedge(u0: number, u1: number, inner: number, outer: number): string {
  const [ri, ro] = [radius(inner), radius(outer)];
  return `M ${xy(ro, u0)} ${arc(ro, u0, u1)} L ${xy(ri, u1)} ${arc(ri, u1, u0)} Z`;
}

export const cellPath = (c: Cell): string => wedge(c.from, c.to, c.inner, c.outer);

/** The cells in columns: one column is the run of cells sharing a `from`/`to`, inside out. */
const COLUMNS: Cell[][] = (() => {
  const columns = new Map<number, Cell[]>();
  for (const c of CELLS) columns.set(c.from, [...(columns.get(c.from) ?? []), c]);
  return [...columns.values()];
})();

/** Who owns a column between two depths (a column's cells cover 0–1 without gaps). */
const ownerAt = (column: Cell[], depth: number) => column.find((c) => c.inner <= depth && depth < c.outer)!.territory;

export interface Border {
  path: string;
  /** The territories on either side ('polar-sink' on the inside of the innermost cells). */
  between: [string, string];
}

/** Every stretch of line where two territories meet (the Polar Sink included; the rim is not a border). */
export const BORDERS: readonly Border[] = (() => {
  const out: Border[] = [];
  for (const column of COLUMNS) {
    const first = column[0]!;
    out.push({ path: `M ${xy(radius(0), first.from)} ${arc(radius(0), first.from, first.to)}`, between: ['polar-sink', first.territory] });
    for (const [inside, outside] of column.slice(0, -1).map((c, i) => [c, column[i + 1]!] as const))
      out.push({
        path: `M ${xy(radius(inside.outer), inside.from)} ${arc(radius(inside.outer), inside.from, inside.to)}`,
        between: [inside.territory, outside.territory],
      });
  }
  // Between each column and the next one anticlockwise: the depths where either side changes hands.
  COLUMNS.forEach((column, i) => {
    const next = COLUMNS[(i + 1) % COLUMNS.length]!;
    const edge = column[0]!.to % SECTORS;
    const cuts = [...new Set([...column, ...next].flatMap((c) => [c.inner, c.outer]))].sort((a, b) => a - b);
    for (const [lo, hi] of cuts.slice(0, -1).map((d, k) => [d, cuts[k + 1]!] as const)) {
      const [a, b] = [ownerAt(column, (lo + hi) / 2), ownerAt(next, (lo + hi) / 2)];
      if (a !== b) out.push({ path: `M ${xy(radius(lo), edge)} L ${xy(radius(hi), edge)}`, between: [a, b] });
    }
  });
  return out;
})();

/** Territories that share a border, each pair once with its two ids in alphabetical order. */
export function touching(): [string, string][] {
  const pairs = new Map<string, [string, string]>();
  for (const { between } of BORDERS) {
    const pair = [...between].sort() as [string, string];
    pairs.set(pair.join(' '), pair);
  }
  return [...pairs.values()];
}

/** The middle of a cell, on screen. */
export const centreOf = (c: Cell): [number, number] => point(radius((c.inner + c.outer) / 2), (c.from + c.to) / 2);

/** How much room a cell has: its width along the ring at mid-depth times its depth, in SVG units. */
const room = (c: Cell) => (c.to - c.from) * ((20 * Math.PI) / 180) * radius((c.inner + c.outer) / 2) * (radius(c.outer) - radius(c.inner));

const largest = (cells: readonly Cell[]) => cells.reduce((a, b) => (room(b) > room(a) ? b : a));

/** Where a territory's pieces in one sector go: its widest cell in that sector. */
export function cellFor(territory: string, sector: number): Cell | undefined {
  const cells = CELLS.filter((c) => c.territory === territory && (sector === 0 || c.sector === sector));
  return cells.length > 0 ? largest(cells) : undefined;
}

export interface Label {
  territory: string;
  x: number;
  y: number;
  /** Width the name may take, in SVG units. */
  width: number;
  /** Degrees the name turns (clockwise on screen) to run along a ring too thin to cross: 0 for most. */
  rotate: number;
}

/** Roughly how wide a name is in SVG units at the board's font size (13). */
export const textWidth = (text: string): number => text.length * 13 * 0.56;

/** Each territory's name goes in the middle of its widest run of cells at one depth. */
export function labels(names: (id: string) => string): Label[] {
  const byTerritory = new Map<string, Cell[]>();
  for (const c of CELLS) byTerritory.set(c.territory, [...(byTerritory.get(c.territory) ?? []), c]);
  return [...byTerritory].map(([territory, cells]) => {
    // Runs: cells at the same depths side by side merge into one stretch.
    const runs: Cell[] = [];
    for (const c of cells) {
      const last = runs.at(-1);
      if (last && last.inner === c.inner && last.outer === c.outer && last.to === c.from) runs[runs.length - 1] = { ...last, to: c.to };
      else runs.push({ ...c });
    }
    const best = largest(runs);
    const [x, y] = centreOf(best);
    const along = (best.to - best.from) * ((20 * Math.PI) / 180) * radius((best.inner + best.outer) / 2);
    const across = radius(best.outer) - radius(best.inner);
    // A long thin ring: the name follows the ring, never upside down.
    if (along > across * 1.5 && textWidth(names(territory)) > across * 1.2) {
      const tangent = -(260 + ((best.from + best.to) / 2) * 20 + 90);
      const rotate = ((((tangent + 90) % 180) + 180) % 180) - 90;
      return { territory, x, y, width: along * 0.9, rotate };
    }
    return { territory, x, y, width: Math.min(along, Math.max(across * 1.4, 60), 150), rotate: 0 };
  });
}
