// 2.03.08 SARDAUKAR, 2.03.09 SARDAUKAR WEAKNESS and 2.04.18 FEDAYKIN in battle (Advanced game): a starred force is
// worth two (a Sardaukar only one against the Fremen), the plan names the starred forces it dials, and those are
// what the winner loses.
import { expect } from 'chai';
import type { Faction, GameState } from '../../rooms/dune/index.ts';
import { addForces } from '../../rooms/dune/board/forces.ts';
import { act, expectRejected } from '../helpers/engine.ts';
import { decisionOf, emptyBoard, enterBattle, fight, place, planAction, resolvedOf as resolved } from '../helpers/battle.ts';
import type { TerritoryId } from '../../rooms/dune/types.ts';

const BASE = emptyBoard();

/** Starred forces from reserves onto the board. */
function placeStarred(s: GameState, faction: Faction, territory: TerritoryId, sector: number, count: number): void {
  s.factions[faction]!.reserves.elite -= count;
  addForces(s, { faction, territory, sector }, { elite: count });
}

/** The Emperor (aggressor) with 3 ordinary forces and 2 Sardaukar against `defender`'s 6 ordinary forces. */
function sardaukarBattle(defender: Faction, advanced = true): GameState {
  return enterBattle(BASE, (s) => {
    s.config.advanced = advanced;
    s.firstPlayer = 'emperor';
    place(s, 'emperor', 'the-great-flat', 14, 3);
    placeStarred(s, 'emperor', 'the-great-flat', 14, 2);
    place(s, defender, 'the-great-flat', 14, 6);
  }).state;
}

const inTanks = (s: GameState, f: Faction) => ({ ...s.factions[f]!.tanks });

describe('starred forces in battle (Advanced game)', () => {
  it('2.03.08 SARDAUKAR: a Sardaukar is worth two forces in battle, and the winner loses the Sardaukar it dialed', () => {
    const s = sardaukarBattle('harkonnen');
    expect(decisionOf(s, 'battle-plan', 'emperor')).to.include({ maxDial: 5, maxElite: 2 });
    const { state, events } = fight(s, {
      emperor: { leader: 'bashar', dial: 3, elite: 2, spice: 3 },
      harkonnen: { leader: 'umman-kudu', dial: 6, spice: 6 },
    });
    // Emperor: 1 ordinary + 2 Sardaukar × 2 = 5, + Bashar 2 = 7; Harkonnen 6 + 1 = 7: the aggressor wins the tie.
    expect(resolved(events)).to.deep.include({ totals: { emperor: 7, harkonnen: 7 }, winner: 'emperor' });
    expect(inTanks(state, 'emperor')).to.deep.equal({ regular: s.factions.emperor!.tanks.regular + 1, elite: s.factions.emperor!.tanks.elite + 2 });
    expect(state.forces.filter((x) => x.faction === 'emperor' && x.territory === 'the-great-flat')).to.deep.include({
      faction: 'emperor',
      territory: 'the-great-flat',
      sector: 14,
      regular: 2,
      elite: 0,
      advisors: 0,
    });
  });

  it('2.03.08 SARDAUKAR: a plan names its starred forces: no more than are there, and enough when ordinary ones run out', () => {
    const s = sardaukarBattle('harkonnen');
    expectRejected(s, 'emperor', planAction(s, 'emperor', { leader: 'bashar', dial: 3, elite: 3 }), 'INVALID_CHOICE');
    expectRejected(s, 'emperor', planAction(s, 'emperor', { leader: 'bashar', dial: 2, elite: 3 }), 'INVALID_CHOICE');
    // 5 forces dialed out of 3 ordinary and 2 starred: both starred are among them.
    expectRejected(s, 'emperor', planAction(s, 'emperor', { leader: 'bashar', dial: 5, elite: 1 }), 'INVALID_CHOICE');
    expect(act(s, 'emperor', planAction(s, 'emperor', { leader: 'bashar', dial: 5, elite: 2 })).state.actions).to.equal(s.actions + 1);
    // Basic game: starred forces are ordinary ones, and a plan names none.
    const basic = sardaukarBattle('harkonnen', false);
    expect(decisionOf(basic, 'battle-plan', 'emperor')).to.not.have.property('maxElite');
    expectRejected(basic, 'emperor', planAction(basic, 'emperor', { leader: 'bashar', dial: 3, elite: 1 }), 'INVALID_CHOICE');
    const { events } = fight(basic, { emperor: { leader: 'bashar', dial: 5 }, harkonnen: { leader: 'umman-kudu', dial: 6 } });
    expect(resolved(events).totals).to.deep.equal({ emperor: 7, harkonnen: 7 });
  });

  it('2.03.09 SARDAUKAR WEAKNESS: against the Fremen a Sardaukar is worth one force', () => {
    const { events } = fight(sardaukarBattle('fremen'), {
      emperor: { leader: 'bashar', dial: 3, elite: 2, spice: 3 },
      fremen: { leader: 'jamis', dial: 4 },
    });
    // Emperor: 1 + 2 × 1 + Bashar 2 = 5; Fremen: 4 + Jamis 2 = 6.
    expect(resolved(events)).to.deep.include({ totals: { emperor: 5, fremen: 6 }, winner: 'fremen' });
  });

  it('2.04.18 FEDAYKIN: a Fedaykin is worth two forces in battle, without spice (2.04.21)', () => {
    const s = enterBattle(BASE, (x) => {
      x.config.advanced = true;
      x.firstPlayer = 'harkonnen';
      place(x, 'harkonnen', 'the-great-flat', 14, 8);
      place(x, 'fremen', 'the-great-flat', 14, 2);
      placeStarred(x, 'fremen', 'the-great-flat', 14, 2);
    }).state;
    const { state, events } = fight(s, {
      harkonnen: { leader: 'umman-kudu', dial: 6, spice: 6 },
      fremen: { leader: 'jamis', dial: 3, elite: 2 },
    });
    // Harkonnen 6 + 1 = 7; Fremen 1 + 2 × 2 + Jamis 2 = 7: the aggressor wins the tie, and the Fremen lose everything.
    expect(resolved(events)).to.deep.include({ totals: { harkonnen: 7, fremen: 7 }, winner: 'harkonnen' });
    expect(inTanks(state, 'fremen').elite).to.equal(s.factions.fremen!.tanks.elite + 2);
  });
});
