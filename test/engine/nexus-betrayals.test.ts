// The Nexus Betrayals that cancel what no Karama cancels, in a window opened for the Nexus holders alone
// (karama/abilities.ts 'betrayal'): the Tleilaxu's Face Dancer reveal, the Harkonnen's traitor call.
import { expect } from 'chai';
import { applyAction, pendingDecisions, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { checkGameState } from '../../schema/game-state.ts';
import { act, clearedBoard } from '../helpers/engine.ts';
import { decisionOf, enterBattle, give, place, planAction } from '../helpers/battle.ts';
import { giveNexus } from '../helpers/nexus-cards.ts';
import { feydWon, tleilaxuBoard } from '../helpers/tleilaxu.ts';

const typed = (events: readonly GameEvent[], type: string) => events.filter((e) => e.type === type).map(({ id: _id, ...e }) => e);
const restores = (s: GameState) => checkGameState(JSON.parse(JSON.stringify(s))).ok;

/** Feyd-Rautha, one of the Tleilaxu's Face Dancers, has just won; the Atreides hold `card`, the Fremen the Guild's and a Karama. */
function feydRevealed(card: 'tleilaxu' | 'guild', rules?: number) {
  const base = tleilaxuBoard(['nexus-cards']);
  if (rules !== undefined) base.config.rules = rules;
  const state = feydWon(
    ['feyd-rautha', 'burseg', 'caid'],
    [],
    (s) => {
      giveNexus(s, 'atreides', card);
      giveNexus(s, 'fremen', 'guild');
      give(s, 'fremen', 'karama-1');
      give(s, 'emperor', 'karama-2');
    },
    base,
  );
  const d = decisionOf(state, 'face-dancer', 'tleilaxu');
  return act(state, 'tleilaxu', { type: 'face-dancer', event: d.id, reveal: true, reserves: 1, sector: 9 }, { karama: 'open' });
}

describe('The Nexus Betrayals no Karama matches (karama/abilities.ts: betrayal)', () => {
  it('NX.tleilaxu.betrayal a Face Dancer reveal waits on the Nexus holders alone; the Tleilaxu card cancels it, and the Face Dancer counts as revealed', () => {
    const { state, events } = feydRevealed('tleilaxu');
    // Only the seats holding a Nexus card are asked (the Emperor's Karama cannot cancel a reveal), and nothing is revealed yet.
    expect(typed(events, 'karama-window-opened')[0]).to.deep.include({ asked: ['atreides', 'fremen'] });
    expect(typed(events, 'face-dancer-revealed')).to.deep.equal([]);
    // A Karama is refused: a Face Dancer reveal is no ✷ ability.
    const fremen = decisionOf(state, 'karama-window', 'fremen');
    const karama = applyAction(state, 'fremen', { type: 'karama-window', event: fremen.id, cancel: 'tleilaxu-face-dancer', card: 'karama-1' });
    expect(karama.ok ? null : karama.error.code).to.equal('NOT_ELIGIBLE');
    let s = act(state, 'fremen', { type: 'karama-window', event: fremen.id, cancel: null, card: null }, { karama: 'open' }).state;
    const w = decisionOf(s, 'karama-window', 'atreides');
    const r = act(s, 'atreides', { type: 'karama-window', event: w.id, cancel: 'tleilaxu-face-dancer', card: null, betrayal: true });
    s = r.state;
    expect(typed(r.events, 'nexus-card-played')).to.deep.equal([
      { type: 'nexus-card-played', faction: 'atreides', card: 'tleilaxu', use: 'betrayal', effect: 'tleilaxu-face-dancer' },
    ]);
    expect(typed(r.events, 'karama-window-closed')[0]).to.deep.include({ cancelled: ['tleilaxu-face-dancer'] });
    // Nothing of the reveal happens, and the Tleilaxu are not asked again.
    expect(typed(r.events, 'face-dancer-revealed')).to.deep.equal([]);
    expect(s.factions.harkonnen!.leaders['feyd-rautha']).to.not.match(/^tanks/);
    expect(s.forces.filter((x) => x.territory === 'arrakeen').map((x) => x.faction)).to.deep.equal(['harkonnen']);
    // The Face Dancer counts as revealed (the third revealed would renew them all), with none of the reveal's effects.
    expect(typed(r.events, 'nexus-face-dancer-cancelled')).to.deep.equal([{ type: 'nexus-face-dancer-cancelled', leader: 'feyd-rautha' }]);
    expect(s.tleilaxu).to.deep.include({ faceDancers: ['feyd-rautha', 'burseg', 'caid'], revealed: ['feyd-rautha'] });
    expect(pendingDecisions(s).some((d) => d.kind === 'face-dancer')).to.equal(false);
    expect(custodyProblems(s)).to.deep.equal([]);
    expect(restores(s)).to.equal(true);
  });

  it('NX.tleilaxu.betrayal with another card held nobody cancels it and the reveal takes place; a game of rules edition 8 opens no window', () => {
    const { state } = feydRevealed('guild');
    let s = state;
    for (const d of pendingDecisions(s).filter((x) => x.kind === 'karama-window')) {
      const betrayed = applyAction(s, d.seat, { type: 'karama-window', event: d.id, cancel: 'tleilaxu-face-dancer', card: null, betrayal: true });
      expect(betrayed.ok ? null : betrayed.error.code).to.equal('NOT_HELD');
      s = act(s, d.seat, { type: 'karama-window', event: d.id, cancel: null, card: null }, { karama: 'open' }).state;
    }
    expect(s.tleilaxu!.revealed).to.deep.equal(['feyd-rautha']);
    const old = feydRevealed('tleilaxu', 8);
    expect(typed(old.events, 'karama-window-opened')).to.deep.equal([]);
    expect(old.state.tleilaxu!.revealed).to.deep.equal(['feyd-rautha']);
  });
});

describe('The Harkonnen Betrayal (plugins/nexus-cards/traitor-call.ts)', () => {
  /** The Harkonnen (holding Bashar's traitor card) against the Emperor, who fields Bashar; the Fremen hold `card`. */
  function calledBashar(card: 'harkonnen' | 'guild', rules?: number) {
    const base = clearedBoard({ factions: ['harkonnen', 'emperor', 'fremen', 'guild', 'choam', 'bene-gesserit'], modules: ['nexus-cards'] });
    if (rules !== undefined) base.config.rules = rules;
    base.factions.harkonnen!.traitors = ['bashar'];
    base.decks.traitor = base.decks.traitor.filter((c) => c !== 'bashar');
    giveNexus(base, 'fremen', card);
    const s = enterBattle(base, (x) => {
      place(x, 'harkonnen', 'arrakeen', 9, 5);
      place(x, 'emperor', 'arrakeen', 9, 5);
    }).state;
    let state = s;
    for (const [seat, plan] of [
      ['harkonnen', { leader: 'feyd-rautha', dial: 0 }],
      ['emperor', { leader: 'bashar', dial: 5 }],
    ] as const)
      state = act(state, seat, planAction(state, seat, plan)).state;
    const events: GameEvent[] = [];
    for (const d of pendingDecisions(state).filter((x) => x.kind === 'call-traitor')) {
      const r = act(state, d.seat, { type: 'call-traitor', event: d.id, call: d.seat === 'harkonnen' }, { karama: 'open' });
      state = r.state;
      events.push(...r.events);
    }
    return { state, events };
  }

  it('NX.harkonnen.betrayal a traitor called with a Harkonnen card waits on the Nexus holders; cancelled, the battle is fought and the card replaced at the Mentat Pause', () => {
    const { state, events } = calledBashar('harkonnen');
    expect(typed(events, 'karama-window-opened')[0]).to.deep.include({ asked: ['fremen'] });
    const w = decisionOf(state, 'karama-window', 'fremen');
    const r = act(state, 'fremen', { type: 'karama-window', event: w.id, cancel: 'harkonnen-traitor', card: null, betrayal: true });
    expect(typed(r.events, 'nexus-traitor-call-cancelled')).to.deep.equal([{ type: 'nexus-traitor-call-cancelled', faction: 'harkonnen', leader: 'bashar' }]);
    expect(typed(r.events, 'traitor-revealed')).to.deep.equal([]);
    const resolved = typed(r.events, 'battle-resolved')[0] as { outcome: string; winner: string };
    // Fought out: Bashar (2) and 5 forces beat Feyd-Rautha (6) alone.
    expect(resolved).to.include({ outcome: 'normal', winner: 'emperor' });
    // The card went back to the deck; the battle phase over, the game runs on to the Mentat Pause, where the Harkonnen
    // draw their replacement (the count public, the card theirs).
    expect(r.state.phase).to.equal('mentat-pause');
    const cancelledAt = r.events.findIndex((e) => e.type === 'nexus-traitor-call-cancelled');
    const drawnAt = r.events.findIndex((e) => e.type === 'nexus-traitors-drawn');
    const pauseAt = r.events.findIndex((e) => e.type === 'phase-started' && e.phase === 'mentat-pause');
    expect(cancelledAt).to.be.below(pauseAt);
    expect(drawnAt).to.be.above(pauseAt);
    expect(typed(r.events, 'nexus-traitors-drawn')).to.deep.equal([{ type: 'nexus-traitors-drawn', faction: 'harkonnen', count: 1 }]);
    expect(r.state.factions.harkonnen!.traitors).to.have.length(1);
    expect(r.state.nexusCards!.traitorsOwed).to.equal(undefined);
    expect(custodyProblems(r.state)).to.deep.equal([]);
    expect(restores(r.state)).to.equal(true);
  });

  it('NX.harkonnen.betrayal with another card held the call stands; a game of rules edition 8 opens no window', () => {
    const { state } = calledBashar('guild');
    const w = decisionOf(state, 'karama-window', 'fremen');
    const refusedBetrayal = applyAction(state, 'fremen', { type: 'karama-window', event: w.id, cancel: 'harkonnen-traitor', card: null, betrayal: true });
    expect(refusedBetrayal.ok ? null : refusedBetrayal.error.code).to.equal('NOT_HELD');
    const r = act(state, 'fremen', { type: 'karama-window', event: w.id, cancel: null, card: null });
    expect(typed(r.events, 'traitor-revealed')).to.deep.equal([{ type: 'traitor-revealed', faction: 'emperor', leader: 'bashar', by: 'harkonnen' }]);
    const old = calledBashar('harkonnen', 8);
    expect(typed(old.events, 'karama-window-opened')).to.deep.equal([]);
    expect(typed(old.events, 'traitor-revealed')).to.have.length(1);
  });
});
