// The storm phase of turns 2+ (1.01.01–1.01.04) with Weather Control (3.01.23) and Family Atomics (3.01.07).
import { expect } from 'chai';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { applyAction, createGame, pendingDecisions, viewFor, type Faction, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import {
  inStorm,
  protectedFromStorm,
  sectorsBetween,
  sectorsOutOfStorm,
  sectorsSwept,
  separatedByStorm,
  shieldWallDestroyed,
} from '../../rooms/dune/board/storm.ts';
import { stormActionSchemas } from '../../schema/actions/storm.ts';
import { act, expectRejected } from '../helpers/engine.ts';
import { SIX, afterSetup, answer, answerAll, discardCard, giveCard, noStormCards, placeForces, startStorm, type StormRun } from '../helpers/storm.ts';

const BASE = afterSetup();

function expectCustody(state: GameState): void {
  expect(custodyProblems(state)).to.deep.equal([]);
}

/** Dials for the two dialers, then passes every card window; `dials` by seat. */
function dialAndPass(run: StormRun, dials: Partial<Record<Faction, number>>): StormRun {
  let r = answerAll(run, 'dial-storm', (seat, id) => ({ type: 'dial-storm', event: id, value: dials[seat as Faction]! }));
  const events = [...r.events];
  for (const kind of ['weather-control', 'family-atomics'] as const) {
    if (!pendingDecisions(r.state).some((d) => d.kind === kind)) continue;
    r = answerAll(r, kind, (_seat, id) =>
      kind === 'weather-control' ? { type: 'weather-control', event: id, move: null } : { type: 'family-atomics', event: id, play: false },
    );
    events.push(...r.events);
  }
  return { ...r, events };
}

/** A turn-2 storm at `sector` dialed by emperor and fremen, with nobody holding the storm cards. */
function storm(sector: number, edit: (s: GameState) => void = () => {}): StormRun {
  return startStorm(BASE, (s) => {
    s.storm.sector = sector;
    s.storm.lastWheelUsers = ['emperor', 'fremen'];
    s.spice = [];
    noStormCards(s);
    edit(s);
  });
}

describe('storm phase, turns 2+ (1.01, 3.01.07, 3.01.23)', () => {
  it('1.01.02 STORM MOVEMENT: the last battle-wheel users dial 1–3 in secret, reveal together, the storm moves the sum', () => {
    let r = storm(5);
    const dials = pendingDecisions(r.state);
    expect(dials.map((d) => [d.seat, d.kind, d.secret])).to.deep.equal([
      ['emperor', 'dial-storm', true],
      ['fremen', 'dial-storm', true],
    ]);
    expect(dials.every((d) => d.kind === 'dial-storm' && d.min === 1 && d.max === 3)).to.equal(true);
    expect(r.state.storm.dialers).to.deep.equal(['emperor', 'fremen']);

    r = answer(r.state, 'emperor', { type: 'dial-storm', event: dials[0]!.id, value: 2 });
    // Secret until both are in: only the dialer hears of it; the public sees both still awaited.
    expect(r.events).to.deep.equal([{ id: r.events[0]!.id, visibleTo: 'emperor', type: 'storm-dialed', faction: 'emperor', value: 2 }]);
    expect(viewFor(r.state, 'emperor').private!.stormDial).to.equal(2);
    expect(viewFor(r.state, 'fremen').private!.stormDial).to.equal(null);
    expect(
      viewFor(r.state, 'harkonnen')
        .awaiting.filter((a) => a.kind === 'dial-storm')
        .map((a) => a.seat),
    ).to.deep.equal(['emperor', 'fremen']);
    expect(r.state.storm.sector).to.equal(5);

    r = answer(r.state, 'fremen', { type: 'dial-storm', event: dials[1]!.id, value: 3 });
    expect(r.events.find((e) => e.type === 'storm-dials-revealed')).to.deep.include({ dials: { emperor: 2, fremen: 3 }, movement: 5 });
    expect(r.state.storm.lastDials).to.deep.equal({ emperor: 2, fremen: 3 });
    // Weather Control may still change it: the storm waits until the card window is answered.
    expect(r.state.storm.sector).to.equal(5);
    r = dialAndPass(r, {});
    expect(r.done).to.equal(true);
    expect(r.state.storm.sector).to.equal(10);
    expect(r.events.find((e) => e.type === 'storm-moved')).to.deep.include({ fromSector: 5, toSector: 10, moved: 5 });
    // Dialing the storm uses the battle wheels: without a battle the same two dial next turn.
    expect(r.state.storm.lastWheelUsers).to.deep.equal(['emperor', 'fremen']);
  });

  it('1.01.02 STORM MOVEMENT: dials outside 1–3 or not whole are refused and change nothing', () => {
    const r = storm(5);
    const d = pendingDecisions(r.state)[0]!;
    expectRejected(r.state, 'emperor', { type: 'dial-storm', event: d.id, value: 0 }, 'OVER_LIMIT');
    expectRejected(r.state, 'emperor', { type: 'dial-storm', event: d.id, value: 4 }, 'OVER_LIMIT');
    expectRejected(r.state, 'emperor', { type: 'dial-storm', event: d.id, value: 1.5 }, 'INVALID_CHOICE');
    expectRejected(r.state, 'harkonnen', { type: 'dial-storm', event: d.id, value: 1 }, 'NOT_YOUR_TURN');
  });

  it('1.01.02 STORM MOVEMENT: with fewer than two last wheel users, the markers nearest either side of the storm fill in', () => {
    // Markers: atreides 4, bg 7, emperor 10, fremen 13, harkonnen 16, guild 1. Storm in 11: emperor (10) behind,
    // fremen (13) ahead.
    const none = storm(11, (s) => (s.storm.lastWheelUsers = []));
    expect(
      pendingDecisions(none.state)
        .map((d) => d.seat)
        .sort(),
    ).to.deep.equal(['emperor', 'fremen']);
    const one = storm(11, (s) => (s.storm.lastWheelUsers = ['harkonnen']));
    expect(one.state.storm.dialers).to.deep.equal(['harkonnen', 'fremen']);
    const near = storm(11, (s) => (s.storm.lastWheelUsers = ['fremen']));
    expect(near.state.storm.dialers).to.deep.equal(['fremen', 'emperor']);
  });

  it('1.01.03 STORM DESTRUCTION: sand forces where the storm starts, passes and ends go to the Tanks; others are sheltered', () => {
    // Storm 17 moving 3: starts in 17, passes 18 and 1, ends in 2 (wrapping 18 -> 1).
    let r = storm(17, (s) =>
      placeForces(s, [
        { faction: 'fremen', territory: 'cielago-west', sector: 17, regular: 4 }, // sand, start sector: destroyed
        { faction: 'fremen', territory: 'false-wall-west', sector: 17, regular: 3 }, // rock: sheltered
        { faction: 'harkonnen', territory: 'meridian', sector: 18, regular: 2 }, // sand, passed: destroyed
        { faction: 'emperor', territory: 'cielago-north', sector: 1, regular: 5, elite: 0 }, // sand, passed
        { faction: 'atreides', territory: 'cielago-south', sector: 2, regular: 1 }, // sand, end sector
        { faction: 'guild', territory: 'cielago-east', sector: 3, regular: 2 }, // beyond the storm: safe
        { faction: 'guild', territory: 'tueks-sietch', sector: 4, regular: 5 },
        { faction: 'bene-gesserit', territory: 'polar-sink', sector: 0, regular: 1 }, // never in storm
      ]),
    );
    r.state.spice = [
      { territory: 'cielago-east', sector: 3, amount: 4 },
      { territory: 'cielago-north', sector: 2, amount: 6 },
      { territory: 'cielago-south', sector: 1, amount: 5 },
      { territory: 'cielago-west', sector: 17, amount: 2 }, // start sector: "passes over or stops" does not name it
    ];
    const tanksBefore = r.state.factions.fremen!.tanks.regular;
    r = dialAndPass(r, { emperor: 1, fremen: 2 });
    expect(r.state.storm.sector).to.equal(2);
    const left = r.state.forces.map((s) => `${s.faction}@${s.territory}#${s.sector}`).sort();
    expect(left).to.deep.equal(['bene-gesserit@polar-sink#0', 'fremen@false-wall-west#17', 'guild@cielago-east#3', 'guild@tueks-sietch#4']);
    // Basic game: Fremen lose all (2.04.16 half losses is Advanced, 2.04.00).
    expect(r.state.factions.fremen!.tanks.regular).to.equal(tanksBefore + 4);
    const destroyed = r.events.filter((e) => e.type === 'storm-forces-destroyed');
    expect(destroyed.every((e) => e.visibleTo === undefined && e.type === 'storm-forces-destroyed' && e.cause === 'storm')).to.equal(true);
    expect(destroyed.map((e) => e.type === 'storm-forces-destroyed' && `${e.faction}:${e.regular}`).sort()).to.deep.equal([
      'atreides:1',
      'emperor:5',
      'fremen:4',
      'harkonnen:2',
    ]);
    expect(r.state.spice).to.deep.equal([
      { territory: 'cielago-east', sector: 3, amount: 4 },
      { territory: 'cielago-west', sector: 17, amount: 2 },
    ]);
    expect(r.events.filter((e) => e.type === 'storm-spice-destroyed').length).to.equal(2);
    expectCustody(r.state);
  });

  it('1.01.03 STORM DESTRUCTION: the Imperial Basin and the strongholds are sheltered while the Shield Wall stands', () => {
    let r = storm(7, (s) =>
      placeForces(s, [
        { faction: 'harkonnen', territory: 'imperial-basin', sector: 9, regular: 2 },
        { faction: 'harkonnen', territory: 'carthag', sector: 10, regular: 5 },
        { faction: 'atreides', territory: 'arrakeen', sector: 9, regular: 5 },
        { faction: 'atreides', territory: 'old-gap', sector: 9, regular: 3 },
      ]),
    );
    r = dialAndPass(r, { emperor: 1, fremen: 2 });
    expect(r.state.forces.map((s) => s.territory).sort()).to.deep.equal(['arrakeen', 'carthag', 'imperial-basin']);
  });

  it('2.04.16 STORM LOSSES (Advanced): Fremen lose half (rounded up), regular forces first, and nothing where the storm starts', () => {
    let r = storm(17, (s) => {
      s.config.advanced = true;
      s.storm.card = 2; // 2.04.13: in the Advanced game the Fremen's storm card moves the storm (1 + 1 dialed before)
      s.factions.fremen!.reserves.elite += 3; // Advanced reserves hold the Fedaykin starred
      s.factions.fremen!.reserves.regular -= 3;
      placeForces(s, [
        { faction: 'fremen', territory: 'cielago-west', sector: 17, regular: 4 }, // start sector: spared
        { faction: 'fremen', territory: 'meridian', sector: 18, regular: 2, elite: 3 }, // 5 -> 3 lost: 2 regular, 1 Fedaykin
        { faction: 'fremen', territory: 'cielago-south', sector: 1, regular: 3 }, // 3 -> 2 lost
        { faction: 'harkonnen', territory: 'cielago-north', sector: 1, regular: 3 }, // others lose all
      ]);
    });
    r = dialAndPass(r, { emperor: 1, fremen: 1 });
    expect(r.state.forces.map((s) => `${s.faction}@${s.territory}#${s.sector}:${s.regular}/${s.elite}`)).to.deep.equal([
      'fremen@cielago-south#1:1/0',
      'fremen@cielago-west#17:4/0',
      'fremen@meridian#18:0/2',
    ]);
    expect(r.state.factions.harkonnen!.tanks.regular).to.equal(3);
    // Basic game: the same storm takes every Fremen force in the swept sectors (tested above as well).
  });

  it('1.01.01 DECIDING FIRST PLAYER: after the storm moves, the marker it next approaches is First Player', () => {
    let r = storm(8, (s) => (s.firstPlayer = 'atreides'));
    r = dialAndPass(r, { emperor: 3, fremen: 2 }); // 8 + 5 = 13, the Fremen's marker: reached, not approached
    expect(r.state.storm.sector).to.equal(13);
    expect(r.state.firstPlayer).to.equal('harkonnen');
    const fp = r.events.findIndex((e) => e.type === 'first-player');
    expect(r.events[fp]).to.deep.include({ type: 'first-player', faction: 'harkonnen' });
    expect(fp).to.be.greaterThan(r.events.findIndex((e) => e.type === 'storm-moved'));
  });

  it('1.01.04 OBSTRUCTION: helpers for the sectors swept, in storm and separated by the storm', () => {
    expect(sectorsSwept(17, 3)).to.deep.equal([18, 1, 2]);
    expect(sectorsSwept(5, 0)).to.deep.equal([]);
    expect(sectorsSwept(1, 18)).to.have.length(18);
    expect(sectorsBetween(5, 7)).to.deep.equal([5, 6, 7]);
    expect(sectorsBetween(2, 17)).to.deep.equal([2, 1, 18, 17]);
    const s = structuredClone(BASE);
    s.storm.sector = 1;
    expect(inStorm(s, 'meridian', 1)).to.equal(true);
    expect(inStorm(s, 'meridian', 18)).to.equal(false);
    expect(inStorm(s, 'polar-sink', 0)).to.equal(false);
    expect(sectorsOutOfStorm(s, 'cielago-depression')).to.deep.equal([2, 18]);
    expect(sectorsOutOfStorm(s, 'meridian')).to.deep.equal([18]);
    expect(sectorsOutOfStorm(s, 'cielago-south')).to.deep.equal([2]);
    expect(sectorsOutOfStorm(s, 'polar-sink')).to.deep.equal([0]);
    // Cielago Depression lies in 18, 1, 2: the storm in 1 splits 18 from 2.
    expect(separatedByStorm(s, 'cielago-depression', 18, 2)).to.equal(true);
    expect(separatedByStorm(s, 'cielago-depression', 1, 2)).to.equal(true); // one in storm, one not
    expect(separatedByStorm(s, 'cielago-depression', 1, 1)).to.equal(false); // both under it: still battle (1.07.01.02)
    expect(separatedByStorm(s, 'cielago-depression', 2, 2)).to.equal(false);
    expect(separatedByStorm(s, 'polar-sink', 0, 0)).to.equal(false);
    s.storm.sector = 14;
    expect(separatedByStorm(s, 'wind-pass', 13, 15)).to.equal(true);
    expect(separatedByStorm(s, 'wind-pass', 15, 16)).to.equal(false);
  });

  it('3.01.23 WEATHER CONTROL: every seat is asked in secret; the holder moves the storm 0–10 instead; discarded', () => {
    let r = storm(5, (s) => {
      giveCard(s, 'atreides', 'weather-control');
      placeForces(s, [{ faction: 'guild', territory: 'the-great-flat', sector: 14, regular: 3 }]);
    });
    r = answerAll(r, 'dial-storm', (_seat, id) => ({ type: 'dial-storm', event: id, value: 1 }));
    const windows = pendingDecisions(r.state);
    expect(windows.map((d) => d.seat)).to.deep.equal(r.state.seating);
    expect(windows.every((d) => d.kind === 'weather-control' && d.secret && d.movement === 2 && d.max === 10)).to.equal(true);
    const id = (seat: Faction) => windows.find((d) => d.seat === seat)!.id;
    expectRejected(r.state, 'harkonnen', { type: 'weather-control', event: id('harkonnen'), move: 3 }, 'NOT_HELD');
    expectRejected(r.state, 'atreides', { type: 'weather-control', event: id('atreides'), move: 11 }, 'OUT_OF_RANGE');
    expectRejected(r.state, 'atreides', { type: 'weather-control', event: id('atreides'), move: 2.5 }, 'INVALID_CHOICE');

    // Playing and passing look the same to everyone else until the reveal.
    const played = answer(r.state, 'atreides', { type: 'weather-control', event: id('atreides'), move: 9 });
    const passed = answer(r.state, 'atreides', { type: 'weather-control', event: id('atreides'), move: null });
    for (const viewer of ['harkonnen', 'fremen', 'spectator'] as const) expect(viewFor(played.state, viewer)).to.deep.equal(viewFor(passed.state, viewer));
    expect(played.events).to.deep.equal(passed.events);

    const done = answerAll(played, 'weather-control', (_seat, eid) => ({ type: 'weather-control', event: eid, move: null }));
    expect(done.events.find((e) => e.type === 'weather-control-played')).to.deep.include({ faction: 'atreides', move: 9 });
    expect(done.state.storm.sector).to.equal(14); // 5 + 9, not 5 + 2
    expect(done.state.forces.some((s) => s.territory === 'the-great-flat')).to.equal(false);
    expect(done.state.factions.atreides!.hand).to.not.include('weather-control');
    expect(done.state.decks.treacheryDiscard).to.include('weather-control');
    expectCustody(done.state);
  });

  it('3.01.23 WEATHER CONTROL: 0 keeps the storm still and destroys nothing; no window on turn 1 or once discarded', () => {
    let r = storm(5, (s) => {
      giveCard(s, 'guild', 'weather-control');
      placeForces(s, [{ faction: 'emperor', territory: 'south-mesa', sector: 5, regular: 4 }]);
    });
    r = answerAll(r, 'dial-storm', (_seat, id) => ({ type: 'dial-storm', event: id, value: 3 }));
    r = answerAll(r, 'weather-control', (seat, id) => ({ type: 'weather-control', event: id, move: seat === 'guild' ? 0 : null }));
    expect(r.done).to.equal(true);
    expect(r.state.storm.sector).to.equal(5);
    expect(r.state.forces).to.deep.equal([{ faction: 'emperor', territory: 'south-mesa', sector: 5, regular: 4, elite: 0, advisors: 0 }]);
    expect(r.events.find((e) => e.type === 'storm-moved')).to.deep.include({ moved: 0 });

    const discarded = dialAndPass(
      storm(5, (s) => discardCard(s, 'weather-control')),
      { emperor: 1, fremen: 1 },
    );
    expect(discarded.events.some((e) => e.type === 'storm-dials-revealed')).to.equal(true);
    expect(discarded.done).to.equal(true);
    // Turn 1: the first storm (0.16) is placed with no card window, even with Weather Control in hand.
    let t1 = createGame({ factions: SIX, seed: 'turn-one', seating: 'listed' });
    while (pendingDecisions(t1)[0]?.kind !== 'dial-storm') {
      const d = pendingDecisions(t1)[0]!;
      t1 = act(t1, d.seat, legalAnswer(d)).state;
    }
    giveCard(t1, 'harkonnen', 'weather-control');
    const t1events: GameEvent[] = [];
    for (const d of pendingDecisions(t1)) {
      const res = act(t1, d.seat, { type: 'dial-storm', event: d.id, value: 4 });
      t1 = res.state;
      t1events.push(...res.events);
    }
    expect(t1events.some((e) => e.type === 'storm-revealed')).to.equal(true);
    expect(t1events.findIndex((e) => e.type === 'phase-started')).to.be.greaterThan(t1events.findIndex((e) => e.type === 'first-player'));
    expect(t1events.some((e) => e.type === 'weather-control-played' || e.type === 'storm-moved')).to.equal(false);
    expect(t1.storm.sector).to.equal(8);
  });

  it('3.01.07 FAMILY ATOMICS: offered in secret to the seats that may play it; destroys the Shield Wall and its cover', () => {
    let r = storm(9, (s) => {
      giveCard(s, 'atreides', 'family-atomics');
      placeForces(s, [
        { faction: 'atreides', territory: 'pasty-mesa', sector: 5, regular: 2 }, // 5..7 clear of the storm (9): may play
        { faction: 'atreides', territory: 'arrakeen', sector: 9, regular: 4 }, // in the start sector
        { faction: 'emperor', territory: 'shield-wall', sector: 7, regular: 3 }, // on the Wall: may play
        { faction: 'harkonnen', territory: 'shield-wall', sector: 8, regular: 1 }, // 8 is next to the storm but clear
        { faction: 'harkonnen', territory: 'carthag', sector: 10, regular: 5 },
        { faction: 'fremen', territory: 'imperial-basin', sector: 10, regular: 2 }, // storm (9) between it and the Wall
      ]);
    });
    r = answerAll(r, 'dial-storm', (_seat, id) => ({ type: 'dial-storm', event: id, value: 1 }));
    r = answerAll(r, 'weather-control', (_seat, id) => ({ type: 'weather-control', event: id, move: null }));
    const windows = pendingDecisions(r.state);
    expect(windows.map((d) => d.seat)).to.deep.equal(['atreides', 'emperor', 'harkonnen']);
    expect(windows.every((d) => d.kind === 'family-atomics' && d.secret && d.movement === 2)).to.equal(true);
    const id = (seat: Faction) => windows.find((d) => d.seat === seat)!.id;
    expectRejected(r.state, 'emperor', { type: 'family-atomics', event: id('emperor'), play: true }, 'NOT_HELD');

    r = answerAll(r, 'family-atomics', (seat, eid) => ({ type: 'family-atomics', event: eid, play: seat === 'atreides' }));
    expect(r.done).to.equal(true);
    const played = r.events.findIndex((e) => e.type === 'family-atomics-played');
    expect(r.events[played]).to.deep.include({ faction: 'atreides' });
    expect(played).to.be.lessThan(r.events.findIndex((e) => e.type === 'storm-moved'));
    const atomics = r.events.filter((e) => e.type === 'storm-forces-destroyed' && e.cause === 'family-atomics');
    expect(atomics.map((e) => e.type === 'storm-forces-destroyed' && e.faction).sort()).to.deep.equal(['emperor', 'harkonnen']);
    // The storm then moves 9 -> 11 and Arrakeen (start), Carthag and the Imperial Basin are no longer sheltered.
    expect(r.state.forces.map((s) => `${s.faction}@${s.territory}`)).to.deep.equal(['atreides@pasty-mesa']);
    expect(shieldWallDestroyed(r.state)).to.equal(true);
    expect(protectedFromStorm(r.state, 'arrakeen')).to.equal(false);
    expect(protectedFromStorm(r.state, 'tueks-sietch')).to.equal(true);
    expect(r.state.factions.atreides!.hand).to.not.include('family-atomics');
    expect(r.state.decks.setAside).to.include('family-atomics'); // 3.01.07: removed from the game
    expectCustody(r.state);

    // It persists: the next storm phase offers no Family Atomics window and still destroys in the strongholds.
    let next = startStorm(
      r.state,
      (s) => {
        giveCard(s, 'atreides', 'family-atomics');
        placeForces(s, [
          { faction: 'emperor', territory: 'shield-wall', sector: 7, regular: 1 },
          { faction: 'fremen', territory: 'sietch-tabr', sector: 13, regular: 2 },
          { faction: 'harkonnen', territory: 'carthag', sector: 10, regular: 2 },
        ]);
        s.storm.sector = 9;
      },
      3,
    );
    expect(viewFor(next.state, 'spectator').round).to.deep.include({ shieldWallDestroyed: true });
    next = dialAndPass(next, { emperor: 1, fremen: 1 });
    expect(next.done).to.equal(true);
    expect(next.state.forces.map((s) => s.territory).sort()).to.deep.equal(['shield-wall', 'sietch-tabr']);
  });

  it('3.01.07 FAMILY ATOMICS: no window when no seat has forces by the Wall clear of the storm', () => {
    const r = storm(6, (s) => {
      giveCard(s, 'atreides', 'family-atomics');
      placeForces(s, [{ faction: 'atreides', territory: 'the-minor-erg', sector: 4, regular: 2 }]); // 4..7 crosses 6
    });
    const done = dialAndPass(r, { emperor: 1, fremen: 1 });
    expect(done.events.some((e) => e.type === 'family-atomics-played')).to.equal(false);
    expect(shieldWallDestroyed(done.state)).to.equal(false);
  });

  it("legal answers: every storm decision gets an accepted answer from the seat's own view, holders sometimes play", () => {
    for (let pick = 0; pick < 6; pick++) {
      let r = storm(9, (s) => {
        giveCard(s, 'atreides', 'family-atomics');
        giveCard(s, 'emperor', 'weather-control');
        placeForces(s, [{ faction: 'atreides', territory: 'pasty-mesa', sector: 5, regular: 2 }]);
      });
      const events = [...r.events];
      for (let guard = 0; guard < 20 && !r.done; guard++) {
        const d = pendingDecisions(r.state)[0]!;
        const action = legalAnswer(d, pick, viewFor(r.state, d.seat));
        r = answer(r.state, d.seat, action);
        events.push(...r.events);
      }
      r = { ...r, events };
      expect(r.done, `pick ${pick}`).to.equal(true);
      const odd = pick % 2 === 1;
      expect(r.events.some((e) => e.type === 'weather-control-played')).to.equal(odd);
      expect(shieldWallDestroyed(r.state)).to.equal(odd);
      expectCustody(r.state);
    }
    // Without a view (a seat that cannot see its hand) the answer is always a pass.
    const r = storm(9, (s) => giveCard(s, 'emperor', 'weather-control'));
    const dialed = answerAll(r, 'dial-storm', (_seat, id) => ({ type: 'dial-storm', event: id, value: 1 }));
    const wc = pendingDecisions(dialed.state).find((d) => d.seat === 'emperor')!;
    expect(legalAnswer(wc, 1)).to.deep.include({ move: null });
  });

  it('schemas: storm actions are strict', () => {
    const parse = (a: unknown) => stormActionSchemas.some((s) => s.safeParse(a).success);
    expect(parse({ type: 'weather-control', event: 'e1', move: null })).to.equal(true);
    expect(parse({ type: 'weather-control', event: 'e1', move: 10 })).to.equal(true);
    expect(parse({ type: 'weather-control', event: 'e1', move: 11 })).to.equal(false);
    expect(parse({ type: 'family-atomics', event: 'e1', play: true })).to.equal(true);
    expect(parse({ type: 'family-atomics', event: 'e1', play: true, extra: 1 })).to.equal(false);
    expect(parse({ type: 'dial-storm', event: 'e1', value: 3 })).to.equal(true);
  });

  it('1.01.02 through the engine: the storm phase ends and hands the turn on to the Spice Blow', () => {
    let state = storm(3).state;
    const events: GameEvent[] = [];
    for (let guard = 0; guard < 20 && state.phase === 'storm'; guard++) {
      const d = pendingDecisions(state)[0]!;
      const res = applyAction(state, d.seat, legalAnswer(d, 0, viewFor(state, d.seat)));
      expect(res.ok).to.equal(true);
      if (!res.ok) return;
      state = res.state;
      events.push(...res.events);
    }
    const fp = events.findIndex((e) => e.type === 'first-player');
    const next = events.findIndex((e) => e.type === 'phase-started');
    expect(fp).to.be.greaterThan(-1);
    expect(next).to.be.greaterThan(fp);
    expect(events[next]).to.deep.include({ phase: 'spice-blow', turn: 2 });
  });
});
