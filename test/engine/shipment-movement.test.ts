// Phase 1.06 Shipment and Movement, with the faction abilities and cards that act in it.
import { expect } from 'chai';
import { applyAction, viewFor, type Action, type Faction, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { FACTION_PROFILES } from '../../rooms/dune/factions/profiles.ts';
import { answer, atShipment, giveCard, passTurn, pendingFor, place, type ShipmentScenario } from '../helpers/shipment.ts';
import { passCardWindows } from '../helpers/engine.ts';
import type { TerritoryId } from '../../rooms/dune/types.ts';
import type { TreacheryCardId } from '../../rooms/dune/types.ts';

/**
 * Starts the phase, skips the Atreides peek and answers allies' support offers (0 unless given), so that
 * `firstPlayer` (default Emperor) is to ship.
 */
function start(sc: ShipmentScenario & { support?: Partial<Record<Faction, number>> } = {}): GameState {
  let { state } = atShipment({ firstPlayer: 'emperor', ...sc });
  if (state.pending[0]?.kind === 'wormsign') state = passTurn(state, 'atreides');
  while (state.pending[0]?.kind === 'offer-shipment-support') {
    const d = state.pending[0];
    state = answer(state, d.seat, (event) => ({ type: 'offer-shipment-support', event, amount: sc.support?.[d.seat] ?? 0 })).state;
  }
  return state;
}

function expectRejected(state: GameState, seat: Faction, build: (event: string) => Action, code: string): void {
  const before = JSON.stringify(state);
  const d = pendingFor(state, seat);
  const r = applyAction(state, seat, build(d.id));
  expect(r.ok, 'should be rejected').to.equal(false);
  if (!r.ok) expect(r.error.code, r.error.message).to.equal(code);
  expect(JSON.stringify(state)).to.equal(before);
}

const ship =
  (to: [TerritoryId, number], count: number, extra: Partial<Extract<Action, { type: 'ship' }>> = {}) =>
  (event: string): Action => ({
    type: 'ship',
    event,
    mode: 'reserves',
    to: { territory: to[0], sector: to[1] },
    count,
    ...extra,
  });
const move =
  (from: TerritoryId, groups: [number, number][], to: [TerritoryId, number], extra: Partial<Extract<Action, { type: 'move' }>> = {}) =>
  (event: string): Action => ({
    type: 'move',
    event,
    from,
    groups: groups.map(([sector, count]) => ({ sector, count })),
    to: { territory: to[0], sector: to[1] },
    ...extra,
  });
const pass = (event: string): Action => ({ type: 'ship', event, mode: 'pass' });
const stay = (event: string): Action => ({ type: 'move', event });

function forcesAt(state: GameState, f: Faction, territory: TerritoryId): number {
  return state.forces.filter((s) => s.faction === f && s.territory === territory).reduce((n, s) => n + s.regular + s.elite + s.advisors, 0);
}
const spice = (state: GameState, f: Faction) => state.factions[f]!.spice;

describe('phase 1.06: Shipment and Movement', () => {
  describe('turn order', () => {
    it('1.06.01 the First Player ships then moves, then each faction in storm order', () => {
      let { state } = atShipment({ firstPlayer: 'fremen' });
      state = passTurn(state, 'atreides'); // wormsign
      const seen: string[] = [];
      while (state.phase === 'shipment-movement') {
        const d = state.pending[0]!;
        seen.push(`${d.seat}:${d.kind}`);
        const r = applyAction(state, d.seat, d.kind === 'ship' ? pass(d.id) : stay(d.id));
        if (!r.ok) throw new Error(r.error.message);
        state = r.state;
      }
      expect(seen).to.deep.equal(['fremen', 'harkonnen', 'guild', 'atreides', 'bene-gesserit', 'emperor'].flatMap((f) => [`${f}:ship`, `${f}:move`]));
    });

    it('1.06.02 ONE FORCE SHIPMENT / 1.06.05.01 ONE FORCE MOVE: one of each per faction, then the next faction', () => {
      let state = start();
      state = answer(state, 'emperor', ship(['arrakeen', 9], 1)).state;
      state = passTurn(state, 'bene-gesserit'); // 2.02.05 declined
      expect(pendingFor(state, 'emperor').kind).to.equal('move');
      state = answer(state, 'emperor', move('arrakeen', [[9, 1]], ['imperial-basin', 8])).state;
      expect(state.pending[0]!.seat).to.equal('fremen');
      expect(state.pending[0]!.kind).to.equal('ship');
    });
  });

  describe('2.01.07 wormsign', () => {
    it('2.01.07 WORMSIGN: before anyone ships, Atreides may look at the top spice card, seen by Atreides alone', () => {
      const { state } = atShipment({ firstPlayer: 'emperor' });
      const d = pendingFor(state, 'atreides', 'wormsign');
      expect(state.pending).to.have.length(1);
      const r = applyAction(state, 'atreides', { type: 'wormsign', event: d.id, look: true });
      if (!r.ok) throw new Error(r.error.message);
      const top = state.decks.spice[0]!;
      const seen = r.events.find((e) => e.type === 'wormsign-seen') as GameEvent & { card: string };
      expect(seen.visibleTo).to.equal('atreides');
      expect(seen.card).to.equal(top);
      for (const e of r.events.filter((x) => x.visibleTo === undefined)) expect(JSON.stringify(e)).to.not.include(top);
      expect(viewFor(r.state, 'atreides').private!.round).to.deep.equal({ phase: 'shipment-movement', wormsign: top, allySupport: 0, offeredSupport: 0 });
      expect(viewFor(r.state, 'emperor').private!.round).to.deep.equal({ phase: 'shipment-movement', wormsign: null, allySupport: 0, offeredSupport: 0 });
      expect(JSON.stringify(viewFor(r.state, 'spectator'))).to.not.include(`"${top}"`);
      expect(r.state.decks.spice).to.deep.equal(state.decks.spice);
      expect(pendingFor(r.state, 'emperor').kind).to.equal('ship');
    });
  });

  describe('shipment (1.06.03)', () => {
    it('1.06.03.01 COST: 1 spice per force into a stronghold, 2 elsewhere; 2.06.04 paid to the Guild', () => {
      let state = start();
      const guild = spice(state, 'guild');
      state = answer(state, 'emperor', ship(['arrakeen', 9], 3)).state;
      expect(spice(state, 'emperor')).to.equal(10 - 3);
      expect(spice(state, 'guild')).to.equal(guild + 3);
      expect(forcesAt(state, 'emperor', 'arrakeen')).to.equal(3);
      expect(state.factions.emperor!.reserves.regular + state.factions.emperor!.reserves.elite).to.equal(17);
      state = passTurn(state, 'bene-gesserit');
      state = passTurn(state, 'emperor');
      // Harkonnen (Fremen pass first): 2 forces to a non-stronghold cost 4.
      state = passTurn(state, 'fremen');
      const hark = spice(state, 'harkonnen');
      state = answer(state, 'harkonnen', ship(['the-great-flat', 14], 2)).state;
      expect(spice(state, 'harkonnen')).to.equal(hark - 4);
      expect(spice(state, 'guild')).to.equal(guild + 3 + 4);
    });

    it("2.06.04 PAYMENT FOR SHIPMENT: another faction's shipping spice goes behind the Guild's shield", () => {
      const state = start();
      const r = answer(state, 'emperor', ship(['tueks-sietch', 4], 2));
      expect(spice(r.state, 'guild')).to.equal(spice(state, 'guild') + 2);
      expect(r.events.find((e) => e.type === 'shipped')).to.deep.include({ paidTo: 'guild' });
      const total = (s: GameState) => s.seating.reduce((n, f) => n + spice(s, f), 0);
      expect(total(r.state)).to.equal(total(state));
    });

    it('1.06.03.02 PAYMENT: without the Guild in the game, shipping spice goes to the bank', () => {
      const state = start({ factions: ['atreides', 'emperor', 'harkonnen'] });
      const r = answer(state, 'emperor', ship(['tueks-sietch', 4], 2));
      expect(spice(r.state, 'emperor')).to.equal(8);
      const shipped = r.events.find((e) => e.type === 'shipped') as Extract<GameEvent, { type: 'shipped' }>;
      expect(shipped).to.include({ cost: 2, paidTo: 'bank', count: 2 });
      const total = (s: GameState) => s.seating.reduce((n, f) => n + spice(s, f), 0);
      expect(total(r.state)).to.equal(total(state) - 2);
    });

    it('1.06.03.03 SECTORS: the shipment names a sector of the territory', () => {
      const state = start();
      expectRejected(state, 'emperor', ship(['arrakeen', 10], 1), 'INVALID_CHOICE');
      // @ts-expect-error an unknown id does not compile (the id unions); the engine still refuses one that gets this far
      expectRejected(state, 'emperor', ship(['nowhere', 1], 1), 'INVALID_CHOICE');
      expectRejected(state, 'emperor', (event) => ({ type: 'ship', event, mode: 'reserves', count: 1 }), 'INVALID_CHOICE');
      const r = answer(state, 'emperor', ship(['old-gap', 10], 1)).state;
      expect(r.forces.find((s) => s.faction === 'emperor')).to.deep.include({ territory: 'old-gap', sector: 10, regular: 1 });
    });

    it('1.06.03.04 RESTRICTION: no shipping into a sector in storm (IN_STORM); other sectors of the territory are fine', () => {
      const state = start({ storm: 9 });
      expectRejected(state, 'emperor', ship(['old-gap', 9], 1), 'IN_STORM');
      expectRejected(state, 'emperor', ship(['arrakeen', 9], 1), 'IN_STORM');
      expect(answer(state, 'emperor', ship(['old-gap', 8], 1)).state.forces.some((s) => s.faction === 'emperor')).to.equal(true);
    });

    it('1.06.03.05 OCCUPANCY LIMIT: no shipping into a stronghold held by two other players (allies count) (OCCUPIED)', () => {
      const state = start({
        edit: (s) => {
          place(s, 'harkonnen', 'arrakeen', 9, 1);
          s.alliances = [['atreides', 'emperor']];
        },
      });
      expectRejected(state, 'emperor', ship(['arrakeen', 9], 1), 'OCCUPIED');
      // One other player only: allowed.
      expect(() => answer(state, 'emperor', ship(['carthag', 10], 1))).to.not.throw();
    });

    it('1.06.03.01 without enough spice the shipment is refused (INSUFFICIENT_SPICE)', () => {
      const state = start({ edit: (s) => (s.factions.emperor!.spice = 3) });
      expectRejected(state, 'emperor', ship(['the-great-flat', 14], 2), 'INSUFFICIENT_SPICE');
      expectRejected(state, 'emperor', ship(['arrakeen', 9], 4), 'INSUFFICIENT_SPICE');
      expect(spice(answer(state, 'emperor', ship(['arrakeen', 9], 3)).state, 'emperor')).to.equal(0);
    });

    it('1.06.03 more forces than in reserves are refused (NOT_HELD)', () => {
      const state = start({ edit: (s) => (s.factions.emperor!.spice = 50) });
      expectRejected(state, 'emperor', ship(['arrakeen', 9], 21), 'NOT_HELD');
      expectRejected(state, 'emperor', ship(['arrakeen', 9], 0), 'INVALID_CHOICE');
    });

    it("1.06.04 Restriction: only the Guild may ship from the board back to reserves; cross-ship is the Guild's too", () => {
      const state = start({ edit: (s) => place(s, 'emperor', 'arrakeen', 9, 2) });
      expect(pendingFor(state, 'emperor')).to.deep.include({ crossShip: false, offPlanet: false, fremenSend: false });
      expectRejected(
        state,
        'emperor',
        (event) => ({ type: 'ship', event, mode: 'off-planet', from: { territory: 'arrakeen', sector: 9 }, count: 1 }),
        'NOT_ELIGIBLE',
      );
      expectRejected(
        state,
        'emperor',
        (event) => ({ type: 'ship', event, mode: 'cross', from: { territory: 'arrakeen', sector: 9 }, to: { territory: 'carthag', sector: 10 }, count: 1 }),
        'NOT_ELIGIBLE',
      );
    });
  });

  describe('Spacing Guild shipping (2.06)', () => {
    it('2.06.06 HALF PRICE SHIPPING: the Guild pays half (rounded up), to the bank', () => {
      const state = start({ firstPlayer: 'guild' });
      const r = answer(state, 'guild', ship(['the-great-flat', 14], 3));
      expect(spice(r.state, 'guild')).to.equal(5 - 3); // 6 / 2
      expect(r.events.find((e) => e.type === 'shipped')).to.deep.include({ cost: 3, paidTo: 'bank' });
    });

    it("2.06.09 ALLIANCE: the Guild's ally ships at half price, paying the Guild", () => {
      const state = start({ edit: (s) => (s.alliances = [['emperor', 'guild']]) });
      const r = answer(state, 'emperor', ship(['the-great-flat', 14], 3));
      expect(spice(r.state, 'emperor')).to.equal(10 - 3);
      expect(spice(r.state, 'guild')).to.equal(5 + 3);
    });

    it('2.06.05 THREE TYPES OF SHIPMENT: the Guild may ship normally, cross-ship or ship off-planet', () => {
      const state = start({ firstPlayer: 'guild' });
      expect(pendingFor(state, 'guild')).to.deep.include({ crossShip: true, offPlanet: true });
    });

    it('2.06.05.01 NORMAL SHIPMENT: the Guild ships from its reserves onto Dune like anyone (at its half price)', () => {
      const state = start({ firstPlayer: 'guild' });
      const reserves = state.factions.guild!.reserves.regular;
      const r = answer(state, 'guild', ship(['arrakeen', 9], 4));
      expect(forcesAt(r.state, 'guild', 'arrakeen')).to.equal(4);
      expect(r.state.factions.guild!.reserves.regular).to.equal(reserves - 4);
      expect(r.events.find((e) => e.type === 'shipped')).to.deep.include({ mode: 'reserves', cost: 2, paidTo: 'bank' });
    });

    it('2.06.05.02 CROSS-SHIP: the Guild ships from one territory to another ', () => {
      const state = start({ firstPlayer: 'guild' });
      expect(pendingFor(state, 'guild')).to.deep.include({ crossShip: true, offPlanet: true });
      const cross =
        (count: number) =>
        (event: string): Action => ({
          type: 'ship',
          event,
          mode: 'cross',
          from: { territory: 'tueks-sietch', sector: 4 },
          to: { territory: 'the-great-flat', sector: 14 },
          count,
        });
      expectRejected(state, 'guild', cross(6), 'NOT_HELD');
      const r = answer(state, 'guild', cross(3));
      expect(forcesAt(r.state, 'guild', 'tueks-sietch')).to.equal(2);
      expect(forcesAt(r.state, 'guild', 'the-great-flat')).to.equal(3);
      expect(spice(r.state, 'guild')).to.equal(2);
    });

    it("2.06.10 ALLIANCE: the Guild's ally may cross-ship (at the ally's half price, paid to the Guild)", () => {
      const allied = start({
        edit: (s) => {
          s.alliances = [['emperor', 'guild']];
          place(s, 'emperor', 'the-great-flat', 14, 2);
        },
      });
      expect(pendingFor(allied, 'emperor')).to.deep.include({ crossShip: true, offPlanet: false });
      const a = answer(allied, 'emperor', (event) => ({
        type: 'ship',
        event,
        mode: 'cross',
        from: { territory: 'the-great-flat', sector: 14 },
        to: { territory: 'arrakeen', sector: 9 },
        count: 2,
      }));
      expect(forcesAt(a.state, 'emperor', 'arrakeen')).to.equal(2);
      expect(spice(a.state, 'emperor')).to.equal(9);
      expect(spice(a.state, 'guild')).to.equal(6);
    });

    it('2.06.07 RETREAT CALCULATIONS: 1 spice for every 2 forces shipped back (rounded up)', () => {
      const state = start({ firstPlayer: 'guild' });
      const off =
        (count: number) =>
        (event: string): Action => ({ type: 'ship', event, mode: 'off-planet', from: { territory: 'tueks-sietch', sector: 4 }, count });
      expect(spice(answer(state, 'guild', off(1)).state, 'guild')).to.equal(4);
      expect(spice(answer(state, 'guild', off(4)).state, 'guild')).to.equal(3);
      expect(spice(answer(state, 'guild', off(5)).state, 'guild')).to.equal(2);
    });

    it('2.06.05.03 OFF-PLANET: the Guild ships from a territory back to its reserves, not out of storm', () => {
      const state = start({ firstPlayer: 'guild', storm: 4 });
      const off =
        (count: number) =>
        (event: string): Action => ({ type: 'ship', event, mode: 'off-planet', from: { territory: 'tueks-sietch', sector: 4 }, count });
      expectRejected(state, 'guild', off(3), 'IN_STORM');
      const ok = start({ firstPlayer: 'guild' });
      const r = answer(ok, 'guild', off(3));
      expect(spice(r.state, 'guild')).to.equal(5 - 2);
      expect(r.state.factions.guild!.reserves.regular).to.equal(15 + 3);
      expect(forcesAt(r.state, 'guild', 'tueks-sietch')).to.equal(2);
    });

    it('2.06.12 SHIP AS IT PLEASES YOU (Advanced): the Guild may act before any faction or wait, possibly last', () => {
      let { state } = atShipment({ firstPlayer: 'emperor', advanced: true });
      state = passTurn(state, 'atreides');
      expect(pendingFor(state, 'guild')).to.deep.include({ kind: 'guild-timing', next: 'emperor' });
      // Wait before everyone: the Guild is asked again before each next faction and finally acts last.
      const order: Faction[] = [];
      while (state.phase === 'shipment-movement') {
        const d = state.pending[0]!;
        if (d.kind === 'guild-timing') state = answer(state, 'guild', (event) => ({ type: 'guild-timing', event, act: false })).state;
        else {
          if (d.kind === 'ship') order.push(d.seat);
          state = passTurn(state, d.seat);
        }
      }
      expect(order).to.deep.equal(['emperor', 'fremen', 'harkonnen', 'atreides', 'bene-gesserit', 'guild']);
      // Act at once: first.
      let again = atShipment({ firstPlayer: 'emperor', advanced: true }).state;
      again = passTurn(again, 'atreides');
      again = answer(again, 'guild', (event) => ({ type: 'guild-timing', event, act: true })).state;
      expect(pendingFor(again, 'guild').kind).to.equal('ship');
    });

    it('2.06.12.01 whatever the Guild chooses, the other factions take their turns in storm order', () => {
      for (const actBefore of ['fremen', 'atreides', null] as const) {
        let state = atShipment({ firstPlayer: 'emperor', advanced: true }).state;
        const order: Faction[] = [];
        while (state.phase === 'shipment-movement') {
          const d = state.pending[0]!;
          if (d.kind === 'guild-timing') state = answer(state, 'guild', (event) => ({ type: 'guild-timing', event, act: d.next === actBefore })).state;
          else {
            if (d.kind === 'ship') order.push(d.seat);
            state = passTurn(state, d.seat);
          }
        }
        expect(
          order.filter((f) => f !== 'guild'),
          String(actBefore),
        ).to.deep.equal(['emperor', 'fremen', 'harkonnen', 'atreides', 'bene-gesserit']);
        expect(order.indexOf('guild'), String(actBefore)).to.equal(actBefore === null ? 5 : order.indexOf(actBefore) - 1);
      }
    });

    it('2.06.12.02 SHIP AND MOVE AHEAD OF SCHEDULE: the Guild may act before the faction first in storm order', () => {
      const state = passTurn(atShipment({ firstPlayer: 'emperor', advanced: true }).state, 'atreides');
      expect(pendingFor(state, 'guild')).to.deep.include({ kind: 'guild-timing', next: 'emperor' });
      const r = answer(state, 'guild', (event) => ({ type: 'guild-timing', event, act: true }));
      expect(r.events.find((e) => e.type === 'guild-timing-chosen')).to.deep.include({ act: true, before: 'emperor' });
      expect(pendingFor(r.state, 'guild').kind).to.equal('ship');
    });

    it('2.06.12.03 HOLDING PATTERN: "Delay" lets the next faction go first; the Guild is asked again before the one after', () => {
      const state = passTurn(atShipment({ firstPlayer: 'emperor', advanced: true }).state, 'atreides');
      let r = answer(state, 'guild', (event) => ({ type: 'guild-timing', event, act: false })).state;
      expect(pendingFor(r, 'emperor').kind).to.equal('ship');
      r = passTurn(r, 'emperor');
      expect(pendingFor(r, 'guild')).to.deep.include({ kind: 'guild-timing', next: 'fremen' });
    });

    it('2.06.00 Basic game: the Guild takes its turn in storm order (no timing choice)', () => {
      const state = start({ firstPlayer: 'guild' });
      expect(state.pending.map((d) => d.kind)).to.deep.equal(['ship']);
      expect(state.pending[0]!.seat).to.equal('guild');
    });
  });

  describe('Fremen (2.04)', () => {
    it('2.04.17 STORM MIGRATION (Advanced): the Fremen may send reserves into a storm at half loss, rounded up', () => {
      let state = start({ firstPlayer: 'fremen', storm: 14, advanced: true, factions: ['fremen', 'harkonnen', 'atreides'] });
      expect(pendingFor(state, 'fremen')).to.deep.include({ kind: 'ship', stormMigration: true });
      const tanks = state.factions.fremen!.tanks.regular;
      const r = answer(state, 'fremen', ship(['the-great-flat', 14], 5));
      expect(forcesAt(r.state, 'fremen', 'the-great-flat')).to.equal(2);
      expect(r.state.factions.fremen!.tanks.regular).to.equal(tanks + 3);
      expect(r.events.find((e) => e.type === 'storm-migration')).to.deep.include({ territory: 'the-great-flat', sector: 14, sent: 5, lost: 3 });
      // Into rock under the storm: sheltered, so nothing is lost.
      const rock = answer(
        start({ firstPlayer: 'fremen', storm: 12, advanced: true, factions: ['fremen', 'harkonnen', 'atreides'] }),
        'fremen',
        ship(['plastic-basin', 12], 4),
      );
      expect(forcesAt(rock.state, 'fremen', 'plastic-basin')).to.equal(4);
      expect(rock.events.some((e) => e.type === 'storm-migration')).to.equal(false);
      // Basic game: no shipping into the storm (1.06.03.04).
      state = start({ firstPlayer: 'fremen', storm: 14, factions: ['fremen', 'harkonnen', 'atreides'] });
      expect(pendingFor(state, 'fremen')).to.not.have.property('stormMigration');
      expectRejected(state, 'fremen', ship(['the-great-flat', 14], 1), 'IN_STORM');
    });

    it('2.04.03 NATIVES and 2.04.05 SHIPMENT: the Fremen cannot ship normally; they send reserves free to the Great Flat or within two territories of it', () => {
      let state = start({ firstPlayer: 'fremen' });
      expect(pendingFor(state, 'fremen')).to.deep.include({ fremenSend: true });
      expectRejected(state, 'fremen', ship(['arrakeen', 9], 2), 'OUT_OF_RANGE');
      expectRejected(state, 'fremen', ship(['funeral-plain', 14], 2, { karama: 'karama-1' }), 'INVALID_CHOICE');
      const r = answer(state, 'fremen', ship(['plastic-basin', 12], 10));
      expect(spice(r.state, 'fremen')).to.equal(spice(state, 'fremen'));
      expect(forcesAt(r.state, 'fremen', 'plastic-basin')).to.equal(10);
      expect(r.events.find((e) => e.type === 'shipped')).to.deep.include({ cost: 0, paidTo: null });
      // No Bene Gesserit advisor: the Fremen do not ship from off-planet.
      expect(pendingFor(r.state, 'fremen').kind).to.equal('move');
      state = start({ firstPlayer: 'fremen', storm: 14 });
      expectRejected(state, 'fremen', ship(['the-great-flat', 14], 1), 'IN_STORM');
    });

    it('2.04.06 MOVEMENT: the Fremen move two territories', () => {
      let state = start({ firstPlayer: 'fremen' });
      state = answer(state, 'fremen', pass).state;
      expect(pendingFor(state, 'fremen')).to.deep.include({ kind: 'move', range: 2 });
      // Sietch Tabr → Plastic Basin → Tsimpo.
      const r = answer(state, 'fremen', move('sietch-tabr', [[13, 4]], ['tsimpo', 12]));
      expect(forcesAt(r.state, 'fremen', 'tsimpo')).to.equal(4);
      expectRejected(state, 'fremen', move('sietch-tabr', [[13, 4]], ['carthag', 10]), 'OUT_OF_RANGE');
    });
  });

  describe('Bene Gesserit (2.02)', () => {
    it('2.02.05 SPIRITUAL ADVISORS: after another faction ships from off-planet, BG may send 1 force free to the Polar Sink', () => {
      let state = start();
      state = answer(state, 'emperor', ship(['arrakeen', 9], 1)).state;
      const d = pendingFor(state, 'bene-gesserit');
      expect(d).to.deep.include({ kind: 'spiritual-advisor', shipper: 'emperor' });
      const bgSpice = spice(state, 'bene-gesserit');
      const r = answer(state, 'bene-gesserit', (event) => ({ type: 'spiritual-advisor', event, send: true }));
      expect(forcesAt(r.state, 'bene-gesserit', 'polar-sink')).to.equal(2);
      expect(r.state.factions['bene-gesserit']!.reserves.regular).to.equal(18);
      expect(spice(r.state, 'bene-gesserit')).to.equal(bgSpice);
      expect(pendingFor(r.state, 'emperor').kind).to.equal('move');
      // Declining leaves everything as it was.
      const no = answer(state, 'bene-gesserit', (event) => ({ type: 'spiritual-advisor', event, send: false }));
      expect(forcesAt(no.state, 'bene-gesserit', 'polar-sink')).to.equal(1);
    });

    it("2.02.05 not for the BG's own shipment, nor a Guild cross-ship", () => {
      let state = start({ firstPlayer: 'bene-gesserit' });
      state = answer(state, 'bene-gesserit', ship(['arrakeen', 9], 1)).state;
      expect(pendingFor(state, 'bene-gesserit').kind).to.equal('move');
      state = start({ firstPlayer: 'guild' });
      state = answer(state, 'guild', (event) => ({
        type: 'ship',
        event,
        mode: 'cross',
        from: { territory: 'tueks-sietch', sector: 4 },
        to: { territory: 'carthag', sector: 10 },
        count: 1,
      })).state;
      expect(pendingFor(state, 'guild').kind).to.equal('move');
    });
  });

  describe('allies (1.10.02.06)', () => {
    it("1.10.02.06 Movement: allies may pay for each other's shipments, up to what they offered (seen by the ally alone)", () => {
      let { state } = atShipment({ firstPlayer: 'emperor', edit: (s) => (s.alliances = [['atreides', 'emperor']]) });
      state = answer(state, 'atreides', (event) => ({ type: 'wormsign', event, look: false })).state;
      expect(state.pending.map((d) => [d.seat, d.kind])).to.deep.equal([
        ['atreides', 'offer-shipment-support'],
        ['emperor', 'offer-shipment-support'],
      ]);
      expectRejected(state, 'atreides', (event) => ({ type: 'offer-shipment-support', event, amount: 11 }), 'INSUFFICIENT_SPICE');
      const offered = answer(state, 'atreides', (event) => ({ type: 'offer-shipment-support', event, amount: 4 }));
      const note = offered.events.find((e) => e.type === 'shipment-support-offered')!;
      expect(note.visibleTo).to.equal('emperor');
      state = answer(offered.state, 'emperor', (event) => ({ type: 'offer-shipment-support', event, amount: 0 })).state;
      expect(viewFor(state, 'emperor').private!.round).to.deep.include({ allySupport: 4 });
      expect(viewFor(state, 'harkonnen').private!.round).to.deep.include({ allySupport: 0 });
      // 6 forces to the Great Flat cost 12: Emperor has 10, Atreides adds up to 4.
      expectRejected(state, 'emperor', ship(['the-great-flat', 14], 6, { allySpice: 5 }), 'INSUFFICIENT_SPICE');
      expectRejected(state, 'emperor', ship(['the-great-flat', 14], 6, { allySpice: 1 }), 'INSUFFICIENT_SPICE');
      const guild = spice(state, 'guild');
      const r = answer(state, 'emperor', ship(['the-great-flat', 14], 6, { allySpice: 4 }));
      expect(spice(r.state, 'emperor')).to.equal(2);
      expect(spice(r.state, 'atreides')).to.equal(6);
      expect(spice(r.state, 'guild')).to.equal(guild + 12);
      expect(r.events.find((e) => e.type === 'shipped')).to.deep.include({ cost: 12, allyPaid: 4, paidTo: 'guild' });
      expect(viewFor(r.state, 'emperor').private!.round).to.deep.include({ allySupport: 0 });
    });
  });

  describe('allies, rules edition 3 (1.10.02.06)', () => {
    it("1.10.02.06 spice offered for an ally's shipments is set aside when offered (rules edition 3): the ship decision counts all of it whatever its maker spends, its maker cannot spend it otherwise, and what is left comes back as the phase ends", () => {
      let { state } = atShipment({ firstPlayer: 'emperor', edit: (s) => (s.alliances = [['atreides', 'emperor']]) });
      state = answer(state, 'atreides', (event) => ({ type: 'wormsign', event, look: false })).state;
      state = answer(state, 'atreides', (event) => ({ type: 'offer-shipment-support', event, amount: 4 })).state;
      state = answer(state, 'emperor', (event) => ({ type: 'offer-shipment-support', event, amount: 0 })).state;
      expect(spice(state, 'atreides'), 'set aside').to.equal(6);
      expect(viewFor(state, 'atreides').private!.round).to.deep.include({ offeredSupport: 4 });
      const over = applyAction(state, 'atreides', { type: 'bribe', to: 'harkonnen', amount: 7 });
      expect(over.ok ? null : over.error.code).to.equal('INSUFFICIENT_SPICE');
      const bribed = applyAction(state, 'atreides', { type: 'bribe', to: 'harkonnen', amount: 6 });
      if (!bribed.ok) throw new Error(bribed.error.message);
      state = bribed.state;
      // The maker spent all it had left: the ship decision still counts the whole offer.
      expect(viewFor(state, 'emperor').private!.round).to.deep.include({ allySupport: 4 });
      const whole = applyAction(state, 'emperor', ship(['the-great-flat', 14], 6, { allySpice: 4 })(pendingFor(state, 'emperor').id));
      expect(whole.ok, 'the whole offer pays').to.equal(true);
      state = answer(state, 'emperor', ship(['the-great-flat', 14], 6, { allySpice: 3 })).state;
      expect([spice(state, 'emperor'), spice(state, 'atreides')]).to.deep.equal([1, 0]);
      for (let guard = 0; guard < 40 && state.phase === 'shipment-movement'; guard++) {
        const seat = state.pending[0]?.seat;
        if (!seat) break;
        state = passTurn(state, seat);
      }
      expect(state.phase).to.not.equal('shipment-movement');
      expect(spice(state, 'atreides'), 'the 1 left of the offer came back').to.equal(1);
    });
  });

  describe('Karama (3.01.11.03)', () => {
    it('3.01.11.03 a Karama card buys a shipment at Guild rates, paid to the bank, and is discarded', () => {
      let card: TreacheryCardId = 'karama-1';
      const state = start({ edit: (s) => (card = giveCard(s, 'emperor', 'Karama')) });
      const guild = spice(state, 'guild');
      const r = answer(state, 'emperor', ship(['the-great-flat', 14], 5, { karama: card }));
      expect(spice(r.state, 'emperor')).to.equal(10 - 5);
      expect(spice(r.state, 'guild')).to.equal(guild);
      expect(r.state.factions.emperor!.hand).to.not.include(card);
      expect(r.state.decks.treacheryDiscard).to.include(card);
      expectRejected(state, 'emperor', ship(['the-great-flat', 14], 5, { karama: 'shield-1' }), 'NOT_HELD');
    });
  });

  describe('movement (1.06.05)', () => {
    /** Emperor has shipped (passed) and must move. */
    function emperorMoving(sc: ShipmentScenario = {}): GameState {
      const state = start(sc);
      return answer(state, 'emperor', pass).state;
    }

    it('1.06.05 FORCE MOVEMENT: one group to an adjacent territory, into a chosen sector', () => {
      const state = emperorMoving({ edit: (s) => place(s, 'emperor', 'the-great-flat', 14, 4) });
      expect(pendingFor(state, 'emperor')).to.deep.include({ kind: 'move', range: 1, hajr: false });
      const r = answer(state, 'emperor', move('the-great-flat', [[14, 3]], ['wind-pass', 15]));
      expect(r.state.forces.find((s) => s.faction === 'emperor' && s.territory === 'wind-pass')).to.deep.include({ sector: 15, regular: 3 });
      expect(forcesAt(r.state, 'emperor', 'the-great-flat')).to.equal(1);
      expect(r.events.find((e) => e.type === 'moved')).to.deep.include({ faction: 'emperor', from: 'the-great-flat' });
    });

    it('1.06.05.01 ONE FORCE MOVE: after one movement action the turn passes on', () => {
      const state = emperorMoving({ edit: (s) => place(s, 'emperor', 'the-great-flat', 14, 4) });
      const r = answer(state, 'emperor', move('the-great-flat', [[14, 2]], ['wind-pass', 14]));
      expect(r.state.pending.some((d) => d.seat === 'emperor')).to.equal(false);
      expect(r.state.pending[0]).to.deep.include({ seat: 'fremen', kind: 'ship' });
    });

    it('1.06.05.02 forces move into and through territories occupied by any number of forces (outside strongholds)', () => {
      const state = emperorMoving({
        edit: (s) => {
          place(s, 'emperor', 'carthag', 10, 1); // ornithopters
          place(s, 'emperor', 'the-great-flat', 14, 3);
          place(s, 'harkonnen', 'plastic-basin', 12, 2);
          place(s, 'atreides', 'plastic-basin', 12, 2);
          place(s, 'guild', 'tsimpo', 11, 1);
        },
      });
      const r = answer(state, 'emperor', move('the-great-flat', [[14, 3]], ['tsimpo', 11]));
      expect(forcesAt(r.state, 'emperor', 'tsimpo')).to.equal(3);
    });

    it('1.06.05.08 the move names the sector it ends in, which must belong to the territory', () => {
      const state = emperorMoving({ edit: (s) => place(s, 'emperor', 'the-great-flat', 14, 4) });
      expectRejected(state, 'emperor', move('the-great-flat', [[14, 4]], ['wind-pass', 12]), 'INVALID_CHOICE');
      expectRejected(state, 'emperor', (event) => ({ type: 'move', event, from: 'the-great-flat', groups: [{ sector: 14, count: 4 }] }), 'INVALID_CHOICE');
      const r = answer(state, 'emperor', move('the-great-flat', [[14, 4]], ['wind-pass', 16]));
      expect(r.state.forces.find((s) => s.faction === 'emperor')).to.deep.include({ territory: 'wind-pass', sector: 16 });
    });

    it('1.06.05.03 ONE ADJACENT TERRITORY: two territories away is refused (OUT_OF_RANGE)', () => {
      const state = emperorMoving({ edit: (s) => place(s, 'emperor', 'the-great-flat', 14, 4) });
      expectRejected(state, 'emperor', move('the-great-flat', [[14, 3]], ['sietch-tabr', 13]), 'OUT_OF_RANGE');
    });

    it('1.06.05.04 ORNITHOPTERS: forces in Arrakeen or Carthag at the start of the move give three territories, for any group', () => {
      const state = emperorMoving({
        edit: (s) => {
          place(s, 'emperor', 'arrakeen', 9, 1);
          place(s, 'emperor', 'the-great-flat', 14, 4);
        },
      });
      expect(pendingFor(state, 'emperor')).to.deep.include({ range: 3 });
      // The Great Flat → Plastic Basin → Tsimpo → Carthag? Carthag holds Harkonnen only: allowed.
      const r = answer(state, 'emperor', move('the-great-flat', [[14, 4]], ['carthag', 10]));
      expect(forcesAt(r.state, 'emperor', 'carthag')).to.equal(4);
      expectRejected(state, 'emperor', move('the-great-flat', [[14, 4]], ['arrakeen', 9]), 'OUT_OF_RANGE');
    });

    it('1.06.05.06 STORM: no moving into, out of or through a sector in storm (IN_STORM)', () => {
      const into = emperorMoving({ storm: 15, edit: (s) => place(s, 'emperor', 'the-great-flat', 14, 4) });
      expectRejected(into, 'emperor', move('the-great-flat', [[14, 4]], ['the-greater-flat', 15]), 'IN_STORM');
      // Wind Pass lies in 13–16; sector 15 is in storm but 14 is free.
      expect(() => answer(into, 'emperor', move('the-great-flat', [[14, 4]], ['wind-pass', 14]))).to.not.throw();
      const outOf = emperorMoving({ storm: 14, edit: (s) => place(s, 'emperor', 'the-great-flat', 14, 4) });
      expectRejected(outOf, 'emperor', move('the-great-flat', [[14, 4]], ['funeral-plain', 14]), 'IN_STORM');
      // Through: from Old Gap 8 with ornithopters to Tsimpo would need Old Gap's sector 9 or Arrakeen-side; storm at 9 and 10 blocks both.
      const through = emperorMoving({
        storm: 9,
        edit: (s) => {
          place(s, 'emperor', 'carthag', 10, 1);
          place(s, 'emperor', 'old-gap', 8, 2);
        },
      });
      expectRejected(through, 'emperor', move('old-gap', [[8, 2]], ['old-gap', 10]), 'IN_STORM');
    });

    it('1.06.05.06 more forces than present are refused (NOT_HELD)', () => {
      const state = emperorMoving({ edit: (s) => place(s, 'emperor', 'the-great-flat', 14, 4) });
      expectRejected(state, 'emperor', move('the-great-flat', [[14, 5]], ['wind-pass', 14]), 'NOT_HELD');
      expectRejected(state, 'emperor', move('arrakeen', [[9, 1]], ['old-gap', 9]), 'NOT_HELD');
    });

    it('1.06.05.09 Occupancy Limit: not into or through a stronghold held by two other players (OCCUPIED)', () => {
      const state = emperorMoving({
        edit: (s) => {
          place(s, 'harkonnen', 'arrakeen', 9, 1);
          place(s, 'emperor', 'imperial-basin', 8, 3);
          place(s, 'emperor', 'carthag', 10, 1); // ornithopters
        },
      });
      expectRejected(state, 'emperor', move('imperial-basin', [[8, 3]], ['arrakeen', 9]), 'OCCUPIED');
    });

    it('1.06.05 groups from several sectors of one territory move together, unless separated by storm', () => {
      const ok = emperorMoving({
        storm: 3,
        edit: (s) => {
          place(s, 'emperor', 'old-gap', 8, 2);
          place(s, 'emperor', 'old-gap', 10, 3);
        },
      });
      const r = answer(
        ok,
        'emperor',
        move(
          'old-gap',
          [
            [8, 2],
            [10, 3],
          ],
          ['broken-land', 10],
        ),
      );
      expect(forcesAt(r.state, 'emperor', 'broken-land')).to.equal(5);
      const cut = emperorMoving({
        storm: 9,
        edit: (s) => {
          place(s, 'emperor', 'old-gap', 8, 2);
          place(s, 'emperor', 'old-gap', 10, 3);
        },
      });
      expectRejected(
        cut,
        'emperor',
        move(
          'old-gap',
          [
            [8, 2],
            [10, 3],
          ],
          ['broken-land', 10],
        ),
        'IN_STORM',
      );
    });

    it('1.06.08 Repositioning: a move to another sector of the same territory', () => {
      const state = emperorMoving({ edit: (s) => place(s, 'emperor', 'old-gap', 8, 2) });
      const r = answer(state, 'emperor', move('old-gap', [[8, 2]], ['old-gap', 10]));
      expect(r.state.forces.find((s) => s.faction === 'emperor')).to.deep.include({ territory: 'old-gap', sector: 10, regular: 2 });
      expectRejected(state, 'emperor', move('old-gap', [[8, 2]], ['old-gap', 8]), 'INVALID_CHOICE');
    });

    it('3.01.09 HAJR: played with a move, it grants one more movement action (same or another group)', () => {
      let card: TreacheryCardId = 'hajr';
      let state = emperorMoving({
        edit: (s) => {
          place(s, 'emperor', 'the-great-flat', 14, 4);
          card = giveCard(s, 'emperor', 'Hajr');
        },
      });
      expectRejected(state, 'emperor', move('the-great-flat', [[14, 4]], ['wind-pass', 14], { hajr: 'shield-1' }), 'NOT_HELD');
      const r = answer(state, 'emperor', move('the-great-flat', [[14, 4]], ['wind-pass', 14], { hajr: card }));
      expect(r.events.find((e) => e.type === 'shipment-card-played')).to.deep.include({ faction: 'emperor', card, rule: '3.01.09' });
      expect(r.state.decks.treacheryDiscard).to.include(card);
      state = r.state;
      expect(pendingFor(state, 'emperor')).to.deep.include({ kind: 'move', hajr: true });
      state = answer(state, 'emperor', move('wind-pass', [[14, 4]], ['polar-sink', 0])).state;
      expect(forcesAt(state, 'emperor', 'polar-sink')).to.equal(4);
      expect(state.pending[0]!.seat).to.equal('fremen');
    });
  });

  describe('Ornithopter (CHOAM & Richese cache)', () => {
    /** The Emperor, with the Richese cards in play and an Ornithopter in hand, moving after passing its shipment. */
    function withOrnithopter(edit: (s: GameState) => void): GameState {
      const state = start({
        edit: (s) => {
          s.config.cards = ['base', 'richese'];
          s.decks.treachery.push('ornithopter');
          giveCard(s, 'emperor', 'Ornithopter');
          edit(s);
        },
      });
      return answer(state, 'emperor', pass).state;
    }
    /** Passes the Semuta Drug window that follows a discard while the Richese cards are in play. */
    const passWindows = (state: GameState): GameState => passCardWindows({ state, events: [] }).state;

    it('richese.ornithopter range mode: one group moves up to 3 territories; the card is discarded', () => {
      const state = withOrnithopter((s) => place(s, 'emperor', 'the-great-flat', 14, 4));
      // Three territories away: out of range without the card.
      expectRejected(state, 'emperor', move('the-great-flat', [[14, 4]], ['habbanya-ridge-flat', 16]), 'OUT_OF_RANGE');
      const r = answer(
        state,
        'emperor',
        move('the-great-flat', [[14, 4]], ['habbanya-ridge-flat', 16], { ornithopter: { card: 'ornithopter', mode: 'range' } }),
      );
      expect(forcesAt(r.state, 'emperor', 'habbanya-ridge-flat')).to.equal(4);
      expect(r.state.decks.treacheryDiscard).to.include('ornithopter');
      expect(passWindows(r.state).pending[0]!.seat).to.equal('fremen');
    });

    it('richese.ornithopter extra mode: a second move at normal range, of another group', () => {
      let state = withOrnithopter((s) => {
        place(s, 'emperor', 'the-great-flat', 14, 4);
        place(s, 'emperor', 'old-gap', 8, 2);
      });
      state = passWindows(
        answer(state, 'emperor', move('the-great-flat', [[14, 4]], ['wind-pass', 14], { ornithopter: { card: 'ornithopter', mode: 'extra' } })).state,
      );
      expect(pendingFor(state, 'emperor')).to.deep.include({ kind: 'move', exclude: 'wind-pass' });
      expectRejected(state, 'emperor', move('wind-pass', [[14, 4]], ['polar-sink', 0]), 'INVALID_CHOICE');
      state = answer(state, 'emperor', move('old-gap', [[8, 2]], ['old-gap', 10])).state;
      expect(state.pending[0]!.seat).to.equal('fremen');
      expectRejected(
        withOrnithopter(() => {}),
        'emperor',
        move('old-gap', [[8, 1]], ['old-gap', 10], { ornithopter: { card: 'hajr', mode: 'extra' } }),
        'NOT_HELD',
      );
    });
  });

  it("1.06.07 CONSTRAINT: the ally rule is applied at the end of each faction's own shipment and movement only", () => {
    let state = start({
      edit: (s) => {
        s.alliances = [['emperor', 'harkonnen']];
        place(s, 'emperor', 'tsimpo', 10, 2);
      },
    });
    state = answer(state, 'emperor', pass).state;
    // The Emperor moves next to Harkonnen forces in Carthag: lost at the end of the Emperor's turn.
    const r = answer(state, 'emperor', move('tsimpo', [[10, 2]], ['carthag', 10]));
    expect(forcesAt(r.state, 'emperor', 'carthag')).to.equal(0);
    expect(forcesAt(r.state, 'harkonnen', 'carthag')).to.equal(10);
    expect(r.state.factions.emperor!.tanks.regular).to.equal(2);
  });

  it("1.10.02.07 CONSTRAINT: at the end of a faction's turn, its forces sharing a territory with its ally (not the Polar Sink) go to the tanks", () => {
    let state = start({
      edit: (s) => {
        s.alliances = [['atreides', 'emperor']];
        place(s, 'emperor', 'polar-sink', 0, 2);
        place(s, 'atreides', 'polar-sink', 0, 1);
      },
    });
    state = answer(state, 'emperor', ship(['arrakeen', 9], 3)).state;
    state = passTurn(state, 'bene-gesserit');
    expect(forcesAt(state, 'emperor', 'arrakeen')).to.equal(3); // not yet: the turn is not over
    const r = answer(state, 'emperor', stay);
    expect(forcesAt(r.state, 'emperor', 'arrakeen')).to.equal(0);
    expect(r.state.factions.emperor!.tanks.regular).to.equal(3);
    expect(forcesAt(r.state, 'emperor', 'polar-sink')).to.equal(2);
    expect(forcesAt(r.state, 'atreides', 'arrakeen')).to.equal(10);
    expect(r.events.find((e) => e.type === 'ally-constraint')).to.deep.include({ faction: 'emperor', territory: 'arrakeen', count: 3 });
  });

  it("1.06.00 legal answers from each seat's view finish the phase without a rejection, custody kept", () => {
    for (const advanced of [false, true])
      for (const seed of ['l1', 'l2', 'l3']) {
        let { state } = atShipment({
          seed,
          advanced,
          firstPlayer: seed === 'l2' ? 'guild' : 'harkonnen',
          storm: seed === 'l3' ? 13 : 3,
          edit: (s) => {
            if (seed !== 'l1')
              s.alliances = [
                ['emperor', 'guild'],
                ['fremen', 'harkonnen'],
              ];
          },
        });
        for (let n = 0; state.phase === 'shipment-movement'; n++) {
          expect(n).to.be.lessThan(100);
          const d = state.pending[0]!;
          const action = legalAnswer(d, n, viewFor(state, d.seat));
          const r = applyAction(state, d.seat, action);
          if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
          state = r.state;
        }
        for (const f of state.seating) {
          const fs = state.factions[f]!;
          const board = state.forces.filter((s) => s.faction === f).reduce((n, s) => n + s.regular + s.elite + s.advisors, 0);
          const p = FACTION_PROFILES[f].forces;
          expect(board + fs.reserves.regular + fs.reserves.elite + fs.tanks.regular + fs.tanks.elite).to.equal(p.regular + p.elite);
        }
        // Without a view every answer is a pass, still legal.
        let blind = atShipment({ seed, advanced }).state;
        for (let n = 0; blind.phase === 'shipment-movement'; n++) {
          const d = blind.pending[0]!;
          const r = applyAction(blind, d.seat, legalAnswer(d, n));
          if (!r.ok) throw new Error(r.error.message);
          blind = r.state;
        }
      }
  });

  it('1.06 the round view is public and names no hidden card', () => {
    const state = start();
    const view = viewFor(state, 'spectator');
    expect(view.round).to.deep.equal({
      phase: 'shipment-movement',
      order: ['emperor', 'fremen', 'harkonnen', 'guild', 'atreides', 'bene-gesserit'],
      done: [],
      acting: 'emperor',
      stage: 'ship',
    });
    expect(view.awaiting).to.deep.equal([{ seat: 'emperor', kind: 'ship', id: state.pending[0]!.id }]);
  });
});
