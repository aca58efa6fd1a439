// Chat ids on a real server are numbered per reader (rooms/chat-log.ts): what others say where a reader cannot read
// leaves its ids unchanged, and its numbering goes on without reuse or gap across trimming and a restart.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChatMessage } from '../../schema/chat.ts';
import { chatNumber } from '../../schema/chat-ids.ts';
import type { GameConnection } from '../../client-sdk/node.ts';
import type { Faction } from '../../rooms/dune/index.ts';
import { CHAT_LIMIT, type ChatTrimmed } from '../../rooms/chat-log.ts';
import { mayRead } from '../../rooms/chat-rules.ts';
import { newControl } from '../../rooms/control.ts';
import { DEFAULT_GAME_OPTIONS } from '../../rooms/ports.ts';
import { hashSeatToken } from '../../rooms/seats.ts';
import { FileStore, type GameStore } from '../../server/store/index.ts';
import { CHAT_TABLE, storeChatTable } from '../helpers/chat.ts';
import { clearedBoard } from '../helpers/engine.ts';
import { bootServer, waitFor, type TestServer } from '../helpers/server.ts';
import { leaveAll, seatStored, tokenOf, viewersOf, type Watched } from '../helpers/skills-wire.ts';

type Reader = Faction | 'spectator';

/** Each client's chat as it holds it (the time of writing aside: two runs differ in it). */
const heard = (conn: GameConnection) => conn.chat.map(({ at: _at, ...rest }) => rest);

/** `conn` holds c<from> … c<from + n - 1>, in order. */
function expectNumbered(name: string, conn: GameConnection, from = 1): void {
  expect(
    conn.chat.map((m) => m.id),
    `${name}'s chat ids`,
  ).to.deep.equal(conn.chat.map((_, i) => `c${from + i}`));
}

const readerOf = (name: string): Reader => name as Reader;

/** A chat of `count` stored messages over every channel, as a game of the chat table would hold it. */
function storedChat(count: number): ChatMessage[] {
  const forms: Omit<ChatMessage, 'id' | 'at' | 'text'>[] = [
    { channel: 'public', from: 'atreides' },
    { channel: 'private', from: 'harkonnen', to: 'emperor' },
    { channel: 'spectators', from: 'spectator' },
    { channel: 'alliance', from: 'atreides', to: 'harkonnen' },
    { channel: 'private', from: 'fremen', to: 'atreides' },
  ];
  return Array.from({ length: count }, (_, i) => ({ id: `c${i + 1}`, at: 1_000 + i, ...forms[i % forms.length]!, text: `old ${i + 1}` }));
}

/** Stores the chat table with `chat` and the readers' trimmed counts already in its control data. */
async function storeWithChat(store: GameStore, gameId: string, chat: ChatMessage[], chatTrimmed: ChatTrimmed): Promise<void> {
  const state = clearedBoard({ factions: CHAT_TABLE, seed: `chat-${gameId}` });
  state.alliances = [['atreides', 'harkonnen']];
  const control = { ...newControl(state.seating, {}, { ...DEFAULT_GAME_OPTIONS, botDelayMs: 0 }), chat, chatTrimmed };
  const seats = state.seating.map((f): [Faction, string] => [f, hashSeatToken(tokenOf(gameId, f))]);
  await store.put({ gameId, version: state.actions, state, seats, control, createdAt: 0, updatedAt: 0 });
}

describe('wire: chat ids per reader', function () {
  this.timeout(60_000);
  const store = new FileStore(mkdtempSync(join(tmpdir(), 'dune-chat-ids-')));
  let server: TestServer | undefined;
  before(async () => {
    server = await bootServer(store);
  });
  after(async () => {
    await server?.close();
  });

  it('noninterference: a seat’s chat ids are c1..cN whatever others say in private, in an alliance or among spectators', async () => {
    const run = async (gameId: string, busy: boolean) => {
      await storeChatTable(store, gameId);
      const table = await seatStored(server!, gameId, CHAT_TABLE);
      const s = (f: Faction) => table.seats.get(f)!;
      const aside = async (say: () => Promise<unknown>) => {
        if (busy) await say();
      };
      await aside(() => s('harkonnen').say('private', 'a word to the emperor', 'emperor'));
      await s('fremen').say('public', 'one');
      await aside(() => s('atreides').say('alliance', 'to my ally'));
      await aside(() => table.spectator.say('spectators', 'between spectators'));
      await s('emperor').say('public', 'two');
      await aside(() => s('harkonnen').say('alliance', 'ally answers'));
      await s('fremen').say('public', 'three');
      await aside(() => s('emperor').say('private', 'a word back', 'harkonnen'));
      await waitFor(() => viewersOf(table).every(([, c]) => c.chat.some((m) => m.text === 'three')), 5000, 'the last word everywhere');
      await aside(() => waitFor(() => s('harkonnen').chat.some((m) => m.text === 'a word back'), 5000, 'the last private word'));
      for (const [name, conn] of viewersOf(table)) expectNumbered(name, conn);
      return table;
    };
    const quiet = await run('chat-ids-quiet', false);
    const busy = await run('chat-ids-busy', true);
    expect(heard(busy.seats.get('fremen')!)).to.deep.equal(heard(quiet.seats.get('fremen')!));
    expect(heard(busy.seats.get('fremen')!).map((m) => m.id)).to.deep.equal(['c1', 'c2', 'c3']);
    // Those who read the talk aside count it, in their own numbering.
    expect(busy.seats.get('harkonnen')!.chat.map((m) => m.id)).to.deep.equal(['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7']);
    await leaveAll(quiet);
    await leaveAll(busy);
  });

  it('each reader’s numbering goes on across trimming past CHAT_LIMIT and a server restart, without reuse or gap', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dune-chat-ids-'));
    const gameId = 'chat-ids-trim';
    // Earlier trimming had already dropped messages some readers could read: their numbering starts after those.
    const trimmed: ChatTrimmed = { fremen: 5, spectator: 2, atreides: 9 };
    const chat = storedChat(CHAT_LIMIT - 2);
    await storeWithChat(new FileStore(dir), gameId, chat, trimmed);
    const expectHistory = (table: Watched) => {
      for (const [name, conn] of viewersOf(table)) {
        const reader = readerOf(name);
        const readable = chat.filter((m) => mayRead(m, reader));
        expect(
          conn.chat.map((m) => m.text),
          name,
        ).to.deep.equal(readable.map((m) => m.text));
        expectNumbered(name, conn, (trimmed[reader] ?? 0) + 1);
      }
    };
    const first = await bootServer(new FileStore(dir));
    let before = new Map<string, ChatMessage[]>();
    try {
      const table = await seatStored(first, gameId, CHAT_TABLE);
      await waitFor(() => viewersOf(table).every(([, c]) => c.chat.length > 0), 5000, 'every client’s chat history');
      expectHistory(table);
      const s = (f: Faction) => table.seats.get(f)!;
      // Six more messages: the four oldest are trimmed away as they are written.
      await s('fremen').say('public', 'new 1');
      await table.spectator.say('spectators', 'new 2');
      await s('harkonnen').say('private', 'new 3', 'emperor');
      await s('atreides').say('public', 'new 4');
      await s('fremen').say('private', 'new 5', 'atreides');
      await s('emperor').say('public', 'new 6');
      await waitFor(() => viewersOf(table).every(([, c]) => c.chat.some((m) => m.text === 'new 6')), 5000, 'the last word everywhere');
      for (const [name, conn] of viewersOf(table)) expectNumbered(name, conn, (trimmed[readerOf(name)] ?? 0) + 1);
      before = new Map(viewersOf(table).map(([name, c]) => [name, [...c.chat]]));
      await leaveAll(table);
    } finally {
      await first.close();
    }
    const second = await bootServer(new FileStore(dir));
    try {
      const table = await seatStored(second, gameId, CHAT_TABLE);
      await waitFor(() => viewersOf(table).every(([, c]) => c.chat.some((m) => m.text === 'new 6')), 5000, 'every client’s chat history');
      for (const [name, conn] of viewersOf(table)) {
        const was = before.get(name)!;
        // What is still kept, with the very ids the reader had for it; the trimmed ones are gone, not renumbered.
        expect(conn.chat, name).to.deep.equal(was.slice(was.length - conn.chat.length));
        expect(conn.chat.length, name).to.be.at.most(was.length);
      }
      expect(before.get('atreides')!.length - table.seats.get('atreides')!.chat.length, 'atreides lost old messages to trimming').to.be.greaterThan(0);
      await table.seats.get('emperor')!.say('public', 'after the restart');
      await waitFor(() => viewersOf(table).every(([, c]) => c.chat.some((m) => m.text === 'after the restart')), 5000, 'the new word everywhere');
      for (const [name, conn] of viewersOf(table)) {
        const last = before.get(name)!.at(-1)!.id;
        expect(conn.chat.at(-1)!.id, name).to.equal(`c${chatNumber(last) + 1}`);
      }
      await leaveAll(table);
    } finally {
      await second.close();
    }
  });
});
