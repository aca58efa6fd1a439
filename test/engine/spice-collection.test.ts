import { expect } from 'chai';
import { returnForcesToReserves } from '../helpers/engine.ts';
import type { Faction, GameState } from '../../rooms/dune/index.ts';
import { addForces } from '../../rooms/dune/board/forces.ts';
import { addSpice, spiceIn } from '../../rooms/dune/board/spice.ts';
import { collectionPhase } from '../../rooms/dune/phases/spice-collection/index.ts';
import { enterPhase, midGame } from '../helpers/revival.ts';
import type { TerritoryId } from '../../rooms/dune/types.ts';

/** A game with no forces or spice on the board, the storm far away (sector 5), everyone at 0 spice. */
function emptyBoard(advanced = false): GameState {
  const s = midGame('collection', undefined, advanced);
  returnForcesToReserves(s);
  s.spice = [];
  s.storm.sector = 5;
  for (const f of s.seating) s.factions[f]!.spice = 0;
  return s;
}

function place(s: GameState, faction: Faction, territory: TerritoryId, sector: number, regular: number, advisors = 0): void {
  const fs = s.factions[faction]!;
  fs.reserves.regular -= regular + advisors;
  addForces(s, { faction, territory, sector }, { regular, advisors });
}

/** Runs only the collection phase (the runner would go on to the Mentat Pause). */
function collect(s: GameState) {
  return enterPhase(s, 'spice-collection', collectionPhase, false);
}

describe('engine: spice collection phase (rule 1.08)', () => {
  it('1.08.00 collection is automatic: no decision is opened', () => {
    const s = emptyBoard();
    place(s, 'fremen', 'the-great-flat', 14, 2);
    addSpice(s, 'the-great-flat', 14, 10);
    const { state } = collect(s);
    expect(state.pending).to.deep.equal([]);
  });

  it('1.08.01 HARVESTING SPICE: forces in a territory with spice take it from the board behind their shield', () => {
    const s = emptyBoard();
    place(s, 'fremen', 'the-great-flat', 14, 3);
    addSpice(s, 'the-great-flat', 14, 5);
    place(s, 'guild', 'funeral-plain', 14, 2); // no spice there
    const { state, events } = collect(s);
    expect(state.factions.fremen!.spice).to.equal(5);
    expect(state.factions.guild!.spice).to.equal(0);
    expect(spiceIn(state, 'the-great-flat')).to.equal(0);
    const e = events.find((x) => x.type === 'spice-collected')!;
    expect(e).to.deep.include({ faction: 'fremen', territory: 'the-great-flat', amount: 5, forces: 3, rate: 2 });
    expect(e.visibleTo).to.equal(undefined);
  });

  it('1.08.02 COLLECTION RATE: 2 per force, 3 per force for a faction occupying Arrakeen or Carthag', () => {
    const s = emptyBoard();
    place(s, 'fremen', 'the-great-flat', 14, 2);
    addSpice(s, 'the-great-flat', 14, 10);
    place(s, 'atreides', 'arrakeen', 9, 1);
    place(s, 'atreides', 'hagga-basin', 12, 2);
    addSpice(s, 'hagga-basin', 12, 10);
    place(s, 'harkonnen', 'carthag', 10, 1);
    place(s, 'harkonnen', 'old-gap', 9, 1);
    addSpice(s, 'old-gap', 9, 10);
    const { state } = collect(s);
    expect(state.factions.fremen!.spice).to.equal(4);
    expect(state.factions.atreides!.spice).to.equal(6);
    expect(state.factions.harkonnen!.spice).to.equal(3);
    // Basic game: occupying a city gives no spice of its own (that is 1.13.01, Advanced).
    expect(spiceIn(state, 'arrakeen') + spiceIn(state, 'carthag')).to.equal(0);
  });

  it('1.08.03 UNCLAIMED SPICE: what the forces cannot carry stays on the board', () => {
    const s = emptyBoard();
    place(s, 'emperor', 'the-great-flat', 14, 1);
    addSpice(s, 'the-great-flat', 14, 10);
    addSpice(s, 'south-mesa', 4, 6); // nobody there
    const { state } = collect(s);
    expect(state.factions.emperor!.spice).to.equal(2);
    expect(state.spice).to.deep.equal([
      { territory: 'south-mesa', sector: 4, amount: 6 },
      { territory: 'the-great-flat', sector: 14, amount: 8 },
    ]);
  });

  it('1.08.01 forces collect from another sector of their territory unless the storm separates them', () => {
    const s = emptyBoard();
    // Cielago North lies in sectors 18, 1, 2.
    place(s, 'harkonnen', 'cielago-north', 18, 2);
    addSpice(s, 'cielago-north', 2, 8);
    let { state } = collect(s);
    expect(state.factions.harkonnen!.spice).to.equal(4);
    s.storm.sector = 1;
    ({ state } = collect(s));
    expect(state.factions.harkonnen!.spice).to.equal(0);
    expect(spiceIn(state, 'cielago-north')).to.equal(8);
  });

  it('1.08.01 Bene Gesserit advisors do not collect (2.02.12, Advanced); fighters do', () => {
    const s = emptyBoard();
    place(s, 'bene-gesserit', 'the-great-flat', 14, 0, 3);
    addSpice(s, 'the-great-flat', 14, 10);
    let { state } = collect(s);
    expect(state.factions['bene-gesserit']!.spice).to.equal(0);
    place(s, 'bene-gesserit', 'the-great-flat', 14, 1);
    ({ state } = collect(s));
    expect(state.factions['bene-gesserit']!.spice).to.equal(2);
  });

  it("1.13.01 Increased Spice Flow (Advanced): Arrakeen and Carthag give 2 from the bank, Tuek's Sietch 1", () => {
    for (const advanced of [false, true]) {
      const s = emptyBoard(advanced);
      place(s, 'atreides', 'arrakeen', 9, 1);
      place(s, 'harkonnen', 'carthag', 10, 1);
      place(s, 'guild', 'tueks-sietch', 4, 1);
      const { state } = collect(s);
      expect([state.factions.atreides!.spice, state.factions.harkonnen!.spice, state.factions.guild!.spice]).to.deep.equal(advanced ? [2, 2, 1] : [0, 0, 0]);
    }
  });

  it('the runner passes through the phase to the Mentat Pause', () => {
    const s = emptyBoard();
    place(s, 'fremen', 'the-great-flat', 14, 2);
    addSpice(s, 'the-great-flat', 14, 3);
    const { state, events } = enterPhase(s, 'spice-collection', collectionPhase);
    expect(state.phase).to.not.equal('spice-collection');
    expect(events.some((e) => e.type === 'spice-collected')).to.equal(true);
    expect(state.factions.fremen!.spice).to.be.at.least(3);
  });
});

describe('spice collection across the storm (docs/RULES-DECISIONS.md)', () => {
  it("1.08.01 forces in the storm's own sector collect only the spice of that sector, none from the sectors beside it", () => {
    const s = emptyBoard();
    // Cielago North lies in sectors 18, 1, 2; the storm and the forces are in sector 1.
    s.storm.sector = 1;
    place(s, 'harkonnen', 'cielago-north', 1, 2);
    addSpice(s, 'cielago-north', 18, 3);
    addSpice(s, 'cielago-north', 2, 8);
    let { state } = collect(s);
    expect(state.factions.harkonnen!.spice).to.equal(0);
    expect(spiceIn(state, 'cielago-north')).to.equal(11);
    addSpice(s, 'cielago-north', 1, 2);
    ({ state } = collect(s));
    expect(state.factions.harkonnen!.spice).to.equal(2);
    expect(spiceIn(state, 'cielago-north')).to.equal(11);
  });
});
