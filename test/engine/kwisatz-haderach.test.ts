// The Kwisatz Haderach (2.01.10–2.01.13, 2.01.15; Advanced game): it wakes after 7 Atreides forces are lost in
// battles, adds 2 to the leader it accompanies in one territory a turn, shields that leader from traitors, and
// dies only in a Lasgun–Shield explosion.
import { expect } from 'chai';
import { pendingDecisions, type Action, type GameState } from '../../rooms/dune/index.ts';
import { revivalPhase } from '../../rooms/dune/phases/revival/index.ts';
import { act, expectRejected } from '../helpers/engine.ts';
import { decisionOf, emptyBoard, enterBattle, fight, give, place, planAction, resolvedOf as resolved, traitor } from '../helpers/battle.ts';
import { enterPhase, midGame } from '../helpers/revival.ts';
import { leadersOf } from '../../rooms/dune/factions/leaders.ts';

const BASE = emptyBoard();

/** Harkonnen (aggressor) against the Atreides in the Great Flat, Advanced game; `lost` Atreides losses so far. */
function duel(lost: number, edit: (s: GameState) => void = () => {}) {
  return enterBattle(BASE, (s) => {
    s.config.advanced = true;
    s.factions.atreides!.kwisatz = { lost, awake: lost >= 7, inTanks: false, usedIn: null };
    s.firstPlayer = 'harkonnen';
    place(s, 'harkonnen', 'the-great-flat', 14, 8);
    place(s, 'atreides', 'the-great-flat', 14, 6);
    edit(s);
  }).state;
}

/** Skips the Atreides Prescience question, which opens first in their battles. */
function noPrescience(state: GameState): GameState {
  const d = pendingDecisions(state).find((x) => x.kind === 'prescience');
  return d ? act(state, 'atreides', { type: 'prescience', event: d.id, element: null }).state : state;
}

describe('the Kwisatz Haderach (Advanced game)', () => {
  it('2.01.10 THE SLEEPER HAS AWAKENED: it wakes once the Atreides have lost 7 forces in battles, and they alone are told', () => {
    const s = noPrescience(duel(1));
    expect(decisionOf(s, 'battle-plan', 'atreides')).to.not.have.property('kwisatzHaderach');
    expectRejected(s, 'atreides', planAction(s, 'atreides', { leader: 'duncan-idaho', dial: 1, kwisatzHaderach: true }), 'INVALID_CHOICE');
    const { state, events } = fight(s, { harkonnen: { leader: 'feyd-rautha', dial: 8, spice: 8 }, atreides: { leader: 'duncan-idaho', dial: 1, spice: 1 } });
    expect(resolved(events).winner).to.equal('harkonnen');
    expect(state.factions.atreides!.kwisatz).to.deep.include({ lost: 7, awake: true });
    expect(events.filter((e) => e.type === 'kwisatz-haderach-awakened').map((e) => e.visibleTo)).to.deep.equal(['atreides']);
  });

  it('2.01.11 KWISATZ HADERACH: awake, it adds 2 to a living leader, in one territory per turn', () => {
    const s = noPrescience(duel(7));
    expect(decisionOf(s, 'battle-plan', 'atreides')).to.include({ kwisatzHaderach: true });
    const { state, events } = fight(s, {
      harkonnen: { leader: 'beast-rabban', dial: 4, spice: 4 },
      atreides: { leader: 'duncan-idaho', dial: 4, spice: 4, kwisatzHaderach: true },
    });
    // Harkonnen 4 + 4 = 8; Atreides 4 + Duncan 2 + the Kwisatz Haderach 2 = 8: the aggressor wins the tie.
    expect(resolved(events).totals).to.deep.equal({ harkonnen: 8, atreides: 8 });
    expect(state.factions.atreides!.kwisatz!.usedIn).to.deep.equal({ turn: state.turn, territory: 'the-great-flat' });
    // Another territory the same turn: not available.
    const elsewhere = noPrescience(
      duel(7, (x) => {
        x.factions.atreides!.kwisatz!.usedIn = { turn: x.turn, territory: 'arrakeen' };
      }),
    );
    expect(decisionOf(elsewhere, 'battle-plan', 'atreides')).to.not.have.property('kwisatzHaderach');
  });

  it('2.01.11 KWISATZ HADERACH: a leader killed in the battle gets nothing from it', () => {
    const s = noPrescience(duel(7, (x) => give(x, 'harkonnen', 'crysknife')));
    const { events } = fight(s, {
      harkonnen: { leader: 'beast-rabban', dial: 4, spice: 4, weapon: 'crysknife' },
      atreides: { leader: 'duncan-idaho', dial: 4, spice: 4, kwisatzHaderach: true },
    });
    expect(resolved(events)).to.deep.include({ totals: { harkonnen: 8, atreides: 4 }, killed: ['duncan-idaho'] });
  });

  it('2.01.12 ATREIDES LOYALTY: a leader accompanied by the Kwisatz Haderach cannot be called a traitor', () => {
    const s = noPrescience(duel(7, (x) => traitor(x, 'harkonnen', 'duncan-idaho')));
    let state = act(s, 'harkonnen', planAction(s, 'harkonnen', { leader: 'beast-rabban', dial: 4 })).state;
    state = act(state, 'atreides', planAction(state, 'atreides', { leader: 'duncan-idaho', dial: 4, kwisatzHaderach: true })).state;
    expect(pendingDecisions(state).filter((d) => d.kind === 'call-traitor' && d.seat === 'harkonnen')).to.deep.equal([]);
  });

  it('2.01.13 PROPHECY BLINDED: only a Lasgun–Shield explosion kills the Kwisatz Haderach', () => {
    const s = noPrescience(
      duel(7, (x) => {
        give(x, 'harkonnen', 'lasgun');
        give(x, 'atreides', 'shield-1');
      }),
    );
    const { state, events } = fight(s, {
      harkonnen: { leader: 'beast-rabban', dial: 2, weapon: 'lasgun' },
      atreides: { leader: 'duncan-idaho', dial: 2, defense: 'shield-1', kwisatzHaderach: true },
    });
    expect(resolved(events).outcome).to.equal('explosion');
    expect(state.factions.atreides!.kwisatz!.inTanks).to.equal(true);
    expect(events.some((e) => e.type === 'kwisatz-haderach-killed')).to.equal(true);
    // The weapon that killed Duncan in the test above left it alive: a killed leader does not take it along.
    const weapon = fight(noPrescience(duel(7, (x) => give(x, 'harkonnen', 'crysknife'))), {
      harkonnen: { leader: 'beast-rabban', dial: 4, weapon: 'crysknife' },
      atreides: { leader: 'duncan-idaho', dial: 4, kwisatzHaderach: true },
    });
    expect(weapon.state.factions.atreides!.kwisatz!.inTanks).to.equal(false);
  });

  it('2.01.14 REAWAKEN: once no leader is active (or all died once), it is revived like a leader, instead of one', () => {
    const s = midGame('reawaken', undefined, true);
    const fs = s.factions.atreides!;
    fs.kwisatz = { lost: 9, awake: true, inTanks: true, usedIn: null };
    // Leaders still in the pool, not all dead once: no revival of it.
    let { state } = enterPhase(s, 'revival', revivalPhase);
    let d = pendingDecisions(state).find((x) => x.kind === 'revive' && x.seat === 'atreides');
    expect(d).to.not.have.property('kwisatzHaderach');
    const revive = (event: string, extra: object = {}): Action => ({
      type: 'revive',
      event,
      forces: { regular: 0, elite: 0 },
      leader: null,
      ghola: null,
      kwisatzHaderach: true,
      ...extra,
    });
    expectRejected(state, 'atreides', revive(d!.id), 'NOT_ELIGIBLE');
    // Every leader in the Tanks: the one leader revival may bring it back instead, for 2 spice.
    const ids = leadersOf('atreides').map((l) => l.id);
    for (const id of ids) fs.leaders[id] = 'tanks-face-up';
    fs.leadersDied = ids;
    ({ state } = enterPhase(s, 'revival', revivalPhase));
    d = pendingDecisions(state).find((x) => x.kind === 'revive' && x.seat === 'atreides')!;
    expect(d).to.deep.include({ kwisatzHaderach: { cost: 2 } });
    expectRejected(state, 'atreides', revive(d.id, { leader: 'duncan-idaho' }), 'INVALID_CHOICE');
    const r = act(state, 'atreides', revive(d.id));
    expect(r.state.factions.atreides!.kwisatz).to.deep.include({ inTanks: false });
    expect(r.state.factions.atreides!.spice).to.equal(state.factions.atreides!.spice - 2);
    expect(r.events.some((e) => e.type === 'kwisatz-haderach-revived')).to.equal(true);
  });

  it('2.01.15 ASCENSION: alive or dead, the Kwisatz Haderach does not keep the Atreides from reviving a leader', () => {
    for (const inTanks of [false, true]) {
      const s = midGame('ascension', undefined, true);
      const ids = leadersOf('atreides').map((l) => l.id);
      for (const id of ids) s.factions.atreides!.leaders[id] = 'tanks-face-up';
      s.factions.atreides!.leadersDied = ids;
      s.factions.atreides!.kwisatz = { lost: 9, awake: true, inTanks, usedIn: null };
      const { state } = enterPhase(s, 'revival', revivalPhase);
      const d = pendingDecisions(state).find((x) => x.kind === 'revive' && x.seat === 'atreides') as { leaders: { id: string }[] } | undefined;
      expect(d?.leaders.length, String(inTanks)).to.be.greaterThan(0);
    }
  });
});
