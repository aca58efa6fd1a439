// The CHOAM faction (docs/rules/choam.tsv): set-up, the Auditor, dividends and charity, revival, the market and the
// ally trade. Each test names the CH id it covers.
import { expect } from 'chai';
import { applyAction, createGame, pendingDecisions, viewFor, type Faction, type GameState } from '../../rooms/dune/index.ts';
import { isEligible } from '../../rooms/dune/phases/bidding/eligibility.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { act, expectRejected, passKaramaWindows } from '../helpers/engine.ts';
import { decisionOf } from '../helpers/battle.ts';
import { midGame, toTanks, enterPhase as enterWith } from '../helpers/revival.ts';
import { revivalPhase } from '../../rooms/dune/phases/revival/index.ts';
import type { ChoamState } from '../../rooms/dune/plugins/choam/types.ts';
import { atMentatPause, runMentatPause } from '../helpers/mentat-pause.ts';
import { afterSetup, enterPhase, setHand } from '../helpers/bidding.ts';
import type { TreacheryCardId } from '../../rooms/dune/types.ts';

const THREE: Faction[] = ['atreides', 'bene-gesserit', 'choam'];

/** Answers the Karama window open now: `canceller` cancels `ability` with `card`, every other seat passes. */
function cancelWith(s: GameState, canceller: Faction, card: TreacheryCardId, ability: string): GameState {
  for (const d of pendingDecisions(s).filter((x) => x.kind === 'karama-window')) {
    const mine = d.seat === canceller;
    s = act(s, d.seat, { type: 'karama-window', event: d.id, cancel: mine ? (ability as never) : null, card: mine ? card : null }, { karama: 'open' }).state;
  }
  return s;
}

describe('engine: the CHOAM faction (docs/rules/choam.tsv)', () => {
  const base = afterSetup(THREE, 'choam-faction');

  it('CH.setup: 2 spice, all 20 forces in reserves, five leaders, hand limit 5, no free revival', () => {
    const fs = base.factions.choam!;
    expect(fs.spice).to.equal(2);
    expect(fs.reserves).to.deep.equal({ regular: 20, elite: 0 });
    expect(base.forces.filter((x) => x.faction === 'choam')).to.deep.equal([]);
    expect(Object.keys(fs.leaders)).to.deep.equal(['frankos-aru', 'lady-jalma', 'duke-verdun', 'rajiv-londine', 'viscount-tull']);
    const s = structuredClone(base);
    setHand(s, 'choam', ['shield-1', 'shield-2', 'shield-3', 'shield-4']);
    expect(isEligible(s, 'choam')).to.equal(true);
    setHand(s, 'choam', ['shield-1', 'shield-2', 'shield-3', 'shield-4', 'lasgun']);
    expect(isEligible(s, 'choam')).to.equal(false);
    expect(viewFor(base, 'spectator').seats.find((x) => x.faction === 'choam')!.leaders).to.have.length(5);
    expect(custodyProblems(base)).to.deep.equal([]);
  });

  it('CH.auditor: the Advanced game adds the Auditor (2) as a sixth leader and its traitor card to the deck; the Basic game does not', () => {
    const advanced = createGame({ factions: THREE, seed: 'auditor', seating: 'listed', advanced: true });
    expect(Object.keys(advanced.factions.choam!.leaders)).to.include('auditor');
    expect([...advanced.decks.traitor, ...THREE.flatMap((f) => advanced.factions[f]!.traitorOptions)]).to.include('auditor');
    expect(viewFor(advanced, 'spectator').seats.find((x) => x.faction === 'choam')!.leaders).to.have.length(6);
    expect(custodyProblems(advanced)).to.deep.equal([]);
    const basic = createGame({ factions: THREE, seed: 'auditor', seating: 'listed' });
    expect(Object.keys(basic.factions.choam!.leaders)).to.not.include('auditor');
    expect([...basic.decks.traitor, ...THREE.flatMap((f) => basic.factions[f]!.traitorOptions)]).to.not.include('auditor');
  });

  describe('CHOAM Charity', () => {
    const charity = (edit: (s: GameState) => void = () => {}) => enterPhase(base, 'choam-charity', edit);

    it('CH.dividends: as the phase starts CHOAM takes 2 spice per faction in the game from the bank, in public', () => {
      const s = charity((x) => {
        x.factions.choam!.spice = 0;
        for (const f of THREE) setHand(x, f, []);
      });
      expect(s.factions.choam!.spice).to.equal(6);
      const view = viewFor(s, 'atreides');
      expect(view.seats.map((x) => x.faction)).to.include('choam');
    });

    it('CH.charity: CHOAM pays every other faction its charity and is not asked itself', () => {
      let s = charity((x) => {
        x.factions.choam!.spice = 5;
        x.factions.atreides!.spice = 0;
        x.factions['bene-gesserit']!.spice = 1;
        for (const f of THREE) setHand(x, f, []);
      });
      expect(pendingDecisions(s).map((d) => d.seat)).to.deep.equal(['atreides', 'bene-gesserit']);
      expect(s.factions.choam!.spice).to.equal(11);
      let r = act(s, 'atreides', { type: 'claim-charity', event: decisionOf(s, 'claim-charity', 'atreides').id, claim: true });
      expect(r.events[0]).to.include({ type: 'charity-claimed', faction: 'atreides', amount: 2, paidBy: 'choam' });
      s = r.state;
      r = act(s, 'bene-gesserit', { type: 'claim-charity', event: decisionOf(s, 'claim-charity', 'bene-gesserit').id, claim: true });
      expect(r.state.factions.atreides!.spice).to.equal(2);
      // 2.02.09: the Bene Gesserit receive 2 whatever they hold; CHOAM pays that too.
      expect(r.state.factions['bene-gesserit']!.spice).to.equal(3);
      expect(r.state.factions.choam!.spice).to.equal(11 - 2 - 2);
    });

    it('CH.karama-cancel: a Karama cancels the dividends; the bank pays the charity and CHOAM may claim it', () => {
      let s = charity((x) => {
        x.factions.choam!.spice = 1;
        x.factions.atreides!.spice = 0;
        x.factions.choam!.hand = [];
        setHand(x, 'atreides', ['karama-1']);
        x.factions['bene-gesserit']!.hand = [];
      });
      expect(decisionOf(s, 'karama-window', 'atreides')).to.include({ kind: 'karama-window' });
      s = cancelWith(s, 'atreides', 'karama-1', 'choam-dividends');
      expect(s.factions.choam!.spice).to.equal(1);
      expect(pendingDecisions(s).map((d) => d.seat)).to.have.members(['atreides', 'bene-gesserit', 'choam']);
      let r = act(s, 'choam', { type: 'claim-charity', event: decisionOf(s, 'claim-charity', 'choam').id, claim: true });
      expect(r.state.factions.choam!.spice).to.equal(2);
      r = act(r.state, 'atreides', { type: 'claim-charity', event: decisionOf(r.state, 'claim-charity', 'atreides').id, claim: true });
      expect(r.events[0]).to.not.have.property('paidBy');
      expect(r.state.factions.choam!.spice).to.equal(2);
    });
  });

  describe('Revival', () => {
    function atRevival(edit: (s: GameState) => void) {
      const s = midGame('choam-revival', THREE);
      for (const f of THREE) setHand(s, f, []);
      toTanks(s, 'choam', 8);
      edit(s);
      return enterWith(s, 'revival', revivalPhase).state;
    }

    it('CH.revival: CHOAM revives any number of forces at 1 spice each, none free', () => {
      const s = atRevival(() => {});
      const d = decisionOf(s, 'revive', 'choam');
      expect(d).to.include({ freeRevival: 0, limit: 8, costPerForce: 1 });
      const r = act(s, 'choam', { type: 'revive', event: d.id, forces: { regular: 8, elite: 0 }, leader: null, ghola: null });
      expect(r.state.factions.choam!.spice).to.equal(10 - 8);
      expect(r.state.factions.choam!.reserves.regular).to.equal(20);
      expect(r.events).to.deep.include({
        id: r.events.find((e) => e.type === 'forces-revived')!.id,
        type: 'forces-revived',
        faction: 'choam',
        forces: { regular: 8, elite: 0 },
        free: 0,
        cost: 8,
        paidBy: 'choam',
        by: 'revival',
      });
    });

    it('CH.karama-cancel: a cancelled CHOAM revival is taken again under the usual limit (3) and price (2)', () => {
      let s = atRevival((x) => setHand(x, 'atreides', ['karama-1']));
      const d = decisionOf(s, 'revive', 'choam');
      s = act(s, 'choam', { type: 'revive', event: d.id, forces: { regular: 5, elite: 0 }, leader: null, ghola: null }, { karama: 'open' }).state;
      s = cancelWith(s, 'atreides', 'karama-1', 'choam-revival');
      const retake = decisionOf(s, 'revive', 'choam');
      expect(retake).to.include({ limit: 3, costPerForce: 2 });
      expectRejected(s, 'choam', { type: 'revive', event: retake.id, forces: { regular: 4, elite: 0 }, leader: null, ghola: null }, 'OVER_LIMIT');
      const r = act(s, 'choam', { type: 'revive', event: retake.id, forces: { regular: 3, elite: 0 }, leader: null, ghola: null });
      expect(r.state.factions.choam!.spice).to.equal(10 - 6);
      expect(r.state.karama.window).to.equal(null);
    });
  });

  describe('the market at the end of a phase', () => {
    /** CHOAM Charity entered and closed with every claim declined: the market opens as the phase ends. */
    function atMarket(hand: TreacheryCardId[], edit: (s: GameState) => void = () => {}): GameState {
      let s = enterPhase(base, 'choam-charity', (x) => {
        for (const f of THREE) setHand(x, f, []);
        setHand(x, 'choam', hand);
        edit(x);
      });
      s = passKaramaWindows(s).state;
      for (const d of pendingDecisions(s).filter((x) => x.kind === 'claim-charity'))
        s = act(s, d.seat, { type: 'claim-charity', event: d.id, claim: false }).state;
      return s;
    }

    it('CH.sale: surplus duplicates sell for 3 and Worthless cards for 2, face up to the discard pile; one copy stays', () => {
      const s = atMarket(['shield-1', 'shield-2', 'shield-3', 'kulon', 'lasgun']);
      const d = decisionOf(s, 'choam-market', 'choam');
      if (d.kind !== 'choam-market') throw new Error('market');
      expect(d.phase).to.equal('choam-charity');
      expect(d.offers).to.deep.equal([
        { card: 'shield-1', price: 3 },
        { card: 'shield-2', price: 3 },
        { card: 'shield-3', price: 3 },
        { card: 'kulon', price: 2 },
      ]);
      expectRejected(s, 'choam', { type: 'choam-market', event: d.id, sell: ['shield-1', 'shield-2', 'shield-3'], trade: false }, 'INVALID_CHOICE');
      expectRejected(s, 'choam', { type: 'choam-market', event: d.id, sell: ['lasgun'], trade: false }, 'INVALID_CHOICE');
      expectRejected(s, 'choam', { type: 'choam-market', event: d.id, sell: ['karama-1'], trade: false }, 'NOT_HELD');
      const spice = s.factions.choam!.spice;
      const r = act(s, 'choam', { type: 'choam-market', event: d.id, sell: ['shield-1', 'shield-3', 'kulon'], trade: false });
      expect(r.state.factions.choam!.hand).to.deep.equal(['shield-2', 'lasgun']);
      expect(r.state.factions.choam!.spice).to.equal(spice + 8);
      expect(r.state.decks.treacheryDiscard.slice(-3)).to.deep.equal(['shield-1', 'shield-3', 'kulon']);
      const sold = r.events.find((e) => e.type === 'choam-sold');
      expect(sold).to.include({ spice: 8 });
      expect(sold!.visibleTo).to.equal(undefined);
      expect(r.state.phase).to.equal('bidding');
      expect(custodyProblems(r.state), custodyProblems(r.state).join()).to.deep.equal([]);
    });

    it('CH.sale: asked whenever CHOAM holds a card, sellable or not, and never with an empty hand', () => {
      const s = atMarket(['lasgun']);
      const d = decisionOf(s, 'choam-market', 'choam');
      expect(d).to.deep.include({ offers: [], tradeWith: null });
      expect(viewFor(s, 'atreides').awaiting).to.deep.include({ seat: 'choam', kind: 'choam-market', id: d.id });
      const empty = atMarket([]);
      expect(empty.phase).to.equal('bidding');
    });

    it('CH.karama-cancel: a Karama cancels a sale; the cards stay and the market is asked again without sales', () => {
      let s = atMarket(['kulon', 'baliset'], (x) => setHand(x, 'atreides', ['karama-1']));
      const d = decisionOf(s, 'choam-market', 'choam');
      s = act(s, 'choam', { type: 'choam-market', event: d.id, sell: ['kulon'], trade: false }, { karama: 'open' }).state;
      s = cancelWith(s, 'atreides', 'karama-1', 'choam-sale');
      const retake = decisionOf(s, 'choam-market', 'choam');
      expect(s.factions.choam!.hand).to.have.members(['kulon', 'baliset']);
      expectRejected(s, 'choam', { type: 'choam-market', event: retake.id, sell: ['baliset'], trade: false }, 'NOT_ELIGIBLE');
      const r = act(s, 'choam', { type: 'choam-market', event: retake.id, sell: [], trade: false });
      expect(r.state.phase).to.equal('bidding');
    });

    it('CH.ally.trade: once a turn CHOAM and its ally each put a card forward secretly; only they learn the cards', () => {
      let s = atMarket(['lasgun', 'kulon'], (x) => {
        x.alliances = [['atreides', 'choam']];
        setHand(x, 'atreides', ['shield-1']);
      });
      const d = decisionOf(s, 'choam-market', 'choam');
      expect(d).to.include({ tradeWith: 'atreides' });
      s = act(s, 'choam', { type: 'choam-market', event: d.id, sell: [], trade: true }).state;
      const mine = decisionOf(s, 'choam-trade', 'choam');
      const theirs = decisionOf(s, 'choam-trade', 'atreides');
      expect(mine).to.include({ secret: true, partner: 'atreides' });
      expectRejected(s, 'atreides', { type: 'choam-trade', event: theirs.id, give: 'lasgun' }, 'NOT_HELD');
      s = act(s, 'choam', { type: 'choam-trade', event: mine.id, give: 'lasgun' }).state;
      expect(JSON.stringify(viewFor(s, 'atreides'))).to.not.include('lasgun');
      const r = act(s, 'atreides', { type: 'choam-trade', event: theirs.id, give: 'shield-1' });
      expect(r.state.factions.choam!.hand).to.have.members(['kulon', 'shield-1']);
      expect(r.state.factions.atreides!.hand).to.deep.equal(['lasgun']);
      const pub = r.events.filter((e) => e.visibleTo === undefined);
      expect(JSON.stringify(pub)).to.not.match(/lasgun|shield-1/);
      expect(r.events.filter((e) => e.type === 'card-traded').map((e) => e.visibleTo)).to.have.members(['choam', 'atreides']);
      // One trade a turn: the next phase's market offers none.
      expect(r.state.choam!.tradedTurn).to.equal(r.state.turn);
      expect(custodyProblems(r.state)).to.deep.equal([]);
    });

    it('CH.ally.trade: the card a trader put forward shows in its own private view until the trade settles, and in no other view', () => {
      let s = atMarket(['lasgun', 'kulon'], (x) => {
        x.alliances = [['atreides', 'choam']];
        setHand(x, 'atreides', ['shield-1']);
      });
      s = act(s, 'choam', { type: 'choam-market', event: decisionOf(s, 'choam-market', 'choam').id, sell: [], trade: true }).state;
      expect(viewFor(s, 'choam').private!.tradeOffer).to.equal(null);
      s = act(s, 'choam', { type: 'choam-trade', event: decisionOf(s, 'choam-trade', 'choam').id, give: 'lasgun' }).state;
      expect(viewFor(s, 'choam').private!.tradeOffer).to.deep.equal({ partner: 'atreides', give: 'lasgun' });
      for (const v of ['atreides', 'harkonnen', 'spectator'] as const) {
        expect(viewFor(s, v).private?.tradeOffer ?? null, v).to.equal(null);
        expect(JSON.stringify(viewFor(s, v)), v).to.not.include('lasgun');
      }
      // Settled, it shows no more (the cards have changed hands).
      const done = act(s, 'atreides', { type: 'choam-trade', event: decisionOf(s, 'choam-trade', 'atreides').id, give: 'shield-1' }).state;
      expect(viewFor(done, 'choam').private!.tradeOffer).to.equal(null);
      // The ally answering first sees its own card the same way, CHOAM nothing of it.
      let t = atMarket(['lasgun'], (x) => {
        x.alliances = [['atreides', 'choam']];
        setHand(x, 'atreides', ['shield-1']);
      });
      t = act(t, 'choam', { type: 'choam-market', event: decisionOf(t, 'choam-market', 'choam').id, sell: [], trade: true }).state;
      t = act(t, 'atreides', { type: 'choam-trade', event: decisionOf(t, 'choam-trade', 'atreides').id, give: 'shield-1' }).state;
      expect(viewFor(t, 'atreides').private!.tradeOffer).to.deep.equal({ partner: 'choam', give: 'shield-1' });
      expect(viewFor(t, 'choam').private!.tradeOffer).to.equal(null);
    });

    it('CH.ally.trade: nothing changes hands when either trader declines', () => {
      let s = atMarket(['lasgun'], (x) => {
        x.alliances = [['atreides', 'choam']];
        setHand(x, 'atreides', ['shield-1']);
      });
      s = act(s, 'choam', { type: 'choam-market', event: decisionOf(s, 'choam-market', 'choam').id, sell: [], trade: true }).state;
      s = act(s, 'choam', { type: 'choam-trade', event: decisionOf(s, 'choam-trade', 'choam').id, give: 'lasgun' }).state;
      const r = act(s, 'atreides', { type: 'choam-trade', event: decisionOf(s, 'choam-trade', 'atreides').id, give: null });
      expect(r.state.factions.choam!.hand).to.deep.equal(['lasgun']);
      expect(r.events.map((e) => e.type)).to.include('choam-trade-declined');
      expect(r.state.choam!.tradedTurn).to.equal(0);
    });
  });

  describe('Inflation', () => {
    const charityIn = (turn: number, inflation: ChoamState['inflation'], edit: (s: GameState) => void = () => {}) =>
      passKaramaWindows(
        enterPhase(base, 'choam-charity', (x) => {
          x.turn = turn;
          x.choam!.inflation = inflation;
          x.factions.choam!.spice = 0;
          x.factions.atreides!.spice = 0;
          x.factions['bene-gesserit']!.spice = 9;
          for (const f of THREE) setHand(x, f, []);
          edit(x);
        }),
      ).state;

    it('CH.inflation: Double next turn doubles the dividends and every charity, the Bene Gesserit 2 included', () => {
      let s = charityIn(4, { turn: 3, side: 'double' });
      expect(s.factions.choam!.spice).to.equal(12);
      const atreides = decisionOf(s, 'claim-charity', 'atreides');
      expect(atreides).to.include({ amount: 4 });
      s = act(s, 'atreides', { type: 'claim-charity', event: atreides.id, claim: true }).state;
      s = act(s, 'bene-gesserit', { type: 'claim-charity', event: decisionOf(s, 'claim-charity', 'bene-gesserit').id, claim: true }).state;
      expect(s.factions['bene-gesserit']!.spice).to.equal(9 + 4);
      expect(s.factions.choam!.spice).to.equal(12 - 8);
    });

    it('CH.inflation: the turn after, the other side cancels the charity and the dividends; then the token is gone', () => {
      const cancelled = enterPhase(base, 'choam-charity', (x) => {
        x.turn = 5;
        x.choam!.inflation = { turn: 3, side: 'double' };
        x.factions.choam!.spice = 0;
      });
      expect(cancelled.factions.choam!.spice).to.equal(0);
      expect(pendingDecisions(cancelled).filter((d) => d.kind === 'claim-charity')).to.deep.equal([]);
      const after = charityIn(6, { turn: 3, side: 'double' });
      expect(after.factions.choam!.spice).to.equal(6);
      const first = charityIn(4, { turn: 3, side: 'cancel' });
      expect(first.factions.choam!.spice).to.equal(0);
    });

    it('CH.inflation: no bribes while Double is face up, from the Mentat Pause it is placed in until it is flipped', () => {
      const s = charityIn(4, { turn: 3, side: 'double' });
      const r = applyAction(s, 'atreides', { type: 'bribe', to: 'bene-gesserit', amount: 1 });
      expect(r.ok).to.equal(false);
      if (!r.ok) expect(r.error.message).to.match(/CH\.inflation/);
      const later = charityIn(5, { turn: 3, side: 'double' }, (x) => {
        x.factions.atreides!.spice = 3;
      });
      expect(applyAction(later, 'atreides', { type: 'bribe', to: 'bene-gesserit', amount: 1 }).ok).to.equal(true);
    });

    it('CH.inflation: offered in every Mentat Pause while unplayed, placed once a game, flipped and removed in public', () => {
      let s = runMentatPause(atMentatPause(base, 2)).state;
      const d = decisionOf(s, 'choam-inflation', 'choam');
      const placed = act(s, 'choam', { type: 'choam-inflation', event: d.id, side: 'cancel' });
      expect(placed.events.find((e) => e.type === 'inflation-placed')).to.include({ side: 'cancel' });
      expect(placed.state.choam!.inflation).to.deep.equal({ turn: 2, side: 'cancel' });
      s = runMentatPause(atMentatPause(placed.state, 3)).state;
      expect(pendingDecisions(s).filter((x) => x.kind === 'choam-inflation')).to.deep.equal([]);
      const flipped = runMentatPause(atMentatPause(placed.state, 3)).events;
      expect(flipped.find((e) => e.type === 'inflation-flipped')).to.include({ side: 'double' });
      expect(runMentatPause(atMentatPause(placed.state, 4)).events.map((e) => e.type)).to.include('inflation-removed');
    });

    it('CH.karama-cancel: a Karama cancels the placement; the token stays unplayed for a later Mentat Pause', () => {
      const start = atMentatPause(base, 2);
      setHand(start, 'atreides', ['karama-1']);
      let s = runMentatPause(start).state;
      s = act(s, 'choam', { type: 'choam-inflation', event: decisionOf(s, 'choam-inflation', 'choam').id, side: 'double' }, { karama: 'open' }).state;
      s = cancelWith(s, 'atreides', 'karama-1', 'choam-inflation');
      const retake = decisionOf(s, 'choam-inflation', 'choam');
      expectRejected(s, 'choam', { type: 'choam-inflation', event: retake.id, side: 'double' }, 'NOT_ELIGIBLE');
      s = act(s, 'choam', { type: 'choam-inflation', event: retake.id, side: null }).state;
      expect(s.choam!.inflation).to.equal(null);
    });
  });
});
