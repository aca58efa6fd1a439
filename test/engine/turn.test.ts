// The turn sequence (1.01.00–1.09.00): phases run in rulebook order, every turn, until the game ends.
import { expect } from 'chai';
import { createGame, pendingDecisions, CLASSIC_FACTIONS, type GameEvent, type GameState, type Phase } from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { viewFor } from '../../rooms/dune/view.ts';
import { act } from '../helpers/engine.ts';

/** Plays a whole game with the legal-answer bot, each seat answering from its own view. */
function playGame(seed: string): { state: GameState; events: GameEvent[] } {
  let state = createGame({ factions: [...CLASSIC_FACTIONS], seed });
  const events: GameEvent[] = [];
  for (let guard = 0; guard < 5000 && state.phase !== 'game-over'; guard++) {
    const next = pendingDecisions(state)[0];
    if (!next) throw new Error(`stalled in ${state.phase}`);
    const r = act(state, next.seat, legalAnswer(next, guard, viewFor(state, next.seat)));
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

// Each phase's intro rule names its place in the turn.
const SEQUENCE: [string, Phase][] = [
  ['1.01.00', 'storm'],
  ['1.02.00', 'spice-blow'],
  ['1.03.00', 'choam-charity'],
  ['1.04.00', 'bidding'],
  ['1.05.00', 'revival'],
  ['1.06.00', 'shipment-movement'],
  ['1.07.00', 'battle'],
  ['1.08.00', 'spice-collection'],
  ['1.09.00', 'mentat-pause'],
];

describe('the turn sequence', () => {
  const game = playGame('turn-sequence');
  const starts = game.events.filter((e): e is Extract<GameEvent, { type: 'phase-started' }> => e.type === 'phase-started');

  for (const [rule, phase] of SEQUENCE) {
    it(`${rule} ${phase} is phase ${SEQUENCE.findIndex(([, p]) => p === phase) + 1} of every turn after the first`, () => {
      for (let turn = 2; turn <= game.state.victory!.turn; turn++) {
        const phases = starts.filter((e) => e.turn === turn).map((e) => e.phase);
        expect(phases.indexOf(phase), `turn ${turn}: ${phases.join(' > ')}`).to.equal(SEQUENCE.findIndex(([, p]) => p === phase));
      }
    });
  }

  it('the game ends with a victory and no open decision', () => {
    expect(game.state.phase).to.equal('game-over');
    expect(game.state.victory).to.not.equal(null);
    expect(pendingDecisions(game.state)).to.deep.equal([]);
  });
});
