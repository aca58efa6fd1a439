// The Ixians' cards (plugins/ixians/): the starting card chosen from a pool at set-up, and the card put back before the
// auctions of each Bidding phase, both theirs alone to know.
import { expect } from 'chai';
import { applyAction, createGame, pendingDecisions, viewFor, type Decision, type GameEvent, type GameState, type Seat } from '../../rooms/dune/index.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { act, expectRejected } from '../helpers/engine.ts';
import { enterPhase, setHand } from '../helpers/bidding.ts';
import { allyPurchasePosition, IXIAN_TABLE, ixiansBoard } from '../helpers/ixians.ts';

const OTHERS: readonly Seat[] = ['atreides', 'harkonnen', 'emperor', 'fremen', 'guild'];

/** What `seat` is shown of `events`: the public ones and its own. */
const seenBy = (events: readonly GameEvent[], seat: Seat | 'spectator') =>
  events.filter((e) => e.visibleTo === undefined || e.visibleTo === seat).map(({ id: _id, ...e }) => e);

function decisionOf<K extends Decision['kind']>(state: GameState, kind: K): Extract<Decision, { kind: K }> {
  const d = pendingDecisions(state).find((x) => x.kind === kind);
  if (!d) throw new Error(`no ${kind}: ${JSON.stringify(pendingDecisions(state).map((x) => x.kind))}`);
  return d as Extract<Decision, { kind: K }>;
}

/** A new game of the Ixians' table played with legal answers until their starting card is asked. */
function atStartingCard(seed: string): { state: GameState; events: GameEvent[] } {
  let state = createGame({ factions: IXIAN_TABLE, seed, seating: 'listed' });
  const events: GameEvent[] = [];
  for (let i = 0; i < 100 && !pendingDecisions(state).some((d) => d.kind === 'ixian-starting-card'); i++) {
    const d = pendingDecisions(state)[0]!;
    const r = act(state, d.seat, legalAnswer(d));
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

/** The Bidding phase entered on the Ixians' board: their selection is open before the first auction. */
const atSelection = () => enterPhase(ixiansBoard(), 'bidding');

describe('engine: the Ixians cards (Ixians & Tleilaxu)', () => {
  it('IX.starting-card at set-up the Ixians keep one card of a pool of one per faction; the others are dealt the rest, and the Harkonnen draw their second from the deck', () => {
    const { state, events } = atStartingCard('ix-pool');
    const d = decisionOf(state, 'ixian-starting-card');
    expect(d.cards).to.have.length(IXIAN_TABLE.length);
    for (const f of IXIAN_TABLE) expect(state.factions[f]!.hand, `${f} holds nothing yet`).to.deep.equal([]);
    expect(custodyProblems(state), 'the pool is in custody').to.deep.equal([]);
    expect(seenBy(events, 'ixians').find((e) => e.type === 'ixian-pool-seen')).to.deep.equal({ type: 'ixian-pool-seen', cards: d.cards, visibleTo: 'ixians' });
    expectRejected(state, 'ixians', { type: 'ixian-starting-card', event: d.id, card: state.decks.treachery[0]! }, 'NOT_HELD');
    const kept = d.cards[2]!;
    const r = act(state, 'ixians', { type: 'ixian-starting-card', event: d.id, card: kept });
    const after = r.state;
    expect(after.factions.ixians!.hand).to.deep.equal([kept]);
    const firsts = OTHERS.map((f) => after.factions[f]!.hand[0]!);
    expect([...firsts].sort()).to.deep.equal(d.cards.filter((c) => c !== kept).sort());
    expect(after.factions.harkonnen!.hand).to.have.length(2);
    expect(d.cards, 'the Harkonnen second card comes from the deck').to.not.include(after.factions.harkonnen!.hand[1]);
    expect(after.ixians!.pool).to.equal(undefined);
    expect(custodyProblems(after)).to.deep.equal([]);
  });

  it('IX.starting-card the pool reaches the Ixians alone: every other viewer sees the decision asked, a count, and its own card', () => {
    const { state, events } = atStartingCard('ix-pool-secret');
    const d = decisionOf(state, 'ixian-starting-card');
    for (const viewer of [...OTHERS, 'spectator'] as const) {
      const view = viewFor(state, viewer);
      expect(
        (view.private?.decisions ?? []).some((x) => x.kind === 'ixian-starting-card'),
        viewer,
      ).to.equal(false);
      expect(
        view.awaiting.some((a) => a.seat === 'ixians' && a.kind === 'ixian-starting-card'),
        `${viewer} sees the Ixians asked`,
      ).to.equal(true);
      expect(JSON.stringify(view), viewer).to.not.include(d.cards[0]!);
      expect(
        seenBy(events, viewer).some((e) => e.type === 'ixian-pool-seen'),
        viewer,
      ).to.equal(false);
      expect(seenBy(events, viewer).find((e) => e.type === 'ixian-pool-drawn')).to.deep.equal({ type: 'ixian-pool-drawn', count: IXIAN_TABLE.length });
    }
    expect(viewFor(state, 'ixians').private!.decisions.find((x) => x.kind === 'ixian-starting-card')).to.deep.include({ cards: d.cards });
  });

  it('IX.bidding before the first auction the Ixians see the row and one card more, and put one back on top of the deck or at its bottom; the others are auctioned', () => {
    const state = atSelection();
    const d = decisionOf(state, 'ixian-selection');
    const round = state.round!;
    if (round.phase !== 'bidding') throw new Error('no bidding round');
    expect(d.cards).to.have.length(round.dealt + 1);
    expect(
      pendingDecisions(state).some((x) => x.kind === 'bid'),
      'no auction before the selection',
    ).to.equal(false);
    expect(custodyProblems(state)).to.deep.equal([]);
    expectRejected(state, 'ixians', { type: 'ixian-selection', event: d.id, card: state.decks.treachery[0]!, to: 'top' }, 'NOT_HELD');
    const top = act(state, 'ixians', { type: 'ixian-selection', event: d.id, card: d.cards[1]!, to: 'top' }).state;
    expect(top.decks.treachery[0]).to.equal(d.cards[1]);
    const bottom = act(state, 'ixians', { type: 'ixian-selection', event: d.id, card: d.cards[1]!, to: 'bottom' }).state;
    expect(bottom.decks.treachery.at(-1)).to.equal(d.cards[1]);
    for (const s of [top, bottom]) {
      expect(
        pendingDecisions(s).some((x) => x.kind === 'bid'),
        'the auctions begin',
      ).to.equal(true);
      expect(custodyProblems(s)).to.deep.equal([]);
      const r = s.round!;
      if (r.phase !== 'bidding') throw new Error('no bidding round');
      expect(r.row).to.deep.equal(d.cards.filter((c) => c !== d.cards[1]));
    }
  });

  it('IX.bidding the selection is made in a turn with an alliance too, once the allies have offered their support (rules edition 7)', () => {
    const allied = (rules?: number) => {
      const base = ixiansBoard(rules === undefined ? {} : { rules });
      let s = enterPhase(base, 'bidding', (x) => {
        x.alliances = [['atreides', 'harkonnen']];
      });
      for (const d of pendingDecisions(s).filter((x) => x.kind === 'offer-bid-support'))
        s = act(s, d.seat, { type: 'offer-bid-support', event: d.id, amount: 0 }).state;
      return pendingDecisions(s).map((d) => d.kind);
    };
    expect(allied()).to.deep.equal(['ixian-selection']);
    // A game of an earlier edition keeps its reading: the selection was skipped in such a turn.
    expect(allied(6)).to.deep.equal(['bid']);
  });

  it('IX.bidding noninterference through a Karama window: the window opened for the selection shows the ability, not the card put back nor where (rules edition 7)', () => {
    const state = enterPhase(ixiansBoard(), 'bidding', (x) => setHand(x, 'atreides', ['karama-1']));
    const d = decisionOf(state, 'ixian-selection');
    const a = applyAction(state, 'ixians', { type: 'ixian-selection', event: d.id, card: d.cards.at(-1)!, to: 'top' });
    const b = applyAction(state, 'ixians', { type: 'ixian-selection', event: d.id, card: d.cards.at(-2)!, to: 'bottom' });
    if (!a.ok || !b.ok) throw new Error('refused');
    expect(a.events.find((e) => e.type === 'karama-window-opened')).to.include({ attempt: null });
    for (const viewer of [...OTHERS, 'spectator'] as const) {
      expect(JSON.stringify(viewFor(a.state, viewer)), viewer).to.equal(JSON.stringify(viewFor(b.state, viewer)));
      expect(seenBy(a.events, viewer), viewer).to.deep.equal(seenBy(b.events, viewer));
    }
  });

  it('IX.bidding noninterference: games that differ only in which card the Ixians put back and where give every other viewer the same view and events', () => {
    const state = atSelection();
    const d = decisionOf(state, 'ixian-selection');
    // Not the row's first card: the Atreides see that one when its auction opens (2.01.05), whichever is put back.
    const a = applyAction(state, 'ixians', { type: 'ixian-selection', event: d.id, card: d.cards.at(-1)!, to: 'top' });
    const b = applyAction(state, 'ixians', { type: 'ixian-selection', event: d.id, card: d.cards.at(-2)!, to: 'bottom' });
    if (!a.ok || !b.ok) throw new Error('refused');
    for (const viewer of [...OTHERS, 'spectator'] as const) {
      expect(JSON.stringify(viewFor(a.state, viewer)), viewer).to.equal(JSON.stringify(viewFor(b.state, viewer)));
      expect(seenBy(a.events, viewer), viewer).to.deep.equal(seenBy(b.events, viewer));
    }
    expect(seenBy(a.events, 'ixians')).to.not.deep.equal(seenBy(b.events, 'ixians'));
  });

  it('IX.ally the Ixians ally may discard a card it bought and draw the deck top card instead; the card drawn is its alone to see', () => {
    const state = allyPurchasePosition();
    const d = decisionOf(state, 'ixian-ally-swap');
    expect(d.seat).to.equal('atreides');
    expect(state.factions.atreides!.hand).to.include(d.card);
    const top = state.decks.treachery[0]!;
    const r = act(state, 'atreides', { type: 'ixian-ally-swap', event: d.id, swap: true });
    expect(r.state.factions.atreides!.hand).to.include(top).and.not.include(d.card);
    expect(r.state.decks.treacheryDiscard.at(-1), 'the bought card face up on the discard pile').to.equal(d.card);
    for (const viewer of ['ixians', 'harkonnen', 'spectator'] as const) {
      expect(
        seenBy(r.events, viewer).some((e) => e.type === 'ally-swap-drawn'),
        viewer,
      ).to.equal(false);
      expect(JSON.stringify(viewFor(r.state, viewer)), viewer).to.not.include(top);
    }
    expect(seenBy(r.events, 'atreides').find((e) => e.type === 'ally-swap-drawn')).to.deep.include({ card: top });
    expect(custodyProblems(r.state)).to.deep.equal([]);
    const kept = act(state, 'atreides', { type: 'ixian-ally-swap', event: d.id, swap: false }).state;
    expect(kept.factions.atreides!.hand).to.include(d.card);
  });

  it('IX.technology in the Advanced game, before a card is put up for bid, the Ixians may put a card of their hand in its place and take it, once a phase', () => {
    const base = ixiansBoard({ advanced: true });
    base.factions.ixians!.hand = [base.decks.treachery.pop()!];
    const given = base.factions.ixians!.hand[0]!;
    let state = enterPhase(base, 'bidding');
    const sel = decisionOf(state, 'ixian-selection');
    state = act(state, 'ixians', { type: 'ixian-selection', event: sel.id, card: sel.cards.at(-1)!, to: 'bottom' }).state;
    const d = decisionOf(state, 'ixian-technology');
    expect(d).to.deep.include({ number: 1, card: sel.cards[0] });
    expect(
      pendingDecisions(state).some((x) => x.kind === 'bid'),
      'the auction waits',
    ).to.equal(false);
    expectRejected(state, 'ixians', { type: 'ixian-technology', event: d.id, give: sel.cards[1]! }, 'NOT_HELD');
    const r = act(state, 'ixians', { type: 'ixian-technology', event: d.id, give: given });
    expect(r.state.factions.ixians!.hand).to.deep.equal([sel.cards[0]]);
    const round = r.state.round!;
    if (round.phase !== 'bidding') throw new Error('no round');
    expect(round.row[0], 'their card is up for bid').to.equal(given);
    expect(viewFor(r.state, 'atreides').private!.round, 'the Atreides see the card up: the one given').to.deep.include({ cardUp: given });
    expect(seenBy(r.events, 'harkonnen').find((e) => e.type === 'technology-used')).to.deep.equal({ type: 'technology-used', number: 1 });
    expect(seenBy(r.events, 'harkonnen').some((e) => e.type === 'technology-swapped')).to.equal(false);
    expect(custodyProblems(r.state)).to.deep.equal([]);
    // Used once: not asked again this phase.
    let after = r.state;
    for (let i = 0; i < 60 && after.phase === 'bidding'; i++) {
      const next = pendingDecisions(after)[0];
      if (!next) break;
      expect(next.kind).to.not.equal('ixian-technology');
      after = act(after, next.seat, legalAnswer(next)).state;
    }
    // In the Basic game it is never asked.
    const basic = ixiansBoard();
    basic.factions.ixians!.hand = [basic.decks.treachery.pop()!];
    let b = enterPhase(basic, 'bidding');
    const bsel = decisionOf(b, 'ixian-selection');
    b = act(b, 'ixians', { type: 'ixian-selection', event: bsel.id, card: bsel.cards.at(-1)!, to: 'bottom' }).state;
    expect(pendingDecisions(b).some((x) => x.kind === 'ixian-technology')).to.equal(false);
  });
});
