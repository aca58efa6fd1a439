// The state schema that stored and imported games pass (schema/game-state.ts): every state the engine makes in whole
// games passes; forged ones (prototype keys, unknown ids, extra keys, out-of-range numbers, hostile nesting) fail.
import { expect } from 'chai';
import { applyAction, createGame, CLASSIC_FACTIONS, pendingDecisions, viewFor, type GameState } from '../../rooms/dune/index.ts';
import { botAnswer } from '../../rooms/dune/bots/index.ts';
import { checkGameState } from '../../schema/game-state.ts';
import { parsePlainJson, plainJsonProblem } from '../../schema/plain-json.ts';
import { CARD_SETS } from '../../rooms/dune/types.ts';

/** Plays a game with medium bots from their own views, checking the state after every `every` actions. */
function playChecked(advanced: boolean, seed: string, every: number): { states: number; last: GameState } {
  let state = createGame({ factions: [...CLASSIC_FACTIONS], seed, advanced, cards: [...CARD_SETS], seating: 'listed' });
  let states = 0;
  for (let i = 0; i < 4000 && state.phase !== 'game-over'; i++) {
    const d = pendingDecisions(state)[0];
    if (!d) throw new Error(`nothing pending at ${state.phase}/${state.step}`);
    const r = applyAction(state, d.seat, botAnswer('medium', viewFor(state, d.seat), d));
    if (!r.ok) throw new Error(`bot rejected: ${r.error.code} ${r.error.message}`);
    state = r.state;
    if (i % every === 0) {
      const checked = checkGameState(JSON.parse(JSON.stringify(state)));
      if (!checked.ok) throw new Error(`action ${i} (${state.phase}/${state.step}): ${checked.problems.slice(0, 3).join('; ')}`);
      states++;
    }
  }
  return { states, last: state };
}

const forged = (edit: (s: Record<string, unknown> & GameState) => void, base: GameState): boolean => {
  const copy = JSON.parse(JSON.stringify(base)) as Record<string, unknown> & GameState;
  edit(copy);
  return checkGameState(copy).ok;
};

describe('store: the game state schema', function () {
  this.timeout(120_000);
  let base: GameState;

  it('every state of whole Basic and Advanced games with every card set passes', () => {
    const basic = playChecked(false, 'schema-basic', 3);
    const advanced = playChecked(true, 'schema-advanced', 3);
    expect(basic.states).to.be.greaterThan(100);
    expect(advanced.states).to.be.greaterThan(100);
    base = advanced.last;
  });

  it('forged states fail: prototype keys, unknown ids, extra keys, numbers out of range, hostile nesting', () => {
    const s = base ?? createGame({ factions: [...CLASSIC_FACTIONS], seed: 'x' });
    expect(forged(() => {}, s)).to.equal(true);
    const cases: [string, (x: Record<string, unknown> & GameState) => void][] = [
      ['__proto__ seat', (x) => x.seating.push('__proto__' as never)],
      ['unknown faction record', (x) => ((x.factions as Record<string, unknown>).sardaukar = x.factions.atreides)],
      ['an extra top-level key', (x) => (x.admin = true)],
      ['an unknown card in a hand', (x) => x.factions.atreides!.hand.push('ace-of-spades' as never)],
      ['an unknown territory', (x) => x.forces.push({ faction: 'atreides', territory: '../../etc' as never, sector: 1, regular: 1, elite: 0, advisors: 0 })],
      ['negative spice', (x) => (x.factions.guild!.spice = -5)],
      ['fractional spice', (x) => (x.factions.guild!.spice = 1.5)],
      ['a huge turn', (x) => (x.turn = 1e12)],
      ['a seat out of the game', (x) => (x.seating = x.seating.slice(1))],
      ['a faction record naming another', (x) => (x.factions.atreides!.faction = 'emperor')],
      ['a constructor key in the round', (x) => (x.round = JSON.parse('{"phase":"storm","constructor":{"prototype":{}}}'))],
      [
        'a __proto__ key in a decision',
        (x) => x.pending.push(JSON.parse('{"id":"e1","seat":"atreides","kind":"x","secret":false,"__proto__":{"polluted":true}}')),
      ],
      ['deep nesting', (x) => (x.round = JSON.parse(`${'['.repeat(60)}${']'.repeat(60)}`))],
      ['a bad event id', (x) => x.pending.push({ id: 'e1;drop', seat: 'atreides', kind: 'x', secret: false } as never)],
    ];
    for (const [what, edit] of cases) expect(forged(edit, s), what).to.equal(false);
  });

  it('battle records name the place of the battle: a Kwisatz Haderach used in the HMS or on a homeworld restores (the Smuggler and CHOAM’s Jubba Cloak and Baliset take the same places)', () => {
    const s = createGame({ factions: ['atreides', 'choam', 'ixians', 'harkonnen'], seed: 'places', advanced: true, modules: ['leader-skills', 'homeworlds'] });
    const at = (territory: string) => (x: Record<string, unknown> & GameState) => {
      x.factions.atreides!.kwisatz!.usedIn = { turn: 1, territory: territory as never };
    };
    for (const place of ['hms', 'caladan', 'arrakeen']) expect(forged(at(place), s), place).to.equal(true);
    expect(forged(at('nowhere'), s)).to.equal(false);
  });

  it('plain JSON: prototype keys are refused wherever they are, and parsing never changes a prototype', () => {
    for (const text of ['{"__proto__":{"x":1}}', '{"a":[{"constructor":1}]}', '{"a":{"b":{"prototype":null}}}']) {
      const parsed = parsePlainJson(text);
      expect(parsed.ok, text).to.equal(false);
    }
    expect(({} as { x?: unknown }).x).to.equal(undefined);
    expect(parsePlainJson('{"a":[1,"b",null,true,{"c":2}]}').ok).to.equal(true);
    expect(plainJsonProblem(new Date())).to.match(/not a plain object/);
    expect(plainJsonProblem(Number.NaN)).to.match(/finite/);
  });
});
