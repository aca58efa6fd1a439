// Table talk in JSON mode (a raw client written from PROTOCOL.md) and through the admin export and import.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChatMessage } from '../../client-sdk/node.ts';
import { FileStore } from '../../server/store/index.ts';
import { startServer } from '../../server/app.ts';
import { FRAME, matchmake, RawClient } from '../helpers/raw-client.ts';
import { bootServer, waitFor } from '../helpers/server.ts';
import { tokenOf } from '../helpers/skills-wire.ts';
import { heardOnTheWire, storeChatTable } from '../helpers/chat.ts';
import { DuneClient } from '../../client-sdk/node.ts';
import { report } from '../support/capture-logs.ts';

/** The JSON bodies of the `type` messages a raw client received (ROOM_DATA_BYTES, type as a fixstr). */
function bodies<T>(client: RawClient, type: string): T[] {
  const header = Buffer.concat([Buffer.from([FRAME.ROOM_DATA_BYTES, 0xa0 | type.length]), Buffer.from(type)]);
  return client.frames.filter((f) => f.subarray(0, header.length).equals(header)).map((f) => JSON.parse(f.toString('utf8', header.length)) as T);
}

const heardRaw = (client: RawClient, text: string) => client.frames.some((f) => f.includes(Buffer.from(text, 'utf8')));

describe('wire: table talk in JSON mode and across an export', function () {
  this.timeout(60_000);

  it('a JSON seat says and reads chat as JSON; a JSON spectator never receives a private or alliance message', async () => {
    const store = new FileStore(mkdtempSync(join(tmpdir(), 'dune-chat-json-')));
    const server = await bootServer(store);
    try {
      const gameId = 'chat-json';
      await storeChatTable(store, gameId);
      const seats = new Map(
        await Promise.all(
          (['atreides', 'harkonnen', 'emperor'] as const).map(async (f) => [f, await server.client().reclaim(gameId, tokenOf(gameId, f))] as const),
        ),
      );
      const table = { seats, spectator: await server.client().spectate(gameId) };
      const fremen = await RawClient.connect(
        server.url,
        await matchmake(server.httpUrl, 'joinById', gameId, { gameId, seatToken: tokenOf(gameId, 'fremen'), format: 'json' }),
      );
      const watcher = await RawClient.connect(server.url, await matchmake(server.httpUrl, 'joinById', gameId, { gameId, spectator: true, format: 'json' }));
      await fremen.until(() => fremen.view !== null, 5000, 'the seat’s view');
      await watcher.until(() => watcher.view !== null, 5000, 'the spectator’s view');
      fremen.send('say', { rid: 's1', channel: 'private', to: 'atreides', text: 'json whisper 31c7' });
      await fremen.until(() => bodies<{ rid: string }>(fremen, 'ack').some((a) => a.rid === 's1'), 5000, 'the ack');
      const [heard] = bodies<{ messages: ChatMessage[] }>(fremen, 'chat').flatMap((c) => c.messages);
      expect(heard).to.deep.include({ channel: 'private', from: 'fremen', to: 'atreides', text: 'json whisper 31c7' });
      await waitFor(() => table.seats.get('atreides')!.chat.some((m) => m.id === heard!.id), 5000, 'the atreides to hear it');
      await table.seats.get('atreides')!.say('alliance', 'json alliance 8e8e');
      fremen.send('say', { rid: 's2', channel: 'public', text: 'json public 6b6b' });
      fremen.send('say', { rid: 's3', channel: 'alliance', text: 'no ally here' });
      await fremen.until(() => bodies<{ rid: string }>(fremen, 'error').some((e) => e.rid === 's3'), 5000, 'the refusal');
      expect(bodies<{ rid: string; code: string }>(fremen, 'error').find((e) => e.rid === 's3')!.code).to.equal('NO_ALLY');
      // JSON text may carry half a surrogate pair (msgpack cannot): malformed, refused.
      fremen.send('say', { rid: 's4', channel: 'public', text: 'half \ud83d a smile' });
      await fremen.until(() => bodies<{ rid: string }>(fremen, 'error').some((e) => e.rid === 's4'), 5000, 'the refusal');
      expect(bodies<{ rid: string; code: string }>(fremen, 'error').find((e) => e.rid === 's4')!.code).to.equal('BAD_MESSAGE');
      await watcher.until(() => heardRaw(watcher, 'json public 6b6b'), 5000, 'the public message');
      expect(bodies<{ messages: ChatMessage[] }>(watcher, 'chat').flatMap((c) => c.messages.map((m) => m.text))).to.deep.equal(['json public 6b6b']);
      for (const secret of ['json whisper 31c7', 'json alliance 8e8e']) {
        expect(heardRaw(watcher, secret), `the JSON spectator received "${secret}"`).to.equal(false);
        expect(heardOnTheWire(table.seats.get('emperor')!, secret)).to.equal(false);
      }
      expect(heardRaw(fremen, 'json alliance 8e8e')).to.equal(false);
      // Nothing but JSON frames for the JSON clients.
      for (const raw of [fremen, watcher]) {
        expect(raw.counts.get(FRAME.ROOM_DATA) ?? 0).to.equal(0);
        expect(raw.closed).to.equal(null);
      }
      await fremen.leave();
      await watcher.leave();
      await Promise.all([...table.seats.values(), table.spectator].map((c) => c.leave()));
    } finally {
      await server.close();
    }
  });

  it('the admin export carries the chat; an import with it restores it, one without it (an older record) still loads', async () => {
    const started = Date.now();
    const TOKEN = 'test-admin-token-chat-0123456789';
    const auth = { authorization: `Bearer ${TOKEN}` };
    const a = await startServer({ port: 0, store: new FileStore(mkdtempSync(join(tmpdir(), 'dune-chat-a-'))), adminToken: TOKEN });
    // Rooms are defined process-wide: the second server starts once the first has done its part.
    let b: Awaited<ReturnType<typeof startServer>> | null = null;
    let closed = false;
    try {
      const seat = await new DuneClient(a.url, { karamaAutoPass: false }).create({ factions: ['harkonnen', 'guild'], seed: 'chat-move', faction: 'guild' });
      const watching = await new DuneClient(a.url).spectate(seat.gameId);
      await seat.say('public', 'before the move');
      await seat.say('private', 'to the harkonnen, whoever takes the seat', 'harkonnen');
      await watching.say('spectators', 'the spectators watch the move');
      const response = await fetch(`${a.httpUrl}/admin/games/${seat.gameId}`, { headers: auth });
      const exported = (await response.json()) as {
        record: { control: { chat?: ChatMessage[] } };
      };
      expect(response.status, JSON.stringify(exported)).to.equal(200);
      expect(exported.record.control.chat!.map((m) => m.text)).to.deep.equal([
        'before the move',
        'to the harkonnen, whoever takes the seat',
        'the spectators watch the move',
      ]);
      await seat.leave();
      await watching.leave();
      await a.close();
      closed = true;
      b = await startServer({ port: 0, store: new FileStore(mkdtempSync(join(tmpdir(), 'dune-chat-b-'))), adminToken: TOKEN });
      const put = (id: string, body: unknown) =>
        fetch(`${b!.httpUrl}/admin/games/${id}`, { method: 'PUT', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect((await put(seat.gameId, exported)).status).to.equal(200);
      const { chat: _chat, ...older } = exported.record.control;
      expect((await put('chat-older', { ...exported, record: { ...exported.record, control: older } })).status).to.equal(200);
      const moved = await new DuneClient(b!.url, { karamaAutoPass: false }).reclaim(seat.gameId, seat.seatToken!);
      // The guild reads its own private message, not the spectators'.
      await waitFor(() => moved.chat.length === 2, 5000, 'the moved chat');
      expect(moved.chat.map((m) => m.text)).to.deep.equal(['before the move', 'to the harkonnen, whoever takes the seat']);
      const older2 = await new DuneClient(b!.url, { karamaAutoPass: false }).reclaim('chat-older', seat.seatToken!);
      await older2.say('public', 'chat begins here');
      expect(older2.chat.map((m) => m.text)).to.deep.equal(['chat begins here']);
      await moved.leave();
      await older2.leave();
    } finally {
      if (!closed) await a.close();
      await b?.close();
    }
    report(`chat export and import: ${Date.now() - started} ms`);
  });
});
