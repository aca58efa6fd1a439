// CHOAM's Worthless effects (CH.worthless.*): each played as its phase starts, instead of selling the card.
import { expect } from 'chai';
import { applyAction, pendingDecisions, viewFor, type Action, type Faction, type GameState, type Phase } from '../../rooms/dune/index.ts';
import { Context } from '../../rooms/dune/context.ts';
import { advance, startPhase } from '../../rooms/dune/phases/turn.ts';
import { moveStorm } from '../../rooms/dune/phases/storm/destruction.ts';
import { addForces } from '../../rooms/dune/board/forces.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import type { WorthlessPlay } from '../../rooms/dune/plugins/choam/types.ts';
import { act, expectRejected } from '../helpers/engine.ts';
import { decisionOf } from '../helpers/battle.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { setHand } from '../helpers/bidding.ts';
import { midGame } from '../helpers/revival.ts';

const THREE: Faction[] = ['atreides', 'bene-gesserit', 'choam'];
const base = midGame('choam-worthless', THREE);

/** `phase` of turn 3 started as the runner starts it (its start windows first), on a copy of `base` after `edit`. */
function startAt(phase: Phase, edit: (s: GameState) => void, from: GameState = base): GameState {
  const s = structuredClone(from);
  s.turn = 3;
  for (const f of THREE) setHand(s, f, []);
  edit(s);
  const ctx = new Context(s);
  startPhase(ctx, phase);
  advance(ctx);
  return ctx.done();
}

/** Everyone else passes their shipment and movement (other decisions answered legally) until `seat` is to move. */
function untilMove(s: GameState, seat: Faction): GameState {
  for (let i = 0; i < 30; i++) {
    const d = pendingDecisions(s)[0]!;
    if (d.kind === 'move' && d.seat === seat) return s;
    const answer: Action =
      d.kind === 'ship' ? { type: 'ship', event: d.id, mode: 'pass' } : d.kind === 'move' ? ({ type: 'move', event: d.id } as Action) : legalAnswer(d);
    s = act(s, d.seat, answer).state;
  }
  throw new Error(`${seat} never moved`);
}

function play(s: GameState, ...plays: WorthlessPlay[]): { state: GameState; events: ReturnType<typeof act>['events'] } {
  return act(s, 'choam', { type: 'choam-worthless', event: decisionOf(s, 'choam-worthless', 'choam').id, plays } as Action);
}

describe('engine: CHOAM Worthless effects (CH.worthless.*)', () => {
  it('CH.worthless.jubba-cloak: played as the storm phase starts; CHOAM forces in that territory survive the storm', () => {
    let s = startAt('storm', (x) => {
      setHand(x, 'choam', ['jubba-cloak']);
      addForces(x, { faction: 'choam', territory: 'arsunt', sector: 10 }, { regular: 3 });
      x.factions.choam!.reserves.regular -= 3;
      addForces(x, { faction: 'atreides', territory: 'arsunt', sector: 10 }, { regular: 2 });
      x.factions.atreides!.reserves.regular -= 2;
    });
    const d = decisionOf(s, 'choam-worthless', 'choam');
    expect(d).to.deep.include({ phase: 'storm', effects: ['jubba-cloak'] });
    expectRejected(s, 'choam', { type: 'choam-worthless', event: d.id, plays: [{ card: 'jubba-cloak', territory: 'basin' }] }, 'INVALID_CHOICE');
    const r = play(s, { card: 'jubba-cloak', territory: 'arsunt' });
    expect(r.events.find((e) => e.type === 'worthless-played')).to.deep.include({ play: { card: 'jubba-cloak', territory: 'arsunt' } });
    expect(r.state.decks.treacheryDiscard).to.include('jubba-cloak');
    s = structuredClone(r.state);
    s.storm.sector = 9;
    const ctx = new Context(s);
    moveStorm(ctx, 2);
    expect(ctx.state.forces.filter((x) => x.territory === 'arsunt').map((x) => x.faction)).to.deep.equal(['choam']);
    expect(ctx.state.factions.atreides!.tanks.regular).to.equal(2);
    expect(custodyProblems(ctx.state)).to.deep.equal([]);
  });

  it('CH.worthless.la-la-la: played as Revival starts; the named faction takes no free revival this turn', () => {
    const s = startAt('revival', (x) => {
      setHand(x, 'choam', ['la-la-la']);
      x.factions.atreides!.reserves.regular -= 4;
      x.factions.atreides!.tanks.regular += 4;
    });
    const r = play(s, { card: 'la-la-la', faction: 'atreides' });
    const revive = decisionOf(r.state, 'revive', 'atreides');
    expect(revive).to.include({ freeRevival: 0 });
    expect(viewFor(r.state, 'spectator').choam!.effects).to.deep.equal([{ card: 'la-la-la', turn: 3, faction: 'atreides' }]);
  });

  it('CH.worthless.baliset: the named faction may not move into the CHOAM territory this Shipment and Movement', () => {
    const s = startAt('shipment-movement', (x) => {
      setHand(x, 'choam', ['baliset']);
      addForces(x, { faction: 'choam', territory: 'imperial-basin', sector: 9 }, { regular: 1 });
      x.factions.choam!.reserves.regular -= 1;
    });
    const r = play(s, { card: 'baliset', faction: 'atreides', territory: 'imperial-basin' });
    // Everyone ships and moves in storm order; the Atreides' move decision names the barred territory.
    const state = untilMove(r.state, 'atreides');
    const move = decisionOf(state, 'move', 'atreides');
    expect(move).to.deep.include({ barred: ['imperial-basin'] });
    const from = state.forces.find((x) => x.faction === 'atreides' && x.territory === 'arrakeen')!;
    expectRejected(
      state,
      'atreides',
      { type: 'move', event: move.id, from: 'arrakeen', groups: [{ sector: from.sector, count: 1 }], to: { territory: 'imperial-basin', sector: 9 } } as Action,
      'NOT_ELIGIBLE',
    );
  });

  it('CH.worthless.kulon: CHOAM moves one territory further this turn', () => {
    const s = startAt('shipment-movement', (x) => setHand(x, 'choam', ['kulon']));
    const r = play(s, { card: 'kulon' });
    expect(decisionOf(untilMove(r.state, 'choam'), 'move', 'choam')).to.deep.include({ range: 2, kulon: true });
  });

  it('CH.worthless.trip-to-gamont: played as the Mentat Pause starts, one force of another faction goes to its reserves', () => {
    const s = startAt('mentat-pause', (x) => setHand(x, 'choam', ['trip-to-gamont']));
    const stack = s.forces.find((x) => x.faction === 'atreides')!;
    const reserves = s.factions.atreides!.reserves.regular;
    const d = decisionOf(s, 'choam-worthless', 'choam');
    expectRejected(
      s,
      'choam',
      {
        type: 'choam-worthless',
        event: d.id,
        plays: [{ card: 'trip-to-gamont', faction: 'atreides', territory: stack.territory, sector: stack.sector, force: 'elite' }],
      },
      'NOT_HELD',
    );
    const r = play(s, { card: 'trip-to-gamont', faction: 'atreides', territory: stack.territory, sector: stack.sector, force: 'regular' });
    expect(r.state.factions.atreides!.reserves.regular).to.equal(reserves + 1);
    expect(custodyProblems(r.state)).to.deep.equal([]);
  });

  it('CH.worthless.kull-wahad: with the Ixian cards, in any phase; the named faction may play no Karama this phase', () => {
    const ix = structuredClone(base);
    ix.config.cards = ['base', 'ixians'];
    const s = startAt(
      'bidding',
      (x) => {
        setHand(x, 'choam', ['kull-wahad']);
        setHand(x, 'bene-gesserit', ['karama-1']);
      },
      ix,
    );
    expect(decisionOf(s, 'choam-worthless', 'choam')).to.deep.include({ effects: ['kull-wahad'] });
    const prevent: Action = { type: 'karama-prevent', ability: 'atreides-bidding', card: 'karama-1' };
    const r = play(s, { card: 'kull-wahad', faction: 'bene-gesserit' });
    expect(viewFor(r.state, 'atreides').choam!.effects).to.deep.equal([{ card: 'kull-wahad', turn: 3, phase: 'bidding', faction: 'bene-gesserit' }]);
    expectRejected(r.state, 'bene-gesserit', prevent, 'NOT_ELIGIBLE');
    // Without it the Bene Gesserit could (and in the next phase they can again).
    const free = play(s);
    expect(applyAction(free.state, 'bene-gesserit', prevent).ok).to.equal(true);
    // Base cards only: no Kull Wahad in the deck, so no window in bidding.
    const plain = startAt('bidding', (x) => setHand(x, 'choam', ['kulon']));
    expect(pendingDecisions(plain).some((d) => d.kind === 'choam-worthless')).to.equal(false);
  });

  it('CH.worthless: asked whenever CHOAM holds a card (not only a Worthless one), never with an empty hand', () => {
    const s = startAt('revival', (x) => setHand(x, 'choam', ['lasgun']));
    expect(decisionOf(s, 'choam-worthless', 'choam')).to.deep.include({ effects: ['la-la-la'] });
    expectRejected(
      s,
      'choam',
      { type: 'choam-worthless', event: decisionOf(s, 'choam-worthless', 'choam').id, plays: [{ card: 'la-la-la', faction: 'atreides' }] },
      'NOT_HELD',
    );
    const empty = startAt('revival', () => {});
    expect(pendingDecisions(empty).some((d) => d.kind === 'choam-worthless')).to.equal(false);
  });

  it('CH.karama-cancel: a Karama cancels the Worthless effects; the cards stay and none is played this phase', () => {
    let s = startAt('revival', (x) => {
      setHand(x, 'choam', ['la-la-la']);
      setHand(x, 'atreides', ['karama-1']);
    });
    s = act(
      s,
      'choam',
      { type: 'choam-worthless', event: decisionOf(s, 'choam-worthless', 'choam').id, plays: [{ card: 'la-la-la', faction: 'atreides' }] },
      { karama: 'open' },
    ).state;
    for (const d of pendingDecisions(s).filter((x) => x.kind === 'karama-window')) {
      const mine = d.seat === 'atreides';
      s = act(
        s,
        d.seat,
        { type: 'karama-window', event: d.id, cancel: mine ? 'choam-worthless' : null, card: mine ? 'karama-1' : null },
        { karama: 'open' },
      ).state;
    }
    const retake = decisionOf(s, 'choam-worthless', 'choam');
    expect(s.factions.choam!.hand).to.deep.equal(['la-la-la']);
    expectRejected(s, 'choam', { type: 'choam-worthless', event: retake.id, plays: [{ card: 'la-la-la', faction: 'atreides' }] }, 'NOT_ELIGIBLE');
    expect(act(s, 'choam', { type: 'choam-worthless', event: retake.id, plays: [] }).state.choam!.effects).to.deep.equal([]);
  });
});
