// Engine robustness (issue 37): no action, however malformed, makes applyAction throw. Each case is built on an open
// decision's real id (or is a free action of a seated faction), so that it reaches the handler's own checks; every
// answer is a typed refusal with the state unchanged, or an accepted action. Deterministic: the games are seeded and
// the malformed values are a fixed list.
import { expect } from 'chai';
import {
  applyAction,
  createGame,
  pendingDecisions,
  stateHash,
  viewFor,
  type Action,
  type Decision,
  type GameConfigInput,
  type GameState,
} from '../../rooms/dune/index.ts';
import { botAnswer } from '../../rooms/dune/bots/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import type { ErrorCode, Faction } from '../../rooms/dune/types.ts';
import { ActionSchema } from '../../schema/messages.ts';
import { rarePositions } from '../helpers/rare-positions.ts';
import { report } from '../support/capture-logs.ts';

/** Every engine error code: a refusal must carry one of these (the compiler keeps the list whole). */
const ERROR_CODES = {
  NOT_YOUR_TURN: true,
  STALE_EVENT: true,
  WRONG_SEAT: true,
  WRONG_ACTION: true,
  ALREADY_SUBMITTED: true,
  INVALID_CHOICE: true,
  NOT_A_SEAT: true,
  IN_STORM: true,
  OCCUPIED: true,
  INSUFFICIENT_SPICE: true,
  OUT_OF_RANGE: true,
  OVER_LIMIT: true,
  NOT_HELD: true,
  NOT_ELIGIBLE: true,
  RECORD_MISMATCH: true,
} satisfies Record<ErrorCode, true>;

/** Every action type the wire knows (the schema's discriminator values). */
const WIRE_TYPES: readonly string[] = [...(ActionSchema._zod.propValues.type ?? [])].map(String);

/** Values of every wrong kind a field may be given. */
const MALFORMED: readonly unknown[] = [
  undefined,
  null,
  true,
  0,
  -1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  1e21,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  'no-such-id',
  'atreides',
  'arrakeen',
  'constructor',
  '__proto__',
  'toString',
  'shield',
  [],
  [null],
  [1, 'x', {}],
  {},
  { atreides: null, x: -1 },
  { __proto__: { polluted: 1 } },
];

/** Malformed copies of `action`: each field (and each field of a nested object or array) replaced by each value. */
function malformedCopies(action: Record<string, unknown>): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [{ ...action, extra: { nested: [null] } }];
  for (const key of Object.keys(action)) {
    if (key === 'type' || key === 'event') continue;
    const value = action[key];
    for (const bad of MALFORMED) out.push({ ...action, [key]: bad });
    if (Array.isArray(value)) {
      for (const bad of MALFORMED) out.push({ ...action, [key]: [...value, bad] });
      if (value.length > 0) for (const bad of MALFORMED) out.push({ ...action, [key]: [bad, ...value.slice(1)] });
    } else if (value !== null && typeof value === 'object') {
      const fields = Object.keys(value);
      for (const field of fields.length > 0 ? fields : ['atreides']) {
        for (const bad of MALFORMED) out.push({ ...action, [key]: { ...(value as Record<string, unknown>), [field]: bad } });
      }
    }
  }
  return out;
}

/** Free actions of every type, with the acting seat's own cards where it has any, and other factions as targets. */
function freeActions(state: GameState, seat: Faction): Record<string, unknown>[] {
  const card = state.factions[seat]?.hand[0] ?? 'karama';
  const other = state.seating.find((f) => f !== seat) ?? 'atreides';
  return [
    { type: 'bribe', to: other, amount: 1 },
    { type: 'give-spice', to: other, amount: 1 },
    { type: 'distrans', card, give: card, to: other },
    { type: 'tupile-intelligence', target: other, category: 'weapons' },
    { type: 'ixian-karama-hms', card, route: [{ territory: 'the-great-flat', sector: 14 }] },
    { type: 'richese-karama-buy', card, buy: 'ornithopter' },
    { type: 'richese-gift', card, to: other },
    { type: 'richese-reveal-no-field' },
    { type: 'richese-ally-no-field', allow: false },
    { type: 'karama-prevent', ability: 'bidding', card },
    { type: 'nullentropy-search', card },
    { type: 'karama-power', power: 'atreides-plan', card, target: other },
    { type: 'karama-power', power: 'choam-discard', card, cards: [card] },
    { type: 'nexus-card', effect: 'moritani-betrayal', territory: 'arrakeen' },
  ];
}

interface Sample {
  state: GameState;
  decision: Decision;
  answer: Record<string, unknown>;
}

/** Plays a bot game and keeps, per decision kind, the first few states where one of that kind was open. */
function sampleDecisions(config: GameConfigInput, steps: number, samples: Map<string, Sample[]>, states: GameState[]): void {
  let state = createGame(config);
  for (let n = 0; n < steps && !state.victory; n++) {
    const pending = pendingDecisions(state);
    const decision = pending[n % pending.length];
    if (!decision) break;
    const view = viewFor(state, decision.seat);
    const answer = n % 3 === 2 ? legalAnswer(decision, n, view) : botAnswer(n % 3 === 0 ? 'hard' : 'brutal', view, decision);
    for (const d of pending) {
      const kept = samples.get(d.kind) ?? [];
      if (kept.length < 2) {
        kept.push({ state, decision: d, answer: (d === decision ? answer : legalAnswer(d, n, viewFor(state, d.seat))) as unknown as Record<string, unknown> });
        samples.set(d.kind, kept);
      }
    }
    if (n % 300 === 150) states.push(state);
    const result = applyAction(state, decision.seat, answer);
    if (result.ok) state = result.state;
    else {
      const fallback = applyAction(state, decision.seat, legalAnswer(decision, n + 1, view));
      if (!fallback.ok) throw new Error(`${config.seed}: the legal answer to ${decision.kind} was refused: ${fallback.error.message}`);
      state = fallback.state;
    }
  }
}

/** Freezes a state through and through, so that a check or a refused action that writes into it throws here. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Sends `action` to a frozen state: fails the test on a throw (a write into the state is one) or a refusal without a
 * known code. Returns whether it was refused.
 */
function probe(state: GameState, seat: Faction, action: unknown): boolean {
  let result: ReturnType<typeof applyAction>;
  try {
    result = applyAction(state, seat, action as unknown as Action);
  } catch (error) {
    throw new Error(`applyAction threw on ${seat} ${JSON.stringify(action)}: ${(error as Error).stack}`);
  }
  if (result.ok) return false;
  expect(ERROR_CODES, `code of ${JSON.stringify(action)}`).to.have.property(result.error.code);
  expect(result.error.message).to.be.a('string').and.not.equal('');
  return true;
}

describe('engine contract (docs/ARCHITECTURE.md §2): malformed actions are refused with a typed error, never thrown (issue 37)', () => {
  const samples = new Map<string, Sample[]>();
  const states: GameState[] = [];
  const classic: GameConfigInput['factions'] = ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild'];
  const withChoam: GameConfigInput['factions'] = ['atreides', 'choam', 'emperor', 'fremen', 'harkonnen', 'bene-gesserit'];
  const withGuild: GameConfigInput['factions'] = ['atreides', 'choam', 'guild', 'fremen', 'harkonnen', 'emperor'];

  before(() => {
    sampleDecisions({ factions: classic, seed: 'fuzz-basic' }, 1200, samples, states);
    sampleDecisions({ factions: classic, seed: 'fuzz-advanced', advanced: true, cards: ['base', 'ixians'] }, 900, samples, states);
    // Every module and card set, tables of six and three, Basic and Advanced: the decisions of the expansions.
    for (let i = 0; i < 6; i++) {
      const factions = [withChoam, withGuild, ['choam', 'harkonnen', 'atreides'] as GameConfigInput['factions']][i % 3]!;
      const config: GameConfigInput = {
        factions,
        seed: `fuzz-${i}`,
        advanced: i % 2 === 0,
        modules: ['leader-skills', 'homeworlds'],
        cards: ['base', 'ixians', 'richese', 'ecaz'],
      };
      sampleDecisions(config, 1500, samples, states);
    }
    // Decisions bot games rarely or never open: set up (test/helpers/rare-positions.ts).
    for (const [kind, { state, decision }] of rarePositions())
      samples.set(kind, [{ state, decision, answer: legalAnswer(decision, 0, viewFor(state, decision.seat)) as unknown as Record<string, unknown> }]);
  });

  it('every decision answered with malformed fields is refused with a typed error, state unchanged, never a throw', () => {
    const started = Date.now();
    let cases = 0;
    let refused = 0;
    for (const [, kept] of samples) {
      for (const { state, decision, answer } of kept) {
        const hash = stateHash(state);
        deepFreeze(state);
        for (const action of malformedCopies(answer)) {
          cases += 1;
          if (probe(state, decision.seat, action)) refused += 1;
        }
        expect(stateHash(state)).to.equal(hash);
      }
    }
    const kinds = [...samples.keys()];
    report(`${cases} cases over ${kinds.length} decision kinds (of ${WIRE_TYPES.length} action types), ${refused} refused, ${Date.now() - started} ms`);
    expect(refused).to.be.greaterThan(cases / 2);
    // Every action type of the wire reached its handler's own checks: as the answer to a sampled decision, or as a
    // free action (the next test).
    const answered = new Set([...samples.values()].flat().map((x) => String(x.answer.type)));
    const free = new Set(freeActions(states[0]!, 'atreides').map((a) => String(a.type)));
    expect(
      WIRE_TYPES.filter((t) => !answered.has(t) && !free.has(t)),
      'action types no case reached',
    ).to.deep.equal([]);
  });

  it('free actions of every type with malformed fields, from every seat, are refused with a typed error, never a throw', () => {
    for (const state of states) {
      const hash = stateHash(state);
      deepFreeze(state);
      for (const seat of state.seating)
        for (const base of freeActions(state, seat)) for (const action of [base, ...malformedCopies(base)]) probe(state, seat, action);
      expect(stateHash(state)).to.equal(hash);
    }
    expect(states.length).to.be.greaterThan(5);
  });

  it('actions of every wire type with malformed fields on an open decision, and whole actions of the wrong shape', () => {
    const [sample] = samples.get('bid') ?? [];
    if (!sample) throw new Error('no bid decision was sampled');
    const { state, decision } = sample;
    const hash = stateHash(state);
    for (const type of WIRE_TYPES) {
      const base: Record<string, unknown> = { type, event: decision.id };
      for (const action of [base, ...malformedCopies({ ...base, field: 1 })]) probe(state, decision.seat, action);
    }
    for (const bad of MALFORMED) {
      expect(probe(state, decision.seat, { type: bad, event: decision.id }), `type ${String(bad)}`).to.equal(true);
      expect(probe(state, decision.seat, { type: 'bid', event: bad }), `event ${String(bad)}`).to.equal(true);
      expect(probe(state, decision.seat, bad), `action ${String(bad)}`).to.equal(true);
    }
    expect(stateHash(state)).to.equal(hash);
  });
});
