// The web board's drawing of Arrakis (web/src/board/arrakis.ts) against the rules' board data: every territory is
// drawn in exactly its storm sectors, and two territories share a border on the drawing exactly when the rules make
// them neighbours (the Polar Sink included), so that what a player sees next to a place is where forces may move.
import { expect } from 'chai';
import { TERRITORIES } from '../../rooms/dune/board/territories.ts';
import { neighbours } from '../../rooms/dune/board/adjacency.ts';
import { CELLS } from '../../web/src/board/arrakis.ts';
import { labels, touching } from '../../web/src/board/geometry.ts';

describe('web board geometry', () => {
  it('draws every territory of Arrakis in exactly its storm sectors (1.01.03), the Polar Sink in none', () => {
    for (const t of TERRITORIES) {
      const drawn = [...new Set(CELLS.filter((c) => c.territory === t.id).map((c) => c.sector))].sort((a, b) => a - b);
      expect(drawn, t.id).to.deep.equal(t.sectors);
    }
    const known = new Set<string>(TERRITORIES.map((t) => t.id));
    for (const c of CELLS) expect(known.has(c.territory), c.territory).to.equal(true);
  });

  it('makes two territories touch on the drawing exactly when they are neighbours for movement (1.06.05)', () => {
    const drawn = touching()
      .map((p) => p.join(' '))
      .sort();
    const rules = TERRITORIES.flatMap((t) =>
      neighbours(t.id)
        .filter((n) => t.id < n)
        .map((n) => `${t.id} ${n}`),
    ).sort();
    expect(
      drawn.filter((p) => !rules.includes(p)),
      'drawn touching but not neighbours',
    ).to.deep.equal([]);
    expect(
      rules.filter((p) => !drawn.includes(p)),
      'neighbours not drawn touching',
    ).to.deep.equal([]);
  });

  it('covers each sector from the Polar Sink to the rim without gaps and names every territory once', () => {
    for (let sector = 1; sector <= 18; sector++) {
      const cells = CELLS.filter((c) => c.sector === sector);
      const columns = [...new Set(cells.map((c) => `${c.from}-${c.to}`))];
      expect(cells[0]!.from).to.equal(sector - 1);
      expect(Math.max(...cells.map((c) => c.to))).to.equal(sector);
      for (const column of columns) {
        const run = cells.filter((c) => `${c.from}-${c.to}` === column);
        expect(run[0]!.inner).to.equal(0);
        expect(run.at(-1)!.outer).to.equal(1);
        for (const [i, c] of run.slice(1).entries()) expect(c.inner, `${sector} ${c.territory}`).to.equal(run[i]!.outer);
      }
    }
    expect(
      labels((id) => id)
        .map((l) => l.territory)
        .sort(),
    ).to.deep.equal(
      TERRITORIES.filter((t) => t.sectors.length > 0)
        .map((t) => t.id)
        .sort(),
    );
  });
});
