// The engine's copy-on-write (rooms/dune/draft.ts): an action never changes the state it applies to nor any state
// before it, and the result shares with that state every shared part the action left alone. Every state here is
// deep-frozen before the next action, so a change to a part that was not copied first throws (ESM code is strict).
import { expect } from 'chai';
import {
  applyAction,
  createGame,
  pendingDecisions,
  viewFor,
  CLASSIC_FACTIONS,
  type Faction,
  type GameConfigInput,
  type GameState,
} from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { canonicalJson } from '../../rooms/dune/hash.ts';
import { FACTIONS, type SharedPart } from '../../rooms/dune/types.ts';

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return Object.freeze(value);
}

const SHARED: SharedPart[] = ['config', 'seating', 'factions', 'forces', 'decks', 'storm', 'spice'];
const withChoam: Faction[] = ['atreides', 'harkonnen', 'choam', 'emperor', 'fremen', 'guild'];

const CONFIGS: [string, Omit<GameConfigInput, 'seed'>][] = [
  ['Basic', { factions: [...CLASSIC_FACTIONS] }],
  ['Advanced, every card set', { factions: [...CLASSIC_FACTIONS], advanced: true, cards: ['base', 'ixians', 'richese', 'ecaz'] }],
  ['Leader Skills', { factions: [...CLASSIC_FACTIONS], advanced: true, modules: ['leader-skills'] }],
  ['CHOAM, Homeworlds', { factions: withChoam, advanced: true, cards: ['base', 'ixians'], modules: ['homeworlds', 'leader-skills'] }],
];

/** Plays a whole legal-bot game on frozen states; returns how many actions changed nothing of each shared part. */
function playFrozen(config: Omit<GameConfigInput, 'seed'>, seed: string): { actions: number; shared: Record<string, number> } {
  let state = deepFreeze(createGame({ ...config, seed }));
  const shared: Record<string, number> = {};
  let n = 7;
  const next = () => (n = (n * 1103515245 + 12345) & 0x7fffffff);
  let actions = 0;
  while (state.victory === null && actions < 3000) {
    const pending = pendingDecisions(state);
    if (pending.length === 0) break;
    const decision = pending[next() % pending.length]!;
    // Views share their pieces with earlier views of the same parts (view.ts): nobody may change them either.
    const view = deepFreeze(viewFor(state, decision.seat));
    const before = canonicalJson(state);
    let moved = false;
    for (let tries = 0, pick = next() % 1000; tries < 12 && !moved; tries++, pick++) {
      const result = applyAction(state, decision.seat, legalAnswer(decision, pick, view));
      if (!result.ok || result.state === state) continue;
      expect(canonicalJson(state)).to.equal(before);
      for (const part of SHARED) if (result.state[part] === state[part]) shared[part] = (shared[part] ?? 0) + 1;
      for (const f of FACTIONS)
        if (state.factions[f] && result.state.factions[f] === state.factions[f]) shared[`factions.${f}`] = (shared[`factions.${f}`] ?? 0) + 1;
      state = deepFreeze(result.state);
      actions++;
      moved = true;
    }
    expect(moved, `no legal answer found for ${decision.kind}`).to.equal(true);
  }
  expect(state.victory, 'the game ends').to.not.equal(null);
  return { actions, shared };
}

describe('engine copy-on-write (rooms/dune/draft.ts)', function () {
  this.timeout(60_000);
  for (const [name, config] of CONFIGS)
    it(`${name}: whole games on deep-frozen states; untouched parts are shared, not copied`, () => {
      for (const seed of ['cow-1', 'cow-2']) {
        const { actions, shared } = playFrozen(config, seed);
        // The configuration never changes, and most actions leave the board, the decks and most factions alone.
        expect(shared.config).to.equal(actions);
        expect(shared.seating).to.equal(actions);
        for (const part of ['forces', 'decks', 'spice', 'storm']) expect(shared[part] ?? 0, part).to.be.above(actions / 2);
        for (const f of config.factions) expect(shared[`factions.${f}`] ?? 0, f).to.be.above(actions / 2);
      }
    });

  it('a state from createGame or a JSON round trip is an ordinary state: actions on it copy what they change', () => {
    const start = JSON.parse(JSON.stringify(createGame({ factions: [...CLASSIC_FACTIONS], seed: 'cow-json' }))) as GameState;
    const frozen = deepFreeze(start);
    const decision = pendingDecisions(frozen)[0]!;
    const result = applyAction(frozen, decision.seat, legalAnswer(decision, 0, viewFor(frozen, decision.seat)));
    expect(result.ok).to.equal(true);
  });
});
