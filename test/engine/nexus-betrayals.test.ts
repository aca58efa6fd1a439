// The Nexus Betrayals that cancel what no Karama cancels, in a window opened for the Nexus holders alone
// (karama/abilities.ts 'betrayal'): the Tleilaxu's Face Dancer reveal.
import { expect } from 'chai';
import { applyAction, pendingDecisions, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { custodyProblems } from '../../rooms/dune/custody.ts';
import { checkGameState } from '../../schema/game-state.ts';
import { act } from '../helpers/engine.ts';
import { decisionOf, give } from '../helpers/battle.ts';
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
  it('NX.tleilaxu.betrayal a Face Dancer reveal waits on the Nexus holders alone; the Tleilaxu card cancels it, and the Face Dancer stays theirs', () => {
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
    expect(s.tleilaxu).to.deep.include({ faceDancers: ['feyd-rautha', 'burseg', 'caid'], revealed: [] });
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
