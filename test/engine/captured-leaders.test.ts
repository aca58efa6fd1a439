// 2.05.10–2.05.13 CAPTURED LEADERS (Advanced game): a Harkonnen win draws one of the loser's active leaders, to
// kill for spice or to capture; captives fight for the Harkonnen and go home when they live or when the Harkonnen
// run out of leaders of their own; a killed captive goes to its own Tanks; a captive may be called a traitor.
import { expect } from 'chai';
import { pendingDecisions, type Decision, type GameState } from '../../rooms/dune/index.ts';
import { leadersOf } from '../../rooms/dune/factions/leaders.ts';
import { seedRng } from '../../rooms/dune/rng.ts';
import { act } from '../helpers/engine.ts';
import { decisionOf, emptyBoard, enterBattle, fight, give, place, traitor } from '../helpers/battle.ts';

const BASE = emptyBoard();

const capture = (state: GameState): Extract<Decision, { kind: 'capture-leader' }> | undefined =>
  pendingDecisions(state).find((d) => d.kind === 'capture-leader') as Extract<Decision, { kind: 'capture-leader' }> | undefined;

/** Harkonnen (aggressor) against the Emperor in the Great Flat. */
function duel(edit: (s: GameState) => void = () => {}, advanced = true) {
  return enterBattle(BASE, (s) => {
    s.config.advanced = advanced;
    s.firstPlayer = 'harkonnen';
    place(s, 'harkonnen', 'the-great-flat', 14, 8);
    place(s, 'emperor', 'the-great-flat', 14, 3);
    edit(s);
  }).state;
}

const HARKONNEN_WINS = { harkonnen: { leader: 'feyd-rautha', dial: 6, spice: 6 }, emperor: { leader: 'bashar', dial: 1 } } as const;

describe('captured leaders (2.05.10, Advanced game)', () => {
  it("2.05.10 CAPTURED LEADERS: after a Harkonnen win one of the loser's active leaders is drawn for the Harkonnen; not in the Basic game", () => {
    const { state } = fight(duel(), HARKONNEN_WINS);
    const d = capture(state);
    expect(d).to.deep.include({ seat: 'harkonnen', from: 'emperor' });
    expect(leadersOf('emperor').map((l) => l.id)).to.include(d!.leader);
    const basic = fight(
      duel(() => {}, false),
      { harkonnen: { leader: 'feyd-rautha', dial: 6 }, emperor: { leader: 'bashar', dial: 1 } },
    );
    expect(basic.events.find((e) => e.type === 'battle-resolved')).to.deep.include({ winner: 'harkonnen' });
    expect(capture(basic.state)).to.equal(undefined);
    // A Harkonnen loss draws nothing.
    const lost = fight(duel(), { harkonnen: { leader: 'umman-kudu', dial: 0 }, emperor: { leader: 'count-fenring', dial: 3, spice: 3 } });
    expect(capture(lost.state)).to.equal(undefined);
  });

  it('2.05.10.01 the draw includes the leader that fought if it lived, and leaves out leaders used in another territory', () => {
    // Every other Emperor leader fought elsewhere this turn: the draw can only be Bashar, who fought here and lived.
    // Several random draws (other rng states), so that a draw from all five could not pass by luck.
    for (let i = 0; i < 8; i++) {
      const s0 = duel((s) => (s.rng = seedRng(`capture-${i}`)));
      const round = s0.round as { usedLeaders: Record<string, { leader: string; territory: string }[]> };
      round.usedLeaders.emperor = ['count-fenring', 'cpt-aramsham', 'burseg', 'caid'].map((leader) => ({ leader, territory: 'arrakeen' }));
      expect(capture(fight(s0, HARKONNEN_WINS).state)).to.deep.include({ leader: 'bashar' });
    }
  });

  it('2.05.10.02 KILL: the leader goes face down into its own Tanks and the Harkonnen take 2 spice', () => {
    const { state } = fight(duel(), HARKONNEN_WINS);
    const d = capture(state)!;
    const r = act(state, 'harkonnen', { type: 'capture-leader', event: d.id, choice: 'kill' });
    expect(r.state.factions.emperor!.leaders[d.leader]).to.equal('tanks-face-down');
    expect(r.state.factions.harkonnen!.spice).to.equal(state.factions.harkonnen!.spice + 2);
  });

  it('2.05.10.03 CAPTURE: the leader joins the Harkonnen pool, fights for them, and goes home when it lives', () => {
    const s0 = duel((s) => {
      s.factions.emperor!.leaders.burseg = 'captured';
      s.factions.harkonnen!.captives = [{ leader: 'burseg', from: 'emperor' }];
    });
    expect(decisionOf(s0, 'battle-plan', 'harkonnen').leaders).to.include('burseg');
    const { state, events } = fight(s0, { harkonnen: { leader: 'burseg', dial: 6, spice: 6 }, emperor: { leader: 'bashar', dial: 1 } });
    // Burseg (3) fought for the Harkonnen and lived: back to the Emperor.
    expect(events.find((e) => e.type === 'battle-resolved')).to.deep.include({ winner: 'harkonnen', totals: { harkonnen: 9, emperor: 2.5 } });
    expect(state.factions.emperor!.leaders.burseg).to.equal('pool');
    expect(state.factions.harkonnen!.captives).to.deep.equal([]);
    // And a capture puts it there in the first place.
    const won = fight(duel(), HARKONNEN_WINS).state;
    const d = capture(won)!;
    const r = act(won, 'harkonnen', { type: 'capture-leader', event: d.id, choice: 'capture' });
    expect(r.state.factions.emperor!.leaders[d.leader]).to.equal('captured');
    expect(r.state.factions.harkonnen!.captives).to.deep.equal([{ leader: d.leader, from: 'emperor' }]);
  });

  it("2.05.11 PRISON BREAK: when the Harkonnen's own leaders are all dead, every captive goes home at once", () => {
    const s0 = duel((s) => {
      for (const l of leadersOf('harkonnen')) if (l.id !== 'umman-kudu') s.factions.harkonnen!.leaders[l.id] = 'tanks-face-up';
      s.factions.atreides!.leaders['duncan-idaho'] = 'captured';
      s.factions.harkonnen!.captives = [{ leader: 'duncan-idaho', from: 'atreides' }];
      give(s, 'emperor', 'crysknife');
    });
    const { state } = fight(s0, { harkonnen: { leader: 'umman-kudu', dial: 6, spice: 6 }, emperor: { leader: 'bashar', dial: 1, weapon: 'crysknife' } });
    expect(state.factions.harkonnen!.leaders['umman-kudu']).to.equal('tanks-face-up');
    expect(state.factions.atreides!.leaders['duncan-idaho']).to.equal('pool');
    expect(state.factions.harkonnen!.captives).to.deep.equal([]);
  });

  it('2.05.11 PRISON BREAK: a leader captured while the Harkonnen have none of their own alive goes straight back', () => {
    const s0 = duel((s) => {
      for (const l of leadersOf('harkonnen')) s.factions.harkonnen!.leaders[l.id] = 'tanks-face-up';
    });
    const { state } = fight(s0, { harkonnen: { dial: 6, spice: 6 }, emperor: { leader: 'bashar', dial: 1 } });
    const d = capture(state)!;
    const r = act(state, 'harkonnen', { type: 'capture-leader', event: d.id, choice: 'capture' });
    expect(r.state.factions.emperor!.leaders[d.leader]).to.equal('pool');
    expect(r.state.factions.harkonnen!.captives).to.deep.equal([]);
  });

  it("2.05.12 TYING UP LOOSE ENDS: a captive killed in battle goes to its own faction's Tanks", () => {
    const s0 = duel((s) => {
      s.factions.emperor!.leaders.burseg = 'captured';
      s.factions.harkonnen!.captives = [{ leader: 'burseg', from: 'emperor' }];
      give(s, 'emperor', 'crysknife');
    });
    const { state, events } = fight(s0, { harkonnen: { leader: 'burseg', dial: 6, spice: 6 }, emperor: { leader: 'bashar', dial: 1, weapon: 'crysknife' } });
    expect(events.find((e) => e.type === 'leader-killed')).to.deep.include({ faction: 'emperor', leader: 'burseg' });
    expect(state.factions.emperor!.leaders.burseg).to.equal('tanks-face-up');
    expect(state.factions.harkonnen!.leaders).to.not.have.property('burseg');
    expect(state.factions.harkonnen!.captives).to.deep.equal([]);
  });

  it('2.05.13 NO LOYALTY: a captive fighting for the Harkonnen may be called a traitor with its traitor card', () => {
    const s0 = duel((s) => {
      s.factions.emperor!.leaders.burseg = 'captured';
      s.factions.harkonnen!.captives = [{ leader: 'burseg', from: 'emperor' }];
      traitor(s, 'emperor', 'burseg');
    });
    const { events } = fight(s0, { harkonnen: { leader: 'burseg', dial: 6, spice: 6 }, emperor: { leader: 'bashar', dial: 1 } }, { emperor: true });
    expect(events.find((e) => e.type === 'battle-resolved')).to.deep.include({ outcome: 'traitor', winner: 'emperor' });
  });
});
