// The first messages a joining client receives come in the order PROTOCOL.md (Joining) gives: `seat` first, then in
// JSON mode its `view`, then the event history, and live events after it without a gap or a repeat — with bots
// answering at once (which used to send a creator `events` before its `seat`) and at a delay; for raw clients in
// JSON and binary mode, and for the SDK.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compareIds } from '../../rooms/dune/index.ts';
import { matchmake, RawClient } from '../helpers/raw-client.ts';
import { bootServer, sleep, waitFor, type TestServer } from '../helpers/server.ts';
import { FileStore } from '../../server/store/file.ts';
import type { GameStore } from '../../server/store/types.ts';
import { DuneClient } from '../../client-sdk/node.ts';

// The creator plays the Harkonnen, who pick no traitor: the bots' set-up answers make events at once, while the
// creator's seat token is still being committed.
const FACTIONS = ['atreides', 'harkonnen', 'fremen', 'emperor'];
const BOTS = { atreides: 'easy', fremen: 'easy', emperor: 'easy' } as const;

/**
 * A store whose commits of actions take 30 ms more: a batch of the bots is then under way whenever a client joins
 * (commits run in order, so the joiner's seat token waits behind it, and the batch is shown first), as happens on any
 * disk with bots that answer at once.
 */
function slowCommits(store: GameStore): GameStore {
  return new Proxy(store, {
    get(target, key) {
      const value = Reflect.get(target, key, target) as unknown;
      if (key !== 'commit' || typeof value !== 'function') return typeof value === 'function' ? value.bind(target) : value;
      return async (...args: unknown[]) => {
        const entries = args[3];
        if (entries !== null && !(Array.isArray(entries) && entries.length === 0)) await new Promise((r) => setTimeout(r, 30));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

/** How many `events` messages a client got (a binary client's bodies are msgpack, which a raw client leaves alone). */
const eventMessages = (client: RawClient) => client.types.filter((t) => t === 'events').length;

/**
 * What holds of every joiner's messages: seat first, (JSON) view second; in JSON mode each event once and in id order
 * (ids also number decisions, so public numbers may skip: rooms/dune/ids.ts). The SDK test reads binary events.
 */
function expectOrder(client: RawClient, json: boolean): void {
  expect(client.types[0], `first message of ${client.types.slice(0, 5).join(', ')}`).to.equal('seat');
  expect(eventMessages(client)).to.be.greaterThan(0);
  if (!json) return;
  expect(client.types[1]).to.equal('view');
  expect(new Set(client.received).size, 'an event came twice').to.equal(client.received.length);
  expect(client.received).to.deep.equal([...client.received].sort(compareIds));
}

describe('wire: the order of a joiner’s first messages', function () {
  this.timeout(60_000);
  let running: TestServer | undefined;
  const server = () => running!;
  before(async () => {
    running = await bootServer(slowCommits(new FileStore(mkdtempSync(join(tmpdir(), 'dune-order-')))));
  });
  after(() => running?.close());

  for (const botDelayMs of [0, 300])
    for (const format of ['json', 'binary'] as const)
      it(`creator, spectator and reclaim (${format}, bots at ${botDelayMs} ms): seat first, then the view, the history and live events once each`, async () => {
        const options = { factions: FACTIONS, faction: 'harkonnen', bots: BOTS, botDelayMs, maxTurns: 2, seed: `order-${format}-${botDelayMs}`, format };
        const created = await matchmake(server().httpUrl, 'create', 'dune', options);
        // A client slower to open its socket (as one in another language may be) finds the bots at work.
        await sleep(150);
        const creator = await RawClient.connect(server().url, created);
        await creator.until(() => eventMessages(creator) >= 1 && creator.types.includes('seat'), 10_000, 'events');
        expectOrder(creator, format === 'json');
        // Autopilot plays the seat from here: the game moves on by itself while the others join.
        // (A binary client's `ack` is msgpack, unread here: its arrival is enough.)
        creator.send('autopilot', { rid: 'a1', on: true });
        await creator.until(() => creator.types.includes('ack'), 5000, 'the autopilot ack');

        const first = creator.received[0];
        const joinAs = async (options: object) => {
          const client = await RawClient.connect(
            server().url,
            await matchmake(server().httpUrl, 'joinById', created.roomId, { gameId: created.roomId, format, ...options }),
          );
          // Its history, then live events (a few more batches of the bots and autopilot).
          await client.until(() => eventMessages(client) >= 4, 10_000, 'history and live events');
          expectOrder(client, format === 'json');
          if (format === 'json') expect(client.received[0]).to.equal(first);
          return client;
        };
        const spectator = await joinAs({ spectator: true });
        await spectator.leave();
        // A reclaim (JSON: a binary client's seat token is in its msgpack `seat`) while the bots play on.
        if (format === 'json') {
          const reclaimed = await joinAs({ seatToken: creator.seat!.seatToken });
          await creator.until(() => creator.closed !== null, 5000, 'the old connection to close');
          await reclaimed.leave();
        } else await creator.leave();
      });

  for (const botDelayMs of [0, 300])
    it(`the SDK (bots at ${botDelayMs} ms): a game's events from its first, in order, each once, for its creator and a spectator`, async () => {
      const client = new DuneClient(server().url);
      const game = await client.create({
        factions: ['atreides', 'harkonnen', 'fremen', 'emperor'],
        faction: 'harkonnen',
        bots: BOTS,
        botDelayMs,
        maxTurns: 2,
        seed: `order-sdk-${botDelayMs}`,
      });
      await waitFor(() => game.events.length >= 3, 10_000, 'events');
      await game.setAutopilot(true);
      const watcher = await client.spectate(game.gameId);
      await waitFor(() => watcher.events.length > game.events.length / 2 + 3, 10_000, 'events');
      const first = game.events.find((e) => e.visibleTo === undefined)!.id;
      for (const connection of [game, watcher]) {
        const ids = connection.events.map((e) => e.id);
        expect(ids.filter((id) => !id.includes('.'))[0]).to.equal(first);
        expect(new Set(ids).size).to.equal(ids.length);
        expect(ids).to.deep.equal([...ids].sort(compareIds));
      }
      await game.leave();
      await watcher.leave();
    });

  for (const format of ['json', 'binary'] as const)
    it(`the chat history comes after the event history and before live traffic (${format})`, async () => {
      const options = { factions: FACTIONS, faction: 'harkonnen', bots: BOTS, botDelayMs: 0, maxTurns: 2, seed: `order-chat-${format}`, format };
      const created = await matchmake(server().httpUrl, 'create', 'dune', options);
      const creator = await RawClient.connect(server().url, created);
      // The bots play until the game waits for the creator, who does not answer: then nothing happens while the
      // spectator joins, so every message it gets has its place.
      await creator.until(() => creator.types.includes('seat') && eventMessages(creator) >= 1, 10_000, 'seat and events');
      for (let seen = -1; seen !== creator.frames.length; ) {
        seen = creator.frames.length;
        await sleep(600);
      }
      const acks = () => creator.types.filter((t) => t === 'ack').length;
      creator.send('say', { rid: 'c1', channel: 'public', text: 'before the spectator' });
      await creator.until(() => acks() === 1, 5000, 'the first chat ack');
      const spectator = await RawClient.connect(
        server().url,
        await matchmake(server().httpUrl, 'joinById', created.roomId, { gameId: created.roomId, format, spectator: true }),
      );
      await spectator.until(() => spectator.types.includes('chat'), 10_000, 'the chat history');
      creator.send('say', { rid: 'c2', channel: 'public', text: 'after the spectator' });
      await spectator.until(() => spectator.types.filter((t) => t === 'chat').length === 2, 5000, 'the live chat message');
      // seat, (JSON) the view, the event history, the chat history, then the live message.
      expect(spectator.types).to.deep.equal(format === 'json' ? ['seat', 'view', 'events', 'chat', 'chat'] : ['seat', 'events', 'chat', 'chat']);
      await spectator.leave();
      await creator.leave();
    });

  it('the SDK with eventHistory: N keeps the last N events of the game in game.events; a client without it keeps them all', async () => {
    const bounded = new DuneClient(server().url, { eventHistory: 5 });
    const game = await bounded.create({
      factions: ['atreides', 'harkonnen', 'fremen', 'emperor'],
      faction: 'harkonnen',
      bots: BOTS,
      botDelayMs: 0,
      maxTurns: 2,
      seed: 'order-history',
    });
    let heard = 0;
    let last = '';
    game.onEvents((events) => {
      heard += events.length;
      last = events.at(-1)?.id ?? last;
    });
    await game.setAutopilot(true);
    const watcher = await new DuneClient(server().url).spectate(game.gameId);
    await waitFor(() => heard > 20 && watcher.events.length > 20, 20_000, 'more than 20 events');
    await game.setAutopilot(false);
    // Read together: the listener and the kept history are updated by one message.
    const [ids, newest] = [game.events.map((e) => e.id), last];
    expect(ids).to.have.length(5);
    expect(ids).to.deep.equal([...ids].sort(compareIds));
    expect(ids.at(-1), 'the newest event heard is kept').to.equal(newest);
    // They are the game's own events (the spectator sees the public ones).
    await waitFor(() => ids.every((id) => watcher.events.some((e) => e.id === id) || id.includes('.')), 10_000, 'the watcher to catch up');
    await game.leave();
    await watcher.leave();
  });
});
