// TL.gholas (plugins/tleilaxu/gholas.ts): in the Advanced game the Tleilaxu revive other factions' dead leaders as
// their own while fewer than 5 leaders stand in their Leader Pool.
import { expect } from 'chai';
import { pendingDecisions, viewFor, type Action, type GameState, type LeaderId } from '../../rooms/dune/index.ts';
import { leader } from '../../rooms/dune/factions/leaders.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { checkGameState } from '../../schema/game-state.ts';
import { act, cancelInWindows, expectRejected } from '../helpers/engine.ts';
import { decisionOf, enterBattle, fight, traitor } from '../helpers/battle.ts';
import { setHand } from '../helpers/bidding.ts';
import { gholaBoard, TLEILAXU_TABLE, tleilaxuRevivalUntil } from '../helpers/tleilaxu.ts';
import { addForces } from '../../rooms/dune/board/forces.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { botAnswer } from '../../rooms/dune/bots/index.ts';

const revive = (event: string, leader: LeaderId | null): Action => ({ type: 'revive', event, forces: { regular: 0, elite: 0 }, leader, ghola: null });

/** The Tleilaxu's revive decision on `s`, answered with `leader`. */
function reviveGhola(s: GameState, leader: LeaderId) {
  const state = tleilaxuRevivalUntil(s, 'tleilaxu', 'revive');
  return act(state, 'tleilaxu', revive(decisionOf(state, 'revive', 'tleilaxu').id, leader));
}

describe('Tleilaxu Gholas (TL.gholas, Advanced game)', () => {
  it('TL.gholas with fewer than 5 leaders in their pool the Tleilaxu revive another faction dead leader as their own, at its strength to the bank', () => {
    const s = gholaBoard();
    const state = tleilaxuRevivalUntil(s, 'tleilaxu', 'revive');
    const d = decisionOf(state, 'revive', 'tleilaxu');
    // Their own Blin first (1.05.03 does not let him back yet: he is not offered), then the dead of every other faction.
    expect(d.leaders).to.deep.equal([
      { id: 'thufir-hawat', cost: 5 },
      { id: 'duncan-idaho', cost: 2 },
    ]);
    const r = act(state, 'tleilaxu', revive(d.id, 'thufir-hawat'));
    expect(r.state.factions.tleilaxu!.leaders['thufir-hawat']).to.equal('pool');
    expect(r.state.factions.atreides!.leaders).to.not.have.property('thufir-hawat');
    expect(r.state.factions.tleilaxu!.spice).to.equal(10 - 5);
    const revived = r.events.find((e) => e.type === 'leader-revived');
    expect(revived).to.deep.include({ faction: 'tleilaxu', leader: 'thufir-hawat', cost: 5, adoptedFrom: 'atreides' });
    expect(custodyProblems(r.state)).to.deep.equal([]);
    expect(checkGameState(structuredClone(r.state)).ok).to.equal(true);
    // Every viewer sees where the leader is: the Tleilaxu's own five first, then the Ghola; the Atreides hold four.
    const seats = viewFor(r.state, 'spectator').seats;
    const tl = seats.find((x) => x.faction === 'tleilaxu')!;
    expect(tl.leaderIds).to.deep.equal(['hidar-fen-ajidica', 'master-zaaf', 'zoal', 'wykk', 'blin', 'thufir-hawat']);
    expect(tl.leaders).to.deep.equal(['pool', 'pool', 'pool', 'pool', 'tanks-face-up', 'pool']);
    expect(seats.find((x) => x.faction === 'atreides')!.leaderIds).to.deep.equal(['lady-jessica', 'gurney-halleck', 'duncan-idaho', 'dr-yueh']);
  });

  it('TL.gholas not while 5 leaders stand in their pool, nor in the Basic game, nor in a game of an earlier rules edition', () => {
    const full = gholaBoard();
    full.factions.tleilaxu!.leaders.blin = 'pool';
    full.factions.tleilaxu!.leadersDied = [];
    const basic = gholaBoard();
    basic.config.advanced = false;
    const earlier = gholaBoard();
    earlier.config.rules = 5;
    // With nothing of their own to revive, the Tleilaxu are not even asked.
    expect(() => tleilaxuRevivalUntil(structuredClone(full), 'tleilaxu', 'revive')).to.throw('no revive for tleilaxu');
    for (const s of [full, basic, earlier]) {
      s.factions.tleilaxu!.reserves.regular -= 1;
      s.factions.tleilaxu!.tanks.regular += 1;
      const state = tleilaxuRevivalUntil(s, 'tleilaxu', 'revive');
      const d = decisionOf(state, 'revive', 'tleilaxu');
      expect(d.leaders.map((l) => l.id)).to.not.include.members(['duncan-idaho', 'thufir-hawat']);
      expectRejected(state, 'tleilaxu', revive(d.id, 'duncan-idaho'), 'NOT_HELD');
    }
  });

  it('TL.gholas the Auditor is never a Ghola, nor a leader of their own revived by it', () => {
    const s = gholaBoard(['tleilaxu', 'atreides', 'harkonnen', 'emperor', 'choam', 'guild']);
    s.factions.choam!.leaders.auditor = 'tanks-face-up';
    const state = tleilaxuRevivalUntil(s, 'tleilaxu', 'revive');
    const d = decisionOf(state, 'revive', 'tleilaxu');
    expect(d.leaders.map((l) => l.id)).to.deep.equal(['thufir-hawat', 'duncan-idaho']);
    expectRejected(state, 'tleilaxu', revive(d.id, 'auditor'), 'NOT_HELD');
    expectRejected(state, 'tleilaxu', revive(d.id, 'blin'), 'NOT_ELIGIBLE');
  });

  /** The Tleilaxu (with Duncan Idaho as a Ghola) and the Harkonnen, 4 forces each in Arrakeen, at their battle plans. */
  function gholaBattle(edit: (s: GameState) => void = () => {}): GameState {
    const s = reviveGhola(gholaBoard(), 'duncan-idaho').state;
    for (const f of ['tleilaxu', 'harkonnen'] as const) {
      s.factions[f]!.reserves.regular -= 4;
      addForces(s, { faction: f, territory: 'arrakeen', sector: 9 }, { regular: 4 });
    }
    edit(s);
    const { state } = enterBattle(s);
    const choice = pendingDecisions(state).find((d) => d.kind === 'battle-choice');
    return choice ? act(state, choice.seat, legalAnswer(choice)).state : state;
  }

  it('TL.gholas a Ghola keeps its traitor card: the faction holding it calls the Ghola a traitor', () => {
    const ready = gholaBattle((s) => traitor(s, 'harkonnen', 'duncan-idaho'));
    const plans = decisionOf(ready, 'battle-plan', 'tleilaxu');
    expect(plans.leaders).to.include('duncan-idaho');
    const r = fight(ready, { tleilaxu: { leader: 'duncan-idaho', dial: 4 }, harkonnen: { leader: 'feyd-rautha', dial: 0 } }, { harkonnen: true });
    expect(r.events.some((e) => e.type === 'battle-resolved' && e.outcome === 'traitor' && e.winner === 'harkonnen')).to.equal(true);
    // Killed, the Ghola lies in the Tleilaxu's Tanks: still theirs.
    expect(r.state.factions.tleilaxu!.leaders['duncan-idaho']).to.equal('tanks-face-up');
    expect(custodyProblems(r.state)).to.deep.equal([]);
  });

  it('2.05.10 the Harkonnen may capture a Ghola, the only leader the Tleilaxu have left: a captive taken from the Tleilaxu', () => {
    const ready = gholaBattle((s) => {
      for (const id of ['hidar-fen-ajidica', 'master-zaaf', 'zoal', 'wykk'] as const) s.factions.tleilaxu!.leaders[id] = 'tanks-face-up';
    });
    let state = fight(ready, { tleilaxu: { leader: 'duncan-idaho', dial: 0 }, harkonnen: { leader: 'feyd-rautha', dial: 4 } }).state;
    const dancer = pendingDecisions(state).find((d) => d.kind === 'face-dancer');
    if (dancer) state = act(state, 'tleilaxu', { type: 'face-dancer', event: dancer.id, reveal: false }).state;
    const capture = decisionOf(state, 'capture-leader', 'harkonnen');
    expect(capture).to.include({ leader: 'duncan-idaho', from: 'tleilaxu' });
    state = act(state, 'harkonnen', { type: 'capture-leader', event: capture.id, choice: 'capture' }).state;
    expect(state.factions.tleilaxu!.leaders['duncan-idaho']).to.equal('captured');
    expect(state.factions.harkonnen!.captives).to.deep.equal([{ leader: 'duncan-idaho', from: 'tleilaxu' }]);
    expect(custodyProblems(state)).to.deep.equal([]);
  });

  it('TL.gholas a dead Ghola is the Tleilaxu alone to revive: its own faction is not offered it', () => {
    const s = reviveGhola(gholaBoard(), 'duncan-idaho').state;
    s.factions.tleilaxu!.leaders['duncan-idaho'] = 'tanks-face-up';
    // Every Atreides leader is dead or gone: their leader revival is open (1.05.03), Duncan not among it.
    for (const id of ['lady-jessica', 'gurney-halleck', 'dr-yueh'] as const) s.factions.atreides!.leaders[id] = 'tanks-face-up';
    s.factions.atreides!.leadersDied = ['thufir-hawat', 'duncan-idaho', 'lady-jessica', 'gurney-halleck', 'dr-yueh'];
    const atAtreides = tleilaxuRevivalUntil(s, 'atreides', 'revive');
    const mine = decisionOf(atAtreides, 'revive', 'atreides');
    expect(mine.leaders.map((l) => l.id)).to.not.include('duncan-idaho');
    expectRejected(atAtreides, 'atreides', revive(mine.id, 'duncan-idaho'), 'NOT_HELD');
    const atTleilaxu = tleilaxuRevivalUntil(s, 'tleilaxu', 'revive');
    expect(decisionOf(atTleilaxu, 'revive', 'tleilaxu').leaders.map((l) => l.id)).to.include('duncan-idaho');
    const r = reviveGhola(s, 'duncan-idaho');
    expect(r.state.factions.tleilaxu!.leaders['duncan-idaho']).to.equal('pool');
  });

  it('LS.revival a Ghola is given no Leader Skill, though the Tleilaxu hold none', () => {
    const s = gholaBoard(TLEILAXU_TABLE, ['leader-skills']);
    const theirs = s.skills!.assigned.filter((a) => leader(a.leader).faction === 'tleilaxu');
    expect(theirs).to.have.length(1);
    s.skills!.assigned = s.skills!.assigned.filter((a) => !theirs.includes(a));
    s.skills!.deck.push(...theirs.map((a) => a.card));
    const r = reviveGhola(s, 'duncan-idaho');
    expect(r.state.factions.tleilaxu!.leaders['duncan-idaho']).to.equal('pool');
    expect(pendingDecisions(r.state).some((d) => d.kind === 'pick-skill')).to.equal(false);
    expect(custodyProblems(r.state)).to.deep.equal([]);
  });

  it('TL.karama-abilities a Ghola revival, cancelled, is taken again without Gholas', () => {
    const s = gholaBoard();
    setHand(s, 'atreides', ['karama-1']);
    let state = tleilaxuRevivalUntil(s, 'tleilaxu', 'revive');
    state = act(state, 'tleilaxu', revive(decisionOf(state, 'revive', 'tleilaxu').id, 'duncan-idaho'), { karama: 'open' }).state;
    expect(state.karama.window?.uses.map((u) => u.ability)).to.deep.equal(['tleilaxu-gholas']);
    state = cancelInWindows(state, 'atreides', 'tleilaxu-gholas', 'karama-1');
    const retake = decisionOf(state, 'revive', 'tleilaxu');
    expect(retake.leaders).to.deep.equal([]);
    expectRejected(state, 'tleilaxu', revive(retake.id, 'duncan-idaho'), 'NOT_HELD');
    expect(state.factions.atreides!.leaders['duncan-idaho']).to.equal('tanks-face-up');
  });

  it('TL.gholas bots: hard Tleilaxu revive the strongest Ghola they can pay for; every profile answers legally', () => {
    const state = tleilaxuRevivalUntil(gholaBoard(), 'tleilaxu', 'revive');
    const d = decisionOf(state, 'revive', 'tleilaxu');
    const view = viewFor(state, 'tleilaxu');
    expect(botAnswer('hard', view, d)).to.deep.include({ leader: 'thufir-hawat' });
    expect(botAnswer('brutal', view, d)).to.deep.include({ leader: 'thufir-hawat' });
    for (const profile of ['easy', 'medium', 'hard', 'brutal'] as const) act(state, 'tleilaxu', botAnswer(profile, view, d));
  });
});
