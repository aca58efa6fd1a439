// CHOAM's Kull Wahad played in reaction (CH.worthless.kull-wahad, rules edition 2): a Karama played against one of
// CHOAM's abilities waits for CHOAM's answer, asked whether or not it holds the card; played, it stops that Karama.
import { expect } from 'chai';
import { createGame, pendingDecisions, viewFor, type Faction, type GameState } from '../../rooms/dune/index.ts';
import { botAnswer } from '../../rooms/dune/bots/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import type { TreacheryCardId } from '../../rooms/dune/types.ts';
import { act, expectRejected, passKaramaWindows, playSetup } from '../helpers/engine.ts';
import { decisionOf } from '../helpers/battle.ts';
import { enterPhase, setHand } from '../helpers/bidding.ts';
import { enterPhase as enterRevival, toTanks } from '../helpers/revival.ts';
import { revivalPhase } from '../../rooms/dune/phases/revival/index.ts';

const THREE: Faction[] = ['atreides', 'bene-gesserit', 'choam'];
const IXIAN = playSetup(createGame({ factions: THREE, seed: 'kull-wahad', seating: 'listed', cards: ['base', 'ixians'] })).state;

/**
 * CHOAM (holding `hand`) sells the Kulon at the end of CHOAM Charity; the Atreides play their Karama against the sale
 * (unless `played` is false; the Bene Gesserit pass). Returns the state once every window answer is in.
 */
function karamaAgainstSale(hand: TreacheryCardId[], edit: (s: GameState) => void = () => {}, from: GameState = IXIAN, played = true): GameState {
  let s = enterPhase(from, 'choam-charity', (x) => {
    for (const f of THREE) setHand(x, f, []);
    setHand(x, 'choam', hand);
    setHand(x, 'atreides', ['karama-1']);
    setHand(x, 'bene-gesserit', ['shield-1']);
    edit(x);
  });
  s = passKaramaWindows(s).state;
  for (const d of pendingDecisions(s).filter((x) => x.kind === 'claim-charity')) s = act(s, d.seat, { type: 'claim-charity', event: d.id, claim: false }).state;
  s = act(s, 'choam', { type: 'choam-market', event: decisionOf(s, 'choam-market', 'choam').id, sell: ['kulon'], trade: false }, { karama: 'open' }).state;
  for (const d of pendingDecisions(s).filter((x) => x.kind === 'karama-window')) {
    const mine = played && d.seat === 'atreides';
    s = act(s, d.seat, { type: 'karama-window', event: d.id, cancel: mine ? 'choam-sale' : null, card: mine ? 'karama-1' : null }, { karama: 'open' }).state;
  }
  return s;
}

const react = (s: GameState, play: boolean) => act(s, 'choam', { type: 'kull-wahad', event: decisionOf(s, 'kull-wahad', 'choam').id, play });

describe('engine: Kull Wahad in reaction (CH.worthless.kull-wahad)', () => {
  it('CH.worthless.kull-wahad: a Karama played against CHOAM waits for CHOAM’s answer, asked whether or not it holds Kull Wahad; every other seat sees the same (rules edition 2)', () => {
    const holds = karamaAgainstSale(['kull-wahad', 'kulon']);
    const lacks = karamaAgainstSale(['baliset', 'kulon']);
    for (const s of [holds, lacks]) {
      expect(decisionOf(s, 'kull-wahad', 'choam')).to.deep.include({ faction: 'atreides', ability: 'choam-sale', secret: false });
      expect(s.karama.window, 'the window waits').to.not.equal(null);
      expect(s.factions.atreides!.hand, 'the Karama is not spent yet').to.deep.equal(['karama-1']);
    }
    for (const v of ['atreides', 'bene-gesserit', 'spectator'] as const) expect(viewFor(lacks, v), v).to.deep.equal(viewFor(holds, v));
    // Without the card, CHOAM can only let it be played.
    expectRejected(lacks, 'choam', { type: 'kull-wahad', event: decisionOf(lacks, 'kull-wahad', 'choam').id, play: true }, 'NOT_HELD');
  });

  it('CH.worthless.kull-wahad: played, the Karama stays in its player’s hand, who may play no Karama for the rest of the phase, and CHOAM’s ability goes on; passed, the Karama is spent', () => {
    const s = karamaAgainstSale(['kull-wahad', 'kulon']);
    const stopped = react(s, true);
    expect(stopped.events.find((e) => e.type === 'kull-wahad-reacted')).to.deep.include({ faction: 'atreides', ability: 'choam-sale' });
    expect(stopped.state.factions.atreides!.hand).to.deep.equal(['karama-1']);
    expect(stopped.state.factions.choam!.hand).to.deep.equal([]);
    expect(stopped.state.decks.treacheryDiscard).to.include.members(['kull-wahad', 'kulon']);
    expect(stopped.state.karama.window).to.equal(null);
    expect(stopped.events.find((e) => e.type === 'karama-window-closed')).to.deep.include({ cancelled: [] });
    expect(custodyProblems(stopped.state)).to.deep.equal([]);
    // The same in the Revival phase, which goes on afterwards: the Bene Gesserit, stopped, may prevent nothing now.
    let r = enterRevival(
      (() => {
        const x = structuredClone(IXIAN);
        x.pending = [];
        x.secretGroups = [];
        x.round = null;
        for (const f of THREE) setHand(x, f, []);
        setHand(x, 'choam', ['kull-wahad']);
        setHand(x, 'bene-gesserit', ['karama-1', 'karama-2']);
        x.factions.choam!.spice = 10;
        toTanks(x, 'choam', 5);
        // The Atreides revive after CHOAM: the phase is not over once CHOAM has.
        toTanks(x, 'atreides', 3);
        x.firstPlayer = 'choam';
        return x;
      })(),
      'revival',
      revivalPhase,
    ).state;
    r = act(
      r,
      'choam',
      { type: 'revive', event: decisionOf(r, 'revive', 'choam').id, forces: { regular: 5, elite: 0 }, leader: null, ghola: null },
      { karama: 'open' },
    ).state;
    for (const d of pendingDecisions(r).filter((x) => x.kind === 'karama-window')) {
      const bg = d.seat === 'bene-gesserit';
      r = act(r, d.seat, { type: 'karama-window', event: d.id, cancel: bg ? 'choam-revival' : null, card: bg ? 'karama-1' : null }, { karama: 'open' }).state;
    }
    const revived = react(r, true).state;
    expect(revived.phase).to.equal('revival');
    expect(revived.factions.choam!.reserves.regular).to.equal(20);
    expect(viewFor(revived, 'spectator').choam!.effects).to.deep.include({ card: 'kull-wahad', turn: r.turn, phase: 'revival', faction: 'bene-gesserit' });
    expectRejected(revived, 'bene-gesserit', { type: 'karama-prevent', ability: 'atreides-bidding', card: 'karama-2' }, 'NOT_ELIGIBLE');
    const passed = react(s, false);
    expect(passed.state.factions.atreides!.hand).to.deep.equal([]);
    expect(passed.state.factions.choam!.hand).to.have.members(['kull-wahad', 'kulon']);
    expect(passed.events.find((e) => e.type === 'karama-window-closed')).to.deep.include({ cancelled: ['choam-sale'] });
  });

  it('CH.worthless.kull-wahad: no reaction is asked in a game of rules edition 1, nor without the Ixian cards, nor for a window that cancels nothing of CHOAM’s', () => {
    const old = karamaAgainstSale(['kull-wahad', 'kulon'], (x) => delete x.config.rules);
    expect(pendingDecisions(old).map((d) => d.kind)).to.not.include('kull-wahad');
    expect(old.factions.atreides!.hand).to.deep.equal([]);
    const base = playSetup(createGame({ factions: THREE, seed: 'kull-wahad', seating: 'listed' })).state;
    const plain = karamaAgainstSale(['baliset', 'kulon'], () => {}, base);
    expect(pendingDecisions(plain).map((d) => d.kind)).to.not.include('kull-wahad');
    const passed = karamaAgainstSale(['kull-wahad', 'kulon'], () => {}, IXIAN, false);
    expect(pendingDecisions(passed).map((d) => d.kind)).to.not.include('kull-wahad');
    expect(passed.karama.window).to.equal(null);
  });

  it('CH.worthless.kull-wahad: the bots stop the Karama when they hold the card (medium and up), and every legal answer is accepted', () => {
    const holds = karamaAgainstSale(['kull-wahad', 'kulon']);
    const lacks = karamaAgainstSale(['baliset', 'kulon']);
    const d = decisionOf(holds, 'kull-wahad', 'choam');
    expect(botAnswer('brutal', viewFor(holds, 'choam'), d)).to.deep.include({ play: true });
    expect(botAnswer('brutal', viewFor(lacks, 'choam'), decisionOf(lacks, 'kull-wahad', 'choam'))).to.deep.include({ play: false });
    for (const [s, pick] of [
      [holds, 0],
      [holds, 1],
      [lacks, 0],
    ] as const)
      act(s, 'choam', legalAnswer(decisionOf(s, 'kull-wahad', 'choam'), pick, viewFor(s, 'choam')));
  });
});
