// Richese (plugins/richese/): set-up, the cache as a pile of its own, and the cache lot of each Bidding phase with its
// once-around and silent auctions.
import { expect } from 'chai';
import { createGame, pendingDecisions, viewFor, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { FACTION_PROFILES } from '../../rooms/dune/factions/profiles.ts';
import { leadersOf } from '../../rooms/dune/factions/leaders.ts';
import { RICHESE_CACHE } from '../../rooms/dune/cards/sets/richese.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { checkGameState } from '../../schema/game-state.ts';
import type { BiddingRound } from '../../rooms/dune/phases/bidding/types.ts';
import { act, clearedBoard, expectRejected, passCardWindows, playSetup } from '../helpers/engine.ts';
import { place } from '../helpers/battle.ts';
import { fremenSpecialMet } from '../../rooms/dune/victory.ts';
import { enterPhase, setHand } from '../helpers/bidding.ts';
import { occupy } from '../helpers/homeworlds.ts';
import { answer, cacheLot, decisionOf, RICHESE_TABLE, richeseBidding } from '../helpers/richese.ts';

const CACHE = RICHESE_CACHE.map((c) => c.id);
const typed = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type).map(({ id: _id, ...e }) => e);
const row = (s: GameState) => (s.round as BiddingRound).row;

describe('Richese (plugins/richese/)', () => {
  it('RI.setup Richese starts with 5 spice, 20 forces in reserves, 2 free revivals and five leaders; its game plays the CHOAM & Richese cards', () => {
    expect(FACTION_PROFILES.richese).to.deep.include({ startingSpice: 5, forces: { regular: 20, elite: 0 }, startingForces: [], freeRevival: 2, handLimit: 4 });
    expect(leadersOf('richese').map((l) => [l.name, l.strength])).to.deep.equal([
      ['Ein Calimar', 5],
      ['Lady Helena', 4],
      ['Flinto Kinnis', 3],
      ['Haloa Rund', 2],
      ['Talis Balt', 2],
    ]);
    const game = createGame({ factions: RICHESE_TABLE, seed: 'ri-setup' });
    expect(game.config.cards).to.deep.equal(['base', 'richese']);
    expect(game.factions.richese!.reserves).to.deep.equal({ regular: 20, elite: 0 });
    const { state } = playSetup(game);
    expect(state.factions.richese!.spice).to.equal(5);
    expect(custodyProblems(state)).to.deep.equal([]);
  });

  it('RI.cache the ten cache cards are a pile of Richese’s own, never in the deck; every other seat sees how many, Richese which', () => {
    const game = createGame({ factions: RICHESE_TABLE, seed: 'ri-cache', cards: ['base', 'richese'] });
    expect(game.richese!.cache).to.deep.equal(CACHE);
    expect(game.decks.treachery.filter((c) => CACHE.includes(c))).to.deep.equal([]);
    expect(custodyProblems(game)).to.deep.equal([]);
    expect(checkGameState(JSON.parse(JSON.stringify(game))).ok).to.equal(true);
    expect(viewFor(game, 'richese').private!.richeseCache).to.deep.equal(CACHE);
    for (const viewer of ['atreides', 'spectator'] as const) {
      const view = viewFor(game, viewer);
      expect(view.richese).to.deep.include({ cache: 10, removed: [] });
      expect(view.private?.richeseCache ?? []).to.deep.equal([]);
      expect(JSON.stringify(view)).to.not.include('juice-of-sapho');
    }
    // Without Richese seated, the cache cards are shuffled into the deck as before.
    const without = createGame({ factions: ['atreides', 'harkonnen', 'emperor'], seed: 'ri-cache', cards: ['base', 'richese'] });
    expect(without.richese).to.equal(undefined);
    expect(CACHE.every((c) => without.decks.treachery.includes(c))).to.equal(true);
  });

  it('RI.cache-lot the row is dealt one card fewer than the bidders; the lot’s place is declared first, and a first lot is sold before the row', () => {
    let s = richeseBidding();
    expect(row(s)).to.have.length(3);
    expect(pendingDecisions(s).map((d) => d.kind)).to.deep.equal(['cache-position']);
    const declared = answer(s, 'cache-position', { at: 'first' });
    expect(typed(declared.events, 'cache-position-declared')).to.deep.equal([{ type: 'cache-position-declared', at: 'first' }]);
    s = declared.state;
    expect(viewFor(s, 'atreides').richese!.position).to.equal('first');
    expect(decisionOf(s, 'cache-lot').cards).to.deep.equal(CACHE);
    expect(viewFor(s, 'atreides').private!.decisions).to.deep.equal([]);
    s = answer(s, 'cache-lot', { card: 'stone-burner', method: 'silent' }).state;
    expect((s.round as BiddingRound).card).to.equal(0);
  });

  it('RI.cache-lot a lot declared last comes after the row’s last card; an empty cache makes no lot and a whole row', () => {
    const { state, events } = cacheLot(richeseBidding(), 'last', { card: 'karama-3', method: 'silent' });
    expect(typed(events, 'bought-in')).to.have.length(1);
    expect(typed(events, 'cache-lot-offered')[0]).to.include({ card: 'karama-3', method: 'silent' });
    expect(pendingDecisions(state).every((d) => d.kind === 'cache-sealed-bid')).to.equal(true);
    const empty = richeseBidding((s) => {
      s.richese!.removed = [...s.richese!.cache];
      s.richese!.cache = [];
    });
    expect(row(empty)).to.have.length(4);
    expect(pendingDecisions(empty)[0]!.kind).to.equal('bid');
  });

  it('RI.auction.once-around each other faction bids once or passes, from Richese’s neighbour in the direction chosen, Richese last; the buyer pays Richese', () => {
    const start = richeseBidding();
    const order = (start.round as BiddingRound).order;
    const right = [...order.slice(order.indexOf('richese') + 1), ...order.slice(0, order.indexOf('richese'))];
    let { state: s, events } = cacheLot(start, 'first', { card: 'mirror-weapon', method: 'once-around', direction: 'left' });
    expect(typed(events, 'cache-lot-offered')[0]).to.deep.equal({
      type: 'cache-lot-offered',
      card: 'mirror-weapon',
      method: 'once-around',
      direction: 'left',
      order: [...[...right].reverse(), 'richese'],
      by: 'richese',
    });
    const [first, second, third] = [...right].reverse();
    s = answer(s, 'cache-bid', { amount: 2 }, first).state;
    expect(viewFor(s, 'richese').richese!.lot).to.deep.include({ highBid: 2, highBidder: first });
    expectRejected(s, second!, { type: 'cache-bid', event: decisionOf(s, 'cache-bid').id, amount: 2 }, 'INVALID_CHOICE');
    s = answer(s, 'cache-bid', { amount: 4 }, second).state;
    s = answer(s, 'cache-bid', { amount: 0 }, third).state;
    const before = { richese: s.factions.richese!.spice, buyer: s.factions[second!]!.spice };
    const sold = answer(s, 'cache-bid', { amount: 0 }, 'richese');
    expect(typed(sold.events, 'cache-card-sold')[0]).to.include({ faction: second, card: 'mirror-weapon', price: 4, toRichese: 4 });
    expect(sold.state.factions.richese!.spice).to.equal(before.richese + 4);
    expect(sold.state.factions[second!]!.spice).to.equal(before.buyer - 4);
    expect(sold.state.factions[second!]!.hand).to.include('mirror-weapon');
    expect(sold.state.richese!.cache).to.not.include('mirror-weapon');
    expect(custodyProblems(sold.state)).to.deep.equal([]);
  });

  it('RI.auction.silent sealed bids stay secret until all are in, are revealed together, and a tie goes to the earliest in storm order', () => {
    let { state: s } = cacheLot(richeseBidding(), 'first', { card: 'stone-burner', method: 'silent' });
    const order = (s.round as BiddingRound).order;
    const [a, b, c] = order.filter((f) => f !== 'richese');
    s = answer(s, 'cache-sealed-bid', { amount: 5 }, b).state;
    // Nobody learns the amount, nor that it was handed in: every bidder is still listed as awaited.
    for (const viewer of [a!, c!, 'richese', 'spectator'] as const) expect(JSON.stringify(viewFor(s, viewer))).to.not.match(/"amount":5/);
    expect(viewFor(s, 'spectator').awaiting.filter((w) => w.kind === 'cache-sealed-bid')).to.have.length(4);
    s = answer(s, 'cache-sealed-bid', { amount: 5 }, a).state;
    s = answer(s, 'cache-sealed-bid', { amount: 3 }, c).state;
    const done = answer(s, 'cache-sealed-bid', { amount: 0 }, 'richese');
    expect(typed(done.events, 'cache-bids-revealed')[0]).to.deep.equal({ type: 'cache-bids-revealed', bids: { [a!]: 5, [b!]: 5, [c!]: 3, richese: 0 } });
    const first = order.indexOf(a!) < order.indexOf(b!) ? a : b;
    expect(typed(done.events, 'cache-card-sold')[0]).to.include({ faction: first, price: 5 });
  });

  it('RI.auction.silent with no bid Richese keeps the card or removes it from the game; with a full hand it is removed', () => {
    const silent = (edit: (s: GameState) => void = () => {}) => {
      let { state: s } = cacheLot(richeseBidding(edit), 'first', { card: 'ornithopter', method: 'silent' });
      for (const d of pendingDecisions(s).filter((x) => x.kind === 'cache-sealed-bid')) s = answer(s, 'cache-sealed-bid', { amount: 0 }, d.seat).state;
      return s;
    };
    const kept = answer(silent(), 'cache-unsold', { keep: true });
    expect(kept.state.factions.richese!.hand).to.include('ornithopter');
    expect(typed(kept.events, 'cache-card-unsold')).to.deep.equal([{ type: 'cache-card-unsold', card: 'ornithopter', kept: true }]);
    const removed = answer(silent(), 'cache-unsold', { keep: false });
    expect(removed.state.richese!.removed).to.deep.equal(['ornithopter']);
    expect(viewFor(removed.state, 'atreides').richese!.removed).to.deep.equal(['ornithopter']);
    expect(custodyProblems(removed.state)).to.deep.equal([]);
    const full = silent((s) => setHand(s, 'richese', ['shield-1', 'shield-2', 'shield-3', 'shield-4']));
    expect(pendingDecisions(full).map((d) => d.kind)).to.not.include('cache-unsold');
    expect(full.richese!.removed).to.deep.equal(['ornithopter']);
  });

  it('RI.cache-lot.payment Richese’s own purchase pays the Emperor; no bid goes beyond what the bidder can pay, Karama or not', () => {
    let { state: s } = cacheLot(
      richeseBidding((x) => setHand(x, 'atreides', ['karama-1'])),
      'first',
      { card: 'residual-poison', method: 'once-around', direction: 'right' },
    );
    const emperor = s.factions.emperor!.spice;
    for (let guard = 0; guard < 4; guard++) {
      const d = decisionOf(s, 'cache-bid');
      if (d.seat === 'atreides') {
        expect(d).to.not.have.property('karama');
        expectRejected(s, 'atreides', { type: 'cache-bid', event: d.id, amount: 11 }, 'INSUFFICIENT_SPICE');
      }
      s = act(s, d.seat, { type: 'cache-bid', event: d.id, amount: d.seat === 'richese' ? 3 : 0 }).state;
      if (d.seat === 'richese') break;
    }
    expect(s.factions.richese!.hand).to.include('residual-poison');
    expect(s.factions.richese!.spice).to.equal(7);
    expect(s.factions.emperor!.spice).to.equal(emperor + 3);
  });

  it('RI.cache-lot.payment a cache card bought by the Harkonnen brings their free card too', () => {
    let { state: s } = cacheLot(richeseBidding(), 'first', { card: 'distrans', method: 'silent' });
    const held = s.factions.harkonnen!.hand.length;
    for (const d of pendingDecisions(s).filter((x) => x.kind === 'cache-sealed-bid'))
      s = answer(s, 'cache-sealed-bid', { amount: d.seat === 'harkonnen' ? 2 : 0 }, d.seat).state;
    expect(s.factions.harkonnen!.hand).to.include('distrans');
    expect(s.factions.harkonnen!.hand.length).to.equal(held + 2);
    expect(custodyProblems(s)).to.deep.equal([]);
  });
});

describe('Richese on the board', () => {
  it('RI.tueks-sietch Richese forces in Tuek’s Sietch spoil the Fremen’s special victory, as the Harkonnen there do', () => {
    const s = clearedBoard({ factions: ['fremen', 'guild', 'richese'], seed: 'ri-tueks' });
    place(s, 'fremen', 'sietch-tabr', 13, 2);
    expect(fremenSpecialMet(s)).to.equal(true);
    place(s, 'richese', 'tueks-sietch', 4, 1);
    expect(fremenSpecialMet(s)).to.equal(false);
    expect(custodyProblems(s)).to.deep.equal([]);
  });
});

describe('Richese’s free actions', () => {
  /** Richese (holding a Karama card) and its ally the Atreides in the Advanced game, in the Shipment and Movement phase. */
  const board = (advanced = true) => {
    const s = structuredClone(playSetup(createGame({ factions: ['richese', 'atreides', 'harkonnen'], seed: 'ri-free', seating: 'listed', advanced })).state);
    s.alliances = [['atreides', 'richese']];
    for (const f of s.seating) {
      setHand(s, f, []);
      s.factions[f]!.spice = 10;
    }
    setHand(s, 'richese', ['karama-1']);
    return s;
  };
  const seenBy = (events: readonly GameEvent[], seat: string) =>
    events.filter((e) => e.visibleTo === undefined || e.visibleTo === seat).map(({ id: _id, ...e }) => e);

  it('RI.karama once a game Richese spends a Karama to take a card of its choice from its cache for 3 spice; nobody else learns which', () => {
    const s = board();
    const buy = (card: string) => passCardWindows(act(s, 'richese', { type: 'richese-karama-buy', card: 'karama-1', buy: card } as never));
    const a = buy('stone-burner');
    const b = buy('mirror-weapon');
    expect(a.state.factions.richese!.hand).to.deep.equal(['stone-burner']);
    expect(a.state.factions.richese!.spice).to.equal(7);
    expect(a.state.richese!.cache).to.have.length(9);
    expect(a.state.decks.treacheryDiscard).to.include('karama-1');
    expect(seenBy(a.events, 'richese').find((e) => e.type === 'cache-card-taken-card')).to.deep.equal({
      type: 'cache-card-taken-card',
      card: 'stone-burner',
      visibleTo: 'richese',
    });
    expect(a.events.find((e) => e.type === 'karama-power-used')).to.include({ faction: 'richese', card: 'karama-1', rule: 'RI.karama' });
    expect(custodyProblems(a.state)).to.deep.equal([]);
    for (const viewer of ['atreides', 'harkonnen', 'spectator'] as const) {
      expect(JSON.stringify(viewFor(a.state, viewer)), viewer).to.equal(JSON.stringify(viewFor(b.state, viewer)));
      expect(seenBy(a.events, viewer), viewer).to.deep.equal(seenBy(b.events, viewer));
    }
    expectRejected(s, 'richese', { type: 'richese-karama-buy', card: 'karama-1', buy: 'shield-1' } as never, 'NOT_HELD');
    const again = structuredClone(a.state);
    setHand(again, 'richese', ['karama-2']);
    expectRejected(again, 'richese', { type: 'richese-karama-buy', card: 'karama-2', buy: 'ornithopter' } as never, 'NOT_ELIGIBLE');
    const poor = board();
    poor.factions.richese!.spice = 2;
    expectRejected(poor, 'richese', { type: 'richese-karama-buy', card: 'karama-1', buy: 'ornithopter' } as never, 'INSUFFICIENT_SPICE');
    const basic = board(false);
    expectRejected(basic, 'richese', { type: 'richese-karama-buy', card: 'karama-1', buy: 'ornithopter' } as never, 'NOT_ELIGIBLE');
  });

  it('RI.ally.cards Richese gives its ally a Richese card from its hand; the table sees a card change hands, the allies which', () => {
    const s = board();
    setHand(s, 'richese', ['ornithopter', 'shield-1']);
    const r = act(s, 'richese', { type: 'richese-gift', card: 'ornithopter', to: 'atreides' } as never);
    expect(r.state.factions.atreides!.hand).to.deep.equal(['ornithopter']);
    expect(seenBy(r.events, 'harkonnen')).to.deep.equal([{ type: 'richese-card-given', to: 'atreides' }]);
    expect(seenBy(r.events, 'atreides').map((e) => e.type)).to.deep.equal(['richese-card-given', 'richese-card-given-card']);
    expectRejected(s, 'richese', { type: 'richese-gift', card: 'shield-1', to: 'atreides' } as never, 'NOT_HELD');
    expectRejected(s, 'richese', { type: 'richese-gift', card: 'ornithopter', to: 'harkonnen' } as never, 'INVALID_CHOICE');
    const full = structuredClone(s);
    setHand(full, 'atreides', ['shield-2', 'shield-3', 'shield-4', 'snooper-1']);
    expectRejected(full, 'richese', { type: 'richese-gift', card: 'ornithopter', to: 'atreides' } as never, 'OVER_LIMIT');
    const bidding = richeseBidding((x) => {
      x.alliances = [['atreides', 'richese']];
      setHand(x, 'richese', ['ornithopter']);
    });
    expectRejected(bidding, 'richese', { type: 'richese-gift', card: 'ornithopter', to: 'atreides' } as never, 'NOT_ELIGIBLE');
  });
});

describe('A Karama against Richese', () => {
  it('RI.karama-abilities.cache-lot a Karama cancels the cache lot as its place is declared: no card leaves the cache this turn, and the row stays as dealt', () => {
    const s = richeseBidding((x) => setHand(x, 'harkonnen', ['karama-1']));
    const d = decisionOf(s, 'cache-position');
    const windowed = act(s, 'richese', { type: 'cache-position', event: d.id, at: 'first' }, { karama: 'open' });
    const window = decisionOf(windowed.state, 'karama-window', 'harkonnen');
    expect(window.uses.map((u) => u.ability)).to.deep.equal(['richese-cache-lot']);
    let state = windowed.state;
    for (const w of pendingDecisions(state).filter((x) => x.kind === 'karama-window'))
      state = act(
        state,
        w.seat,
        { type: 'karama-window', event: w.id, cancel: w.seat === 'harkonnen' ? 'richese-cache-lot' : null, card: w.seat === 'harkonnen' ? 'karama-1' : null },
        { karama: 'open' },
      ).state;
    // The Karama discarded opens the Semuta Drug's window first (asked alike of every seat).
    state = passCardWindows({ state, events: [] }).state;
    const retake = decisionOf(state, 'cache-position');
    expect(retake.karamaCancelled).to.deep.equal(['richese-cache-lot']);
    const r = act(state, 'richese', { type: 'cache-position', event: retake.id, at: 'first' });
    expect(typed(r.events, 'cache-lot-cancelled')).to.have.length(1);
    expect(r.state.richese!.cache).to.have.length(10);
    expect(pendingDecisions(r.state).map((x) => x.kind)).to.not.include('cache-lot');
    expect(row(r.state)).to.have.length(3);
    expect(custodyProblems(r.state)).to.deep.equal([]);
  });
});

describe('The Black Market (Advanced)', () => {
  /** The Advanced Bidding phase entered with Richese holding a Worthless card and a Shield: its sale is asked first. */
  const market = () =>
    richeseBidding(
      (x) => {
        setHand(x, 'richese', ['baliset', 'shield-1']);
        setHand(x, 'atreides', []);
      },
      { advanced: true },
    );

  it('RI.black-market before the hands are declared Richese sells a concealed card, saying what it is; the Atreides see it, the others a claim; a sale pays Richese and the row is one card shorter', () => {
    const s = market();
    expect(s.round).to.equal(null);
    expect(pendingDecisions(s).map((d) => d.kind)).to.deep.equal(['black-market']);
    const offered = answer(s, 'black-market', { card: 'baliset', method: 'silent', claim: 'shield-1' });
    expect(typed(offered.events, 'black-market-offered')[0]).to.include({ method: 'silent', claim: 'shield-1' });
    const seen = offered.events.filter((e) => e.type === 'black-market-card-seen');
    expect(seen.map((e) => e.visibleTo)).to.deep.equal(['atreides']);
    expect(decisionOf(offered.state, 'cache-sealed-bid', 'atreides')).to.include({ card: 'baliset', claim: 'shield-1' });
    expect(decisionOf(offered.state, 'cache-sealed-bid', 'harkonnen')).to.include({ card: null, claim: 'shield-1' });
    expect(pendingDecisions(offered.state).some((d) => d.seat === 'richese')).to.equal(false);
    for (const viewer of ['harkonnen', 'emperor', 'spectator'] as const)
      expect(JSON.stringify(viewFor(offered.state, viewer)), viewer).to.not.include('baliset');
    // The card stays in Richese's hand, held for the sale: it may not be given away meanwhile.
    expect(offered.state.factions.richese!.hand).to.include('baliset');
    expect(custodyProblems(offered.state)).to.deep.equal([]);
    let t = offered.state;
    for (const d of pendingDecisions(t).filter((x) => x.kind === 'cache-sealed-bid'))
      t = answer(t, 'cache-sealed-bid', { amount: d.seat === 'harkonnen' ? 4 : 1 }, d.seat).state;
    expect(t.factions.harkonnen!.hand).to.include('baliset');
    expect(t.factions.richese!.hand).to.deep.equal(['shield-1']);
    expect(t.factions.richese!.spice).to.equal(14);
    // Declared and dealt after the sale: one card fewer for the sale, one for the cache lot.
    expect(row(t)).to.have.length(2);
    expect(custodyProblems(t)).to.deep.equal([]);
  });

  it('RI.black-market a Karama preventing the Atreides’ look keeps the Black Market card from them; Caladan’s occupier sees it (rules edition 8)', () => {
    const prevented = richeseBidding(
      (x) => {
        setHand(x, 'richese', ['baliset', 'shield-1']);
        x.karama.prevented.push({ ability: 'atreides-bidding', by: 'harkonnen' });
      },
      { advanced: true },
    );
    const blind = answer(prevented, 'black-market', { card: 'baliset', method: 'silent', claim: 'shield-1' });
    expect(blind.events.filter((e) => e.type === 'black-market-card-seen')).to.deep.equal([]);
    expect(typed(blind.events, 'prevention-used')).to.deep.equal([{ type: 'prevention-used', ability: 'atreides-bidding', by: 'harkonnen' }]);
    expect(decisionOf(blind.state, 'cache-sealed-bid', 'atreides')).to.include({ card: null, claim: 'shield-1' });
    expect(JSON.stringify(viewFor(blind.state, 'atreides'))).to.not.include('baliset');
    // Caladan's occupier sees the card as the Atreides do.
    const occupied = richeseBidding(
      (x) => {
        setHand(x, 'richese', ['baliset', 'shield-1']);
        occupy(x, 'caladan', 'harkonnen');
      },
      { advanced: true, modules: ['homeworlds'] },
    );
    const seen = answer(occupied, 'black-market', { card: 'baliset', method: 'silent', claim: 'shield-1' });
    expect(seen.events.filter((e) => e.type === 'black-market-card-seen').map((e) => e.visibleTo)).to.deep.equal(['atreides', 'harkonnen']);
    expect(decisionOf(seen.state, 'cache-sealed-bid', 'harkonnen')).to.include({ card: 'baliset' });
    expect(decisionOf(seen.state, 'cache-sealed-bid', 'emperor')).to.include({ card: null });
    // A game of rules edition 7 showed the card to the Atreides whatever was prevented.
    const earlier = richeseBidding(
      (x) => {
        setHand(x, 'richese', ['baliset', 'shield-1']);
        x.karama.prevented.push({ ability: 'atreides-bidding', by: 'harkonnen' });
      },
      { advanced: true, rules: 7 },
    );
    const old = answer(earlier, 'black-market', { card: 'baliset', method: 'silent', claim: 'shield-1' });
    expect(old.events.filter((e) => e.type === 'black-market-card-seen').map((e) => e.visibleTo)).to.deep.equal(['atreides']);
  });

  it('RI.auction.normal a Black Market card sold by the normal auction: the other bidders raise or pass round and round in storm order until all pass after the top bid', () => {
    let { state: t, events } = answer(market(), 'black-market', { card: 'baliset', method: 'normal', claim: 'shield-1' });
    const offered = events.find((e) => e.type === 'black-market-offered');
    if (offered?.type !== 'black-market-offered') throw new Error('no Black Market lot');
    const order = offered.order;
    expect(order).to.not.include('richese');
    const [a, b, c] = order as ['atreides', 'harkonnen', 'emperor'];
    expect(decisionOf(t, 'cache-bid', a)).to.include({ method: 'normal', highBid: 0 });
    t = answer(t, 'cache-bid', { amount: 1 }, a).state;
    t = answer(t, 'cache-bid', { amount: 2 }, b).state;
    t = answer(t, 'cache-bid', { amount: 0 }, c).state;
    // The first bidder is asked again: a pass earlier or a bid outbid does not end its part in a normal auction.
    t = answer(t, 'cache-bid', { amount: 3 }, a).state;
    t = answer(t, 'cache-bid', { amount: 0 }, b).state;
    const sold = answer(t, 'cache-bid', { amount: 0 }, c);
    expect(typed(sold.events, 'black-market-sold')[0]).to.include({ faction: a, price: 3, toRichese: 3 });
    expect(sold.state.factions[a]!.hand).to.include('baliset');
    expect(custodyProblems(sold.state)).to.deep.equal([]);
    // A cache card is never sold so.
    const lot = cacheLot(richeseBidding(), 'first', { card: 'ornithopter', method: 'silent' });
    expect(lot.state.richese!.lot!.method).to.equal('silent');
    const asked = answer(richeseBidding(), 'cache-position', { at: 'first' }).state;
    expectRejected(
      asked,
      'richese',
      { type: 'cache-lot', event: decisionOf(asked, 'cache-lot').id, card: 'ornithopter', method: 'normal' } as never,
      'INVALID_CHOICE',
    );
  });

  it('RI.black-market unsold, the card stays in Richese’s hand and the row is whole but for the cache lot; Richese may also sell nothing', () => {
    let { state: t } = answer(market(), 'black-market', { card: 'shield-1', method: 'once-around', direction: 'right', claim: null });
    const order = pendingDecisions(t)[0]!;
    expect(order.kind).to.equal('cache-bid');
    for (let guard = 0; guard < 5 && pendingDecisions(t).some((d) => d.kind === 'cache-bid'); guard++) t = answer(t, 'cache-bid', { amount: 0 }).state;
    expect(t.factions.richese!.hand).to.have.members(['baliset', 'shield-1']);
    expect(row(t)).to.have.length(3);
    const none = answer(market(), 'black-market', { card: null });
    expect(typed(none.events, 'black-market-unsold')).to.have.length(1);
    expect(row(none.state)).to.have.length(3);
    // In the Basic game there is no Black Market.
    expect(pendingDecisions(richeseBidding((x) => setHand(x, 'richese', ['baliset'])))[0]!.kind).to.equal('cache-position');
  });
});

describe('Richese, the homeworld (the Homeworlds variant)', () => {
  it('HW.richese.occupied the occupier of Richese chooses the cache card sold, and takes half (rounded down) of what Richese is paid for it', () => {
    const base = clearedBoard({ factions: RICHESE_TABLE, seed: 'ri-home', modules: ['homeworlds'] });
    occupy(base, 'richese', 'harkonnen', 2);
    const s = enterPhase(base, 'bidding');
    const declared = answer(s, 'cache-position', { at: 'first' }).state;
    const d = decisionOf(declared, 'cache-lot');
    expect(d.seat).to.equal('harkonnen');
    expect(viewFor(declared, 'harkonnen').private!.decisions.find((x) => x.kind === 'cache-lot')).to.deep.include({ cards: CACHE });
    let t = answer(declared, 'cache-lot', { card: 'stone-burner', method: 'silent' }, 'harkonnen').state;
    expect(t.richese!.lot).to.include({ chosenBy: 'harkonnen' });
    const before = { richese: t.factions.richese!.spice, harkonnen: t.factions.harkonnen!.spice };
    const bids: Record<string, number> = { atreides: 5, emperor: 0, harkonnen: 0, richese: 0 };
    let events: GameEvent[] = [];
    for (const x of pendingDecisions(t).filter((y) => y.kind === 'cache-sealed-bid')) {
      const r = answer(t, 'cache-sealed-bid', { amount: bids[x.seat] ?? 0 }, x.seat);
      t = r.state;
      events = [...events, ...r.events];
    }
    expect(typed(events, 'cache-income-shared')).to.deep.equal([{ type: 'cache-income-shared', faction: 'harkonnen', amount: 2 }]);
    expect(t.factions.richese!.spice).to.equal(before.richese + 3);
    expect(t.factions.harkonnen!.spice).to.equal(before.harkonnen + 2);
    expect(custodyProblems(t)).to.deep.equal([]);
  });
});

describe('A Karama against the Black Market', () => {
  it('RI.karama-abilities.black-market a Karama cancels a Black Market sale as it is offered: nothing is sold this turn and the card stays in Richese’s hand, unseen', () => {
    const s = richeseBidding(
      (x) => {
        setHand(x, 'richese', ['baliset']);
        setHand(x, 'emperor', ['karama-1']);
      },
      { advanced: true },
    );
    const d = decisionOf(s, 'black-market');
    const offered = act(s, 'richese', { type: 'black-market', event: d.id, card: 'baliset', method: 'silent', claim: null }, { karama: 'open' });
    let state = offered.state;
    expect(decisionOf(state, 'karama-window', 'emperor').uses.map((u) => u.ability)).to.deep.equal(['richese-black-market']);
    // The window shows the ability, never the card offered (rules edition 7).
    expect(offered.events.find((e) => e.type === 'karama-window-opened')).to.include({ attempt: null });
    expect(JSON.stringify(viewFor(state, 'emperor'))).to.not.include('baliset');
    const events: GameEvent[] = [];
    for (const w of pendingDecisions(state).filter((x) => x.kind === 'karama-window')) {
      const r = act(
        state,
        w.seat,
        { type: 'karama-window', event: w.id, cancel: w.seat === 'emperor' ? 'richese-black-market' : null, card: w.seat === 'emperor' ? 'karama-1' : null },
        { karama: 'open' },
      );
      state = r.state;
      events.push(...r.events);
    }
    const passed = passCardWindows({ state, events });
    expect(typed(passed.events, 'black-market-unsold')).to.have.length(1);
    expect(passed.state.factions.richese!.hand).to.deep.equal(['baliset']);
    expect(passed.state.richese!.lot).to.equal(undefined);
    for (const viewer of ['atreides', 'harkonnen', 'emperor', 'spectator'] as const)
      expect(JSON.stringify(viewFor(passed.state, viewer)), viewer).to.not.include('baliset');
    expect(custodyProblems(passed.state)).to.deep.equal([]);
  });
});
