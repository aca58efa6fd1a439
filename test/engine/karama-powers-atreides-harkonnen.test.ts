// 1.13.06, 1.14.00, 1.14.01, 1.14.04: the Atreides' look at a whole battle plan and the Harkonnen's taking of a hand,
// as free actions played with a Karama card (Advanced game): when they may be played, what moves, who learns what.
import { expect } from 'chai';
import { applyAction, pendingDecisions, viewFor, type Action, type Decision, type Faction, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { botAnswer, BOT_PROFILES } from '../../rooms/dune/bots/index.ts';
import { botFreeAction } from '../../rooms/dune/bots/free.ts';
import type { BattlePlan, BattleRoundView } from '../../rooms/dune/phases/battle/types.ts';
import type { BiddingRound } from '../../rooms/dune/phases/bidding/types.ts';
import { ActionSchema } from '../../schema/messages.ts';
import { act, expectRejected } from '../helpers/engine.ts';
import { decisionOf, emptyBoard, enterBattle, give, place, planAction } from '../helpers/battle.ts';
import { afterSetup, enterPhase, giveCard, setHand } from '../helpers/bidding.ts';
import type { TreacheryCardId } from '../../rooms/dune/types.ts';

type ReturnDecision = Extract<Decision, { kind: 'harkonnen-return' }>;

const OTHERS: (Faction | 'spectator')[] = ['bene-gesserit', 'emperor', 'guild', 'spectator'];
const ofType = <T extends GameEvent['type']>(events: GameEvent[], type: T) => events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
const publicEvents = (events: GameEvent[]) => events.filter((e) => e.visibleTo === undefined);
const noCustodyProblems = (s: GameState) => expect(custodyProblems(s)).to.deep.equal([]);
const look = (target: Faction, card: TreacheryCardId = 'karama-1'): Action => ({ type: 'karama-power', power: 'atreides-plan', card, target });
const take = (target: Faction, card: TreacheryCardId = 'karama-1'): Action => ({ type: 'karama-power', power: 'harkonnen-hand', card, target });

// ---------------------------------------------------------------- battle

const BOARD = emptyBoard();

/** Harkonnen (aggressor) against the Fremen in the Great Flat; the Atreides hold `karama-1` and watch. */
function watched(advanced = true, edit: (s: GameState) => void = () => {}): GameState {
  return enterBattle(BOARD, (s) => {
    s.config.advanced = advanced;
    s.decks.spiceDiscardB = [];
    s.firstPlayer = 'harkonnen';
    place(s, 'harkonnen', 'the-great-flat', 14, 6);
    place(s, 'fremen', 'the-great-flat', 14, 5);
    give(s, 'atreides', 'karama-1', 'karama-2');
    give(s, 'harkonnen', 'lasgun', 'shield-1');
    edit(s);
  }).state;
}

/** The Atreides (aggressor) against the Harkonnen in Arrakeen, Prescience declined: both plans are open. */
function fighting(): GameState {
  let s = enterBattle(BOARD, (g) => {
    g.config.advanced = true;
    g.decks.spiceDiscardB = [];
    g.firstPlayer = 'atreides';
    place(g, 'atreides', 'arrakeen', 9, 5);
    place(g, 'harkonnen', 'arrakeen', 9, 6);
    give(g, 'atreides', 'karama-1', 'snooper-1', 'crysknife');
    give(g, 'harkonnen', 'chaumas', 'shield-1');
  }).state;
  s = act(s, 'atreides', { type: 'prescience', event: decisionOf(s, 'prescience').id, element: null }).state;
  return s;
}

const PLAN_A: Partial<BattlePlan> = { leader: 'feyd-rautha', dial: 3, weapon: 'lasgun' };
const PLAN_B: Partial<BattlePlan> = { leader: 'umman-kudu', dial: 6, defense: 'shield-1' };

// ---------------------------------------------------------------- bidding

const SIX = afterSetup(['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild'], 'karama-powers');
const FREMEN_A: TreacheryCardId[] = ['lasgun', 'shield-1', 'chaumas'];
const FREMEN_B: TreacheryCardId[] = ['crysknife', 'snooper-1', 'stunner'];

/** Moves cards (wherever they are) onto the treachery discard pile: its contents are hidden, its size is not. */
function toPile(s: GameState, cards: TreacheryCardId[]): void {
  for (const c of cards) {
    giveCard(s, 'guild', c);
    s.factions.guild!.hand.pop();
    s.decks.treacheryDiscard.push(c);
  }
}

/**
 * Bidding (Advanced game), the Atreides First Player, 10 spice each; the Harkonnen hold a Karama and two worthless
 * cards, the Fremen `fremen` (the other set lies on the discard pile, so that the decks are the same either way).
 */
function bidding(fremen = FREMEN_A, edit: (s: GameState) => void = () => {}): GameState {
  return enterPhase(SIX, 'bidding', (s) => {
    s.config.advanced = true;
    s.decks.spiceDiscardB = [];
    s.firstPlayer = 'atreides';
    for (const f of s.seating) s.factions[f]!.spice = 10;
    setHand(s, 'harkonnen', ['karama-1', 'baliset', 'kulon']);
    setHand(s, 'fremen', fremen);
    toPile(s, fremen === FREMEN_A ? FREMEN_B : fremen === FREMEN_B ? FREMEN_A : []);
    edit(s);
  });
}

function bid(s: GameState, amount: number, karama?: TreacheryCardId): GameState {
  const d = pendingDecisions(s).find((x) => x.kind === 'bid')!;
  return act(s, d.seat, karama === undefined ? { type: 'bid', event: d.id, amount } : { type: 'bid', event: d.id, amount, karama }).state;
}

const returnDecision = (s: GameState): ReturnDecision => decisionOf(s, 'harkonnen-return', 'harkonnen');
const giveBack = (s: GameState, cards: TreacheryCardId[]) => act(s, 'harkonnen', { type: 'harkonnen-return', event: returnDecision(s).id, cards });

describe('faction Karama powers: Atreides (1.14.01) and Harkonnen (1.14.04)', () => {
  describe('common rules', () => {
    it('1.13.06 ONE TIME ULTIMATE: the Basic game refuses both powers', () => {
      const battle = watched(false);
      expectRejected(battle, 'atreides', look('harkonnen'), 'NOT_ELIGIBLE');
      const r = applyAction(battle, 'atreides', look('harkonnen'));
      expect(!r.ok && r.error.message).to.match(/1\.13\.06/);
      const bids = bidding(FREMEN_A, (s) => {
        s.config.advanced = false;
        delete s.decks.spiceDiscardB;
      });
      expectRejected(bids, 'harkonnen', take('fremen'), 'NOT_ELIGIBLE');
    });

    it('1.13.06 each power is used once per game: a second Karama is refused', () => {
      let s = watched();
      s = act(s, 'harkonnen', planAction(s, 'harkonnen', PLAN_A)).state;
      s = act(s, 'atreides', look('harkonnen')).state;
      expect(s.karama.powersUsed).to.deep.equal(['atreides']);
      expectRejected(s, 'atreides', look('fremen', 'karama-2'), 'NOT_ELIGIBLE');
      const r = applyAction(s, 'atreides', look('fremen', 'karama-2'));
      expect(!r.ok && r.error.message).to.match(/1\.13\.06: your Karama power \(1\.14\.01\) was used already/);

      let b = bidding(FREMEN_A, (g) => giveCard(g, 'harkonnen', 'karama-2'));
      b = act(b, 'harkonnen', take('fremen')).state;
      b = giveBack(b, ['baliset', 'kulon', 'lasgun']).state;
      expectRejected(b, 'harkonnen', take('fremen', 'karama-2'), 'NOT_ELIGIBLE');
    });

    it('1.14.00 the Karama card is revealed and discarded to use the power; who used it is public', () => {
      let s = watched();
      s = act(s, 'harkonnen', planAction(s, 'harkonnen', PLAN_A)).state;
      const r = act(s, 'atreides', look('harkonnen'));
      expect(r.state.factions.atreides!.hand).to.deep.equal(['karama-2']);
      expect(r.state.decks.treacheryDiscard).to.deep.equal(['karama-1']);
      expect(publicEvents(r.events).map((e) => e.type)).to.deep.equal(['karama-power-used', 'battle-plan-looked-at']);
      expect(ofType(r.events, 'karama-power-used')[0]).to.deep.include({ faction: 'atreides', card: 'karama-1', rule: '1.14.01' });
      expect(viewFor(r.state, 'spectator').karama.powersUsed).to.deep.equal(['atreides']);
      noCustodyProblems(r.state);
    });

    it('1.14.00 the powers are free actions of their own phases only', () => {
      expectRejected(
        bidding(FREMEN_A, (s) => giveCard(s, 'atreides', 'karama-2')),
        'atreides',
        look('harkonnen', 'karama-2'),
        'NOT_ELIGIBLE',
      );
      const battle = watched(true, (s) => giveCard(s, 'harkonnen', 'karama-2'));
      const r = applyAction(battle, 'harkonnen', take('fremen', 'karama-2'));
      expect(!r.ok && r.error).to.deep.equal({ code: 'NOT_ELIGIBLE', message: '3.01.11.05: 1.14.04: only during the bidding phase' });
      // Only the Atreides have the look, only the Harkonnen the take.
      expectRejected(watched(), 'harkonnen', look('fremen', 'karama-2'), 'NOT_ELIGIBLE');
    });
  });

  describe('1.14.01 Atreides: a whole battle plan', () => {
    it('1.14.01 the Atreides see a sealed plan; nobody else learns it', () => {
      const played = [PLAN_A, PLAN_B].map((plan) => {
        let s = watched();
        s = act(s, 'harkonnen', planAction(s, 'harkonnen', plan)).state;
        const r = act(s, 'atreides', look('harkonnen'));
        noCustodyProblems(r.state);
        return r;
      });
      const [a, b] = played as [(typeof played)[0], (typeof played)[0]];
      const round = a.state.round;
      const sealed = round?.phase === 'battle' ? round.current!.plans.harkonnen : undefined;
      // The Atreides get the whole plan, as an event and in their view for the rest of the battle.
      expect(ofType(a.events, 'battle-plan-seen')).to.deep.equal([
        { id: ofType(a.events, 'battle-plan-seen')[0]!.id, type: 'battle-plan-seen', target: 'harkonnen', plan: sealed, visibleTo: 'atreides' },
      ]);
      expect(viewFor(a.state, 'atreides').private!.round).to.deep.include({ seenPlan: { target: 'harkonnen', plan: sealed } });
      expect(sealed).to.deep.include({ leader: 'feyd-rautha', dial: 3, weapon: 'lasgun', defense: null });
      // Noninterference: everyone else (the Fremen opponent included) sees the same whichever plan was sealed.
      for (const viewer of [...OTHERS, 'fremen'] as const) expect(JSON.stringify(viewFor(a.state, viewer))).to.equal(JSON.stringify(viewFor(b.state, viewer)));
      expect(JSON.stringify(viewFor(a.state, 'atreides'))).to.not.equal(JSON.stringify(viewFor(b.state, 'atreides')));
      for (const viewer of [...OTHERS, 'fremen'] as const) expect(JSON.stringify(viewFor(a.state, viewer))).to.not.include('feyd-rautha');
      expect(JSON.stringify(publicEvents(a.events))).to.equal(JSON.stringify(publicEvents(b.events)));
      expect(ofType(a.events, 'battle-plan-looked-at')[0]).to.deep.include({ faction: 'atreides', target: 'harkonnen' });
      // The public note of whom they looked at stays in the battle's public view (for a reconnecting client).
      expect((viewFor(a.state, 'spectator').round as BattleRoundView).battle).to.deep.include({ atreidesLook: 'harkonnen' });
    });

    it('1.14.01 a look played before the target seals is fulfilled as it seals; the Atreides then plan knowing it, the target cannot change it', () => {
      let s = fighting();
      // The answer does not depend on whether the Harkonnen have sealed: that stays hidden until the reveal.
      const early = act(s, 'atreides', look('harkonnen'));
      expect(ofType(early.events, 'battle-plan-seen')).to.deep.equal([]);
      expect(viewFor(early.state, 'atreides').private!.round).to.deep.include({ seenPlan: { target: 'harkonnen', plan: null } });
      s = early.state;
      const sealing = planAction(s, 'harkonnen', { leader: 'beast-rabban', dial: 4, weapon: 'chaumas' });
      const sealed = act(s, 'harkonnen', sealing);
      const seen = ofType(sealed.events, 'battle-plan-seen');
      expect(seen).to.have.length(1);
      expect(seen[0]).to.deep.include({
        visibleTo: 'atreides',
        target: 'harkonnen',
        plan: { leader: 'beast-rabban', cheapHero: null, dial: 4, weapon: 'chaumas', defense: null },
      });
      expect(publicEvents(sealed.events)).to.deep.equal([]);
      s = sealed.state;
      expect(viewFor(s, 'atreides').private!.round).to.deep.include({ seenPlan: { target: 'harkonnen', plan: seen[0]!.plan } });
      expect(JSON.stringify(viewFor(s, 'spectator'))).to.not.include('beast-rabban');
      expectRejected(s, 'harkonnen', { ...sealing, dial: 1 } as Action, 'ALREADY_SUBMITTED');
      // The Atreides write theirs knowing it: a Snooper against the Chaumas.
      const revealed = act(s, 'atreides', planAction(s, 'atreides', { leader: 'lady-jessica', dial: 5, defense: 'snooper-1' }));
      expect(ofType(revealed.events, 'plans-revealed')[0]!.plans.harkonnen).to.deep.equal(seen[0]!.plan);
      noCustodyProblems(revealed.state);
    });

    it('1.14.01 refused before the plans are being made, for a faction not in the battle and for the Atreides themselves', () => {
      const asked = enterBattle(BOARD, (g) => {
        g.config.advanced = true;
        g.firstPlayer = 'atreides';
        place(g, 'atreides', 'arrakeen', 9, 5);
        place(g, 'harkonnen', 'arrakeen', 9, 6);
        give(g, 'atreides', 'karama-1');
      }).state;
      expect(pendingDecisions(asked).map((d) => d.kind)).to.deep.equal(['prescience']);
      const r = applyAction(asked, 'atreides', look('harkonnen'));
      expect(!r.ok && r.error).to.deep.equal({
        code: 'NOT_ELIGIBLE',
        message: '3.01.11.05: 1.14.01: only while the battle plans are being made, before they are revealed',
      });
      const s = fighting();
      expectRejected(s, 'atreides', look('atreides'), 'INVALID_CHOICE');
      expectRejected(s, 'atreides', look('emperor'), 'INVALID_CHOICE');
      expectRejected(watched(), 'atreides', look('emperor'), 'INVALID_CHOICE');
      expectRejected(s, 'atreides', look('harkonnen', 'snooper-1'), 'NOT_HELD');
    });

    it('1.14.01 a bot Atreides in a stronghold battle looks at its opponent from its own view, and plans legally against what it saw', () => {
      let s = fighting();
      const free = botFreeAction('hard', viewFor(s, 'atreides'));
      expect(free).to.deep.equal(look('harkonnen'));
      expect(botFreeAction('hard', viewFor(s, 'harkonnen'))).to.equal(null);
      s = act(s, 'atreides', free!).state;
      expect(botFreeAction('hard', viewFor(s, 'atreides'))).to.equal(null);
      s = act(s, 'harkonnen', planAction(s, 'harkonnen', { leader: 'beast-rabban', dial: 6, weapon: 'chaumas' })).state;
      for (const profile of BOT_PROFILES) {
        const answer = botAnswer(profile, viewFor(s, 'atreides'), decisionOf(s, 'battle-plan', 'atreides'));
        expect(applyAction(s, 'atreides', answer).ok, profile).to.equal(true);
      }
      const brutal = botAnswer('brutal', viewFor(s, 'atreides'), decisionOf(s, 'battle-plan', 'atreides'));
      expect(brutal).to.deep.include({ defense: 'snooper-1' });
    });
  });

  describe('1.14.04 Harkonnen: a whole hand', () => {
    it('1.14.04 the Harkonnen take the whole hand and give back exactly as many cards; the public sees only the counts', () => {
      const before = bidding();
      const suspended = pendingDecisions(before).map((d) => d.id);
      const taken = act(before, 'harkonnen', take('fremen'));
      let s = taken.state;
      noCustodyProblems(s);
      expect(s.factions.fremen!.hand).to.deep.equal([]);
      expect(s.factions.harkonnen!.hand).to.deep.equal(['baliset', 'kulon', ...FREMEN_A]);
      expect(s.decks.treacheryDiscard.at(-1)).to.equal('karama-1');
      expect(viewFor(s, 'spectator').interrupted).to.equal(true);
      expect(pendingDecisions(s).map((d) => [d.kind, d.seat])).to.deep.equal([['harkonnen-return', 'harkonnen']]);
      expect(returnDecision(s)).to.deep.include({ target: 'fremen', count: 3, taken: FREMEN_A, choices: ['baliset', 'kulon', ...FREMEN_A] });
      expect(publicEvents(taken.events).map((e) => e.type)).to.deep.equal(['karama-power-used', 'hand-taken']);
      expect(ofType(taken.events, 'hand-taken')[0]).to.deep.include({ faction: 'harkonnen', target: 'fremen', count: 3 });
      expect(ofType(taken.events, 'hand-taken-cards').map((e) => [e.visibleTo, e.cards])).to.deep.equal([
        ['harkonnen', FREMEN_A],
        ['fremen', FREMEN_A],
      ]);
      // Nothing else may happen meanwhile: no free action, no other answer.
      expectRejected(s, 'atreides', { type: 'bribe', to: 'fremen', amount: 1 }, 'NOT_ELIGIBLE');
      // Exactly as many cards as were taken, each held once.
      const event = returnDecision(s).id;
      const wrong: TreacheryCardId[][] = [
        ['baliset', 'kulon'],
        ['baliset', 'kulon', 'lasgun', 'shield-1'],
        ['baliset', 'baliset', 'kulon'],
        ['baliset', 'kulon', 'karama-1'],
      ];
      for (const cards of wrong) expectRejected(s, 'harkonnen', { type: 'harkonnen-return', event, cards }, 'INVALID_CHOICE');
      expectRejected(s, 'fremen', { type: 'harkonnen-return', event, cards: ['baliset', 'kulon', 'lasgun'] }, 'WRONG_SEAT');
      const back = giveBack(s, ['baliset', 'kulon', 'chaumas']);
      s = back.state;
      noCustodyProblems(s);
      expect(s.factions.fremen!.hand).to.deep.equal(['baliset', 'kulon', 'chaumas']);
      expect(s.factions.harkonnen!.hand).to.deep.equal(['lasgun', 'shield-1']);
      expect(viewFor(s, 'spectator').interrupted).to.equal(false);
      expect(pendingDecisions(s).map((d) => d.id)).to.deep.equal(suspended);
      expect(publicEvents(back.events).map((e) => e.type)).to.deep.equal(['cards-given-back']);
      expect(ofType(back.events, 'cards-given-back')[0]).to.deep.include({ target: 'fremen', count: 3 });
      expect(ofType(back.events, 'cards-given-back-cards').map((e) => [e.visibleTo, e.cards])).to.deep.equal([
        ['fremen', ['baliset', 'kulon', 'chaumas']],
        ['harkonnen', ['baliset', 'kulon', 'chaumas']],
      ]);
    });

    it('1.14.04 noninterference: the other seats and the spectator see the same whichever cards were taken and given', () => {
      const run = (fremen: TreacheryCardId[]) => {
        const s0 = bidding(fremen);
        const taken = act(s0, 'harkonnen', take('fremen'));
        const back = giveBack(taken.state, ['baliset', 'kulon', fremen[0]!]);
        return { taken, back };
      };
      const a = run(FREMEN_A);
      const b = run(FREMEN_B);
      for (const step of ['taken', 'back'] as const) {
        for (const viewer of ['atreides', ...OTHERS] as const) {
          const seen = JSON.stringify(viewFor(a[step].state, viewer));
          expect(seen, `${viewer} ${step}`).to.equal(JSON.stringify(viewFor(b[step].state, viewer)));
          for (const card of FREMEN_A) expect(seen, `${viewer} ${step}`).to.not.include(`"${card}"`);
        }
        expect(JSON.stringify(publicEvents(a[step].events))).to.equal(JSON.stringify(publicEvents(b[step].events)));
        expect(JSON.stringify(viewFor(a[step].state, 'harkonnen'))).to.not.equal(JSON.stringify(viewFor(b[step].state, 'harkonnen')));
      }
      expect(viewFor(a.back.state, 'fremen').private!.hand).to.deep.equal(['baliset', 'kulon', 'lasgun']);
    });

    it('1.14.04 refused for a target with an empty hand, for the Harkonnen themselves and for the standing top bidder', () => {
      const s = bidding(FREMEN_A, (g) => {
        setHand(g, 'guild', []);
        setHand(g, 'atreides', ['hajr']);
      });
      expect(s.factions.guild!.hand).to.deep.equal([]);
      const r = applyAction(s, 'harkonnen', take('guild'));
      expect(!r.ok && r.error).to.deep.equal({ code: 'NOT_ELIGIBLE', message: '3.01.11.05: 1.14.04: guild holds no cards' });
      expectRejected(s, 'harkonnen', take('harkonnen'), 'INVALID_CHOICE');
      expectRejected(s, 'harkonnen', take('fremen', 'baliset'), 'NOT_HELD');
      // The Atreides open with a bid: their hand may back it (a Karama, 3.01.11.04, secret), so it cannot be taken.
      const bidOn = bid(s, 1);
      expect((bidOn.round as BiddingRound).highBidder).to.equal('atreides');
      const refused = applyAction(bidOn, 'harkonnen', take('atreides'));
      expect(!refused.ok && refused.error.message).to.match(/1\.14\.04: atreides holds the top bid/);
      expect(applyAction(bidOn, 'harkonnen', take('fremen')).ok).to.equal(true);
    });

    it("1.14.04 a Karama backing the Harkonnen's own standing bid is neither spent on the power nor given back", () => {
      let s = bidding(FREMEN_A, (g) => giveCard(g, 'harkonnen', 'karama-2'));
      for (let i = 0; i < 4; i++) s = bid(s, 0);
      s = bid(s, 15, 'karama-1');
      expect((s.round as BiddingRound).highBidder).to.equal('harkonnen');
      expectRejected(s, 'harkonnen', take('fremen'), 'NOT_ELIGIBLE');
      s = act(s, 'harkonnen', take('fremen', 'karama-2')).state;
      const d = returnDecision(s);
      expect(d.choices).to.not.include('karama-1');
      expect(d.choices).to.deep.equal(['baliset', 'kulon', ...FREMEN_A]);
      expectRejected(s, 'harkonnen', { type: 'harkonnen-return', event: d.id, cards: ['karama-1', 'baliset', 'kulon'] }, 'INVALID_CHOICE');
      s = giveBack(s, ['baliset', 'kulon', 'chaumas']).state;
      noCustodyProblems(s);
      // The bid still stands on its Karama: the card is bought for free once everyone else has passed.
      let sold: GameEvent[] = [];
      for (let i = 0; i < 5; i++) {
        const d2 = pendingDecisions(s).find((x) => x.kind === 'bid')!;
        const r = act(s, d2.seat, { type: 'bid', event: d2.id, amount: 0 });
        s = r.state;
        sold = [...sold, ...r.events];
      }
      expect(ofType(sold, 'karama-played')[0]).to.deep.include({ faction: 'harkonnen', card: 'karama-1' });
      expect(ofType(sold, 'card-bought')[0]).to.deep.include({ faction: 'harkonnen', karama: true });
      noCustodyProblems(s);
    });

    it('1.14.04 the Harkonnen hold more than 8 cards only while choosing; open bid decisions are brought up to date', () => {
      const eight: TreacheryCardId[] = ['karama-1', 'baliset', 'kulon', 'la-la-la', 'jubba-cloak', 'trip-to-gamont', 'crysknife', 'stunner'];
      let s = bidding(['karama-2', 'lasgun', 'shield-1', 'chaumas'], (g) => setHand(g, 'harkonnen', eight));
      // The Fremen bid next after the Atreides, Bene Gesserit and Emperor pass; their decision names their Karama.
      for (let i = 0; i < 3; i++) s = bid(s, 0);
      expect(decisionOf(s, 'bid', 'fremen')).to.deep.include({ karama: 'karama-2' });
      s = act(s, 'harkonnen', take('fremen')).state;
      expect(s.factions.harkonnen!.hand).to.have.length(11);
      s = giveBack(s, ['baliset', 'kulon', 'la-la-la', 'jubba-cloak']).state;
      expect(s.factions.harkonnen!.hand).to.have.length(7);
      expect(s.factions.fremen!.hand).to.have.length(4);
      expect(decisionOf(s, 'bid', 'fremen')).to.deep.include({ karama: null, eligible: false });
      noCustodyProblems(s);
    });

    it('1.14.04 every bot profile and the legal answerer give back exactly as many cards; thinking bots give the worthless ones', () => {
      const s = act(bidding(), 'harkonnen', take('fremen')).state;
      const d = returnDecision(s);
      for (let pick = 0; pick < 6; pick++) {
        const action = legalAnswer(d, pick, viewFor(s, 'harkonnen'));
        expect(ActionSchema.safeParse(action).success).to.equal(true);
        const r = applyAction(s, 'harkonnen', action);
        expect(r.ok, JSON.stringify(action)).to.equal(true);
        if (r.ok) noCustodyProblems(r.state);
      }
      expect(applyAction(s, 'harkonnen', legalAnswer(d, 3, null)).ok).to.equal(true);
      for (const profile of BOT_PROFILES) expect(applyAction(s, 'harkonnen', botAnswer(profile, viewFor(s, 'harkonnen'), d)).ok, profile).to.equal(true);
      expect(botAnswer('brutal', viewFor(s, 'harkonnen'), d)).to.deep.include({ cards: ['baliset', 'kulon', 'shield-1'] });
    });

    it('1.14.04 a bot Harkonnen takes the biggest hand of a non-ally without the top bid, from its own view', () => {
      const s = bidding(FREMEN_A, (g) => setHand(g, 'emperor', ['cheap-hero-1', 'hajr']));
      expect(botFreeAction('hard', viewFor(s, 'harkonnen'))).to.deep.equal(take('fremen'));
      const allied = bidding(FREMEN_A, (g) => {
        g.alliances = [['fremen', 'harkonnen']];
        setHand(g, 'emperor', ['cheap-hero-1', 'hajr']);
      });
      expect(botFreeAction('hard', viewFor(allied, 'harkonnen'))).to.deep.equal(take('emperor'));
      expect(botFreeAction('hard', viewFor(s, 'fremen'))).to.equal(null);
    });
  });
});
