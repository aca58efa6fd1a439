// The log's words (web/src/log): every event kind the engine can emit has a sentence — the kinds enumerated from the
// protocol reference's GameEvent, which is generated from the engine's event types (rooms/dune/types.ts EventBody)
// and checked against them by test/protocol-reference.test.ts — and real events of whole bot games (every module)
// read as sentences without raw ids, `undefined` or objects; the log runs in order of play with battles in blocks.
import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyAction, createGame, pendingDecisions, viewFor, type GameConfigInput, type GameEvent } from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { PROTOCOL_DIR } from '../../server/protocol/build.ts';
import { loadWebModule } from './web-module.ts';

interface Chapter {
  turn: number;
  phase: string | null;
  entries: ({ kind: 'event'; event: GameEvent } | { kind: 'battle'; opened: GameEvent; events: GameEvent[]; resolved: GameEvent | null })[];
}
interface LogModules {
  sentences: { SENTENCE_KINDS: readonly string[]; sentence(e: GameEvent): string };
  chapters: { chapters(events: readonly GameEvent[]): Chapter[] };
}

/** The event kinds of the protocol reference. */
function engineEventKinds(): string[] {
  const schema = JSON.parse(readFileSync(join(PROTOCOL_DIR, 'server.schema.json'), 'utf8')) as {
    definitions: { GameEvent: { anyOf: { properties: { type: { const: string } } }[] } };
  };
  return [...new Set(schema.definitions.GameEvent.anyOf.map((e) => e.properties.type.const))];
}

/** Every event of a bot game played to its end, as each seat and the table would get them. */
function botGameEvents(config: GameConfigInput): GameEvent[] {
  let state = createGame(config);
  const events: GameEvent[] = [];
  for (let n = 0; n < 4000 && !state.victory; n++) {
    const decision = pendingDecisions(state)[0]!;
    const result = applyAction(state, decision.seat, legalAnswer(decision, n, viewFor(state, decision.seat)));
    if (!result.ok) throw new Error(`${decision.kind}: ${result.error.message}`);
    events.push(...result.events);
    state = result.state;
  }
  return events;
}

const GAMES: GameConfigInput[] = [
  { factions: ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild'], seed: 'log-classic', maxTurns: 4 },
  {
    factions: ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'guild', 'choam'],
    seed: 'log-modules',
    maxTurns: 4,
    advanced: true,
    cards: ['base', 'ixians', 'richese', 'ecaz'],
    modules: ['leader-skills', 'homeworlds'],
  },
];

describe('web: the log in words and in order of play', function () {
  this.timeout(60_000);
  let m: LogModules;
  before(async () => {
    m = {
      sentences: await loadWebModule<LogModules['sentences']>('web/src/log/sentences.ts'),
      chapters: await loadWebModule<LogModules['chapters']>('web/src/log/chapters.ts'),
    };
  });

  it('every event kind the engine can emit has a sentence, and no sentence is for a kind it does not emit', () => {
    const kinds = engineEventKinds();
    expect(kinds.length).to.be.above(150);
    expect([...m.sentences.SENTENCE_KINDS].sort()).to.deep.equal([...kinds].sort());
  });

  for (const config of GAMES)
    it(`every event of a whole bot game reads as a sentence: no ids, no undefined, no raw objects (${config.seed})`, () => {
      const events = botGameEvents(config);
      const seen = new Set(events.map((e) => e.type));
      expect(seen.size).to.be.above(40);
      const bad = new Set<string>();
      for (const e of events) {
        const line = m.sentences.sentence(e);
        if (/undefined|NaN|\[object|cannot describe/.test(line) || /\be\d+(\.\d+)?\b/.test(line) || line.includes(e.id)) bad.add(`${e.type}: ${line}`);
        if (!/^[A-Z0-9]/.test(line) || !/[.!?]$/.test(line)) bad.add(`${e.type} is not a sentence: ${line}`);
      }
      expect([...bad]).to.deep.equal([]);
    });

  it('chapters run oldest first by turn and phase; each battle is one block from its start to how it ended', () => {
    const events = botGameEvents(GAMES[0]!);
    const all = m.chapters.chapters(events);
    const order = all.filter((c) => c.phase !== null).map((c) => c.turn);
    expect(order).to.deep.equal([...order].sort((a, b) => a - b));
    expect(all.at(-1)!.entries.some((e) => e.kind === 'event' && e.event.type === 'game-over')).to.equal(true);
    const battles = all.flatMap((c) => c.entries.filter((e) => e.kind === 'battle'));
    expect(battles.length, 'battles in four turns').to.be.above(0);
    for (const b of battles) {
      expect(b.resolved, 'each battle block holds how it ended').to.not.equal(null);
      expect(b.events.filter((e) => e.type === 'battle-started')).to.have.length(0);
    }
    // Nothing is lost or reordered: the chapters hold every event but the phase headers, in order.
    const flat = all.flatMap((c) => c.entries.flatMap((e) => (e.kind === 'event' ? [e.event] : [e.opened, ...e.events])));
    expect(flat.map((e) => e.id)).to.deep.equal(events.filter((e) => e.type !== 'phase-started').map((e) => e.id));
  });
});
