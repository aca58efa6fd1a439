// 2.02.11–2.02.22: Bene Gesserit advisors and fighters, and a worthless card as Karama (Advanced game).
import { expect } from 'chai';
import { addForces } from '../../rooms/dune/board/forces.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { applyAction, viewFor, type Action, type Faction, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { act, expectRejected, returnForcesToReserves } from '../helpers/engine.ts';
import { answer, atEmptyShipment, atShipment, giveCard, passTurn, pendingFor } from '../helpers/shipment.ts';
import { emptyBoard, enterBattle, fight, give, place as placeFighters } from '../helpers/battle.ts';
import { answer as answerStorm, answerAll, afterSetup as stormSetup, noStormCards, startStorm } from '../helpers/storm.ts';
import { afterSetup as blowSetup, ofType, startSpiceBlow } from '../helpers/spice-blow.ts';
import type { TerritoryId } from '../../rooms/dune/types.ts';

const BG: Faction = 'bene-gesserit';
const THREE: Faction[] = ['emperor', 'harkonnen', 'bene-gesserit'];

/** Bene Gesserit forces in a territory, by side. */
function bgIn(state: GameState, territory: TerritoryId): { advisors: number; fighters: number } {
  const stacks = state.forces.filter((s) => s.faction === BG && s.territory === territory);
  return { advisors: stacks.reduce((n, s) => n + s.advisors, 0), fighters: stacks.reduce((n, s) => n + s.regular + s.elite, 0) };
}

/** Puts `n` Bene Gesserit forces from reserves on the board as advisors. */
function advisors(state: GameState, territory: TerritoryId, sector: number, n: number): void {
  state.factions[BG]!.reserves.regular -= n;
  addForces(state, { faction: BG, territory, sector }, { advisors: n });
}

function fighters(state: GameState, faction: Faction, territory: TerritoryId, sector: number, n: number): void {
  state.factions[faction]!.reserves.regular -= n;
  addForces(state, { faction, territory, sector }, { regular: n });
}

/** Answers the phase's opening decisions with nothing: ally support offers, and Wartime unless `wartime`. */
function openings(state: GameState, wartime: boolean): GameState {
  for (let guard = 0; guard < 10; guard++) {
    const d = state.pending.find((x) => x.kind === 'offer-shipment-support' || (x.kind === 'wartime' && !wartime));
    if (!d) return state;
    const action: Action =
      d.kind === 'wartime' ? { type: 'wartime', event: d.id, territories: [] } : { type: 'offer-shipment-support', event: d.id, amount: 0 };
    state = answer(state, d.seat as Faction, () => action).state;
  }
  return state;
}

/** Phase 1.06 of an Advanced three-player game (storm in sector 3, the Emperor first), on an emptied board. */
function shipment(edit: (s: GameState) => void = () => {}, advanced = true, wartime = false): GameState {
  return openings(atEmptyShipment(THREE, advanced, edit), wartime);
}

/** Passes whole turns until `seat` has its ship decision. */
function untilShip(state: GameState, seat: Faction): GameState {
  for (let guard = 0; guard < 10; guard++) {
    const d = state.pending.find((x) => x.kind === 'ship' && x.seat === seat);
    if (d) return state;
    const other = state.pending.find((x) => x.seat !== seat) ?? state.pending[0];
    if (!other) throw new Error('nothing pending');
    state = passTurn(state, other.seat as Faction);
  }
  throw new Error(`${seat} never got to ship`);
}

const ship =
  (to: TerritoryId, sector: number, count: number) =>
  (event: string): Action => ({
    type: 'ship',
    event,
    mode: 'reserves',
    to: { territory: to, sector },
    count,
  });
const move =
  (from: TerritoryId, sector: number, count: number, to: TerritoryId, toSector: number, extra: { fighters?: boolean } = {}) =>
  (event: string): Action => ({
    type: 'move',
    event,
    from,
    groups: [{ sector, count }],
    to: { territory: to, sector: toSector },
    ...extra,
  });

/** The Emperor passes its shipment; the Bene Gesserit come to their own turn's movement. */
function bgMoves(state: GameState): GameState {
  state = untilShip(state, BG);
  return answer(state, BG, (event) => ({ type: 'ship', event, mode: 'pass' })).state;
}

/** The battle phase of an Advanced game on an empty board, after `edit`. */
const advancedBattle = (edit: (s: GameState) => void) =>
  enterBattle(emptyBoard(), (s) => {
    s.config.advanced = true;
    edit(s);
  });

const flips = (events: GameEvent[]) => ofType(events, 'forces-flipped');

describe('2.02.11–2.02.22 Bene Gesserit advisors and fighters (Advanced game)', () => {
  describe('arriving', () => {
    it('2.02.11 ADVISORS: after an off-planet shipment the Bene Gesserit may send an advisor to the same sector instead of a fighter to the Polar Sink', () => {
      let state = shipment();
      state = answer(state, 'emperor', ship('imperial-basin', 9, 3)).state;
      const d = pendingFor(state, BG, 'spiritual-advisor');
      expect(d).to.deep.include({ advisorTo: { territory: 'imperial-basin', sector: 9 } });
      const r = answer(state, BG, (event) => ({ type: 'spiritual-advisor', event, send: true, advisor: true }));
      expect(bgIn(r.state, 'imperial-basin')).to.deep.equal({ advisors: 1, fighters: 0 });
      expect(bgIn(r.state, 'polar-sink')).to.deep.equal({ advisors: 0, fighters: 0 });
      expect(ofType(r.events, 'advisor-sent')[0]).to.deep.include({ to: { territory: 'imperial-basin', sector: 9 }, side: 'advisors' });
      expect(custodyProblems(r.state)).to.deep.equal([]);
    });

    it('2.02.11 not where Bene Gesserit fighters already are, and never in the Basic game', () => {
      let state = shipment((s) => fighters(s, BG, 'imperial-basin', 10, 1));
      state = answer(state, 'emperor', ship('imperial-basin', 9, 3)).state;
      state = answer(state, BG, (event) => ({ type: 'intrusion', event, flip: false })).state;
      const d = pendingFor(state, BG, 'spiritual-advisor');
      expect(d).to.not.have.property('advisorTo');
      expectRejected(state, BG, { type: 'spiritual-advisor', event: d.id, send: true, advisor: true }, 'NOT_ELIGIBLE');
      let basic = shipment(() => {}, false);
      basic = answer(basic, 'emperor', ship('imperial-basin', 9, 3)).state;
      expect(pendingFor(basic, BG, 'spiritual-advisor')).to.not.have.property('advisorTo');
    });

    it('2.02.13 FIGHTERS: the Bene Gesserit ship fighters, and not into a territory where their advisors are', () => {
      let state = shipment((s) => advisors(s, 'imperial-basin', 8, 2));
      state = untilShip(state, BG);
      const d = pendingFor(state, BG, 'ship');
      expectRejected(state, BG, ship('imperial-basin', 10, 2)(d.id), 'OCCUPIED');
      const r = answer(state, BG, ship('arrakeen', 9, 2));
      expect(bgIn(r.state, 'arrakeen')).to.deep.equal({ advisors: 0, fighters: 2 });
    });

    it('2.02.20 ADAPTIVE FORCE: a fighter sent to the Polar Sink where advisors are joins them as an advisor', () => {
      let state = shipment((s) => advisors(s, 'polar-sink', 0, 1));
      state = answer(state, 'emperor', ship('imperial-basin', 9, 3)).state;
      const r = answer(state, BG, (event) => ({ type: 'spiritual-advisor', event, send: true }));
      expect(bgIn(r.state, 'polar-sink')).to.deep.equal({ advisors: 2, fighters: 0 });
    });
  });

  describe('moving', () => {
    it('2.02.14 ENLISTMENT: advisors moved to an unoccupied territory become fighters', () => {
      // An Emperor force keeps the advisors left behind from being alone (2.02.21) when the phase ends.
      const state = bgMoves(
        shipment((s) => {
          advisors(s, 'imperial-basin', 9, 3);
          fighters(s, 'emperor', 'imperial-basin', 10, 1);
        }),
      );
      const r = answer(state, BG, move('imperial-basin', 9, 2, 'arrakeen', 9));
      expect(bgIn(r.state, 'arrakeen')).to.deep.equal({ advisors: 0, fighters: 2 });
      expect(bgIn(r.state, 'imperial-basin')).to.deep.equal({ advisors: 1, fighters: 0 });
      expect(flips(r.events).map(({ id: _, ...e }) => e)).to.deep.equal([
        { type: 'forces-flipped', faction: BG, territory: 'arrakeen', to: 'fighters', count: 2, rule: '2.02.14' },
      ]);
      expect(custodyProblems(r.state)).to.deep.equal([]);
    });

    it('2.02.16 TAKE UP ARMS: advisors moving into an occupied territory stay advisors unless the Bene Gesserit flip them', () => {
      const base = bgMoves(
        shipment((s) => {
          advisors(s, 'imperial-basin', 9, 3);
          fighters(s, 'emperor', 'imperial-basin', 10, 1);
          fighters(s, 'harkonnen', 'arrakeen', 9, 2);
        }),
      );
      const calm = answer(base, BG, move('imperial-basin', 9, 2, 'arrakeen', 9));
      expect(bgIn(calm.state, 'arrakeen')).to.deep.equal({ advisors: 2, fighters: 0 });
      expect(flips(calm.events)).to.deep.equal([]);
      const armed = answer(base, BG, move('imperial-basin', 9, 2, 'arrakeen', 9, { fighters: true }));
      expect(bgIn(armed.state, 'arrakeen')).to.deep.equal({ advisors: 0, fighters: 2 });
      expect(flips(armed.events)[0]).to.include({ territory: 'arrakeen', to: 'fighters', count: 2, rule: '2.02.16' });
    });

    it('2.02.16 not into a stronghold two other factions hold (advisors may still enter), nor where the Bene Gesserit already are', () => {
      const full = bgMoves(
        shipment((s) => {
          advisors(s, 'imperial-basin', 9, 3);
          fighters(s, 'harkonnen', 'arrakeen', 9, 2);
          fighters(s, 'emperor', 'arrakeen', 9, 2);
        }),
      );
      const d = pendingFor(full, BG, 'move');
      expectRejected(full, BG, move('imperial-basin', 9, 2, 'arrakeen', 9, { fighters: true })(d.id), 'NOT_ELIGIBLE');
      expect(bgIn(answer(full, BG, move('imperial-basin', 9, 2, 'arrakeen', 9)).state, 'arrakeen')).to.deep.equal({ advisors: 2, fighters: 0 });
      const present = bgMoves(
        shipment((s) => {
          advisors(s, 'imperial-basin', 9, 3);
          advisors(s, 'arrakeen', 9, 1);
          fighters(s, 'harkonnen', 'arrakeen', 9, 2);
        }),
      );
      const d2 = pendingFor(present, BG, 'move');
      expectRejected(present, BG, move('imperial-basin', 9, 2, 'arrakeen', 9, { fighters: true })(d2.id), 'NOT_ELIGIBLE');
    });

    it('2.02.18 PEACETIME: advisors cannot take up arms beside an ally, nor join fighters there', () => {
      const state = bgMoves(
        shipment((s) => {
          advisors(s, 'imperial-basin', 9, 3);
          fighters(s, 'harkonnen', 'arrakeen', 9, 2);
          s.alliances = [['harkonnen', 'bene-gesserit']];
        }),
      );
      const d = pendingFor(state, BG, 'move');
      expectRejected(state, BG, move('imperial-basin', 9, 2, 'arrakeen', 9, { fighters: true })(d.id), 'NOT_ELIGIBLE');
      // As advisors they coexist with the ally (2.02.12): the ally constraint (1.10.02.07) spares them.
      let r = answer(state, BG, move('imperial-basin', 9, 2, 'arrakeen', 9));
      r = { ...r, state: passTurn(r.state, BG) };
      expect(bgIn(r.state, 'arrakeen')).to.deep.equal({ advisors: 2, fighters: 0 });
      const polar = bgMoves(
        shipment((s) => {
          advisors(s, 'imperial-basin', 9, 1);
          fighters(s, BG, 'polar-sink', 0, 1);
          fighters(s, 'harkonnen', 'polar-sink', 0, 1);
          s.alliances = [['harkonnen', 'bene-gesserit']];
        }),
      );
      expectRejected(polar, BG, move('imperial-basin', 9, 1, 'polar-sink', 0)(pendingFor(polar, BG, 'move').id), 'NOT_ELIGIBLE');
    });

    it('2.02.20 ADAPTIVE FORCE: moved forces take the side of the Bene Gesserit forces already in the territory', () => {
      const toFighters = bgMoves(
        shipment((s) => {
          advisors(s, 'imperial-basin', 9, 2);
          fighters(s, BG, 'arrakeen', 9, 1);
          fighters(s, 'harkonnen', 'arrakeen', 9, 1);
        }),
      );
      const a = answer(toFighters, BG, move('imperial-basin', 9, 2, 'arrakeen', 9));
      expect(bgIn(a.state, 'arrakeen')).to.deep.equal({ advisors: 0, fighters: 3 });
      expect(flips(a.events)[0]).to.include({ to: 'fighters', rule: '2.02.20' });
      const toAdvisors = bgMoves(
        shipment((s) => {
          fighters(s, BG, 'imperial-basin', 9, 2);
          advisors(s, 'arrakeen', 9, 1);
          fighters(s, 'harkonnen', 'arrakeen', 9, 1);
        }),
      );
      const b = answer(toAdvisors, BG, move('imperial-basin', 9, 2, 'arrakeen', 9));
      expect(bgIn(b.state, 'arrakeen')).to.deep.equal({ advisors: 3, fighters: 0 });
      expect(flips(b.events)[0]).to.include({ to: 'advisors', rule: '2.02.20' });
    });
  });

  describe('flipping', () => {
    it('2.02.15 INTRUSION: a non-allied faction shipping or moving in lets the Bene Gesserit turn their fighters to advisors', () => {
      let state = shipment((s) => fighters(s, BG, 'imperial-basin', 10, 2));
      state = answer(state, 'emperor', ship('imperial-basin', 8, 3)).state;
      const d = pendingFor(state, BG, 'intrusion');
      expect(d).to.deep.include({ territory: 'imperial-basin', intruder: 'emperor' });
      const r = answer(state, BG, (event) => ({ type: 'intrusion', event, flip: true }));
      expect(bgIn(r.state, 'imperial-basin')).to.deep.equal({ advisors: 2, fighters: 0 });
      expect(flips(r.events)[0]).to.include({ to: 'advisors', count: 2, rule: '2.02.15' });
      // Now that no fighters are there, an advisor may follow the shipment (2.02.11).
      expect(pendingFor(r.state, BG, 'spiritual-advisor')).to.deep.include({ advisorTo: { territory: 'imperial-basin', sector: 8 } });
      // By movement too; and an ally entering is no intrusion.
      let moved = shipment((s) => {
        fighters(s, BG, 'arrakeen', 9, 2);
        fighters(s, 'emperor', 'imperial-basin', 9, 2);
      });
      moved = answer(moved, 'emperor', (event) => ({ type: 'ship', event, mode: 'pass' })).state;
      moved = answer(moved, 'emperor', move('imperial-basin', 9, 2, 'arrakeen', 9)).state;
      expect(pendingFor(moved, BG, 'intrusion')).to.deep.include({ territory: 'arrakeen', intruder: 'emperor' });
      let allied = shipment((s) => {
        fighters(s, BG, 'imperial-basin', 10, 2);
        s.alliances = [['emperor', 'bene-gesserit']];
      });
      allied = answer(allied, 'emperor', ship('imperial-basin', 8, 3)).state;
      expect(allied.pending.some((x) => x.kind === 'intrusion')).to.equal(false);
    });

    it('2.02.15 a Karama cancels the flip (3.01.11.01): the fighters stay', () => {
      let state = shipment((s) => {
        fighters(s, BG, 'imperial-basin', 10, 2);
        giveCard(s, 'harkonnen', 'Karama');
      });
      state = answer(state, 'emperor', ship('imperial-basin', 8, 3)).state;
      const d = pendingFor(state, BG, 'intrusion');
      const r = applyAction(state, BG, { type: 'intrusion', event: d.id, flip: true });
      if (!r.ok) throw new Error(r.error.message);
      const karama = r.state.factions.harkonnen!.hand.find((c) => c.startsWith('karama'))!;
      let s = r.state;
      for (const w of s.pending.filter((x) => x.kind === 'karama-window')) {
        const cancel = w.seat === 'harkonnen';
        s = act(
          s,
          w.seat,
          { type: 'karama-window', event: w.id, cancel: cancel ? 'bg-intrusion' : null, card: cancel ? karama : null },
          { karama: 'open' },
        ).state;
      }
      expect(bgIn(s, 'imperial-basin')).to.deep.equal({ advisors: 0, fighters: 2 });
      expect(s.decks.treacheryDiscard).to.include(karama);
    });

    it('2.02.17 WARTIME: before shipping starts the Bene Gesserit may flip the advisors of any territories they choose, publicly', () => {
      const state = shipment(
        (s) => {
          advisors(s, 'arrakeen', 9, 2);
          fighters(s, 'harkonnen', 'arrakeen', 9, 1);
          advisors(s, 'imperial-basin', 8, 1);
          fighters(s, 'emperor', 'imperial-basin', 8, 1);
        },
        true,
        true,
      );
      const d = pendingFor(state, BG, 'wartime');
      expect(d).to.deep.include({ territories: ['arrakeen', 'imperial-basin'] });
      expect(state.pending.some((x) => x.kind === 'ship')).to.equal(false);
      const r = answer(state, BG, (event) => ({ type: 'wartime', event, territories: ['arrakeen'] }));
      expect(bgIn(r.state, 'arrakeen')).to.deep.equal({ advisors: 0, fighters: 2 });
      expect(bgIn(r.state, 'imperial-basin')).to.deep.equal({ advisors: 1, fighters: 0 });
      expect(flips(r.events)[0]).to.include({ territory: 'arrakeen', to: 'fighters', rule: '2.02.17' });
      expect(flips(r.events)[0]!.visibleTo).to.equal(undefined);
      expect(pendingFor(r.state, 'emperor', 'ship')).to.not.equal(undefined);
      expectRejected(state, BG, { type: 'wartime', event: d.id, territories: ['polar-sink'] }, 'NOT_ELIGIBLE');
      // No advisors, or the Basic game: no decision.
      expect(shipment(() => {}, true, true).pending.some((x) => x.kind === 'wartime')).to.equal(false);
      expect(shipment((s) => advisors(s, 'arrakeen', 9, 2), false, true).pending.some((x) => x.kind === 'wartime')).to.equal(false);
    });

    it('2.02.18 PEACETIME and 2.02.19 STORMED IN: Wartime offers no territory with an ally there or advisors under the storm', () => {
      const state = shipment(
        (s) => {
          advisors(s, 'arrakeen', 9, 2);
          fighters(s, 'harkonnen', 'arrakeen', 9, 1);
          advisors(s, 'south-mesa', 3, 1);
          fighters(s, 'emperor', 'south-mesa', 4, 1);
          advisors(s, 'imperial-basin', 8, 1);
          s.alliances = [['harkonnen', 'bene-gesserit']];
        },
        true,
        true,
      );
      // Arrakeen has the ally; South Mesa's advisors sit in the storm (sector 3).
      expect(pendingFor(state, BG, 'wartime')).to.deep.include({ territories: ['imperial-basin'] });
    });

    it('2.02.19 STORMED IN: advisors alone under the storm do not take up arms before the battle phase', () => {
      const { state } = advancedBattle((s) => {
        s.storm.sector = 3;
        advisors(s, 'south-mesa', 3, 2);
      });
      expect(bgIn(state, 'south-mesa')).to.deep.equal({ advisors: 2, fighters: 0 });
    });

    it('2.02.21 UNIVERSAL STEWARDS: advisors alone in a territory flip to fighters as the battle phase begins', () => {
      const { state, events } = advancedBattle((s) => {
        advisors(s, 'imperial-basin', 9, 2);
        advisors(s, 'arrakeen', 9, 1);
        placeFighters(s, 'harkonnen', 'arrakeen', 9, 3);
      });
      expect(bgIn(state, 'imperial-basin')).to.deep.equal({ advisors: 0, fighters: 2 });
      expect(bgIn(state, 'arrakeen')).to.deep.equal({ advisors: 1, fighters: 0 });
      expect(flips(events)).to.have.length(1);
      expect(flips(events)[0]).to.include({ territory: 'imperial-basin', rule: '2.02.21' });
    });
  });

  describe('2.02.12 COEXISTENCE', () => {
    it('2.02.12 advisors fight no battle and do not count toward a stronghold occupancy limit', () => {
      const { state } = advancedBattle((s) => {
        advisors(s, 'arrakeen', 9, 3);
        placeFighters(s, 'harkonnen', 'arrakeen', 9, 3);
      });
      expect(state.pending.some((d) => d.kind === 'choose-battle' || d.kind === 'battle-plan')).to.equal(false);
      // Two other factions and Bene Gesserit advisors in Arrakeen: the stronghold is not full for a third.
      let full = shipment((s) => {
        advisors(s, 'arrakeen', 9, 1);
        fighters(s, 'harkonnen', 'arrakeen', 9, 1);
      });
      full = answer(full, 'emperor', ship('arrakeen', 9, 2)).state;
      expect(full.forces.some((s) => s.faction === 'emperor' && s.territory === 'arrakeen')).to.equal(true);
    });

    it('2.02.12 advisors are lost to the storm, to a sandworm and to a Lasgun/Shield explosion', () => {
      // The storm moving over them.
      let storm = startStorm(stormSetup(), (s) => {
        returnForcesToReserves(s);
        s.config.advanced = true;
        s.storm.sector = 5;
        s.storm.lastWheelUsers = ['emperor', 'fremen'];
        s.spice = [];
        noStormCards(s);
        advisors(s, 'the-minor-erg', 6, 2);
      });
      storm = answerAll(storm, 'dial-storm', (_seat, id) => ({ type: 'dial-storm', event: id, value: 1 }));
      for (const d of storm.state.pending.filter((x) => x.kind === 'weather-control' || x.kind === 'family-atomics'))
        storm = answerStorm(
          storm.state,
          d.seat,
          d.kind === 'weather-control' ? { type: 'weather-control', event: d.id, move: null } : { type: 'family-atomics', event: d.id, play: false },
        );
      expect(bgIn(storm.state, 'the-minor-erg')).to.deep.equal({ advisors: 0, fighters: 0 });
      expect(ofType(storm.events, 'storm-forces-destroyed').find((e) => e.faction === BG)).to.include({ advisors: 2 });
      // A sandworm on the Great Flat.
      const blowBase = blowSetup();
      returnForcesToReserves(blowBase);
      advisors(blowBase, 'the-great-flat', 14, 2);
      const blow = startSpiceBlow(blowBase, { storm: 3, firstPlayer: 'atreides', discard: ['old-gap', 'the-great-flat'], top: ['shai-hulud-1', 'red-chasm'] });
      expect(ofType(blow.events, 'shai-hulud')[0]!.devoured).to.deep.equal([{ faction: BG, forces: 2 }]);
      expect(bgIn(blow.state, 'the-great-flat')).to.deep.equal({ advisors: 0, fighters: 0 });
      // A Lasgun meeting a Shield in a battle of two other factions.
      const battle = advancedBattle((s) => {
        advisors(s, 'the-great-flat', 14, 2);
        placeFighters(s, 'harkonnen', 'the-great-flat', 14, 3);
        placeFighters(s, 'emperor', 'the-great-flat', 14, 3);
        give(s, 'harkonnen', 'lasgun');
        give(s, 'emperor', 'shield-1');
        s.firstPlayer = 'harkonnen';
      }).state;
      const boom = fight(battle, {
        harkonnen: { leader: 'feyd-rautha', dial: 1, weapon: 'lasgun' },
        emperor: { leader: 'bashar', dial: 1, defense: 'shield-1' },
      });
      expect(boom.events.find((e) => e.type === 'battle-resolved')).to.deep.include({ outcome: 'explosion' });
      expect(bgIn(boom.state, 'the-great-flat')).to.deep.equal({ advisors: 0, fighters: 0 });
    });
  });

  describe('2.02.22 KARAMA', () => {
    it('2.02.22 the Bene Gesserit may use a worthless card as a Karama card (Advanced game only)', () => {
      let state = shipment((s) => giveCard(s, BG, 'Baliset'));
      state = untilShip(state, BG);
      const baliset = state.factions[BG]!.hand.find((c) => c.startsWith('baliset'))!;
      // 3.01.11.03 Guild rates with a worthless card: 2 forces onto a sand territory cost 2 instead of 4.
      const r = answer(state, BG, (event) => ({ ...ship('imperial-basin', 9, 2)(event), karama: baliset }) as Action);
      expect(ofType(r.events, 'shipped')[0]).to.include({ cost: 2, paidTo: 'bank' });
      expect(r.state.decks.treacheryDiscard).to.include(baliset);
      let basic = shipment((s) => giveCard(s, BG, 'Baliset'), false);
      basic = untilShip(basic, BG);
      const card = basic.factions[BG]!.hand.find((c) => c.startsWith('baliset'))!;
      expectRejected(basic, BG, { ...ship('imperial-basin', 9, 2)(pendingFor(basic, BG, 'ship').id), karama: card } as Action, 'NOT_HELD');
      // Another faction's worthless card is no Karama.
      const h = shipment((s) => giveCard(s, 'emperor', 'Baliset'));
      const hcard = h.factions.emperor!.hand.find((c) => c.startsWith('baliset'))!;
      expectRejected(h, 'emperor', { ...ship('imperial-basin', 9, 2)(pendingFor(h, 'emperor', 'ship').id), karama: hcard } as Action, 'NOT_HELD');
    });

    it('1.14.06 the Bene Gesserit have no once-a-game Karama power: a worthless card serves as Karama instead', () => {
      const game = (advanced: boolean) =>
        atShipment({ factions: ['atreides', 'emperor', BG], advanced, firstPlayer: 'emperor', edit: (s) => void giveCard(s, BG, 'Kulon') }).state;
      const state = game(true);
      const card = state.factions[BG]!.hand.find((c) => c.startsWith('kulon'))!;
      expectRejected(state, BG, { type: 'karama-power', power: 'atreides-plan', card, target: 'emperor' }, 'NOT_ELIGIBLE');
      // The same card prevents an ability as a Karama would (3.01.11.02); in the Basic game it is just a Kulon.
      const r = applyAction(state, BG, { type: 'karama-prevent', ability: 'atreides-bidding', card });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.state.karama.prevented).to.deep.equal([{ ability: 'atreides-bidding', by: BG }]);
      expect(r.state.decks.treacheryDiscard).to.include(card);
      expectRejected(game(false), BG, { type: 'karama-prevent', ability: 'atreides-bidding', card }, 'NOT_HELD');
    });
  });

  it('2.02.10 advisor and fighter sides are public: every seat and spectators see the same forces', () => {
    const state = shipment((s) => {
      advisors(s, 'arrakeen', 9, 2);
      fighters(s, 'harkonnen', 'arrakeen', 9, 1);
    });
    const boards = (['emperor', 'harkonnen', BG, 'spectator'] as const).map((v) => JSON.stringify(viewFor(state, v).forces));
    expect(new Set(boards).size).to.equal(1);
    expect(viewFor(state, 'spectator').forces.find((s) => s.faction === BG)).to.include({ advisors: 2, regular: 0 });
  });
});
