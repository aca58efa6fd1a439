// The Homeworlds variant (docs/rules/homeworlds.tsv): set-up, population faces, the low face's extras, shipping,
// battles on a homeworld, occupation and its income, alliances and Tupile's extra hand slot.
import { handLimit, isEligible } from '../../rooms/dune/phases/bidding/eligibility.ts';
import { expect } from 'chai';
import { createGame, pendingDecisions, viewFor, type Action, type GameState } from '../../rooms/dune/index.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { revivalPhase } from '../../rooms/dune/phases/revival/index.ts';
import { offerTargets } from '../../rooms/dune/phases/spice-blow/nexus.ts';
import { collectionPhase } from '../../rooms/dune/phases/spice-collection/index.ts';
import { act, expectRejected } from '../helpers/engine.ts';
import { decisionOf, enterBattle, fight, give, planAction, traitor } from '../helpers/battle.ts';
import { enterPhase as enterWith } from '../helpers/revival.ts';
import { enterPhase } from '../helpers/bidding.ts';
import { atEmptyShipment, passTurn, pendingFor, crossShip } from '../helpers/shipment.ts';
import { homeworldsBoard, settle, thin, visit } from '../helpers/homeworlds.ts';

const base = homeworldsBoard();
const worldOf = (s: GameState, world: string) => viewFor(s, 'spectator').homeworlds.find((w) => w.world === world)!;

describe('engine: the Homeworlds variant (docs/rules/homeworlds.tsv)', () => {
  it('HW.setup: each seated faction has its homeworld (the Emperor Salusa Secundus too in the Advanced game); reserves are its natives', () => {
    const view = viewFor(base, 'spectator');
    expect(view.homeworlds.map((w) => w.world)).to.have.members(['caladan', 'giedi-prime', 'kaitain', 'junction', 'tupile', 'southern-hemisphere']);
    for (const w of view.homeworlds) {
      const fs = base.factions[w.native]!;
      expect(w.natives, w.world).to.equal(fs.reserves.regular + fs.reserves.elite);
      expect(w.occupier).to.equal(null);
    }
    const advanced = createGame({ factions: ['emperor', 'atreides'], seed: 'hw', advanced: true, modules: ['homeworlds'] });
    const worlds = viewFor(advanced, 'spectator').homeworlds;
    expect(worlds.find((w) => w.world === 'kaitain')!.natives).to.equal(15);
    expect(worlds.find((w) => w.world === 'salusa-secundus')!.natives).to.equal(5);
    expect(createGame({ factions: ['emperor', 'atreides'], seed: 'hw' })).to.not.have.property('homeworlds');
  });

  it('HW.population: a world shows its high face from its threshold of native forces up, recomputed as they change', () => {
    const s = structuredClone(base);
    expect(worldOf(s, 'caladan').face).to.equal('high');
    thin(s, 'atreides', s.factions.atreides!.reserves.regular - 6);
    expect(worldOf(s, 'caladan')).to.include({ natives: 6, face: 'high' });
    thin(s, 'atreides', 1);
    expect(worldOf(s, 'caladan')).to.include({ natives: 5, face: 'low' });
    const adv = homeworldsBoard(true, ['emperor', 'atreides']);
    thin(adv, 'emperor', 0);
    adv.factions.emperor!.reserves.elite = 2;
    expect(worldOf(adv, 'salusa-secundus').face).to.equal('high');
    adv.factions.emperor!.reserves.elite = 1;
    expect(worldOf(adv, 'salusa-secundus').face).to.equal('low');
  });

  it('HW.low-revival: a low homeworld gives one more free revival', () => {
    const s = structuredClone(base);
    thin(s, 'atreides', 15);
    const { state } = enterWith(s, 'revival', revivalPhase);
    expect(decisionOf(state, 'revive', 'atreides')).to.include({ freeRevival: 3 });
    const high = structuredClone(base);
    thin(high, 'atreides', 3);
    expect(decisionOf(enterWith(high, 'revival', revivalPhase).state, 'revive', 'atreides')).to.include({ freeRevival: 2 });
  });

  it('HW.low-charity: a low homeworld adds 1 to a charity claim, from the bank', () => {
    const s = enterPhase(base, 'choam-charity', (x) => {
      thin(x, 'atreides', 16);
      x.factions.atreides!.spice = 0;
      x.factions.choam!.spice = 0;
    });
    let state = s;
    for (const d of pendingDecisions(state).filter((x) => x.kind === 'karama-window'))
      state = act(state, d.seat, { type: 'karama-window', event: d.id, cancel: null, card: null }).state;
    const d = decisionOf(state, 'claim-charity', 'atreides');
    expect(d).to.include({ amount: 3 });
    const choam = state.factions.choam!.spice;
    const r = act(state, 'atreides', { type: 'claim-charity', event: d.id, claim: true });
    expect(r.state.factions.atreides!.spice).to.equal(3);
    expect(r.state.factions.choam!.spice).to.equal(choam - 2);
  });

  describe('shipping to homeworlds', () => {
    let shipped: GameState | null = null;
    const at = (edit: (s: GameState) => void = () => {}) => atEmptyShipment(['atreides', 'harkonnen', 'emperor', 'guild'], false, edit);
    it('HW.shipping: from reserves to another faction’s homeworld at 1 a force to the bank (the Guild half), never its ally’s', () => {
      const s = at((x) => {
        x.config.modules = ['homeworlds'];
        x.homeworlds = { occupiers: {}, intelUsed: [], receipts: [] };
        x.alliances = [['harkonnen', 'emperor']];
      });
      let state = s;
      while (pendingFor(state, state.pending[0]!.seat).kind !== 'ship' || state.pending[0]!.seat !== 'emperor') state = passTurn(state, state.pending[0]!.seat);
      state.factions.emperor!.spice = 10;
      const d = pendingFor(state, 'emperor', 'ship');
      if (d.kind !== 'ship') throw new Error('ship');
      expect(d.homeworlds).to.have.members(['caladan', 'junction']);
      expectRejected(state, 'emperor', { type: 'ship', event: d.id, mode: 'reserves', to: { territory: 'giedi-prime', sector: 0 }, count: 2 }, 'NOT_ELIGIBLE');
      expectRejected(state, 'emperor', { type: 'ship', event: d.id, mode: 'reserves', to: { territory: 'caladan', sector: 3 }, count: 2 }, 'INVALID_CHOICE');
      const spice = state.factions.emperor!.spice;
      const r = act(state, 'emperor', { type: 'ship', event: d.id, mode: 'reserves', to: { territory: 'caladan', sector: 0 }, count: 3 });
      expect(r.state.factions.emperor!.spice).to.equal(spice - 3);
      expect(r.state.factions.guild!.spice).to.equal(state.factions.guild!.spice);
      expect(r.state.forces).to.deep.include({ faction: 'emperor', territory: 'caladan', sector: 0, regular: 3, elite: 0, advisors: 0 });
      expect(custodyProblems(r.state)).to.deep.equal([]);
      shipped = r.state;
    });

    it('HW.shipping: the Guild’s cross-ship and ship back to reserves start from a homeworld garrison or end on another’s homeworld', () => {
      const s = at((x) => {
        x.config.modules = ['homeworlds'];
        x.homeworlds = { occupiers: {}, intelUsed: [], receipts: [] };
        visit(x, 'guild', 'caladan', 4);
        visit(x, 'guild', 'arrakeen', 3, 9);
      });
      let state = s;
      while (state.pending[0]!.seat !== 'guild' || state.pending[0]!.kind !== 'ship') state = passTurn(state, state.pending[0]!.seat);
      const d = pendingFor(state, 'guild', 'ship');
      const spice = state.factions.guild!.spice;
      const out = act(state, 'guild', crossShip(d.id, ['caladan', 0], ['arrakeen', 9], 2));
      expect(out.state.forces.find((x) => x.faction === 'guild' && x.territory === 'arrakeen')).to.include({ regular: 5 });
      expect(out.state.factions.guild!.spice).to.equal(spice - 1);
      const into = act(state, 'guild', crossShip(d.id, ['arrakeen', 9], ['giedi-prime', 0], 3));
      expect(into.state.forces.find((x) => x.faction === 'guild' && x.territory === 'giedi-prime')).to.include({ regular: 3 });
      expect(into.state.factions.guild!.spice).to.equal(spice - 2);
      const home = act(state, 'guild', { type: 'ship', event: d.id, mode: 'off-planet', from: { territory: 'caladan', sector: 0 }, count: 4 });
      expect(home.state.forces.some((x) => x.territory === 'caladan')).to.equal(false);
      expect(home.state.factions.guild!.reserves.regular).to.equal(state.factions.guild!.reserves.regular + 4);
      for (const r of [out, into, home]) expect(custodyProblems(r.state)).to.deep.equal([]);
    });

    it('HW.no-movement: nothing moves onto or off a homeworld in the movement phase', () => {
      const state = shipped!;
      const move = pendingFor(state, 'emperor', 'move');
      const from: Action = { type: 'move', event: move.id, from: 'caladan', groups: [{ sector: 0, count: 1 }], to: { territory: 'arrakeen', sector: 9 } };
      expectRejected(state, 'emperor', from, 'NOT_ELIGIBLE');
      const onto = structuredClone(state);
      visit(onto, 'emperor', 'arrakeen', 2, 9);
      expectRejected(
        onto,
        'emperor',
        { ...from, from: 'arrakeen', groups: [{ sector: 9, count: 1 }], to: { territory: 'junction', sector: 0 } },
        'NOT_ELIGIBLE',
      );
    });
  });

  it('HW.battle: the native fights with its forces there, adds the battle number of its face, and alone may call a traitor', () => {
    const entered = enterBattle(base, (s) => {
      visit(s, 'harkonnen', 'caladan', 4);
      thin(s, 'atreides', 17);
    });
    const prescience = decisionOf(entered.state, 'prescience', 'atreides');
    const { state } = act(entered.state, 'atreides', { type: 'prescience', event: prescience.id, element: null });
    const plan = decisionOf(state, 'battle-plan', 'atreides');
    expect(plan).to.include({ maxDial: 3, territory: 'caladan' });
    const r = fight(state, { harkonnen: { leader: 'beast-rabban', dial: 4 }, atreides: { leader: 'gurney-halleck', dial: 2 } });
    // Harkonnen 4 + 4 = 8; Atreides 4 + 2 + 2 (Caladan's low face) = 8: the aggressor (the Atreides, first in storm
    // order) wins the tie; without the world's 2 they would have lost.
    expect(r.events.find((e) => e.type === 'battle-resolved')).to.deep.include({ winner: 'atreides', totals: { harkonnen: 8, atreides: 8 } });
    expect(r.state.factions.atreides!.reserves.regular).to.equal(1);
    expect(r.state.forces.filter((x) => x.territory === 'caladan')).to.deep.equal([]);
    expect(pendingDecisions(state).filter((d) => d.kind === 'call-traitor')).to.deep.equal([]);
  });

  it('HW.battle: a visitor holding the native leader’s traitor card may not call it on that homeworld', () => {
    const entered = enterBattle(base, (s) => {
      visit(s, 'harkonnen', 'caladan', 4);
      thin(s, 'atreides', 17);
      traitor(s, 'harkonnen', 'gurney-halleck');
    });
    const prescience = decisionOf(entered.state, 'prescience', 'atreides');
    const { state } = act(entered.state, 'atreides', { type: 'prescience', event: prescience.id, element: null });
    let r = act(state, 'harkonnen', planAction(state, 'harkonnen', { leader: 'beast-rabban', dial: 4 }));
    r = act(r.state, 'atreides', planAction(r.state, 'atreides', { leader: 'gurney-halleck', dial: 2 }));
    expect(
      pendingDecisions(r.state)
        .filter((d) => d.kind === 'call-traitor')
        .map((d) => d.seat),
    ).to.not.include('harkonnen');
  });

  it('HW.explosion: a Lasgun–Shield explosion on a homeworld costs the native only the card’s battle number of forces', () => {
    const entered = enterBattle(base, (s) => {
      visit(s, 'harkonnen', 'caladan', 4);
      thin(s, 'atreides', 10);
      give(s, 'harkonnen', 'lasgun');
      give(s, 'atreides', 'shield-1');
    });
    const prescience = decisionOf(entered.state, 'prescience', 'atreides');
    const { state } = act(entered.state, 'atreides', { type: 'prescience', event: prescience.id, element: null });
    const r = fight(state, {
      harkonnen: { leader: 'beast-rabban', dial: 1, weapon: 'lasgun' },
      atreides: { leader: 'gurney-halleck', dial: 1, defense: 'shield-1' },
    });
    expect(r.events.find((e) => e.type === 'battle-resolved')).to.include({ outcome: 'explosion' });
    // Caladan shows its high face (10 natives): its number is 2.
    expect(r.state.factions.atreides!.reserves.regular).to.equal(8);
    expect(r.state.forces.filter((x) => x.territory === 'caladan')).to.deep.equal([]);
    expect(custodyProblems(r.state)).to.deep.equal([]);
  });

  it('HW.occupation: a faction alone on another’s homeworld occupies it until its last force there is gone; in public', () => {
    const s = structuredClone(base);
    visit(s, 'harkonnen', 'caladan', 2);
    thin(s, 'atreides', s.factions.atreides!.reserves.regular);
    const r = settle(s);
    expect(worldOf(r.state, 'caladan')).to.include({ occupier: 'harkonnen', face: 'low' });
    expect(r.events.find((e) => e.type === 'homeworld-occupied')).to.deep.include({ world: 'caladan', faction: 'harkonnen' });
    const gone = structuredClone(r.state);
    gone.forces = gone.forces.filter((x) => x.territory !== 'caladan');
    gone.factions.harkonnen!.tanks.regular += 2;
    expect(worldOf(settle(gone).state, 'caladan').occupier).to.equal(null);
  });

  it('HW.occupation-income: in Spice Collection each occupier takes the world’s occupied spice from the bank', () => {
    const s = structuredClone(base);
    s.homeworlds!.occupiers.caladan = 'harkonnen';
    visit(s, 'harkonnen', 'caladan', 1);
    // Giedi Prime low (6 natives): its high face would add 2 for this income (HW.giedi-prime.high).
    thin(s, 'harkonnen', 13);
    const { state } = enterWith(s, 'spice-collection', collectionPhase);
    expect(state.factions.harkonnen!.spice).to.equal(12);
  });

  it('HW.occupation-income: an occupier with an ally (Tupile’s, as any) may pass any part of its income to that ally at once, the two allies’ secret (rules edition 2); without an ally, or in an edition 1 game, nobody is asked', () => {
    const occupied = (edit: (x: GameState) => void = () => {}) => {
      const s = structuredClone(base);
      s.alliances = [['atreides', 'harkonnen']];
      visit(s, 'harkonnen', 'tupile', 1);
      s.homeworlds!.occupiers.tupile = 'harkonnen';
      thin(s, 'choam', s.factions.choam!.reserves.regular);
      edit(s);
      return enterWith(s, 'spice-collection', collectionPhase).state;
    };
    const state = occupied();
    const d = decisionOf(state, 'occupation-share', 'harkonnen');
    expect(d).to.deep.include({ world: 'tupile', ally: 'atreides', max: 2 });
    expectRejected(state, 'harkonnen', { type: 'occupation-share', event: d.id, amount: 3 }, 'OVER_LIMIT');
    const [h, a] = [state.factions.harkonnen!.spice, state.factions.atreides!.spice];
    const r = act(state, 'harkonnen', { type: 'occupation-share', event: d.id, amount: 2 });
    expect([r.state.factions.harkonnen!.spice, r.state.factions.atreides!.spice]).to.deep.equal([h - 2, a + 2]);
    const passed = r.events.filter((e) => e.type === 'occupation-income-passed');
    expect(passed.map((e) => e.visibleTo)).to.have.members(['harkonnen', 'atreides']);
    expect(passed[0]).to.deep.include({ world: 'tupile', from: 'harkonnen', to: 'atreides', amount: 2 });
    expect(JSON.stringify(r.events.filter((e) => e.visibleTo === undefined))).to.not.include('occupation-income-passed');
    // Keeping it all is an answer too; the phase then goes on.
    expect(act(state, 'harkonnen', { type: 'occupation-share', event: d.id, amount: 0 }).state.factions.atreides!.spice).to.equal(a);
    const kinds = (s: GameState) => pendingDecisions(s).map((x) => x.kind);
    expect(kinds(occupied((x) => (x.alliances = [])))).to.not.include('occupation-share');
    expect(kinds(occupied((x) => delete x.config.rules))).to.not.include('occupation-share');
  });

  it('HW.alliance: no alliance between two factions while either occupies the other’s homeworld', () => {
    const s = structuredClone(base);
    s.homeworlds!.occupiers.caladan = 'harkonnen';
    const nexus = { order: [...s.seating], offers: [], alliedThisNexus: [] } as never;
    expect(offerTargets(s, nexus, 'atreides')).to.not.include('harkonnen');
    expect(offerTargets(s, nexus, 'atreides')).to.include('guild');
  });

  it('HW.hand-limit: Tupile’s occupier and its ally hold one card more; when the occupation ends they discard down', () => {
    const s = structuredClone(base);
    s.alliances = [['atreides', 'harkonnen']];
    visit(s, 'harkonnen', 'tupile', 1);
    s.homeworlds!.occupiers.tupile = 'harkonnen';
    thin(s, 'choam', s.factions.choam!.reserves.regular);
    give(s, 'atreides', 'shield-1', 'shield-2', 'snooper-1', 'snooper-2', 'lasgun');
    let r = settle(s);
    expect(pendingDecisions(r.state).some((d) => d.kind === 'discard-down')).to.equal(false);
    // The limit every rule reads: 5 cards for the Atreides, so they may not bid; with 4 they could.
    expect(handLimit(r.state, 'atreides')).to.equal(5);
    expect(isEligible(r.state, 'atreides')).to.equal(false);
    expect(handLimit(r.state, 'choam')).to.equal(5);
    const ended = structuredClone(r.state);
    ended.forces = ended.forces.filter((x) => x.territory !== 'tupile');
    ended.factions.harkonnen!.tanks.regular += 1;
    r = settle(ended);
    const d = decisionOf(r.state, 'discard-down', 'atreides');
    expect(d).to.include({ count: 1 });
    expectRejected(r.state, 'atreides', { type: 'discard-down', event: d.id, cards: ['shield-1', 'shield-2'] }, 'INVALID_CHOICE');
    // An empty id is a card the hand does not hold (it was once taken for "nothing missing" and put on the pile).
    expectRejected(r.state, 'atreides', { type: 'discard-down', event: d.id, cards: [''] as never }, 'NOT_HELD');
    const done = act(r.state, 'atreides', { type: 'discard-down', event: d.id, cards: ['lasgun'] });
    expect(done.state.factions.atreides!.hand).to.have.length(4);
    expect(done.state.decks.treacheryDiscard).to.include('lasgun');
  });
});
