// Nullentropy Box (issue 9; policy in docs/RULES-DECISIONS.md): a paid,
// private search of the treachery discard pile. One fee, one shuffle, the Box on top; failures change nothing
// and show nothing; the game is interrupted (and its pile locked) until the bound selection; only the searcher
// ever sees the candidates.
import { expect } from 'chai';
import { applyAction, pendingDecisions, stateHash, viewFor, type Action, type GameState } from '../../rooms/dune/index.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { promisedSpice } from '../../rooms/dune/promised-spice.ts';
import type { BiddingRound } from '../../rooms/dune/phases/bidding/types.ts';
import { drawTreachery } from '../../rooms/dune/cards/deck.ts';
import { familyOf } from '../../rooms/dune/cards/treachery.ts';
import { shuffled } from '../../rooms/dune/rng.ts';
import { cloneJson } from '../../rooms/dune/clone.ts';
import { botAnswer, BOT_PROFILES } from '../../rooms/dune/bots/index.ts';
import { act, expectRejected, passCardWindows } from '../helpers/engine.ts';
import { begin, discard, give } from '../helpers/cards.ts';
import type { TreacheryCardId } from '../../rooms/dune/types.ts';

const BOX = 'nullentropy-box';
const PILE: TreacheryCardId[] = ['crysknife', 'karama-1', 'shield-2', 'baliset', 'lasgun'];
const search: Action = { type: 'nullentropy-search', card: BOX };

/** CHOAM charity of turn 2 is open (claims pending); Harkonnen holds the Box and 10 spice; the pile holds PILE. */
function table(edit: (s: GameState) => void = () => {}, pile: readonly TreacheryCardId[] = PILE): GameState {
  const started = begin('choam-charity', (s) => {
    give(s, 'harkonnen', BOX, 'snooper-1');
    give(s, 'atreides', 'chaumas');
    discard(s, ...pile);
    s.factions.harkonnen!.spice = 10;
    for (const f of s.seating) if (f !== 'harkonnen') s.factions[f]!.spice = 0;
    edit(s);
  }).state;
  // The phase's own start window (Amal, Juice of Sapho …) is passed: the charity claims are open.
  return passWindows(started);
}
/** Puts the table in the bidding phase with Harkonnen holding the high bid of 9, and the ally support given. */
function inBidding(s: GameState, support: BiddingRound['support']): void {
  s.phase = 'bidding';
  s.round = {
    phase: 'bidding',
    order: [...s.seating],
    declared: {},
    row: [],
    dealt: 0,
    card: 1,
    opener: 'harkonnen',
    highBid: 9,
    highBidder: 'harkonnen',
    highKarama: null,
    passes: 0,
    bids: [],
    sold: 0,
    returned: 0,
    support,
    atreidesBlind: false,
  };
}
/** Passes open card windows (the phase's start window; the Semuta Drug window after the Box's discard). */
const passWindows = (s: GameState): GameState => passCardWindows({ state: s, events: [] }).state;
const decisionOf = (s: GameState) => pendingDecisions(s).find((d) => d.kind === 'nullentropy')!;
const select = (s: GameState, card: TreacheryCardId): Action => ({ type: 'nullentropy', event: decisionOf(s).id, card });

describe('Nullentropy Box (richese.nullentropy-box)', () => {
  it('richese.nullentropy-box begin: 2 spice to the bank once; the game is interrupted; one private decision with the candidates in a stable order', () => {
    const before = table();
    const parent = pendingDecisions(before).map((d) => d.id);
    const r = act(before, 'harkonnen', search);
    expect(r.state.factions.harkonnen!.spice).to.equal(8);
    expect(r.events.find((e) => e.type === 'nullentropy-search-begun')).to.deep.include({ faction: 'harkonnen', paid: 2 });
    expect(r.state.decks.treacheryDiscard).to.deep.equal(PILE); // nothing moves before the choice
    const d = decisionOf(r.state);
    expect(d).to.deep.include({ seat: 'harkonnen', box: BOX, candidates: [...PILE].sort() });
    expect(pendingDecisions(r.state).map((x) => x.id)).to.deep.equal([d.id]);
    expect(parent.length).to.be.greaterThan(0);
    expect(viewFor(r.state, 'spectator').interrupted).to.equal(true);
    expect(custodyProblems(r.state)).to.deep.equal([]);
  });

  it('richese.nullentropy-box select: exactly one card to the hand, the rest shuffled once with the engine RNG, the Box discarded on top; the game resumes unchanged', () => {
    const before = table();
    const parent = pendingDecisions(before).map((d) => d.id);
    const open = act(before, 'harkonnen', search).state;
    const r = act(open, 'harkonnen', select(open, 'karama-1'));
    const s = r.state;
    expect(s.factions.harkonnen!.hand.sort()).to.deep.equal(['karama-1', 'snooper-1']);
    const rest = PILE.filter((c) => c !== 'karama-1');
    const rng = cloneJson(open.rng);
    expect(s.decks.treacheryDiscard).to.deep.equal([...shuffled(rng, rest), BOX]);
    expect(s.factions.harkonnen!.spice).to.equal(8); // no second fee
    expect(r.events.find((e) => e.type === 'nullentropy-card-taken')).to.deep.include({ visibleTo: 'harkonnen', card: 'karama-1' });
    expect(r.events.find((e) => e.type === 'nullentropy-search-ended')).to.deep.include({ faction: 'harkonnen', box: BOX });
    const resumed = passWindows(s);
    expect(pendingDecisions(resumed).map((d) => d.id)).to.deep.equal(parent);
    expect(viewFor(resumed, 'spectator').interrupted).to.equal(false);
    expect(custodyProblems(resumed)).to.deep.equal([]);
  });

  it('richese.nullentropy-box every non-Box card is selectable; the Box is never a candidate', () => {
    const open = act(table(), 'harkonnen', search).state;
    expect(decisionOf(open).candidates.some((c) => familyOf(c) === 'nullentropy-box')).to.equal(false);
    for (const card of PILE) expect(applyAction(open, 'harkonnen', select(open, card)).ok, card).to.equal(true);
    expectRejected(open, 'harkonnen', select(open, BOX), 'INVALID_CHOICE');
    expectRejected(open, 'harkonnen', select(open, 'shield-1'), 'INVALID_CHOICE');
  });

  it('richese.nullentropy-box failures before payment change nothing and reveal nothing: empty pile, funding, promised spice, not held, interrupted', () => {
    expectRejected(
      table(() => {}, []),
      'harkonnen',
      search,
      'NOT_ELIGIBLE',
    );
    expectRejected(
      table((s) => (s.factions.harkonnen!.spice = 1)),
      'harkonnen',
      search,
      'INSUFFICIENT_SPICE',
    );
    expectRejected(table(), 'atreides', search, 'NOT_HELD');
    expectRejected(table(), 'harkonnen', { type: 'nullentropy-search', card: 'snooper-1' }, 'NOT_HELD');
    // A second search while one is open, and any other free action, wait.
    const open = act(table(), 'harkonnen', search).state;
    expectRejected(open, 'harkonnen', search, 'NOT_ELIGIBLE');
    expectRejected(open, 'atreides', { type: 'bribe', to: 'harkonnen', amount: 1 }, 'NOT_ELIGIBLE');
  });

  it('richese.nullentropy-box a hand over its limit is refused until it discards down; at its limit it may search', () => {
    // The Harkonnen limit is 8: a hand-built 9-card hand (Homeworlds can make one) may not begin a search.
    const over = table((s) => give(s, 'harkonnen', 'shield-1', 'shield-3', 'shield-4', 'snooper-2', 'snooper-3', 'snooper-4', 'maula-pistol'));
    expect(over.factions.harkonnen!.hand).to.have.length(9);
    expectRejected(over, 'harkonnen', search, 'OVER_LIMIT');
    const full = table((s) => give(s, 'harkonnen', 'shield-1', 'shield-3', 'shield-4', 'snooper-2', 'snooper-3', 'snooper-4'));
    expect(full.factions.harkonnen!.hand).to.have.length(8);
    expect(applyAction(full, 'harkonnen', search).ok).to.equal(true);
  });

  it('richese.nullentropy-box spice promised in a standing high bid cannot pay the fee', () => {
    const s = table();
    inBidding(s, {});
    expectRejected(s, 'harkonnen', search, 'INSUFFICIENT_SPICE');
  });

  it('richese.nullentropy-box a bid backed by ally support is promised once between the two: each may spend what is left (rules edition 2)', () => {
    /** Harkonnen (6 spice) holds the high bid of 9; its ally Atreides offered 5 and holds 5 (edition 2: not set aside). */
    const split = (edit: (s: GameState) => void = () => {}) => {
      const s = table((x) => {
        x.factions.harkonnen!.spice = 6;
        x.factions.atreides!.spice = 5;
        x.alliances = [['atreides', 'harkonnen']];
        x.config = { ...x.config, rules: 2 };
      });
      inBidding(s, { atreides: 5 });
      edit(s);
      return s;
    };
    // The purchase needs 4 of Harkonnen's own spice at least (the ally covers 5): 2 are free for the fee.
    expect(promisedSpice(split(), 'harkonnen')).to.equal(4);
    expect(promisedSpice(split(), 'atreides')).to.equal(3);
    const searched = act(split(), 'harkonnen', search).state;
    expect(searched.factions.harkonnen!.spice).to.equal(4);
    // Now the ally must cover all 5 of what is left: it has nothing to spare, and the bid stays payable.
    expect(promisedSpice(searched, 'atreides')).to.equal(5);
    // The ally spends first instead: its 2 spare spice go, and Harkonnen's own must then cover 6 of the 9.
    const gave = split((s) => (s.factions.atreides!.spice = 3));
    expect(promisedSpice(gave, 'harkonnen')).to.equal(6);
    expectRejected(gave, 'harkonnen', search, 'INSUFFICIENT_SPICE');
    // Without a standing bid an offer of support is no promise; a Karama-backed bid promises no spice.
    expect(
      promisedSpice(
        split((s) => (s.round = { ...(s.round as BiddingRound), highBidder: null, highBid: 0 })),
        'atreides',
      ),
    ).to.equal(0);
    expect(
      promisedSpice(
        split((s) => ((s.round as BiddingRound).highKarama = 'karama-1')),
        'harkonnen',
      ),
    ).to.equal(0);
  });

  it('richese.nullentropy-box a full hand may search: the Box and the card are exchanged, the hand never exceeds its limit', () => {
    const full = table((s) => give(s, 'harkonnen', 'shield-1', 'snooper-2', 'stunner', 'kulon', 'la-la-la', 'hajr'));
    expect(full.factions.harkonnen!.hand).to.have.length(8);
    const open = act(full, 'harkonnen', search).state;
    const done = act(open, 'harkonnen', select(open, 'lasgun')).state;
    expect(done.factions.harkonnen!.hand).to.have.length(8);
    expect(done.factions.harkonnen!.hand).to.include('lasgun');
  });

  it('richese.nullentropy-box while browsing, the parent decisions are put aside and the pile is locked on every path', () => {
    const before = table();
    const claim = pendingDecisions(before).find((d) => d.seat === 'atreides')!;
    const open = act(before, 'harkonnen', search).state;
    expectRejected(open, 'atreides', { type: 'claim-charity', event: claim.id, claim: true } as Action, 'NOT_YOUR_TURN');
    // Defense in depth: a draw (which could recycle the pile into the deck) throws.
    const probe = cloneJson(open);
    probe.decks.treachery = [];
    expect(() => drawTreachery(probe)).to.throw(/locked/);
  });

  it('richese.nullentropy-box JSON restore mid-search; a repeated or stale selection repeats no payment, shuffle or transfer', () => {
    const open = act(table(), 'harkonnen', search).state;
    const restored = JSON.parse(JSON.stringify(open)) as GameState;
    expect(stateHash(restored)).to.equal(stateHash(open));
    const chosen = select(restored, 'crysknife');
    const done = act(restored, 'harkonnen', chosen).state;
    expectRejected(done, 'harkonnen', chosen, 'STALE_EVENT');
    expect(done.factions.harkonnen!.spice).to.equal(8);
  });

  it('richese.nullentropy-box only the searcher sees the candidates; others see that a search is under way, then the public Box discard', () => {
    const before = table();
    const open = act(before, 'harkonnen', search).state;
    const names = PILE;
    for (const viewer of ['atreides', 'emperor', 'spectator'] as const) {
      const text = JSON.stringify(viewFor(open, viewer));
      for (const n of names) expect(text, `${viewer} sees ${n}`).to.not.include(`"${n}"`);
      expect(viewFor(open, viewer).awaiting).to.deep.equal([{ seat: 'harkonnen', kind: 'nullentropy', id: decisionOf(open).id }]);
    }
    expect(JSON.stringify(viewFor(open, 'harkonnen').private!.decisions)).to.include('"crysknife"');
    // The entitlement ends with the search; the Box's discard is public, the card taken is not.
    const settled = act(open, 'harkonnen', select(open, 'crysknife'));
    expect(settled.events.filter((e) => e.visibleTo === undefined).map((e) => e.type)).to.include('nullentropy-search-ended');
    expect(JSON.stringify(settled.events.filter((e) => e.visibleTo !== 'harkonnen'))).to.not.include('"crysknife"');
    const done = passWindows(settled.state);
    expect(viewFor(done, 'harkonnen').private!.decisions.some((d) => d.kind === 'nullentropy')).to.equal(false);
    for (const viewer of ['atreides', 'spectator'] as const) expect(JSON.stringify(viewFor(done, viewer))).to.not.include('"crysknife"');
  });

  it("richese.nullentropy-box noninterference: games differing only in the card taken, or in the pile's order, look the same to everyone else", () => {
    const play = (pile: readonly TreacheryCardId[], card: TreacheryCardId) => {
      const open = act(
        table(() => {}, pile),
        'harkonnen',
        search,
      ).state;
      return { open, done: act(open, 'harkonnen', select(open, card)).state };
    };
    const a = play(PILE, 'crysknife');
    const b = play(PILE, 'lasgun');
    const c = play([...PILE].reverse(), 'crysknife');
    for (const viewer of ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'guild', 'spectator'] as const) {
      expect(viewFor(a.done, viewer), viewer).to.deep.equal(viewFor(b.done, viewer));
      expect(viewFor(a.open, viewer), viewer).to.deep.equal(viewFor(c.open, viewer));
    }
    // The searcher's own question does not depend on the pile's order either.
    expect(decisionOf(a.open).candidates).to.deep.equal(decisionOf(c.open).candidates);
  });

  it('richese.nullentropy-box a Semuta Drug reacts to the final Box discard only, not to the selection or the shuffle', () => {
    const open = act(
      table((s) => give(s, 'fremen', 'semuta-drug')),
      'harkonnen',
      search,
    ).state;
    const done = act(open, 'harkonnen', select(open, 'crysknife')).state;
    const window = pendingDecisions(done).find((d) => d.kind === 'card-window' && d.seat === 'fremen');
    expect(window).to.deep.include({ window: 'discarded', candidates: [{ faction: 'harkonnen', card: BOX }] });
  });

  it('richese.nullentropy-box bots of every profile choose a candidate from their own decision', () => {
    const open = act(table(), 'harkonnen', search).state;
    for (const profile of BOT_PROFILES) {
      const answer = botAnswer(profile, viewFor(open, 'harkonnen'), decisionOf(open));
      expect(applyAction(open, 'harkonnen', answer).ok, profile).to.equal(true);
    }
  });
});
