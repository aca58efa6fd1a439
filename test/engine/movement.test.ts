// Movement over the territory graph with sectors and storm (rooms/dune/board/movement.ts).
import { expect } from 'chai';
import { neighbours } from '../../rooms/dune/board/adjacency.ts';
import { connectedOutsideStorm, moveDistance, reachable, sectorsOf, territoryDistance } from '../../rooms/dune/board/movement.ts';
import { inStorm as sectorInStorm } from '../../rooms/dune/board/storm.ts';
import { TERRITORIES } from '../../rooms/dune/board/territories.ts';
import type { TerritoryId } from '../../rooms/dune/types.ts';

const storm = (sector: number | null) => ({ storm: { sector } });
const at = (territory: TerritoryId, sector: number) => ({ territory, sector });

describe('board: movement range and paths (1.06.05)', () => {
  it('1.06.05.05 every pair of adjacent territories touches between two of their sectors (sector model check)', () => {
    const ring = (a: number, b: number) => Math.min(Math.abs(a - b), 18 - Math.abs(a - b));
    for (const t of TERRITORIES)
      for (const n of neighbours(t.id)) {
        if (t.kind === 'polar-sink' || n === 'polar-sink') continue;
        const touching = sectorsOf(t.id).some((a) => sectorsOf(n).some((b) => ring(a, b) <= 1));
        expect(touching, `${t.id}–${n}`).to.equal(true);
      }
    // With no storm, sector paths are as short as territory paths.
    for (const t of TERRITORIES)
      for (const u of TERRITORIES) {
        const d = territoryDistance(t.id, u.id);
        if (d > 3) continue;
        expect(moveDistance(storm(null), [at(t.id, sectorsOf(t.id)[0]!)], at(u.id, sectorsOf(u.id)[0]!), 3), `${t.id}→${u.id}`).to.equal(d);
      }
  });

  it('1.06.05.03 ONE ADJACENT TERRITORY: range 1 reaches exactly the neighbours (and the own territory)', () => {
    const reach = reachable(storm(null), [at('arrakeen', 9)], 1);
    const territories = new Set([...reach.values()].map((r) => r.place.territory));
    expect([...territories].sort()).to.deep.equal(['arrakeen', ...neighbours('arrakeen')].sort());
  });

  it('1.06.06 SAFE HAVEN: the Polar Sink is never in storm and touches all its neighbours', () => {
    expect(sectorInStorm(storm(0), 'polar-sink', 0)).to.equal(false);
    expect(moveDistance(storm(11), [at('polar-sink', 0)], at('arsunt', 10), 1)).to.equal(1);
    expect(moveDistance(storm(11), [at('polar-sink', 0)], at('arsunt', 11), 1)).to.equal(null);
  });

  it('1.06.05.06 STORM: no moving out of, into or through a sector in storm', () => {
    // Out of: the start sector is in storm.
    expect(reachable(storm(9), [at('arrakeen', 9)], 3).size).to.equal(0);
    // Into: Arrakeen (sector 9) under storm.
    expect(moveDistance(storm(9), [at('imperial-basin', 8)], at('arrakeen', 9), 1)).to.equal(null);
    // Through: Old Gap lies in sectors 8–10; crossing it from sector 8 to sector 10 needs sector 9.
    expect(moveDistance(storm(null), [at('old-gap', 8)], at('old-gap', 10), 0)).to.equal(0);
    expect(moveDistance(storm(9), [at('old-gap', 8)], at('old-gap', 10), 0)).to.equal(null);
  });

  it('1.06.05.07 a group may enter and leave a territory partly in storm, around the stormed part', () => {
    // Imperial Basin (8–10) with storm in 10: from Arrakeen (9) to Imperial Basin sector 8 is fine.
    expect(moveDistance(storm(10), [at('arrakeen', 9)], at('imperial-basin', 8), 1)).to.equal(1);
    expect(moveDistance(storm(10), [at('arrakeen', 9)], at('imperial-basin', 10), 3)).to.equal(null);
  });

  it('1.06.05 sectors of one territory separated by the storm cannot move as one group', () => {
    expect(connectedOutsideStorm(storm(null), 'old-gap', [8, 10])).to.equal(true);
    expect(connectedOutsideStorm(storm(9), 'old-gap', [8, 10])).to.equal(false);
    expect(connectedOutsideStorm(storm(10), 'old-gap', [8, 9])).to.equal(true);
    // Cielago North wraps around sector 18/1.
    expect(connectedOutsideStorm(storm(5), 'cielago-north', [18, 2])).to.equal(true);
    expect(connectedOutsideStorm(storm(1), 'cielago-north', [18, 2])).to.equal(false);
  });

  it('2.04.05 territories within two of the Great Flat', () => {
    const near = TERRITORIES.filter((t) => territoryDistance('the-great-flat', t.id) <= 2).map((t) => t.id);
    expect(near).to.include.members([
      'the-great-flat',
      'funeral-plain',
      'plastic-basin',
      'the-greater-flat',
      'wind-pass',
      'sietch-tabr',
      'polar-sink',
      'false-wall-west',
    ]);
    expect(near).to.not.include('arrakeen');
    expect(territoryDistance('the-great-flat', 'the-great-flat')).to.equal(0);
  });
});
