// Arrakis as the printed board lays it out, authored from the board's public facts (each territory's storm sectors
// and its neighbours): per storm sector, from the Polar Sink out to the rim, which territory lies at which depth.
// A sector may be cut into columns where two territories share it side by side. The unit test checks that these
// cells give every territory exactly its sectors and exactly its neighbours, so a place drawn next to another is
// one a force may move to. Territories are named by their ids as plain strings: this file and geometry.ts import
// nothing, so that the unit test (outside the web app's build) reads them as they are.

/**
 * One string per sector (1 first). Columns are separated by `|`, each `end: cells`, where `end` is how far across
 * the sector (anticlockwise, 0–1) the column reaches; cells are `territory depth`, the depth (0 at the Polar Sink,
 * 1 at the rim) where the cell ends, from the inside out.
 */
const SECTORS = [
  '.5: cielago-north .35, cielago-depression .65, meridian 1 | 1: cielago-north .35, cielago-depression .65, cielago-south 1',
  '.6: cielago-north .35, cielago-depression .65, cielago-south 1 | 1: cielago-north .35, cielago-east 1',
  '.5: harg-pass .3, false-wall-south .6, cielago-east 1 | 1: harg-pass .3, false-wall-south .6, south-mesa 1',
  '.4: false-wall-east .12, harg-pass .3, false-wall-south .75, south-mesa 1 | 1: false-wall-east .12, the-minor-erg .35, pasty-mesa .7, tueks-sietch 1',
  '1: false-wall-east .12, the-minor-erg .35, pasty-mesa .7, south-mesa 1',
  '1: false-wall-east .12, the-minor-erg .35, pasty-mesa .7, red-chasm 1',
  '.4: false-wall-east .12, the-minor-erg .35, pasty-mesa 1 | 1: false-wall-east .12, the-minor-erg .35, shield-wall .75, gara-kulon 1',
  '.4: false-wall-east .12, shield-wall .45, hole-in-the-rock .7, sihaya-ridge 1 | .75: imperial-basin .5, rim-wall-west .65, basin 1 | 1: imperial-basin .5, rim-wall-west .7, old-gap 1',
  '1: imperial-basin .45, arrakeen .7, old-gap 1',
  '.5: imperial-basin .7, old-gap 1 | 1: arsunt .3, carthag .55, tsimpo .75, broken-land 1',
  '.5: arsunt .3, hagga-basin .55, tsimpo .75, broken-land 1 | 1: hagga-basin .55, tsimpo .75, plastic-basin .9, broken-land 1',
  '1: hagga-basin .45, tsimpo .65, plastic-basin .85, rock-outcroppings 1',
  '.5: wind-pass .35, plastic-basin .65, sietch-tabr .85, rock-outcroppings 1 | 1: wind-pass .35, plastic-basin .72, sietch-tabr .85, bight-of-the-cliff 1',
  '.4: wind-pass .3, the-great-flat .45, funeral-plain .65, bight-of-the-cliff 1 | .7: wind-pass .3, the-great-flat .45, funeral-plain 1 | 1: wind-pass .3, the-great-flat 1',
  '.5: wind-pass .3, the-greater-flat 1 | 1: wind-pass .3, false-wall-west .65, habbanya-erg 1',
  '.5: wind-pass .35, false-wall-west .6, habbanya-erg 1 | .75: wind-pass-north .2, wind-pass .35, false-wall-west .6, habbanya-ridge-flat 1 | 1: wind-pass-north .2, wind-pass .35, false-wall-west .6, habbanya-ridge-flat .8, habbanya-sietch 1',
  '.5: wind-pass-north .2, cielago-west .35, false-wall-west .6, habbanya-ridge-flat 1 | 1: wind-pass-north .2, cielago-west .6, habbanya-ridge-flat 1',
  '.5: cielago-north .35, cielago-west .65, meridian 1 | 1: cielago-north .35, cielago-depression .65, meridian 1',
];

/** A cell: one territory's stretch of one sector, in sector units (`from`/`to`, 0–18 anticlockwise from sector 1's first edge) and depth (0–1). */
export interface Cell {
  territory: string;
  sector: number;
  from: number;
  to: number;
  inner: number;
  outer: number;
}

export const CELLS: readonly Cell[] = SECTORS.flatMap((line, i) => {
  let from = i;
  return line.split('|').flatMap((column) => {
    const [end, cells] = column.split(':') as [string, string];
    const to = i + Number(end);
    let inner = 0;
    const out = cells.split(',').map((cell) => {
      const [territory, depth] = cell.trim().split(' ') as [string, string];
      const c = { territory, sector: i + 1, from, to, inner, outer: Number(depth) };
      inner = c.outer;
      return c;
    });
    from = to;
    return out;
  });
});
