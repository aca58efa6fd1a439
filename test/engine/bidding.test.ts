import { expect } from 'chai';
import { pendingDecisions, viewFor, CLASSIC_FACTIONS, type Faction, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { botAnswer } from '../../rooms/dune/bots/index.ts';
import { BASE_TREACHERY_DECK } from '../../rooms/dune/cards/treachery.ts';
import { drawTreacheryCards } from '../../rooms/dune/cards/deck.ts';
import type { BidDecision, BiddingRound, BiddingRoundView } from '../../rooms/dune/phases/bidding/types.ts';
import { biddingActionSchemas } from '../../schema/actions/bidding.ts';
import { act, expectRejected } from '../helpers/engine.ts';
import { afterSetup, allTreachery, enterPhase, fillHand, giveCard, setHand } from '../helpers/bidding.ts';
import type { TreacheryCardId } from '../../rooms/dune/types.ts';

const ALL: Faction[] = [...CLASSIC_FACTIONS];
// Listed seating: markers atreides 4, bene-gesserit 7, emperor 10, fremen 13, harkonnen 16, guild 1.
const SIX = afterSetup(ALL, 'bidding');
const BOX = BASE_TREACHERY_DECK.map((c) => c.id).sort();

/** Bidding entered on a copy of `from`: Atreides is First Player and everyone holds 10 spice, then `edit`. */
function bidding(edit: (s: GameState) => void = () => {}, from: GameState = SIX): GameState {
  return enterPhase(from, 'bidding', (s) => {
    s.firstPlayer = s.seating.includes('atreides') ? 'atreides' : s.seating[0]!;
    for (const f of s.seating) s.factions[f]!.spice = 10;
    edit(s);
  });
}

function round(s: GameState): BiddingRound {
  return s.round as BiddingRound;
}

function current(s: GameState): BidDecision {
  const d = pendingDecisions(s)[0];
  if (d?.kind !== 'bid') throw new Error(`no bid pending (${d?.kind})`);
  return d;
}

function bid(s: GameState, amount: number, karama?: TreacheryCardId): { state: GameState; events: GameEvent[] } {
  const d = current(s);
  return act(s, d.seat, karama === undefined ? { type: 'bid', event: d.id, amount } : { type: 'bid', event: d.id, amount, karama });
}

/** Everyone to bid passes until the current card is resolved. */
function passRound(s: GameState): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const card = round(s).card;
  while (s.phase === 'bidding' && round(s).card === card && pendingDecisions(s)[0]?.kind === 'bid') {
    const r = bid(s, 0);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

const publicEvents = (events: GameEvent[]) => events.filter((e) => e.visibleTo === undefined);

describe('engine: Bidding (rules 1.04, 2.01.05, 2.03.04, 2.05.07–08, 3.01.11.04)', () => {
  it('1.04.01 DECLARATION: hand sizes are announced publicly before bidding', () => {
    const s = bidding((g) => fillHand(g, 'fremen', 3));
    const view = viewFor(s, 'spectator').round as BiddingRoundView;
    expect(view.declared).to.deep.equal({ atreides: 1, 'bene-gesserit': 1, emperor: 1, fremen: 3, harkonnen: 2, guild: 1 });
    expect(view.order).to.deep.equal(['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild']);
  });

  it('1.04.02 MAX HAND SIZE: 4 cards; 2.05.07 Harkonnen 8 — only players below it are dealt a card', () => {
    const s = bidding((g) => {
      fillHand(g, 'atreides', 4);
      fillHand(g, 'harkonnen', 7);
    });
    expect(round(s).dealt).to.equal(5);
    const full = bidding((g) => fillHand(g, 'harkonnen', 8));
    expect(round(full).dealt).to.equal(5);
  });

  it('2.05.07 TRAMENDOUSLY TREACHEROUS: Harkonnen with 4–7 cards may still bid, with 8 must pass', () => {
    let s = bidding((g) => {
      g.firstPlayer = 'harkonnen';
      fillHand(g, 'harkonnen', 7);
    });
    expect(current(s)).to.include({ seat: 'harkonnen', eligible: true });
    s = bid(s, 1).state;
    s = bidding((g) => {
      g.firstPlayer = 'fremen';
      fillHand(g, 'harkonnen', 8);
    });
    s = bid(s, 1).state; // fremen opens
    expect(current(s)).to.include({ seat: 'harkonnen', eligible: false });
  });

  it('1.04.03 INELIGIBLE: a full hand is asked but must pass; a bid is NOT_ELIGIBLE and changes nothing', () => {
    let s = bidding((g) => fillHand(g, 'bene-gesserit', 4));
    s = bid(s, 1).state; // atreides
    const d = current(s);
    expect(d).to.include({ seat: 'bene-gesserit', eligible: false });
    expectRejected(s, 'bene-gesserit', { type: 'bid', event: d.id, amount: 2 }, 'NOT_ELIGIBLE');
    s = bid(s, 0).state;
    expect(current(s).seat).to.equal('emperor');
    expect(legalAnswer(d)).to.deep.equal({ type: 'bid', event: d.id, amount: 0 });
  });

  it('1.04.03 INELIGIBLE: when every hand is full no card is dealt and the phase ends at once', () => {
    const s = bidding((g) => {
      for (const f of g.seating) fillHand(g, f, f === 'harkonnen' ? 8 : 4);
    });
    expect(s.phase).to.not.equal('bidding');
    expect(allTreachery(s)).to.deep.equal(BOX);
  });

  it('1.04.04 noninterference: games differing only in the hidden cards look the same to everyone but Atreides and the buyer', () => {
    const swapFirst = (g: GameState) => {
      const [a, b] = [g.decks.treachery[0]!, g.decks.treachery[10]!];
      g.decks.treachery[0] = b;
      g.decks.treachery[10] = a;
    };
    const play = (edit: (g: GameState) => void) => {
      let s = bidding(edit);
      const events: GameEvent[] = [];
      for (const amount of [0, 2, 0, 0, 0, 0, 0]) {
        const r = bid(s, amount);
        s = r.state;
        events.push(...r.events);
      }
      return { s, events };
    };
    const x = play(() => {});
    const y = play(swapFirst);
    expect(round(x.s).card).to.equal(2);
    for (const viewer of ['spectator', 'emperor', 'fremen', 'harkonnen', 'guild'] as const)
      expect(viewFor(x.s, viewer), viewer).to.deep.equal(viewFor(y.s, viewer));
    const seenBy = (events: GameEvent[], viewer: Faction) => events.filter((e) => e.visibleTo === undefined || e.visibleTo === viewer);
    expect(seenBy(x.events, 'emperor')).to.deep.equal(seenBy(y.events, 'emperor'));
    expect(viewFor(x.s, 'bene-gesserit')).to.not.deep.equal(viewFor(y.s, 'bene-gesserit'));
  });

  it('1.04.04 DEALER: one card per eligible player from the top of the deck, face down', () => {
    const s = bidding();
    const top6 = SIX.decks.treachery.slice(0, 6);
    expect(round(s).row).to.deep.equal(top6);
    expect(s.decks.treachery).to.deep.equal(SIX.decks.treachery.slice(6));
    expect(allTreachery(s)).to.deep.equal(BOX);
    // Only the count is public.
    const view = viewFor(s, 'spectator');
    expect(view.round).to.include({ dealt: 6, remaining: 6, card: 1 });
    for (const viewer of ['spectator', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild'] as const) {
      const text = JSON.stringify(viewFor(s, viewer));
      for (const card of top6) expect(text, `${viewer} sees ${card}`).to.not.include(`"${card}"`);
    }
  });

  it('0.06 TREACHERY DECK: when the deck runs out while dealing, the discard pile is reshuffled to restock it', () => {
    const s = enterPhase(SIX, 'bidding', (g) => {
      g.firstPlayer = 'atreides';
      // Two cards left in the deck, the rest discarded.
      g.decks.treacheryDiscard = g.decks.treachery.splice(2);
    });
    const r = round(s);
    expect(r.dealt).to.equal(6);
    expect(r.row.slice(0, 2)).to.deep.equal(SIX.decks.treachery.slice(0, 2));
    expect(s.decks.treacheryDiscard).to.deep.equal([]);
    expect(allTreachery(s)).to.deep.equal(BOX);
    // Reshuffled through the seeded RNG: the same game reshuffles the same way.
    const again = enterPhase(SIX, 'bidding', (g) => {
      g.firstPlayer = 'atreides';
      g.decks.treacheryDiscard = g.decks.treachery.splice(2);
    });
    expect(round(again).row).to.deep.equal(r.row);
    // Deck and discard both running dry: fewer cards come out, and nothing is invented.
    const dry = structuredClone(SIX);
    dry.decks.treacheryDiscard = dry.decks.treachery.splice(2, 1);
    dry.decks.treachery.splice(2); // (out of play for this check only)
    const drawn = drawTreacheryCards(dry, 5);
    expect(drawn.cards).to.deep.equal([...SIX.decks.treachery.slice(0, 3)]);
    expect(drawn.reshuffled).to.equal(1);
    expect(dry.decks.treachery).to.deep.equal([]);
  });

  it('1.04.05 AUCTION: the first card in the row is up for bid', () => {
    const s = bidding();
    expect(round(s).card).to.equal(1);
    expect(current(s)).to.include({ seat: 'atreides', card: 1, highBid: 0, highBidder: null });
  });

  it('1.04.06 BIDDING: the First Player opens; if not eligible, the next eligible player to the right', () => {
    expect(current(bidding()).seat).to.equal('atreides');
    const s = bidding((g) => {
      g.firstPlayer = 'fremen';
      fillHand(g, 'fremen', 4);
      fillHand(g, 'harkonnen', 8);
    });
    expect(current(s).seat).to.equal('guild');
    expect(round(s).order.slice(0, 3)).to.deep.equal(['fremen', 'harkonnen', 'guild']);
  });

  it('1.04.06.01 the procedure: bids go round to the right until a top bid stands and all others have passed', () => {
    let s = bidding();
    const seats: Faction[] = [];
    for (const amount of [1, 2, 0, 3, 0, 0, 0, 0, 0]) {
      seats.push(current(s).seat);
      s = bid(s, amount).state;
    }
    // atreides 1, bg 2, emperor passes, fremen 3; then harkonnen, guild, atreides, bg and emperor (asked again
    // although it passed before) all pass → fremen buys for 3.
    expect(seats).to.deep.equal(['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild', 'atreides', 'bene-gesserit', 'emperor']);
    expect(s.factions.fremen!.spice).to.equal(7);
    expect(s.factions.fremen!.hand).to.have.length(2);
    expect(round(s).card).to.equal(2);
  });

  it('1.04.06.02 the opener bids 1 or more or passes; each next bid must beat the top bid (INVALID_CHOICE)', () => {
    let s = bidding();
    const opener = current(s);
    expectRejected(s, 'atreides', { type: 'bid', event: opener.id, amount: -1 }, 'INVALID_CHOICE');
    s = bid(s, 3).state;
    const d = current(s);
    expect(d).to.include({ seat: 'bene-gesserit', highBid: 3, highBidder: 'atreides' });
    expectRejected(s, 'bene-gesserit', { type: 'bid', event: d.id, amount: 3 }, 'INVALID_CHOICE');
    expectRejected(s, 'bene-gesserit', { type: 'bid', event: d.id, amount: 2 }, 'INVALID_CHOICE');
    expectRejected(s, 'bene-gesserit', { type: 'bid', event: d.id, amount: 0, karama: 'karama-1' }, 'INVALID_CHOICE');
    expect(bid(s, 4).state.round).to.include({ highBid: 4, highBidder: 'bene-gesserit' });
  });

  it('1.04.06.03 Buying A Card: the top bidder pays the bank and alone learns the card', () => {
    const g = afterSetup(['atreides', 'fremen', 'guild'], 'buy');
    let s = bidding(() => {}, g);
    const card = round(s).row[0]!;
    s = bid(s, 4).state; // atreides
    s = bid(s, 0).state; // fremen
    const r = bid(s, 0); // guild → atreides buys
    s = r.state;
    expect(s.factions.atreides!.spice).to.equal(6);
    expect(s.factions.atreides!.hand).to.include(card);
    const bought = r.events.find((e) => e.type === 'card-bought')!;
    expect(bought).to.include({ faction: 'atreides', card: 1, price: 4, toBank: 4, toEmperor: 0, karama: false });
    expect(bought.visibleTo).to.equal(undefined);
    const received = r.events.filter((e) => e.type === 'card-received');
    expect(received).to.have.length(1);
    expect(received[0]).to.include({ visibleTo: 'atreides', card });
    expect(JSON.stringify(publicEvents(r.events))).to.not.include(card);
    expect(allTreachery(s)).to.deep.equal(BOX);
  });

  it('1.04.06.04 Bid Limit: no bid beyond the spice one holds (INSUFFICIENT_SPICE, state unchanged)', () => {
    const s = bidding((g) => {
      g.factions.atreides!.spice = 3;
      setHand(g, 'atreides', ['shield-1']);
    });
    const d = current(s);
    expect(d).to.include({ maxBid: 3, karama: null });
    expectRejected(s, 'atreides', { type: 'bid', event: d.id, amount: 4 }, 'INSUFFICIENT_SPICE');
    expect(bid(s, 3).state.round).to.include({ highBid: 3 });
  });

  it('1.04.06.04 Bid Limit: the legal and thinking answers bid no more than the seat holds as it answers, though the question offered more when it opened', () => {
    const s = bidding((g) => setHand(g, 'atreides', ['shield-1']));
    const d = current(s);
    expect(d).to.include({ maxBid: 10 });
    // A payment since the question opened (set here directly): 2 spice left.
    const poorer = structuredClone(s);
    poorer.factions.atreides!.spice = 2;
    poorer.round = { ...round(poorer), highBid: 2, highBidder: 'guild' };
    const asked = { ...d, highBid: 2, highBidder: 'guild' as const };
    const view = viewFor(poorer, 'atreides');
    for (let pick = 0; pick < 8; pick++) {
      const answer = legalAnswer(asked, pick, view) as { amount: number };
      expect(answer.amount, `pick ${pick}`).to.equal(0);
      act(poorer, 'atreides', answer as never);
    }
    expect(botAnswer('brutal', view, asked)).to.deep.include({ amount: 0 });
  });

  it('1.04.06.05 Time Limit is not modelled: a seat is asked until it answers', () => {
    const s = bidding();
    expect(pendingDecisions(s)).to.have.length(1);
    expect(viewFor(s, 'spectator').awaiting).to.deep.equal([{ seat: 'atreides', kind: 'bid', id: current(s).id }]);
  });

  it('1.04.07 NEXT STARTING BIDDER: the first eligible player right of the previous opener opens the next card', () => {
    let s = bidding((g) => fillHand(g, 'bene-gesserit', 4));
    s = bid(s, 1).state; // atreides opens card 1
    s = passRound(s).state; // atreides buys
    expect(round(s).card).to.equal(2);
    // bene-gesserit (right of atreides) is full: emperor opens card 2.
    expect(current(s).seat).to.equal('emperor');
    expect(round(s).opener).to.equal('emperor');
  });

  it('1.04.08 END OF BIDDING: every card is auctioned, then the phase ends', () => {
    let s = bidding();
    let sales = 0;
    while (s.phase === 'bidding') {
      s = bid(s, 1).state;
      s = passRound(s).state;
      sales += 1;
    }
    expect(sales).to.equal(6);
    expect(s.phase).to.not.equal('bidding');
    expect(allTreachery(s)).to.deep.equal(BOX);
  });

  it('1.04.09 BOUGHT-IN: a card everyone passes goes back on top of the deck with the rest, in dealt order', () => {
    let s = bidding();
    const row = [...round(s).row];
    s = bid(s, 1).state;
    s = passRound(s).state; // card 1 sold to atreides
    const r = passRound(s); // card 2: everybody passes
    s = r.state;
    expect(r.events.find((e) => e.type === 'bought-in')).to.include({ card: 2, returned: 5 });
    expect(s.decks.treachery.slice(0, 5)).to.deep.equal(row.slice(1));
    expect(s.phase).to.not.equal('bidding');
    expect(r.events.find((e) => e.type === 'bidding-over')).to.include({ sold: 1, returned: 5 });
  });

  it("1.04.10 TRANSPARENCY and 1.11.02 HIDDEN HAND: hand sizes are in everyone's view of the round, kept current", () => {
    let s = bidding();
    s = bid(s, 1).state;
    s = passRound(s).state;
    const view = viewFor(s, 'fremen').round as BiddingRoundView;
    expect(view.hands).to.deep.equal({ atreides: 2, 'bene-gesserit': 1, emperor: 1, fremen: 1, harkonnen: 2, guild: 1 });
    expect(view.declared.atreides).to.equal(1);
    expect(view).to.include({ sold: 1, remaining: 5, card: 2 });
  });

  it('1.11.02 HIDDEN HAND: hand sizes are public during bidding only', () => {
    const during = viewFor(bidding(), 'spectator');
    expect((during.round as BiddingRoundView).hands).to.have.property('harkonnen', 2);
    const outside = viewFor(enterPhase(SIX, 'choam-charity'), 'spectator');
    expect(JSON.stringify(outside)).to.not.include('"hands"');
  });

  it('2.01.05 Atreides sees the card up for bid, through its private view only; nobody else ever does', () => {
    let s = bidding();
    const [first, second] = round(s).row;
    expect(viewFor(s, 'atreides').private!.round).to.deep.include({ cardUp: first });
    for (const viewer of ['spectator', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild'] as const) {
      const view = viewFor(s, viewer);
      expect(JSON.stringify(view)).to.not.include(`"${first}"`);
      if (view.private) expect(view.private.round).to.deep.include({ cardUp: null });
    }
    const events: GameEvent[] = [];
    for (const amount of [0, 2, 0, 0, 0, 0, 0]) {
      const r = bid(s, amount);
      s = r.state;
      events.push(...r.events);
    }
    // Bene Gesserit bought card 1; only it is told which card it was.
    expect(events.filter((e) => JSON.stringify(e).includes(`"${first}"`)).map((e) => e.visibleTo)).to.deep.equal(['bene-gesserit']);
    expect(viewFor(s, 'atreides').private!.round).to.deep.include({ cardUp: second });
  });

  it('2.03.04 PAYMENT FOR TREACHERY: another faction pays the Emperor; the Emperor himself pays the bank', () => {
    let s = bidding();
    s = bid(s, 0).state; // atreides
    s = bid(s, 5).state; // bene-gesserit
    const r = passRound(s);
    s = r.state;
    expect(s.factions['bene-gesserit']!.spice).to.equal(5);
    expect(s.factions.emperor!.spice).to.equal(15);
    expect(r.events.find((e) => e.type === 'card-bought')).to.include({ toEmperor: 5, toBank: 0 });
    // Card 2 opens with bene-gesserit; the Emperor buys it himself.
    s = bid(s, 0).state;
    s = bid(s, 7).state; // emperor
    s = passRound(s).state;
    expect(s.factions.emperor!.spice).to.equal(8);
  });

  it('2.03.05 FAIR MARKET: the Emperor receives the full price bid', () => {
    let s = bidding((g) => (g.factions.fremen!.spice = 30));
    for (const amount of [0, 0, 0, 23]) s = bid(s, amount).state;
    s = passRound(s).state;
    expect(s.factions.fremen!.spice).to.equal(7);
    expect(s.factions.emperor!.spice).to.equal(33);
  });

  it('2.05.08 TOP CARD: Harkonnen draws a free card after buying, never beyond 8 cards', () => {
    let s = bidding((g) => (g.firstPlayer = 'harkonnen'));
    const top = s.decks.treachery[0]!;
    s = bid(s, 2).state; // harkonnen opens card 1
    const r = passRound(s);
    s = r.state;
    expect(s.factions.harkonnen!.hand).to.have.length(4);
    expect(s.factions.harkonnen!.hand).to.include(top);
    expect(r.events.find((e) => e.type === 'top-card-drawn')).to.include({ faction: 'harkonnen' });
    expect(r.events.filter((e) => e.type === 'card-received').map((e) => e.visibleTo)).to.deep.equal(['harkonnen', 'harkonnen']);
    expect(JSON.stringify(publicEvents(r.events))).to.not.include(`"${top}"`);
    // At 7 cards the purchase makes 8: no free card.
    let full = bidding((g) => {
      g.firstPlayer = 'harkonnen';
      fillHand(g, 'harkonnen', 7);
    });
    full = bid(full, 1).state;
    const f = passRound(full);
    expect(f.state.factions.harkonnen!.hand).to.have.length(8);
    expect(f.events.some((e) => e.type === 'top-card-drawn')).to.equal(false);
    expect(allTreachery(f.state)).to.deep.equal(BOX);
  });

  it("3.01.11.04 Karama: bid beyond one's spice without revealing it, then buy the card for free (Karama discarded)", () => {
    let s = bidding((g) => {
      g.factions.atreides!.spice = 2;
      setHand(g, 'atreides', ['karama-1']);
    });
    const d = current(s);
    expect(d).to.include({ maxBid: 2, karama: 'karama-1' });
    // Without naming the Karama the limit holds; naming a card not held is NOT_HELD.
    expectRejected(s, 'atreides', { type: 'bid', event: d.id, amount: 9 }, 'INSUFFICIENT_SPICE');
    expectRejected(s, 'atreides', { type: 'bid', event: d.id, amount: 9, karama: 'karama-2' }, 'NOT_HELD');
    expectRejected(s, 'atreides', { type: 'bid', event: d.id, amount: 9, karama: 'shield-1' }, 'NOT_HELD');
    const made = bid(s, 9, 'karama-1');
    s = made.state;
    // Secret until the purchase: neither the public events nor other views mention it.
    expect(JSON.stringify(publicEvents(made.events))).to.not.include('karama');
    expect(JSON.stringify(viewFor(s, 'emperor'))).to.not.include('karama-1');
    const r = passRound(s);
    s = r.state;
    expect(s.factions.atreides!.spice).to.equal(2);
    expect(s.factions.emperor!.spice).to.equal(10);
    expect(s.factions.atreides!.hand).to.not.include('karama-1');
    expect(s.factions.atreides!.hand).to.have.length(1);
    expect(s.decks.treacheryDiscard).to.deep.equal(['karama-1']);
    expect(r.events.find((e) => e.type === 'karama-played')).to.include({ faction: 'atreides', card: 'karama-1' });
    expect(r.events.find((e) => e.type === 'card-bought')).to.include({ price: 9, karama: true, toBank: 0, toEmperor: 0 });
    expect(allTreachery(s)).to.deep.equal(BOX);
  });

  it("3.01.11.04 Karama within one's spice also buys for free; outbid, the Karama stays hidden in hand", () => {
    let s = bidding((g) => setHand(g, 'atreides', ['karama-2']));
    s = bid(s, 3, 'karama-2').state;
    s = bid(s, 4).state; // bene-gesserit outbids
    s = passRound(s).state;
    expect(s.factions.atreides!.hand).to.deep.equal(['karama-2']);
    expect(s.factions['bene-gesserit']!.spice).to.equal(6);
    s = bidding((g) => setHand(g, 'atreides', ['karama-2']));
    s = bid(s, 3, 'karama-2').state;
    s = passRound(s).state;
    expect(s.factions.atreides!.spice).to.equal(10);
    expect(s.decks.treacheryDiscard).to.deep.equal(['karama-2']);
  });

  it("1.10.02.05 allies may pay for each other's cards: the offer raises the bid limit and the ally pays the excess", () => {
    let s = bidding((g) => {
      g.alliances = [['atreides', 'fremen']];
      g.factions.atreides!.spice = 3;
      g.factions.fremen!.spice = 6;
      setHand(g, 'atreides', ['shield-1']);
    });
    const offers = pendingDecisions(s);
    expect(offers.map((d) => [d.seat, d.kind])).to.deep.equal([
      ['atreides', 'offer-bid-support'],
      ['fremen', 'offer-bid-support'],
    ]);
    const fremenOffer = offers[1]!;
    expectRejected(s, 'fremen', { type: 'offer-bid-support', event: fremenOffer.id, amount: 7 }, 'INSUFFICIENT_SPICE');
    let r = act(s, 'fremen', { type: 'offer-bid-support', event: fremenOffer.id, amount: 4 });
    expect(r.events.find((e) => e.type === 'bid-support-offered')).to.include({ visibleTo: 'atreides', amount: 4 });
    s = act(r.state, 'atreides', { type: 'offer-bid-support', event: offers[0]!.id, amount: 0 }).state;
    expect(viewFor(s, 'atreides').private!.round).to.deep.include({ allySupport: 4 });
    expect(JSON.stringify(viewFor(s, 'spectator').round)).to.not.include('support');
    const d = current(s);
    expect(d).to.include({ seat: 'atreides', maxBid: 7 });
    expectRejected(s, 'atreides', { type: 'bid', event: d.id, amount: 8 }, 'INSUFFICIENT_SPICE');
    s = bid(s, 7).state;
    r = passRound(s);
    s = r.state;
    expect(s.factions.atreides!.spice).to.equal(0);
    expect(s.factions.fremen!.spice).to.equal(2);
    expect(s.factions.emperor!.spice).to.equal(17);
    expect(r.events.find((e) => e.type === 'card-bought')).to.include({ allyPaid: 4, toEmperor: 7 });
    expect(viewFor(s, 'atreides').private!.round).to.deep.include({ allySupport: 0 });
  });

  it("1.10.02.05 spice offered for an ally's cards is set aside when offered (rules edition 3): the ally counts on all of it whatever its maker spends, its maker cannot spend it otherwise, and what is left comes back as the phase ends", () => {
    const offered = (rules?: number) => {
      let s = bidding((g) => {
        g.alliances = [['atreides', 'fremen']];
        g.factions.atreides!.spice = 3;
        g.factions.fremen!.spice = 6;
        if (rules !== undefined) g.config = { ...g.config, rules };
      });
      const [mine, theirs] = pendingDecisions(s);
      s = act(s, 'fremen', { type: 'offer-bid-support', event: theirs!.id, amount: 4 }).state;
      return act(s, 'atreides', { type: 'offer-bid-support', event: mine!.id, amount: 0 }).state;
    };
    let s = offered();
    expect(s.factions.fremen!.spice, 'set aside').to.equal(2);
    expect(viewFor(s, 'fremen').private!.round).to.deep.include({ offeredSupport: 4 });
    expectRejected(s, 'fremen', { type: 'bribe', to: 'harkonnen', amount: 3 }, 'INSUFFICIENT_SPICE');
    s = act(s, 'fremen', { type: 'bribe', to: 'harkonnen', amount: 2 }).state;
    // The maker spent all it had left: the offer stands whole, and the ally learns nothing of its spice.
    expect(viewFor(s, 'atreides').private!.round).to.deep.include({ allySupport: 4 });
    expect(current(s)).to.include({ seat: 'atreides', maxBid: 7 });
    s = bid(s, 5).state;
    s = passRound(s).state;
    expect([s.factions.atreides!.spice, s.factions.fremen!.spice]).to.deep.equal([0, 0]);
    while (s.phase === 'bidding' && pendingDecisions(s)[0]?.kind === 'bid') s = bid(s, 0).state;
    expect(s.phase).to.not.equal('bidding');
    expect(s.factions.fremen!.spice, 'the 2 left of the offer came back').to.equal(2);
    // Rules edition 2: the offer stayed in the maker's spice, and what the ally could use showed what the maker held.
    let old = offered(2);
    expect(old.factions.fremen!.spice).to.equal(6);
    old = act(old, 'fremen', { type: 'bribe', to: 'harkonnen', amount: 3 }).state;
    expect(viewFor(old, 'atreides').private!.round).to.deep.include({ allySupport: 3 });
  });

  it('1.04.06 legal answers: every decision of the phase is answered by the bot, accepted by schema and handler', () => {
    for (const seed of ['l1', 'l2', 'l3']) {
      for (const pick of [0, 1, 2, 3, 5]) {
        let s = bidding(
          (g) => {
            g.alliances = seed === 'l2' ? [['emperor', 'harkonnen']] : [];
            giveCard(g, 'guild', 'karama-1');
            g.factions.guild!.spice = 1;
          },
          afterSetup(ALL, seed),
        );
        for (let i = 0; s.phase === 'bidding'; i++) {
          if (i > 500) throw new Error('bidding did not end');
          const d = pendingDecisions(s)[0]!;
          const a = legalAnswer(d, pick + i, viewFor(s, d.seat));
          const schema = biddingActionSchemas.find((x) => x.shape.type.value === a.type)!;
          expect(schema.safeParse(a).success, JSON.stringify(a)).to.equal(true);
          s = act(s, d.seat, a).state;
          expect(allTreachery(s)).to.deep.equal(BOX);
        }
        expect(s.phase).to.not.equal('bidding');
      }
    }
    expect(biddingActionSchemas[0].safeParse({ type: 'bid', event: 'e1', amount: 1, extra: true }).success).to.equal(false);
  });
});

describe('hand sizes outside the bidding phase (docs/RULES-DECISIONS.md)', () => {
  it("1.11.02 a hand's size stays public in every phase (each seat view's handSize); only the cards are private", () => {
    const s = enterPhase(SIX, 'choam-charity');
    const view = viewFor(s, 'spectator');
    for (const f of s.seating) expect(view.seats.find((x) => x.faction === f)!.handSize).to.equal(s.factions[f]!.hand.length);
    const held = s.seating.flatMap((f) => s.factions[f]!.hand);
    expect(held.length).to.be.greaterThan(0);
    for (const card of held) expect(JSON.stringify(view)).to.not.include(`"${card}"`);
  });
});
