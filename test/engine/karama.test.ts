// 3.01.11.01–02 and 3.04 (with 1.00.04 and 2.04): Karama against the ✷ faction abilities outside battle.
import { expect } from 'chai';
import { applyAction, viewFor, type Action, type Decision, type Faction, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import type { CancelAbility } from '../../rooms/dune/karama/types.ts';
import type { BiddingRound } from '../../rooms/dune/phases/bidding/types.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { act, expectRejected, passCardWindows } from '../helpers/engine.ts';
import { atShipment, giveCard, type ShipmentScenario } from '../helpers/shipment.ts';
import { simulateGame } from '../../server/simulate.ts';
import { afterSetup, enterPhase, setHand } from '../helpers/bidding.ts';
import { startSpiceBlow, type Scenario as SpiceBlowScenario } from '../helpers/spice-blow.ts';
import { midGame, toTanks, enterPhase as enterRevival } from '../helpers/revival.ts';
import { revivalPhase } from '../../rooms/dune/phases/revival/index.ts';
import { decisionOf as battleDecision, emptyBoard, enterBattle, give as giveBattleCard, place as placeForces } from '../helpers/battle.ts';
import type { BattleRound } from '../../rooms/dune/phases/battle/types.ts';
import type { TreacheryCardId } from '../../rooms/dune/types.ts';
import type { TerritoryId } from '../../rooms/dune/types.ts';
import { withSkills } from '../helpers/skills.ts';

type Answer = { cancel: CancelAbility; card: TreacheryCardId } | null;

const OPEN = { karama: 'open' } as const;
const spice = (s: GameState, f: Faction) => s.factions[f]!.spice;
const ofType = <T extends GameEvent['type']>(events: GameEvent[], type: T) => events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);

function windows(s: GameState): Extract<Decision, { kind: 'karama-window' }>[] {
  return s.pending.filter((d): d is Extract<Decision, { kind: 'karama-window' }> => d.kind === 'karama-window');
}

/** Answers every open window decision: `answers[seat]` cancels, everyone else passes. */
function answerWindow(s: GameState, answers: Partial<Record<Faction, Answer>> = {}): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const d of windows(s)) {
    const a = answers[d.seat] ?? null;
    const r = act(s, d.seat, { type: 'karama-window', event: d.id, cancel: a?.cancel ?? null, card: a?.card ?? null }, OPEN);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** The one open decision of `seat` (not a window). */
function decisionOf(s: GameState, seat: Faction): Decision {
  const d = s.pending.find((x) => x.seat === seat && x.kind !== 'karama-window');
  if (!d) throw new Error(`nothing open for ${seat}: ${JSON.stringify(s.pending.map((x) => [x.seat, x.kind]))}`);
  return d;
}

/** Shipment phase with the Emperor first to ship; Atreides' peek skipped; `karama` gives each faction a Karama. */
function shipment(sc: ShipmentScenario & { karama?: Faction[] } = {}): GameState {
  let { state } = atShipment({
    firstPlayer: 'emperor',
    ...sc,
    edit: (s) => {
      for (const f of sc.karama ?? []) giveCard(s, f, 'Karama');
      sc.edit?.(s);
    },
  });
  const peek = state.pending.find((d) => d.kind === 'wormsign');
  if (peek) state = act(state, 'atreides', { type: 'wormsign', event: peek.id, look: false }).state;
  for (let d = state.pending[0]; d?.kind === 'offer-shipment-support'; d = state.pending[0])
    state = act(state, d.seat, { type: 'offer-shipment-support', event: d.id, amount: 0 }).state;
  return state;
}

function karamaOf(s: GameState, f: Faction): TreacheryCardId {
  const card = s.factions[f]!.hand.find((c) => c.startsWith('karama'));
  if (!card) throw new Error(`${f} holds no Karama`);
  return card;
}

const shipTo = (event: string, territory: TerritoryId, sector: number, count: number, extra: Partial<Extract<Action, { type: 'ship' }>> = {}): Action => ({
  type: 'ship',
  event,
  mode: 'reserves',
  to: { territory, sector },
  count,
  ...extra,
});

describe('3.01.11 Karama against faction abilities', () => {
  describe('cancelling (3.01.11.01) and retaking (3.04)', () => {
    it('3.01.11.01 a window asks every other seat holding cards, secretly, before the Guild is paid (2.06.04)', () => {
      const s = shipment({ karama: ['atreides'] });
      const r = act(s, 'emperor', shipTo(decisionOf(s, 'emperor').id, 'tueks-sietch', 4, 2), OPEN);
      expect(ofType(r.events, 'shipped')).to.have.length(0);
      const opened = ofType(r.events, 'karama-window-opened')[0]!;
      expect(opened.uses).to.deep.equal([{ ability: 'guild-payment', owner: 'guild', user: 'guild' }]);
      expect(opened.attempt).to.include({ type: 'ship', count: 2 });
      // The Guild owns the ability; every other seat with a card is asked, the shipper included.
      const asked = r.state.seating.filter((f) => f !== 'guild' && r.state.factions[f]!.hand.length > 0);
      expect(opened.asked.slice().sort()).to.deep.equal(asked.sort());
      expect(windows(r.state).every((d) => d.secret)).to.equal(true);
      const spectator = viewFor(r.state, 'spectator');
      expect(spectator.karama.window).to.deep.include({ id: opened.window, asked: opened.asked });
      expect(spectator.awaiting.filter((a) => a.kind === 'karama-window').every((a) => a.id === null)).to.equal(true);
      const after = answerWindow(r.state);
      expect(ofType(after.events, 'shipped')[0]).to.include({ paidTo: 'guild', cost: 2 });
      expect(spice(after.state, 'guild')).to.equal(spice(s, 'guild') + 2);
      expect(after.state.karama.window).to.equal(null);
    });

    it('richese.nullentropy-box a Karama window open when a search begins is put aside and resumes unchanged', () => {
      const s = shipment({
        karama: ['atreides'],
        edit: (x) => {
          x.config.cards = ['base', 'richese'];
          x.decks.treachery.push('nullentropy-box');
          giveCard(x, 'harkonnen', 'Nullentropy Box');
          x.decks.treacheryDiscard.push(x.decks.treachery.shift()!, x.decks.treachery.shift()!);
          x.factions.harkonnen!.spice = 10;
        },
      });
      const opened = act(s, 'emperor', shipTo(decisionOf(s, 'emperor').id, 'tueks-sietch', 4, 2), OPEN).state;
      const asked = windows(opened).map((d) => d.id);
      expect(asked.length).to.be.greaterThan(0);
      const searching = act(opened, 'harkonnen', { type: 'nullentropy-search', card: 'nullentropy-box' }, OPEN).state;
      expect(windows(searching)).to.deep.equal([]);
      const search = searching.pending.find((d) => d.kind === 'nullentropy')!;
      const selected = act(
        searching,
        'harkonnen',
        { type: 'nullentropy', event: search.id, card: (search as { candidates: TreacheryCardId[] }).candidates[0]! },
        OPEN,
      );
      // The Semuta Drug window after the Box's discard (Karama windows stay open: OPEN).
      const after = passCardWindows(selected, OPEN).state;
      expect(windows(after).map((d) => d.id)).to.deep.equal(asked);
      expect(after.karama.window).to.deep.equal(opened.karama.window);
      const closed = answerWindow(after);
      expect(ofType(closed.events, 'shipped')[0]).to.include({ paidTo: 'guild', cost: 2 });
    });

    it('3.01.11.01 who cancels stays secret until the window closes: other seats see identical views either way', () => {
      const s = shipment({ karama: ['atreides'] });
      const opened = act(s, 'emperor', shipTo(decisionOf(s, 'emperor').id, 'tueks-sietch', 4, 2), OPEN).state;
      const d = windows(opened).find((w) => w.seat === 'atreides')!;
      const cancel = act(opened, 'atreides', { type: 'karama-window', event: d.id, cancel: 'guild-payment', card: karamaOf(opened, 'atreides') }, OPEN);
      const pass = act(opened, 'atreides', { type: 'karama-window', event: d.id, cancel: null, card: null }, OPEN);
      expect(cancel.events).to.deep.equal(pass.events);
      for (const viewer of [...opened.seating.filter((f) => f !== 'atreides'), 'spectator'] as const)
        expect(viewFor(cancel.state, viewer), viewer).to.deep.equal(viewFor(pass.state, viewer));
    });

    it('1.00.04 a cancelled Guild payment: the Karama is discarded publicly and the shipper retakes, paying the bank', () => {
      const s = shipment({ karama: ['emperor'] });
      const opened = act(s, 'emperor', shipTo(decisionOf(s, 'emperor').id, 'tueks-sietch', 4, 2), OPEN).state;
      const card = karamaOf(opened, 'emperor');
      const r = answerWindow(opened, { emperor: { cancel: 'guild-payment', card } });
      expect(ofType(r.events, 'ability-cancelled')[0]).to.include({ faction: 'emperor', card, ability: 'guild-payment' });
      expect(r.state.decks.treacheryDiscard).to.include(card);
      const retake = decisionOf(r.state, 'emperor');
      expect(retake).to.deep.include({ kind: 'ship', karamaCancelled: ['guild-payment'] });
      const shipped = act(r.state, 'emperor', shipTo(retake.id, 'tueks-sietch', 4, 2), OPEN);
      expect(windows(shipped.state)).to.have.length(0);
      expect(ofType(shipped.events, 'shipped')[0]).to.include({ paidTo: 'bank', cost: 2 });
      expect(spice(shipped.state, 'guild')).to.equal(spice(s, 'guild'));
      expect(custodyProblems(shipped.state)).to.deep.equal([]);
    });

    it('3.04 the retake may change the action: a cancelled half price (2.06.06) costs full price, or the Guild passes', () => {
      const s = shipment({ firstPlayer: 'guild', karama: ['harkonnen'], edit: (g) => (g.factions.guild!.spice = 20) });
      const opened = act(s, 'guild', shipTo(decisionOf(s, 'guild').id, 'the-great-flat', 14, 4), OPEN).state;
      expect(windows(opened)[0]!.uses.map((u) => u.ability)).to.deep.equal(['guild-half-price']);
      const r = answerWindow(opened, { harkonnen: { cancel: 'guild-half-price', card: karamaOf(opened, 'harkonnen') } });
      const retake = decisionOf(r.state, 'guild');
      const full = act(r.state, 'guild', shipTo(retake.id, 'the-great-flat', 14, 4), OPEN);
      expect(ofType(full.events, 'shipped')[0]).to.include({ cost: 8, paidTo: 'bank' });
      const passed = act(r.state, 'guild', { type: 'ship', event: retake.id, mode: 'pass' }, OPEN);
      expect(ofType(passed.events, 'shipment-passed')).to.have.length(1);
      expect(spice(passed.state, 'guild')).to.equal(20);
    });

    it('3.01.11.01 only the first canceller in storm order spends a Karama; a later one keeps its card, unannounced', () => {
      const s = shipment({ karama: ['atreides', 'harkonnen'], firstPlayer: 'emperor' });
      const opened = act(s, 'emperor', shipTo(decisionOf(s, 'emperor').id, 'tueks-sietch', 4, 2), OPEN).state;
      const order = ofType(act(s, 'emperor', shipTo(decisionOf(s, 'emperor').id, 'tueks-sietch', 4, 2), OPEN).events, 'karama-window-opened')[0]!.asked;
      const [first, second] = (['atreides', 'harkonnen'] as Faction[]).sort((a, b) => order.indexOf(a) - order.indexOf(b));
      const r = answerWindow(opened, {
        atreides: { cancel: 'guild-payment', card: karamaOf(opened, 'atreides') },
        harkonnen: { cancel: 'guild-payment', card: karamaOf(opened, 'harkonnen') },
      });
      const cancelled = ofType(r.events, 'ability-cancelled');
      expect(cancelled.map((e) => e.faction)).to.deep.equal([first]);
      expect(r.state.factions[second!]!.hand.some((c) => c.startsWith('karama'))).to.equal(true);
      expect(JSON.stringify(r.events)).to.not.include(second!);
    });

    it('3.01.11.01 bad window answers are refused with the state unchanged', () => {
      const s = shipment({ karama: ['atreides'] });
      const opened = act(s, 'emperor', shipTo(decisionOf(s, 'emperor').id, 'tueks-sietch', 4, 2), OPEN).state;
      const w = (f: Faction) => windows(opened).find((d) => d.seat === f)!;
      const card = karamaOf(opened, 'atreides');
      const other = opened.factions.harkonnen!.hand[0]!;
      expectRejected(opened, 'harkonnen', { type: 'karama-window', event: w('harkonnen').id, cancel: 'guild-payment', card }, 'NOT_HELD');
      expectRejected(opened, 'harkonnen', { type: 'karama-window', event: w('harkonnen').id, cancel: 'guild-payment', card: other }, 'NOT_HELD');
      expectRejected(opened, 'atreides', { type: 'karama-window', event: w('atreides').id, cancel: 'fremen-movement', card }, 'INVALID_CHOICE');
      expectRejected(opened, 'atreides', { type: 'karama-window', event: w('atreides').id, cancel: null, card }, 'INVALID_CHOICE');
      expectRejected(opened, 'guild', { type: 'karama-window', event: w('atreides').id, cancel: null, card: null }, 'NOT_YOUR_TURN');
      // The Emperor's shipment is not open while the window is.
      expectRejected(opened, 'emperor', shipTo(decisionOf(s, 'emperor').id, 'tueks-sietch', 4, 2), 'STALE_EVENT');
    });

    it('3.01.11.01 an open window survives a JSON round trip and closes the same way', () => {
      const s = shipment({ karama: ['atreides'] });
      const opened = act(s, 'emperor', shipTo(decisionOf(s, 'emperor').id, 'tueks-sietch', 4, 2), OPEN).state;
      const restored = JSON.parse(JSON.stringify(opened)) as GameState;
      const a = answerWindow(opened, { atreides: { cancel: 'guild-payment', card: karamaOf(opened, 'atreides') } });
      const b = answerWindow(restored, { atreides: { cancel: 'guild-payment', card: karamaOf(restored, 'atreides') } });
      expect(b.state).to.deep.equal(a.state);
      expect(b.events).to.deep.equal(a.events);
    });

    it('2.06.05.02 CROSS-SHIP and 2.06.05.03 OFF-PLANET are ✷: once cancelled, the retake may not use them', () => {
      const s = shipment({ firstPlayer: 'guild', karama: ['atreides'] });
      const cross: Action = {
        type: 'ship',
        event: decisionOf(s, 'guild').id,
        mode: 'cross',
        from: { territory: 'tueks-sietch', sector: 4 },
        to: { territory: 'the-great-flat', sector: 14 },
        count: 2,
      };
      const opened = act(s, 'guild', cross, OPEN).state;
      expect(windows(opened)[0]!.uses.map((u) => u.ability)).to.include('guild-cross-ship');
      const r = answerWindow(opened, { atreides: { cancel: 'guild-cross-ship', card: karamaOf(opened, 'atreides') } });
      const retake = decisionOf(r.state, 'guild');
      expect(retake).to.deep.include({ kind: 'ship', crossShip: false, offPlanet: true });
      expectRejected(r.state, 'guild', { ...cross, event: retake.id }, 'NOT_ELIGIBLE');
      const back: Action = { type: 'ship', event: decisionOf(s, 'guild').id, mode: 'off-planet', from: { territory: 'tueks-sietch', sector: 4 }, count: 2 };
      const opened2 = act(s, 'guild', back, OPEN).state;
      const r2 = answerWindow(opened2, { atreides: { cancel: 'guild-off-planet', card: karamaOf(opened2, 'atreides') } });
      expect(decisionOf(r2.state, 'guild')).to.deep.include({ offPlanet: false });
    });

    it("2.06.09 the Guild ally's half price is cancellable by others, not by the Guild or the ally", () => {
      const s = shipment({ karama: ['guild', 'atreides'], edit: (g) => (g.alliances = [['emperor', 'guild']]) });
      const opened = act(s, 'emperor', shipTo(decisionOf(s, 'emperor').id, 'the-great-flat', 14, 4), OPEN).state;
      const uses = windows(opened)[0]!.uses;
      expect(uses).to.deep.include({ ability: 'guild-ally-half-price', owner: 'guild', user: 'emperor' });
      expect(windows(opened).map((d) => d.seat)).to.not.include.members(['guild', 'emperor']);
      const r = answerWindow(opened, { atreides: { cancel: 'guild-ally-half-price', card: karamaOf(opened, 'atreides') } });
      const retake = act(r.state, 'emperor', shipTo(decisionOf(r.state, 'emperor').id, 'the-great-flat', 14, 4), OPEN);
      // Full price now, still paid to the Guild (that use was offered and passed).
      expect(ofType(retake.events, 'karama-window-opened')[0]!.uses.map((u) => u.ability)).to.deep.equal(['guild-payment']);
      const done = answerWindow(retake.state);
      expect(ofType(done.events, 'shipped')[0]).to.include({ cost: 8, paidTo: 'guild' });
    });

    it('2.04 a cancelled Fremen movement (2.04.06) is retaken with a range of 1; a one-territory move opens no window', () => {
      let s = shipment({ firstPlayer: 'fremen', karama: ['atreides'] });
      s = act(s, 'fremen', { type: 'ship', event: decisionOf(s, 'fremen').id, mode: 'pass' }).state;
      const move = decisionOf(s, 'fremen');
      expect(move).to.include({ kind: 'move', range: 2 });
      const far: Action = { type: 'move', event: move.id, from: 'sietch-tabr', groups: [{ sector: 13, count: 4 }], to: { territory: 'tsimpo', sector: 12 } };
      const opened = act(s, 'fremen', far, OPEN).state;
      expect(windows(opened)[0]!.uses.map((u) => u.ability)).to.deep.equal(['fremen-movement']);
      const r = answerWindow(opened, { atreides: { cancel: 'fremen-movement', card: karamaOf(opened, 'atreides') } });
      const retake = decisionOf(r.state, 'fremen');
      expect(retake).to.deep.include({ kind: 'move', range: 1, karamaCancelled: ['fremen-movement'] });
      expectRejected(r.state, 'fremen', { ...far, event: retake.id }, 'OUT_OF_RANGE');
      const near: Action = {
        type: 'move',
        event: move.id,
        from: 'sietch-tabr',
        groups: [{ sector: 13, count: 4 }],
        to: { territory: 'plastic-basin', sector: 13 },
      };
      expect(windows(act(s, 'fremen', near, OPEN).state)).to.have.length(0);
    });

    it('2.02.05 a cancelled spiritual advisor is not sent', () => {
      const s = shipment({ karama: ['atreides'] });
      let state = act(s, 'emperor', shipTo(decisionOf(s, 'emperor').id, 'arrakeen', 9, 1)).state;
      const d = decisionOf(state, 'bene-gesserit');
      expect(d.kind).to.equal('spiritual-advisor');
      const reserves = state.factions['bene-gesserit']!.reserves.regular;
      state = act(state, 'bene-gesserit', { type: 'spiritual-advisor', event: d.id, send: true }, OPEN).state;
      const r = answerWindow(state, { atreides: { cancel: 'bg-spiritual-advisors', card: karamaOf(state, 'atreides') } });
      expect(ofType(r.events, 'advisor-sent')).to.have.length(0);
      expect(r.state.factions['bene-gesserit']!.reserves.regular).to.equal(reserves);
      expect(r.state.pending.some((x) => x.kind === 'spiritual-advisor')).to.equal(false);
    });
  });

  describe('cancelling automatic effects', () => {
    const SIX = afterSetup(['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild'], 'karama');

    function bidding(edit: (s: GameState) => void): GameState {
      return enterPhase(SIX, 'bidding', (g) => {
        g.firstPlayer = 'atreides';
        for (const f of g.seating) g.factions[f]!.spice = 10;
        edit(g);
      });
    }

    /** Bids `amount` with the first bidder, then everyone else passes; returns the state with the sale's window open. */
    function sell(s: GameState, amount: number): { state: GameState; events: GameEvent[] } {
      const events: GameEvent[] = [];
      let first = true;
      for (let d = s.pending[0]; d?.kind === 'bid'; d = s.pending[0]) {
        const r = act(s, d.seat, { type: 'bid', event: d.id, amount: first ? amount : 0 }, OPEN);
        first = false;
        s = r.state;
        events.push(...r.events);
      }
      return { state: s, events };
    }

    it("2.03.04 the Emperor's payment is held during the window; cancelled, it goes to the bank", () => {
      const s = bidding((g) => setHand(g, 'atreides', ['karama-1']));
      const sold = sell(s, 4);
      expect(spice(sold.state, 'atreides')).to.equal(6);
      expect(spice(sold.state, 'emperor')).to.equal(10);
      expect(windows(sold.state)[0]!.uses).to.deep.equal([{ ability: 'emperor-payment', owner: 'emperor', user: 'emperor', escrow: 4 }]);
      const passed = answerWindow(sold.state);
      expect(spice(passed.state, 'emperor')).to.equal(14);
      const cancelled = answerWindow(sold.state, { atreides: { cancel: 'emperor-payment', card: 'karama-1' } });
      expect(spice(cancelled.state, 'emperor')).to.equal(10);
      expect(ofType(cancelled.events, 'escrow-paid')[0]).to.include({ to: 'bank', amount: 4 });
      // Bidding goes on with the next card once the window is closed.
      expect(cancelled.state.pending[0]?.kind).to.equal('bid');
    });

    it("LS.bureaucrat.normal: from the Emperor's payment the owner is asked once its Karama window has closed; a Karama that cancels the payment sends the held 2 to the bank and asks nobody (rules edition 2)", () => {
      const s = bidding((g) => {
        setHand(g, 'atreides', ['karama-1']);
        withSkills(g, { 'feyd-rautha': 'bureaucrat' });
      });
      const sold = sell(s, 6);
      // The window holds what reaches the Emperor (4); the Bureaucrat's 2 are held apart, its owner not asked yet.
      expect(windows(sold.state)[0]!.uses).to.deep.equal([{ ability: 'emperor-payment', owner: 'emperor', user: 'emperor', escrow: 4 }]);
      expect(sold.state.skills!.redirect).to.deep.include({ owner: 'harkonnen', recipient: 'emperor', amount: 2, credit: 'kaitain' });
      expect(sold.state.pending.map((d) => d.kind)).to.not.include('bureaucrat-redirect');
      const passed = answerWindow(sold.state);
      expect(spice(passed.state, 'emperor')).to.equal(14);
      const asked = passed.state.pending.find((d) => d.kind === 'bureaucrat-redirect');
      expect(asked).to.deep.include({ seat: 'harkonnen', payer: 'atreides', recipient: 'emperor', amount: 2 });
      expect(spice(act(passed.state, 'harkonnen', { type: 'bureaucrat-redirect', event: asked!.id, redirect: false }).state, 'emperor')).to.equal(16);
      const sent = act(passed.state, 'harkonnen', { type: 'bureaucrat-redirect', event: asked!.id, redirect: true });
      expect(spice(sent.state, 'emperor')).to.equal(14);
      expect(sent.state.pending[0]?.kind).to.equal('bid');
      const cancelled = answerWindow(sold.state, { atreides: { cancel: 'emperor-payment', card: 'karama-1' } });
      expect(spice(cancelled.state, 'emperor')).to.equal(10);
      expect(cancelled.state.skills!.redirect).to.equal(undefined);
      expect(ofType(cancelled.events, 'skill-redirect-void')[0]).to.deep.include({ faction: 'harkonnen', recipient: 'emperor', amount: 2 });
      expect(cancelled.state.pending[0]?.kind).to.equal('bid');
      expect(custodyProblems(cancelled.state)).to.deep.equal([]);
    });

    it('2.05.08 a cancelled Top Card: Harkonnen draws no free card (and the Emperor is paid, that use was passed)', () => {
      const s = bidding((g) => {
        g.firstPlayer = 'harkonnen';
        setHand(g, 'atreides', ['karama-1']);
      });
      const sold = sell(s, 3);
      expect(windows(sold.state)[0]!.uses.map((u) => u.ability)).to.deep.equal(['emperor-payment', 'harkonnen-top-card']);
      const hand = sold.state.factions.harkonnen!.hand.length;
      const r = answerWindow(sold.state, { atreides: { cancel: 'harkonnen-top-card', card: 'karama-1' } });
      expect(r.state.factions.harkonnen!.hand.length).to.equal(hand);
      expect(spice(r.state, 'emperor')).to.equal(13);
      const kept = answerWindow(sold.state);
      expect(kept.state.factions.harkonnen!.hand.length).to.equal(hand + 1);
      expect(custodyProblems(r.state)).to.deep.equal([]);
    });

    /** Turn 2: a sandworm in the Great Flat (the topmost Territory Card), then Red Chasm; windows left open. */
    const WORM_ON_FLAT: SpiceBlowScenario = {
      storm: 3,
      firstPlayer: 'atreides',
      discard: ['old-gap', 'the-great-flat'],
      top: ['shai-hulud-1', 'red-chasm'],
      karama: 'open',
    };

    it('2.04.07 SHAI-HULUD cancelled: the sandworm devours the Fremen forces it spared', () => {
      const sc: SpiceBlowScenario = {
        ...WORM_ON_FLAT,
        forces: [
          ['fremen', 'the-great-flat', 14, 4],
          ['harkonnen', 'the-great-flat', 14, 2],
        ],
      };
      const { state, events } = startSpiceBlow(SIX, sc);
      expect(ofType(events, 'shai-hulud')[0]).to.deep.include({ spared: ['fremen'] });
      const w = windows(state)[0]!;
      expect(w.uses).to.deep.equal([{ ability: 'fremen-shai-hulud', owner: 'fremen', user: 'fremen', territory: 'the-great-flat' }]);
      const holder = w.seat;
      const withCard = structuredClone(state);
      const card = withCard.decks.treachery.find((c) => c.startsWith('karama')) ?? withCard.decks.treacheryDiscard.find((c) => c.startsWith('karama'))!;
      for (const pile of [withCard.decks.treachery, withCard.decks.treacheryDiscard]) if (pile.includes(card)) pile.splice(pile.indexOf(card), 1);
      withCard.factions[holder]!.hand.push(card);
      const r = answerWindow(withCard, { [holder]: { cancel: 'fremen-shai-hulud', card } });
      expect(ofType(r.events, 'forces-devoured')[0]).to.include({ faction: 'fremen', territory: 'the-great-flat', forces: 4 });
      expect(r.state.forces.some((x) => x.faction === 'fremen' && x.territory === 'the-great-flat')).to.equal(false);
      // The blow goes on: Red Chasm is blown after the window.
      expect(ofType(r.events, 'spice-blown').length + ofType(r.events, 'spice-card-revealed').length).to.be.greaterThan(0);
    });

    it('2.04.10 a cancelled protection: the Fremen ally is devoured after all', () => {
      const sc: SpiceBlowScenario = { ...WORM_ON_FLAT, alliances: [['fremen', 'harkonnen']], forces: [['harkonnen', 'the-great-flat', 14, 2]] };
      const { state } = startSpiceBlow(SIX, sc);
      const protect = decisionOf(state, 'fremen');
      const withCard = structuredClone(state);
      setHand(withCard, 'atreides', ['karama-1']);
      const opened = act(withCard, 'fremen', { type: 'protect-ally', event: protect.id, protect: true }, OPEN).state;
      const w = windows(opened);
      expect(w[0]!.uses).to.deep.equal([{ ability: 'fremen-ally-protection', owner: 'fremen', user: 'harkonnen' }]);
      expect(w.map((d) => d.seat)).to.not.include.members(['fremen', 'harkonnen']);
      const r = answerWindow(opened, { atreides: { cancel: 'fremen-ally-protection', card: 'karama-1' } });
      expect(ofType(r.events, 'ally-protection')[0]).to.include({ protect: false });
      expect(r.state.forces.some((x) => x.faction === 'harkonnen' && x.territory === 'the-great-flat')).to.equal(false);
    });

    it('3.04 a cancelled BG charity (2.02.09) is retaken under the ordinary rule (1.03.01)', () => {
      const s = enterPhase(SIX, 'choam-charity', (g) => {
        g.factions['bene-gesserit']!.spice = 5;
        setHand(g, 'atreides', ['karama-1']);
      });
      const claim = decisionOf(s, 'bene-gesserit');
      expect(claim).to.include({ kind: 'claim-charity', amount: 2 });
      const opened = act(s, 'bene-gesserit', { type: 'claim-charity', event: claim.id, claim: true }, OPEN).state;
      expect(windows(opened)[0]!.uses.map((u) => u.ability)).to.deep.equal(['bg-charity']);
      const r = answerWindow(opened, { atreides: { cancel: 'bg-charity', card: 'karama-1' } });
      const retake = decisionOf(r.state, 'bene-gesserit');
      expect(retake).to.deep.include({ kind: 'claim-charity', amount: 0, karamaCancelled: ['bg-charity'] });
      expectRejected(r.state, 'bene-gesserit', { type: 'claim-charity', event: retake.id, claim: true }, 'NOT_ELIGIBLE');
      const done = act(r.state, 'bene-gesserit', { type: 'claim-charity', event: retake.id, claim: false }, OPEN);
      expect(spice(done.state, 'bene-gesserit')).to.equal(5);
    });

    it('2.04.11 a cancelled Fremen grant: the ally revives with its own free revival', () => {
      const s = midGame();
      s.alliances = [['fremen', 'harkonnen']];
      toTanks(s, 'harkonnen', 5);
      setHand(s, 'atreides', ['karama-1']);
      const { state } = enterRevival(s, 'revival', revivalPhase);
      const g = decisionOf(state, 'fremen');
      const opened = act(state, 'fremen', { type: 'grant-free-revival', event: g.id, grant: true }, OPEN).state;
      const r = answerWindow(opened, { atreides: { cancel: 'fremen-ally-revival', card: 'karama-1' } });
      expect(ofType(r.events, 'free-revival-granted')[0]).to.include({ granted: false });
      expect(decisionOf(r.state, 'harkonnen')).to.include({ kind: 'revive', freeRevival: 2 });
    });

    it('2.03.07 a cancelled Emperor payment for the ally revives no extra forces', () => {
      const s = midGame();
      s.alliances = [['atreides', 'emperor']];
      toTanks(s, 'atreides', 8);
      s.factions.emperor!.spice = 10;
      setHand(s, 'harkonnen', ['karama-1']);
      let { state } = enterRevival(s, 'revival', revivalPhase);
      const own = decisionOf(state, 'atreides');
      state = act(state, 'atreides', { type: 'revive', event: own.id, forces: { regular: 2, elite: 0 }, leader: null, ghola: null }).state;
      const pay = decisionOf(state, 'emperor');
      const opened = act(state, 'emperor', { type: 'pay-ally-revival', event: pay.id, forces: 3 }, OPEN).state;
      const tanks = opened.factions.atreides!.tanks.regular;
      const r = answerWindow(opened, { harkonnen: { cancel: 'emperor-ally-revival', card: 'karama-1' } });
      expect(r.state.factions.atreides!.tanks.regular).to.equal(tanks);
      expect(spice(r.state, 'emperor')).to.equal(10);
    });
  });

  describe('in battle', () => {
    const EMPTY = emptyBoard();

    it('2.01.08 any other seat may cancel Prescience as it is asked: the question never reaches the target', () => {
      const s0 = enterBattle(EMPTY, (s) => {
        s.firstPlayer = 'atreides';
        placeForces(s, 'atreides', 'arrakeen', 9, 5);
        placeForces(s, 'harkonnen', 'arrakeen', 9, 5);
        giveBattleCard(s, 'harkonnen', 'chaumas');
        giveBattleCard(s, 'emperor', 'karama-1');
      }).state;
      const ask = battleDecision(s0, 'prescience', 'atreides');
      const opened = act(s0, 'atreides', { type: 'prescience', event: ask.id, element: 'weapon' }, OPEN).state;
      expect(windows(opened)[0]!.uses).to.deep.equal([{ ability: 'atreides-prescience', owner: 'atreides', user: 'atreides' }]);
      expect(windows(opened).map((d) => d.seat)).to.include.members(['emperor', 'harkonnen']);
      const r = answerWindow(opened, { emperor: { cancel: 'atreides-prescience', card: 'karama-1' } });
      expect(ofType(r.events, 'ability-cancelled')[0]).to.include({ faction: 'emperor', ability: 'atreides-prescience' });
      expect(ofType(r.events, 'prescience-asked')[0]).to.include({ element: null });
      expect(r.state.pending.some((d) => d.kind === 'prescience-answer')).to.equal(false);
    });

    it('2.02.06 a Voice cancelled as it is given binds no plan', () => {
      const s0 = enterBattle(EMPTY, (s) => {
        s.firstPlayer = 'bene-gesserit';
        placeForces(s, 'bene-gesserit', 'the-great-flat', 14, 5);
        placeForces(s, 'fremen', 'the-great-flat', 14, 5);
        giveBattleCard(s, 'guild', 'karama-1');
      }).state;
      const voice = battleDecision(s0, 'voice', 'bene-gesserit');
      const opened = act(s0, 'bene-gesserit', { type: 'voice', event: voice.id, command: { play: false, subject: 'poison-weapon' } }, OPEN).state;
      expect(windows(opened)[0]!.uses.map((u) => u.ability)).to.deep.equal(['bg-voice']);
      const r = answerWindow(opened, { guild: { cancel: 'bg-voice', card: 'karama-1' } });
      expect(ofType(r.events, 'voice-used')[0]).to.include({ command: null });
      expect((r.state.round as BattleRound).current!.voice).to.equal(null);
    });
  });

  describe('preventing (3.01.11.02)', () => {
    const SIX = afterSetup(['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild'], 'karama');

    it("3.01.11.02 a Karama played beforehand prevents the Atreides' look at the next card up for bid (2.01.05)", () => {
      const base = structuredClone(SIX);
      setHand(base, 'harkonnen', ['karama-1']);
      const r = act(base, 'harkonnen', { type: 'karama-prevent', ability: 'atreides-bidding', card: 'karama-1' });
      expect(r.events[0]).to.include({ type: 'ability-prevented', faction: 'harkonnen', ability: 'atreides-bidding' });
      expect(viewFor(r.state, 'spectator').karama.prevented).to.deep.equal([{ ability: 'atreides-bidding', by: 'harkonnen' }]);
      const s = enterPhase(r.state, 'bidding', (g) => (g.firstPlayer = 'atreides'));
      expect((s.round as BiddingRound).atreidesBlind).to.equal(true);
      expect(viewFor(s, 'atreides').private!.round).to.deep.include({ cardUp: null });
      expect(s.karama.prevented).to.deep.equal([]);
      // Only that card: the next one is seen again.
      let next = s;
      let amount = 1;
      for (let d = next.pending[0]; d?.kind === 'bid' && (next.round as BiddingRound).card === 1; d = next.pending[0]) {
        next = act(next, d.seat, { type: 'bid', event: d.id, amount }).state;
        amount = 0;
      }
      expect((next.round as BiddingRound).card).to.equal(2);
      expect((next.round as BiddingRound).atreidesBlind).to.equal(false);
      expect((viewFor(next, 'atreides').private!.round as { cardUp: string | null }).cardUp).to.be.a('string');
    });

    it('3.01.11.02 a prevented WORMSIGN (2.01.07): the Atreides are not offered the peek', () => {
      const base = structuredClone(SIX);
      setHand(base, 'emperor', ['karama-1']);
      const prevented = act(base, 'emperor', { type: 'karama-prevent', ability: 'atreides-wormsign', card: 'karama-1' }).state;
      const { state, events } = atShipment({ edit: (g) => (g.karama = prevented.karama) });
      expect(state.pending.some((d) => d.kind === 'wormsign')).to.equal(false);
      expect(ofType(events, 'prevention-used')[0]).to.include({ ability: 'atreides-wormsign', by: 'emperor' });
    });

    it('3.01.11.02 a prevention is refused for your own ability, without the card, or twice', () => {
      const base = structuredClone(SIX);
      setHand(base, 'harkonnen', ['karama-1', 'karama-2']);
      setHand(base, 'atreides', ['karama-2']);
      setHand(base, 'harkonnen', ['karama-1']);
      expectRejected(base, 'atreides', { type: 'karama-prevent', ability: 'atreides-bidding', card: 'karama-2' }, 'NOT_ELIGIBLE');
      expectRejected(base, 'harkonnen', { type: 'karama-prevent', ability: 'atreides-bidding', card: 'karama-2' }, 'NOT_HELD');
      const once = act(base, 'harkonnen', { type: 'karama-prevent', ability: 'atreides-bidding', card: 'karama-1' }).state;
      setHand(once, 'emperor', ['karama-2']);
      expectRejected(once, 'emperor', { type: 'karama-prevent', ability: 'atreides-bidding', card: 'karama-2' }, 'NOT_ELIGIBLE');
      expectRejected(once, 'emperor', { type: 'karama-prevent', ability: 'fremen-movement' as never, card: 'karama-2' }, 'INVALID_CHOICE');
      expect(applyAction(once, 'emperor', { type: 'karama-prevent', ability: 'atreides-wormsign', card: 'karama-2' }).ok).to.equal(true);
    });
  });

  it('3.01.11.01 bots answer windows: whole games run with cancellations, no rejected action and custody intact', () => {
    const seats = { atreides: 'brutal', 'bene-gesserit': 'hard', emperor: 'medium', fremen: 'legal', harkonnen: 'hard', guild: 'brutal' } as const;
    let windowsOpened = 0;
    let cancelled = 0;
    for (const seed of ['k-a', 'k-b', 'k-c', 'k-d']) {
      const report = simulateGame({ seed, players: 6, check: true, maxActions: 50_000, seats });
      expect(report.rejected, seed).to.equal(0);
      expect(report.custody, seed).to.deep.equal([]);
      windowsOpened += report.events['karama-window-opened'] ?? 0;
      cancelled += report.events['ability-cancelled'] ?? 0;
    }
    expect(windowsOpened).to.be.greaterThan(20);
    expect(cancelled).to.be.greaterThan(0);
  });
});
