// CHOAM in the Advanced game (docs/rules/choam.tsv): the Auditor, battle income, the audit, funding an ally's
// battles and CHOAM's Karama power.
import { expect } from 'chai';
import { applyAction, pendingDecisions, viewFor, type Action, type Faction, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { revivalPhase } from '../../rooms/dune/phases/revival/index.ts';
import { act, clearedBoard, expectRejected } from '../helpers/engine.ts';
import { decisionOf, enterBattle, fight, give, place, planAction, traitor } from '../helpers/battle.ts';
import { enterPhase } from '../helpers/revival.ts';
import { CHOAM_TABLE, choamBoard } from '../helpers/choam.ts';
import type { BattlePlan } from '../../rooms/dune/phases/battle/types.ts';

const base = choamBoard();

/** Harkonnen (aggressor, first in storm order from sector 18? listed) and CHOAM fight in the Basin. */
function basinBattle(edit: (s: GameState) => void = () => {}) {
  return enterBattle(base, (s) => {
    place(s, 'harkonnen', 'basin', 8, 5);
    place(s, 'choam', 'basin', 8, 5);
    edit(s);
  });
}

/** The Atreides ask Prescience nothing, so that the plans open. */
function noPrescience(r: { state: GameState; events: GameEvent[] }) {
  const d = pendingDecisions(r.state).find((x) => x.kind === 'prescience');
  return d ? act(r.state, d.seat, { type: 'prescience', event: d.id, element: null }) : r;
}

/** Harkonnen and the Atreides fight in the Basin (no Prescience asked), after `edit`: CHOAM is not in the battle. */
function atreidesBattle(edit: (s: GameState) => void = () => {}) {
  return noPrescience(
    enterBattle(base, (s) => {
      place(s, 'harkonnen', 'basin', 8, 5);
      place(s, 'atreides', 'basin', 8, 5);
      edit(s);
    }),
  );
}

/** Answers every open decision of the given kinds with `answer`, in order, until none is open. */
function answerAll(state: GameState, kinds: string[], answer: (d: ReturnType<typeof pendingDecisions>[number]) => Action) {
  const events: GameEvent[] = [];
  for (let d = pendingDecisions(state).find((x) => kinds.includes(x.kind)); d; d = pendingDecisions(state).find((x) => kinds.includes(x.kind))) {
    const r = act(state, d.seat, answer(d));
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

describe('engine: CHOAM in the Advanced game (docs/rules/choam.tsv)', () => {
  it('CH.auditor.immune: the Harkonnen never capture the Auditor; with no other leader left there is no capture', () => {
    const { state } = basinBattle((s) => {
      for (const id of ['frankos-aru', 'lady-jalma', 'duke-verdun', 'rajiv-londine', 'viscount-tull'] as const) s.factions.choam!.leaders[id] = 'tanks-face-up';
    });
    const r = fight(state, { harkonnen: { leader: 'feyd-rautha', dial: 5, spice: 5 }, choam: { leader: 'auditor', dial: 0 } });
    expect(r.events.find((e) => e.type === 'battle-resolved')).to.include({ winner: 'harkonnen' });
    expect(pendingDecisions(r.state).some((d) => d.kind === 'capture-leader')).to.equal(false);
    expect(r.state.factions.choam!.leaders.auditor).to.not.equal('captured');
  });

  it('CH.auditor.immune: a revived Auditor is never offered a Leader Skill', () => {
    const s = choamBoard(true, ['leader-skills']);
    s.skills!.assigned = s.skills!.assigned.filter((a) => !Object.keys(s.factions.choam!.leaders).includes(a.leader));
    s.factions.choam!.leaders.auditor = 'tanks-face-up';
    const { state } = enterPhase(s, 'revival', revivalPhase);
    const d = decisionOf(state, 'revive', 'choam');
    const r = act(state, 'choam', { type: 'revive', event: d.id, forces: { regular: 0, elite: 0 }, leader: 'auditor', ghola: null });
    expect(pendingDecisions(r.state).some((x) => x.kind === 'pick-skill')).to.equal(false);
    expect(r.state.factions.choam!.leaders.auditor).to.equal('pool');
  });

  it('CH.auditor.revival: the Auditor is revivable in any turn for 2, whatever the other leaders are doing', () => {
    const s = structuredClone(base);
    s.factions.choam!.leaders.auditor = 'tanks-face-up';
    const { state } = enterPhase(s, 'revival', revivalPhase);
    const d = decisionOf(state, 'revive', 'choam');
    expect(d.leaders).to.deep.equal([{ id: 'auditor', cost: 2 }]);
    const r = act(state, 'choam', { type: 'revive', event: d.id, forces: { regular: 0, elite: 0 }, leader: 'auditor', ghola: null });
    expect(r.state.factions.choam!.leaders.auditor).to.equal('pool');
    expect(r.state.factions.choam!.spice).to.equal(8);
  });

  it('CH.battle-income: half, rounded down, of what another faction pays for its forces goes to CHOAM', () => {
    const { state } = atreidesBattle();
    const before = state.factions.choam!.spice;
    const r = fight(state, { harkonnen: { leader: 'feyd-rautha', dial: 5, spice: 5 }, atreides: { leader: 'duncan-idaho', dial: 3, spice: 2 } });
    expect(r.state.factions.choam!.spice).to.equal(before + 2 + 1);
    expect(r.events.find((e) => e.type === 'escrow-paid')).to.include({ ability: 'choam-battle-income', to: 'choam', amount: 3 });
    expect(custodyProblems(r.state)).to.deep.equal([]);
  });

  it('CH.battle-income: nothing when a traitor is revealed, nothing of what CHOAM pays itself', () => {
    const { state } = atreidesBattle((s) => traitor(s, 'atreides', 'feyd-rautha'));
    const before = state.factions.choam!.spice;
    const r = fight(
      state,
      { harkonnen: { leader: 'feyd-rautha', dial: 5, spice: 4 }, atreides: { leader: 'duncan-idaho', dial: 3, spice: 2 } },
      { atreides: true },
    );
    expect(r.state.factions.choam!.spice).to.equal(before);
    const own = basinBattle();
    const choam = own.state.factions.choam!.spice;
    const paid = fight(own.state, { harkonnen: { leader: 'feyd-rautha', dial: 1 }, choam: { leader: 'lady-jalma', dial: 4, spice: 4 } });
    expect(paid.state.factions.choam!.spice).to.equal(choam - 4);
  });

  it('CH.karama-cancel: a Karama cancels the battle income of that battle; the share goes to the bank', () => {
    const { state } = atreidesBattle((s) => give(s, 'atreides', 'karama-1'));
    const before = state.factions.choam!.spice;
    const open = { karama: 'open' } as const;
    let r = act(state, 'harkonnen', planAction(state, 'harkonnen', { leader: 'feyd-rautha', dial: 5, spice: 4 }), open);
    r = act(r.state, 'atreides', planAction(r.state, 'atreides', { leader: 'duncan-idaho', dial: 1 }), open);
    for (const d of pendingDecisions(r.state).filter((x) => x.kind === 'call-traitor'))
      r = act(r.state, d.seat, { type: 'call-traitor', event: d.id, call: false }, open);
    const window = decisionOf(r.state, 'karama-window', 'atreides');
    r = { ...r, ...act(r.state, 'atreides', { type: 'karama-window', event: window.id, cancel: 'choam-battle-income', card: 'karama-1' }) };
    expect(r.state.factions.choam!.spice).to.equal(before);
    expect(r.events.find((e) => e.type === 'escrow-paid')).to.include({ to: 'bank', amount: 2 });
  });

  describe('CH.audit', () => {
    function afterAuditorBattle(survives: boolean) {
      const { state } = basinBattle((s) => give(s, 'harkonnen', 'lasgun', 'shield-1', 'shield-2', 'baliset'));
      const harkonnen: Partial<BattlePlan> = { leader: 'feyd-rautha', dial: 2, spice: 2, weapon: survives ? null : 'lasgun', defense: 'shield-1' };
      return fight(state, { harkonnen, choam: { leader: 'auditor', dial: 1, spice: 1 } });
    }

    it('CH.audit: with a living Auditor CHOAM sees 2 cards at random from those the opponent did not use; only CHOAM learns them', () => {
      let r = afterAuditorBattle(true);
      r = answerAll(r.state, ['battle-cards'], (d) => ({ type: 'battle-cards', event: d.id, keep: [] }) as unknown as Action);
      const d = decisionOf(r.state, 'choam-audit', 'choam');
      expect(d).to.include({ opponent: 'harkonnen', count: 2 });
      r = act(r.state, 'choam', { type: 'choam-audit', event: d.id, audit: true });
      const payoff = decisionOf(r.state, 'audit-payoff', 'harkonnen');
      r = act(r.state, 'harkonnen', { type: 'audit-payoff', event: payoff.id, pay: false });
      const seen = r.events.find((e) => e.type === 'audit-seen')!;
      expect(seen.visibleTo).to.equal('choam');
      if (seen.type !== 'audit-seen') throw new Error('audit');
      expect(seen.cards).to.have.length(2);
      for (const c of seen.cards) expect(['lasgun', 'shield-2', 'baliset']).to.include(c);
      expect(JSON.stringify(r.events.filter((e) => e.visibleTo === undefined))).to.not.match(/lasgun|shield-2|baliset/);
    });

    it('CH.audit: the opponent may pay 1 spice per card to cancel it; 1 card when the Auditor died', () => {
      let r = afterAuditorBattle(false);
      r = answerAll(r.state, ['battle-cards'], (d) => ({ type: 'battle-cards', event: d.id, keep: [] }) as unknown as Action);
      const d = decisionOf(r.state, 'choam-audit', 'choam');
      expect(d).to.include({ count: 1 });
      r = act(r.state, 'choam', { type: 'choam-audit', event: d.id, audit: true });
      const choam = r.state.factions.choam!.spice;
      r = act(r.state, 'harkonnen', { type: 'audit-payoff', event: decisionOf(r.state, 'audit-payoff', 'harkonnen').id, pay: true });
      expect(r.state.factions.choam!.spice).to.equal(choam + 1);
      expect(r.events.some((e) => e.type === 'audit-seen')).to.equal(false);
    });
  });

  it('CH.ally.battle-funding: CHOAM offers spice for its ally’s battles; the ally names CHOAM’s part of its dialed spice', () => {
    const { state } = enterBattle(base, (s) => {
      s.alliances = [['harkonnen', 'choam']];
      place(s, 'harkonnen', 'basin', 8, 5);
      place(s, 'atreides', 'basin', 8, 5);
      s.factions.harkonnen!.spice = 1;
    });
    const offer = decisionOf(state, 'choam-battle-support', 'choam');
    expect(offer).to.include({ ally: 'harkonnen', max: 10 });
    const offered = act(state, 'choam', { type: 'choam-battle-support', event: offer.id, amount: 3 });
    expect(offered.events.find((e) => e.type === 'battle-support-offered')!.visibleTo).to.equal('harkonnen');
    let r = noPrescience(offered);
    expect(decisionOf(r.state, 'battle-plan', 'harkonnen')).to.include({ choamSupport: 3, maxSpice: 1 });
    const plan = {
      type: 'battle-plan',
      event: decisionOf(r.state, 'battle-plan', 'harkonnen').id,
      karama: null,
      leader: 'feyd-rautha',
      cheapHero: null,
      weapon: null,
      defense: null,
      dial: 5,
    } as const;
    expectRejected(r.state, 'harkonnen', { ...plan, spice: 5, choamSpice: 4 }, 'OVER_LIMIT');
    expectRejected(r.state, 'harkonnen', { ...plan, spice: 5, choamSpice: 3 }, 'OVER_LIMIT');
    r = act(r.state, 'harkonnen', { ...plan, spice: 4, choamSpice: 3 });
    r = fight(r.state, { atreides: { leader: 'duncan-idaho', dial: 1 } });
    expect(r.state.factions.harkonnen!.spice).to.equal(0);
    expect(r.state.factions.choam!.spice).to.equal(10 - 3);
    expect(custodyProblems(r.state)).to.deep.equal([]);
  });

  it('CH.ally.battle-funding: asked whether or not CHOAM holds spice, so being asked reveals none of it; with none it offers 0 (rules edition 3; edition 2 asked only a CHOAM holding spice)', () => {
    const battleWith = (spice: number, rules?: number) =>
      enterBattle(rules === undefined ? base : clearedBoard({ factions: CHOAM_TABLE, seed: 'choam-board', advanced: true, rules }), (s) => {
        s.alliances = [['harkonnen', 'choam']];
        place(s, 'harkonnen', 'basin', 8, 5);
        place(s, 'atreides', 'basin', 8, 5);
        s.factions.choam!.spice = spice;
      }).state;
    const broke = battleWith(0);
    const offer = decisionOf(broke, 'choam-battle-support', 'choam');
    expect(offer).to.include({ ally: 'harkonnen', max: 0 });
    expectRejected(broke, 'choam', { type: 'choam-battle-support', event: offer.id, amount: 1 }, 'INSUFFICIENT_SPICE');
    const r = noPrescience(act(broke, 'choam', { type: 'choam-battle-support', event: offer.id, amount: 0 }));
    expect(decisionOf(r.state, 'battle-plan', 'harkonnen')).to.not.have.property('choamSupport');
    // What every other seat sees of the question is the same, CHOAM's spice aside.
    const rich = battleWith(7);
    expect(decisionOf(rich, 'choam-battle-support', 'choam')).to.include({ ally: 'harkonnen', max: 7 });
    for (const seat of ['atreides', 'harkonnen', 'spectator'] as const) expect(viewFor(rich, seat), seat).to.deep.equal(viewFor(broke, seat));
    expect(pendingDecisions(battleWith(0, 2)).map((d) => d.kind)).to.not.include('choam-battle-support');
    expect(pendingDecisions(battleWith(7, 2)).map((d) => d.kind)).to.include('choam-battle-support');
  });

  it('CH.ally.battle-funding: the spice CHOAM offers is set aside when offered (rules edition 3): its ally counts on all of it whatever CHOAM spends, CHOAM cannot spend it otherwise, and what is left comes back as the phase ends', () => {
    const { state } = enterBattle(base, (s) => {
      s.alliances = [['harkonnen', 'choam']];
      place(s, 'harkonnen', 'basin', 8, 5);
      place(s, 'atreides', 'basin', 8, 5);
      s.factions.harkonnen!.spice = 0;
    });
    let r = act(state, 'choam', { type: 'choam-battle-support', event: decisionOf(state, 'choam-battle-support', 'choam').id, amount: 6 });
    expect(r.state.factions.choam!.spice, 'set aside').to.equal(4);
    expectRejected(r.state, 'choam', { type: 'bribe', to: 'atreides', amount: 5 }, 'INSUFFICIENT_SPICE');
    r = act(r.state, 'choam', { type: 'bribe', to: 'atreides', amount: 4 });
    r = noPrescience(r);
    // CHOAM spent all it had left: its ally's plan still counts the whole offer.
    expect(decisionOf(r.state, 'battle-plan', 'harkonnen')).to.include({ choamSupport: 6 });
    r = act(r.state, 'harkonnen', { ...planAction(r.state, 'harkonnen', { leader: 'feyd-rautha', dial: 5 }), spice: 4, choamSpice: 4 } as Action);
    r = fight(r.state, { atreides: { leader: 'duncan-idaho', dial: 1 } });
    let s = r.state;
    expect(s.factions.choam!.spice).to.equal(0);
    for (let guard = 0; guard < 40 && s.phase === 'battle'; guard++) {
      const d = pendingDecisions(s)[0];
      if (!d) break;
      s = act(s, d.seat, legalAnswer(d, 0, viewFor(s, d.seat))).state;
    }
    expect(s.phase).to.not.equal('battle');
    expect(s.factions.choam!.spice, 'the 2 left of the offer came back').to.equal(2);
    expect(custodyProblems(s)).to.deep.equal([]);
  });

  it('CH.ally.battle-funding: never asked for a Fremen ally, whose forces need no spice in battle (2.04.21; rules edition 3)', () => {
    const table: Faction[] = ['atreides', 'fremen', 'choam'];
    const battleWith = (rules: number) =>
      enterBattle(clearedBoard({ factions: table, seed: 'choam-fremen', advanced: true, rules }), (s) => {
        s.alliances = [['fremen', 'choam']];
        place(s, 'fremen', 'basin', 8, 5);
        place(s, 'atreides', 'basin', 8, 5);
      }).state;
    expect(pendingDecisions(battleWith(3)).map((d) => d.kind)).to.not.include('choam-battle-support');
    expect(decisionOf(battleWith(2), 'choam-battle-support', 'choam')).to.include({ ally: 'fremen' });
  });

  it('CH.karama: once a game CHOAM spends a Karama to discard other cards for 3 spice each (Advanced only)', () => {
    const s = structuredClone(base);
    s.phase = 'bidding';
    give(s, 'choam', 'karama-1', 'karama-2', 'lasgun', 'baliset');
    const power: Action = { type: 'karama-power', power: 'choam-discard', card: 'karama-1', cards: ['lasgun', 'baliset'] };
    const r = act(s, 'choam', power);
    expect(r.state.factions.choam!.hand).to.deep.equal(['karama-2']);
    expect(r.state.factions.choam!.spice).to.equal(16);
    expect(r.events.find((e) => e.type === 'choam-karama-discard')).to.include({ spice: 6 });
    expectRejected(r.state, 'choam', { type: 'karama-power', power: 'choam-discard', card: 'karama-2', cards: [] }, 'NOT_ELIGIBLE');
    const basic = structuredClone(s);
    basic.config.advanced = false;
    expect(applyAction(basic, 'choam', power).ok).to.equal(false);
    expectRejected(s, 'harkonnen' as Faction, { ...power, card: 'karama-1' }, 'NOT_ELIGIBLE');
  });
});
