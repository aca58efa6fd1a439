// The protocol reference (docs/protocol) is generated from the code and must be what the code makes now; every JSON
// example in PROTOCOL.md and README.md is a message of its schemas; every decline in it is an action the wire takes;
// and whole games' views and events pass the server's schema, so the schema describes what is really sent.
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROTOCOL_DIR, protocolFiles } from '../server/protocol/build.ts';
import { DECLINES } from '../schema/declines.ts';
import { ActionSchema } from '../schema/messages.ts';
import { applyAction, createGame, pendingDecisions, viewFor, type GameConfigInput } from '../rooms/dune/index.ts';
import { legalAnswer } from '../rooms/dune/bots/legal.ts';
import { ProtocolSchemas } from './helpers/protocol-schemas.ts';

const ROOT = join(import.meta.dirname, '..');

/** What an example may be, when its text does not say: any client or server message, or a part of one. */
const ANY: [side: 'client' | 'server', definition: string][] = [
  ['client', 'act'],
  ['client', 'autopilot'],
  ['client', 'say'],
  ['client', 'Action'],
  ['client', 'CreateOptions'],
  ['client', 'JoinOptions'],
  ['server', 'SeatMessage'],
  ['server', 'AckMessage'],
  ['server', 'ErrorMessage'],
  ['server', 'EventsMessage'],
  ['server', 'ViewMessage'],
  ['server', 'ChatMessages'],
  ['server', 'SeatReservation'],
  ['server', 'MatchmakingRefusal'],
  ['server', 'ReconnectRequest'],
  ['server', 'Decision'],
  ['server', 'GameEvent'],
  ['server', 'PlayerView'],
];
/** A session transcript's message types, and what each body is. */
const TYPED: Record<string, [side: 'client' | 'server', definition: string]> = {
  act: ['client', 'act'],
  autopilot: ['client', 'autopilot'],
  say: ['client', 'say'],
  seat: ['server', 'SeatMessage'],
  ack: ['server', 'AckMessage'],
  error: ['server', 'ErrorMessage'],
  events: ['server', 'EventsMessage'],
  view: ['server', 'ViewMessage'],
  chat: ['server', 'ChatMessages'],
};

interface Example {
  where: string;
  text: string;
  as: [side: 'client' | 'server', definition: string][];
}

/** The JSON examples of a Markdown file: `json` blocks, inline spans that open with `{"`, and transcript lines. */
function examplesOf(file: string): Example[] {
  const markdown = readFileSync(join(ROOT, file), 'utf8');
  const lineOf = (index: number) => `${file}:${markdown.slice(0, index).split('\n').length}`;
  const found: Example[] = [];
  for (const m of markdown.matchAll(/```json\n([\s\S]*?)```/g)) found.push({ where: lineOf(m.index), text: m[1]!, as: ANY });
  const prose = markdown.replace(/```[\s\S]*?```/g, (block) => block.replace(/[^\n]/g, ' '));
  // An inline span may wrap across lines, which Markdown reads as spaces.
  for (const m of prose.matchAll(/`(\{"[^`]*)`/g)) found.push({ where: lineOf(m.index), text: m[1]!.replace(/\s*\n\s*/g, ' '), as: ANY });
  for (const m of markdown.matchAll(/```text\n([\s\S]*?)```/g)) {
    const start = m.index;
    for (const line of m[1]!.split('\n')) {
      const where = lineOf(start + markdown.slice(start).indexOf(line));
      const message = /^[→←] 11 a\d "(\w+)"\s+(\{.*\})\s*$/.exec(line);
      const request = /^→ POST \/matchmake\/(create|joinById)\/\S+ (\{.*\})$/.exec(line);
      const reservation = /^← 200 (\{.*\})$/.exec(line);
      if (message) found.push({ where, text: message[2]!, as: [TYPED[message[1]!]!] });
      if (request) found.push({ where, text: request[2]!, as: [['client', request[1] === 'create' ? 'CreateOptions' : 'JoinOptions']] });
      if (reservation) found.push({ where, text: reservation[1]!, as: [['server', 'SeatReservation']] });
    }
  }
  return found;
}

describe('the protocol reference (docs/protocol)', function () {
  this.timeout(60_000);
  const schemas = new ProtocolSchemas();

  it('is what `npm run protocol:build` makes of the code now (run it after changing what travels)', () => {
    for (const [name, text] of Object.entries(protocolFiles()))
      expect(readFileSync(join(PROTOCOL_DIR, name), 'utf8') === text, `docs/protocol/${name} is stale: run npm run protocol:build`).to.equal(true);
  });

  it('every JSON example of PROTOCOL.md and README.md is a message (or part of one) of the schemas', () => {
    const examples = [...examplesOf('PROTOCOL.md'), ...examplesOf('README.md')];
    expect(examples.length).to.be.greaterThan(15);
    const wrong: string[] = [];
    for (const example of examples) {
      let value: unknown;
      try {
        value = JSON.parse(example.text);
      } catch (error) {
        wrong.push(`${example.where}: not JSON (${(error as Error).message})`);
        continue;
      }
      const problems = example.as.map(([side, definition]) => schemas.problem(side, definition, value));
      if (!problems.includes(null)) wrong.push(`${example.where}: ${example.as.length === 1 ? problems[0] : 'matches no message of the schemas'}`);
    }
    expect(wrong).to.deep.equal([]);
  });

  it('every decline is an action the wire takes, and each decision kind of the schema has one', () => {
    for (const [kind, decline] of Object.entries(DECLINES)) {
      if (decline.answer === null) continue;
      const action = { ...decline.answer, event: 'e1' };
      expect(ActionSchema.safeParse(action).success, kind).to.equal(true);
      expect(schemas.problem('client', 'Action', action), kind).to.equal(null);
    }
    const decisions = JSON.parse(readFileSync(join(PROTOCOL_DIR, 'server.schema.json'), 'utf8')) as { definitions: Record<string, { 'x-answer'?: string }> };
    const kinds = Object.values(decisions.definitions).flatMap((d) => (d['x-answer'] ? [d['x-answer']] : []));
    expect(kinds.sort()).to.deep.equal(Object.keys(DECLINES).sort());
  });

  for (const config of [
    { factions: ['atreides', 'bene-gesserit', 'harkonnen'], seed: 'schema-basic', maxTurns: 3 },
    {
      factions: ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'guild', 'choam'],
      seed: 'schema-advanced',
      maxTurns: 3,
      advanced: true,
      cards: ['base', 'ixians', 'richese', 'ecaz'],
      modules: ['leader-skills', 'homeworlds'],
    },
  ] satisfies GameConfigInput[])
    it(`every view and event of a bot game passes server.schema.json (${config.seed})`, () => {
      let state = createGame(config);
      const wrong = new Set<string>();
      const check = (definition: string, value: unknown) => {
        const problem = schemas.problem('server', definition, JSON.parse(JSON.stringify(value)));
        if (problem) wrong.add(problem);
      };
      check('PlayerView', viewFor(state, 'spectator'));
      for (let n = 0; n < 3000 && !state.victory; n++) {
        const decision = pendingDecisions(state)[0]!;
        const view = viewFor(state, decision.seat);
        check('PlayerView', view);
        const result = applyAction(state, decision.seat, legalAnswer(decision, n, view));
        if (!result.ok) throw new Error(`${decision.kind}: ${result.error.message}`);
        for (const event of result.events) check('GameEvent', event);
        state = result.state;
      }
      expect(state.victory, 'the game ended').not.to.equal(null);
      expect([...wrong]).to.deep.equal([]);
    });
});
