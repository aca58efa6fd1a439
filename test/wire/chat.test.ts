// Table talk on a real server: each message reaches exactly its readers (game.chat and every raw frame), before and
// after a restart; refusals are typed, leave the connection open and store nothing; a message the store cannot
// take is never acknowledged nor shown.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChatChannel, DuneError, GameConnection } from '../../client-sdk/node.ts';
import { FileStore, type GameRecord, type Entries, type CommitResult } from '../../server/store/index.ts';
import { stateHash, type Faction } from '../../rooms/dune/index.ts';
import { bootServer, waitFor, type TestServer } from '../helpers/server.ts';
import { seatStored, type Watched } from '../helpers/skills-wire.ts';
import { CHAT_TABLE, expectReads, heardOnTheWire, storeChatTable } from '../helpers/chat.ts';
import { report } from '../support/capture-logs.ts';
import { chatNumber } from '../../schema/chat-ids.ts';

const PRIVATE = 'private: atreides to fremen, 7f3a';
const ALLIANCE_A = 'alliance: atreides to its ally, 9c1e';
const ALLIANCE_H = 'alliance: harkonnen answers, 4b7d';
const WATCHERS = 'spectators: among ourselves, 2d8e';
const PUBLIC = 'public: fremen to the table, 5a5a';
const LAST = 'public: the last word, 0e0e';
const ALL = [PRIVATE, ALLIANCE_A, ALLIANCE_H, WATCHERS, PUBLIC, LAST];

/** What each client reads, in order. */
const READS: Record<string, string[]> = {
  atreides: [PRIVATE, ALLIANCE_A, ALLIANCE_H, PUBLIC, LAST],
  harkonnen: [ALLIANCE_A, ALLIANCE_H, PUBLIC, LAST],
  fremen: [PRIVATE, PUBLIC, LAST],
  emperor: [PUBLIC, LAST],
  spectator: [WATCHERS, PUBLIC, LAST],
  watcher: [WATCHERS, PUBLIC, LAST],
};

const errorOf = (p: Promise<unknown>): Promise<DuneError | null> =>
  p.then(
    () => null,
    (e: DuneError) => e,
  );

/** Every client of the table and a second spectator, by name. */
function clients(table: Watched, watcher: GameConnection): [string, GameConnection][] {
  return [...table.seats, ['spectator', table.spectator], ['watcher', watcher]];
}

function expectEveryoneReads(table: Watched, watcher: GameConnection): void {
  for (const [name, conn] of clients(table, watcher)) {
    expectReads(name, conn, ALL, READS[name]!);
    // Numbered per reader (rooms/chat-log.ts): c1 … cN over what it reads, nothing counted that it cannot.
    expect(
      conn.chat.map((m) => m.id),
      `${name}'s chat ids`,
    ).to.deep.equal(READS[name]!.map((_, i) => `c${i + 1}`));
  }
}

async function seat(server: TestServer, gameId: string): Promise<{ table: Watched; watcher: GameConnection }> {
  const table = await seatStored(server, gameId, CHAT_TABLE);
  return { table, watcher: await server.client().spectate(gameId) };
}

async function leave(table: Watched, watcher: GameConnection): Promise<void> {
  await Promise.all(clients(table, watcher).map(([, c]) => c.leave().catch(() => undefined)));
}

describe('wire: table talk', function () {
  this.timeout(60_000);

  it('private and alliance messages reach only their two seats, the spectators’ channel only spectators; a restart keeps each for exactly its readers', async () => {
    const started = Date.now();
    const dir = mkdtempSync(join(tmpdir(), 'dune-chat-'));
    const first = await bootServer(new FileStore(dir));
    let gameId = '';
    try {
      gameId = 'chat-privacy';
      await storeChatTable(new FileStore(dir), gameId);
      const { table, watcher } = await seat(first, gameId);
      const s = table.seats;
      await s.get('atreides')!.say('private', PRIVATE, 'fremen');
      // Acknowledged once stored and delivered: the sender holds it, as stored.
      const sent = s.get('atreides')!.chat.at(-1)!;
      expect(sent).to.deep.include({ channel: 'private', from: 'atreides', to: 'fremen', text: PRIVATE });
      expect(sent.id).to.match(/^c\d+$/);
      await s.get('atreides')!.say('alliance', ALLIANCE_A);
      await s.get('harkonnen')!.say('alliance', ALLIANCE_H);
      expect(s.get('harkonnen')!.chat.at(-1)).to.deep.include({ channel: 'alliance', from: 'harkonnen', to: 'atreides' });
      await table.spectator.say('spectators', WATCHERS);
      await s.get('fremen')!.say('public', PUBLIC);
      await s.get('emperor')!.say('public', LAST);
      // Delivered in order to each client: once all hold the last public word, anything leaked would be here too.
      await waitFor(() => clients(table, watcher).every(([, c]) => c.chat.some((m) => m.text === LAST)), 5000, 'the last word everywhere');
      expectEveryoneReads(table, watcher);
      // A late listener may replay what came before.
      const replayed: string[] = [];
      watcher.onChat((messages) => replayed.push(...messages.map((m) => m.text)), { past: true });
      expect(replayed).to.deep.equal(READS.watcher);
      await leave(table, watcher);
    } finally {
      await first.close();
    }
    const second = await bootServer(new FileStore(dir));
    try {
      const { table, watcher } = await seat(second, gameId);
      await waitFor(
        () => clients(table, watcher).every(([name, c]) => c.chat.length === READS[name]!.length),
        5000,
        'every client’s chat history after the restart',
      );
      expectEveryoneReads(table, watcher);
      // Each reader's ids go on from where they were, without a gap.
      const before = table.seats.get('emperor')!.chat.at(-1)!.id;
      await table.seats.get('emperor')!.say('public', 'after the restart');
      expect(chatNumber(table.seats.get('emperor')!.chat.at(-1)!.id)).to.equal(chatNumber(before) + 1);
      await leave(table, watcher);
    } finally {
      await second.close();
    }
    report(`chat privacy and restart: ${Date.now() - started} ms`);
  });

  it('refusals are typed, store nothing and leave the connection open; the rate limit answers RATE_LIMITED', async () => {
    const store = new FileStore(mkdtempSync(join(tmpdir(), 'dune-chat-refusals-')));
    const server = await bootServer(store);
    try {
      await storeChatTable(store, 'chat-refusals');
      const { table, watcher } = await seat(server, 'chat-refusals');
      const s = table.seats;
      const version = (await store.load('chat-refusals'))!.version;
      const hash = stateHash(server.room('chat-refusals').game);
      const cases: [string, GameConnection, ChatChannel, string, Faction | undefined, string][] = [
        ['a spectator on the public channel', table.spectator, 'public', 'hello', undefined, 'NOT_A_SEAT'],
        ['a spectator to an alliance', table.spectator, 'alliance', 'hello', undefined, 'NOT_A_SEAT'],
        ['a spectator to a seat', table.spectator, 'private', 'hello', 'atreides', 'NOT_A_SEAT'],
        ['a seat without an ally', s.get('fremen')!, 'alliance', 'hello', undefined, 'NO_ALLY'],
        ['a seat to the spectators', s.get('fremen')!, 'spectators', 'hello', undefined, 'NOT_A_SPECTATOR'],
        ['a private message to oneself', s.get('fremen')!, 'private', 'hello', 'fremen', 'BAD_RECIPIENT'],
        ['a private message to a faction not in the game', s.get('fremen')!, 'private', 'hello', 'guild', 'BAD_RECIPIENT'],
        ['a private message without a recipient', s.get('fremen')!, 'private', 'hello', undefined, 'BAD_MESSAGE'],
        ['a recipient on the public channel', s.get('fremen')!, 'public', 'hello', 'emperor', 'BAD_MESSAGE'],
        ['an unknown channel', s.get('fremen')!, 'table' as ChatChannel, 'hello', undefined, 'BAD_MESSAGE'],
        ['blank text', s.get('fremen')!, 'public', ' \n\t ', undefined, 'BAD_MESSAGE'],
        ['501 characters', s.get('fremen')!, 'public', 'x'.repeat(501), undefined, 'BAD_MESSAGE'],
        ['a control character', s.get('fremen')!, 'public', 'ring \u0007 the bell', undefined, 'BAD_MESSAGE'],
        ['an escape sequence', s.get('fremen')!, 'public', '\u001b[2J wiped', undefined, 'BAD_MESSAGE'],
        ['only a zero-width space', s.get('fremen')!, 'public', '\u200b', undefined, 'BAD_MESSAGE'],
        ['only format characters', s.get('fremen')!, 'public', ' \u200d\ufeff\u2060 ', undefined, 'BAD_MESSAGE'],
        ['a right-to-left override', s.get('fremen')!, 'public', 'gg \u202eecnaila', undefined, 'BAD_MESSAGE'],
        ['a directional isolate', s.get('fremen')!, 'public', 'a \u2067b', undefined, 'BAD_MESSAGE'],
        ['far too long', s.get('fremen')!, 'public', 'y'.repeat(5000), undefined, 'TOO_LARGE'],
      ];
      for (const [what, conn, channel, text, to, code] of cases) expect((await errorOf(conn.say(channel, text, to)))?.code, what).to.equal(code);
      expect((await store.load('chat-refusals'))!.version, 'nothing stored').to.equal(version);
      expect(stateHash(server.room('chat-refusals').game)).to.equal(hash);
      for (const [name, conn] of clients(table, watcher)) {
        expect(conn.room.connection.isOpen, name).to.equal(true);
        expect(conn.chat, name).to.deep.equal([]);
      }
      // Trimmed, newlines kept, normalised (NFC: a decomposed é arrives composed); 500 characters (astral ones count
      // once) are fine.
      await s.get('fremen')!.say('public', '  line one\nline two  ');
      expect(s.get('fremen')!.chat.at(-1)!.text).to.equal('line one\nline two');
      await s.get('fremen')!.say('public', 'cafe\u0301 \u{1f600}');
      expect(s.get('fremen')!.chat.at(-1)!.text).to.equal('caf\u00e9 \u{1f600}');
      await s.get('fremen')!.say('public', '🜂'.repeat(500));
      // Five a seat per ten seconds: the sixth is refused, the connection stays open, others may still talk.
      for (let i = 0; i < 2; i++) await s.get('fremen')!.say('public', `burst ${i}`);
      const limited = await errorOf(s.get('fremen')!.say('public', 'one too many'));
      expect(limited?.code).to.equal('RATE_LIMITED');
      expect(s.get('fremen')!.room.connection.isOpen).to.equal(true);
      await s.get('emperor')!.say('public', 'the emperor may still talk');
      await waitFor(() => s.get('fremen')!.chat.some((m) => m.text === 'the emperor may still talk'), 5000, 'the emperor heard');
      expect(heardOnTheWire(table.spectator, 'one too many')).to.equal(false);
      await leave(table, watcher);
    } finally {
      await server.close();
    }
  });

  it('the spectators of a room together may write 20 messages every ten seconds', async () => {
    const store = new FileStore(mkdtempSync(join(tmpdir(), 'dune-chat-crowd-')));
    const server = await bootServer(store);
    try {
      await storeChatTable(store, 'chat-crowd');
      const crowd = await Promise.all(Array.from({ length: 5 }, () => server.client().spectate('chat-crowd')));
      const outcomes = await Promise.all(crowd.flatMap((c, i) => Array.from({ length: 5 }, (_, j) => errorOf(c.say('spectators', `crowd ${i}.${j}`)))));
      expect(outcomes.filter((e) => e === null)).to.have.length(20);
      expect(outcomes.filter((e) => e !== null).map((e) => e!.code)).to.deep.equal([
        'RATE_LIMITED',
        'RATE_LIMITED',
        'RATE_LIMITED',
        'RATE_LIMITED',
        'RATE_LIMITED',
      ]);
      await Promise.all(crowd.map((c) => c.leave()));
    } finally {
      await server.close();
    }
  });

  it('a message the store cannot take is neither acknowledged nor shown, before or after recovery', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dune-chat-fault-'));
    let failing = false;
    class FaultyStore extends FileStore {
      override commit(gameId: string, expected: number, next: GameRecord, entries: Entries): Promise<CommitResult> {
        return failing ? Promise.reject(new Error('disk on fire')) : super.commit(gameId, expected, next, entries);
      }
    }
    const store = new FaultyStore(dir);
    const server = await bootServer(store);
    try {
      await storeChatTable(store, 'chat-fault');
      const table = await seatStored(server, 'chat-fault', CHAT_TABLE, { recoverForMs: 20_000 });
      const s = table.seats;
      await s.get('atreides')!.say('public', 'stored before the fault');
      failing = true;
      const lost = await errorOf(s.get('atreides')!.say('public', 'never stored'));
      expect(lost?.code).to.be.oneOf(['UNAVAILABLE', 'DISCONNECTED']);
      failing = false;
      // The clients come back by themselves to the game as stored.
      await waitFor(() => s.get('emperor')!.room.connection.isOpen && s.get('emperor')!.chat.length === 1, 20_000, 'the emperor back');
      await s.get('emperor')!.say('public', 'after the fault');
      for (const [name, conn] of [...s, ['spectator', table.spectator] as const]) {
        await waitFor(() => conn.chat.some((m) => m.text === 'after the fault'), 20_000, `${name} back`);
        expect(
          conn.chat.map((m) => m.text),
          name,
        ).to.deep.equal(['stored before the fault', 'after the fault']);
        expect(heardOnTheWire(conn, 'never stored'), name).to.equal(false);
      }
      await Promise.all([...s.values(), table.spectator].map((c) => c.leave().catch(() => undefined)));
    } finally {
      await server.close();
    }
  });
});
