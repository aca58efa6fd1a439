// JSON mode from a raw client (test/helpers/raw-client.ts, written from PROTOCOL.md only): a whole game against
// bots, a reclaim by seat token and a framework reconnection mid-game, refusals, and nothing but JSON on the wire.
import { expect } from 'chai';
import { CLASSIC_FACTIONS, viewFor, type Decision, type PlayerView } from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { JsonViews } from '../../rooms/json-view.ts';
import { FRAME, MatchmakeError, matchmake, RawClient } from '../helpers/raw-client.ts';
import { bootServer, useServer, waitFor, type TestServer } from '../helpers/server.ts';
import { FLOOD_CLOSE_CODE } from '../../rooms/flood-guard.ts';
import { report } from '../support/capture-logs.ts';
import { PROTOCOL_VERSION } from '../../schema/protocol-version.ts';

/** The choice of this test's player: the engine's legal-answer helper, on the JSON view. */
const choose = (client: RawClient, round: number) => legalAnswer(client.decisions[0] as Decision, round, client.view as unknown as PlayerView);

/** Answers the seat's decisions until `stop` holds; returns how many actions were accepted. */
async function play(client: RawClient, stop: () => boolean, ms: number): Promise<number> {
  const end = Date.now() + ms;
  let accepted = 0;
  for (let round = 0; !stop(); round++) {
    if (Date.now() > end) throw new Error(`still playing after ${ms} ms (version ${client.version})`);
    if (client.decisions.length === 0) {
      // Nothing to answer: the bots are playing; the next view (or the end) brings work.
      const version = client.version;
      await client.until(() => client.version !== version || client.decisions.length > 0 || stop(), ms, 'a new view');
      continue;
    }
    try {
      await client.act(choose(client, round));
      accepted++;
    } catch (error) {
      // A window may close under a decision as the bots answer theirs; anything else is a failure.
      if ((error as { code?: string }).code !== 'STALE_EVENT') throw new Error(`action refused: ${JSON.stringify(error)}`);
    }
  }
  return accepted;
}

const bots = Object.fromEntries(CLASSIC_FACTIONS.filter((f) => f !== 'atreides').map((f) => [f, 'easy']));

describe('wire: a raw WebSocket client in JSON mode (PROTOCOL.md only)', function () {
  this.timeout(120_000);
  const server = useServer();

  it('creates a game with five bots, plays its seat to victory on JSON views, and survives a reclaim by seat token', async () => {
    const started = Date.now();
    const created = await matchmake(server().httpUrl, 'create', 'dune', {
      factions: [...CLASSIC_FACTIONS],
      faction: 'atreides',
      bots,
      botDelayMs: 0,
      maxTurns: 2,
      seed: 'raw-json-client',
      format: 'json',
    });
    expect(created).to.include({ name: 'dune' });
    expect(created.roomId).to.be.a('string');
    const first = await RawClient.connect(server().url, created);
    await first.until(() => first.seat !== null && first.view !== null, 5000, 'seat and view');
    const { gameId, seatToken } = first.seat!;
    expect(gameId).to.equal(created.roomId);
    expect(first.seat!.faction).to.equal('atreides');
    expect(seatToken).to.be.a('string');
    const room = server().room(gameId);
    // The format is the connection's: nothing of it is in the game.
    expect(room.game.config).to.not.have.property('format');

    // Half a game on the first connection, then the socket goes, and the seat token brings the seat back.
    const before = await play(first, () => first.view!.victory !== null || (first.version > 0 && room.game.turn >= 2), 60_000);
    await first.drop();
    await waitFor(() => room.state.seats.find((s) => s.faction === 'atreides')!.connected === false, 5000, 'the drop seen');
    const back = await matchmake(server().httpUrl, 'joinById', gameId, { gameId, seatToken, format: 'json' });
    const second = await RawClient.connect(server().url, back);
    await second.until(() => second.seat !== null && second.view !== null, 5000, 'seat and view again');
    expect(second.seat).to.deep.equal({ gameId, faction: 'atreides', seatToken: null, protocol: PROTOCOL_VERSION });
    const after = await play(second, () => second.view!.victory !== null, 60_000);

    // The last view shows the victory, exactly as the engine projects it.
    await waitFor(() => second.version === room.game.actions, 5000, 'the last view');
    expect(second.view!.victory).to.deep.equal(room.game.victory).and.not.equal(null);
    expect(second.view).to.deep.equal(viewFor(room.game, 'atreides'));
    expect(second.events.map((e) => e.type)).to.include('game-over');
    // JSON only: no msgpack message and no schema state frame ever reached this client.
    for (const client of [first, second])
      for (const code of [FRAME.ROOM_DATA, FRAME.ROOM_STATE, FRAME.ROOM_STATE_PATCH]) expect(client.counts.get(code) ?? 0, `frames ${code}`).to.equal(0);
    expect([...first.errors, ...second.errors]).to.deep.equal([]);
    const sizes = [...first.viewSizes, ...second.viewSizes];
    const mean = Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length);
    report(
      `${room.game.actions} actions in ${Date.now() - started} ms (turn ${room.game.turn}); this seat: ${before} + ${after} accepted; ` +
        `${sizes.length} view messages, ${mean} bytes on average (${Math.min(...sizes)}–${Math.max(...sizes)}), ` +
        `version ${room.game.actions} of which ${sizes.length} changed the view`,
    );
    await second.leave();
    expect(second.closed).to.equal(4000);
  });

  it('the framework reconnection token (POST /matchmake/reconnect) brings a dropped JSON client back with its whole view', async () => {
    const created = await matchmake(server().httpUrl, 'create', 'dune', {
      factions: ['atreides', 'harkonnen'],
      faction: 'atreides',
      seed: 'raw-json-reconnect',
      format: 'json',
    });
    const first = await RawClient.connect(server().url, created);
    await first.until(() => first.view !== null, 5000, 'the view');
    const room = server().room(created.roomId);
    await first.act(choose(first, 0));
    const token = first.reconnectionToken;
    await first.drop();
    await waitFor(() => room.state.seats.find((s) => s.faction === 'atreides')!.connected === false, 5000, 'the drop seen');
    const again = await matchmake(server().httpUrl, 'reconnect', created.roomId, { reconnectionToken: token });
    expect(again.sessionId).to.equal(created.sessionId);
    const second = await RawClient.connect(server().url, again, token);
    await second.until(() => second.view !== null, 5000, 'the view again');
    // No new seat message on a reconnection; the whole view comes again.
    expect(second.seat).to.equal(null);
    expect(second.view).to.deep.equal(viewFor(room.game, 'atreides'));
    expect(room.state.seats.find((s) => s.faction === 'atreides')!.connected).to.equal(true);
    await second.leave();
  });

  it('refusals: a bad option and a taken seat answer the matchmaking request; bad JSON messages get typed errors', async () => {
    const bad = await matchmake(server().httpUrl, 'create', 'dune', { factions: ['atreides', 'fremen'], format: 'xml' }).catch((e: MatchmakeError) => e);
    expect(bad).to.be.instanceOf(MatchmakeError).and.deep.include({ status: 400, code: 'BAD_OPTIONS' });
    const created = await matchmake(server().httpUrl, 'create', 'dune', { factions: ['atreides', 'fremen'], faction: 'atreides', format: 'json' });
    const client = await RawClient.connect(server().url, created);
    await client.until(() => client.view !== null, 5000, 'the view');
    const taken = await matchmake(server().httpUrl, 'joinById', created.roomId, { gameId: created.roomId, faction: 'atreides', format: 'json' }).catch(
      (e: MatchmakeError) => e,
    );
    expect(taken).to.be.instanceOf(MatchmakeError).and.deep.include({ status: 409, code: 'SEAT_TAKEN' });
    // Two reservations for one free seat both pass the HTTP check; the second socket to open is refused on it.
    const ask = () => matchmake(server().httpUrl, 'joinById', created.roomId, { gameId: created.roomId, faction: 'fremen', format: 'json' });
    const [one, two] = [await ask(), await ask()];
    const fremen = await RawClient.connect(server().url, one);
    const late = await RawClient.connect(server().url, two).catch((e: Error) => e);
    expect(late).to.be.instanceOf(Error);
    expect((late as Error).message)
      .to.match(/^socket closed \(4002\)/)
      .and.match(/"code":409,"message":"SEAT_TAKEN: /);
    await fremen.leave();

    const header = (type: string) => Buffer.concat([Buffer.from([FRAME.ROOM_DATA_BYTES, 0xa0 | type.length]), Buffer.from(type)]);
    client.sendRaw(Buffer.concat([header('act'), Buffer.from('{"rid": "x1", "action": ')]));
    client.sendRaw(Buffer.concat([header('act'), Buffer.from([0xff, 0xfe])]));
    client.sendRaw(Buffer.concat([header('act'), Buffer.from(JSON.stringify({ rid: 'x2', action: { type: 'x'.repeat(5000) } }))]));
    client.send('act', { rid: 'x3', action: { type: 'no-such-action' } });
    client.send('chat', { text: 'hello' });
    await client.until(() => client.errors.length === 5, 5000, 'five errors');
    expect(client.errors.map((e) => [e.rid, e.code])).to.deep.equal([
      [null, 'BAD_MESSAGE'],
      [null, 'BAD_MESSAGE'],
      [null, 'TOO_LARGE'],
      ['x3', 'BAD_MESSAGE'],
      [null, 'UNKNOWN_MESSAGE'],
    ]);
    const refused = await client.act({ type: 'dial-storm', event: 'e999', value: 1 }).catch((e: { code: string }) => e);
    expect(refused).to.have.property('code').that.is.oneOf(['STALE_EVENT', 'NOT_YOUR_TURN']);
    expect(client.closed).to.equal(null);
    await client.leave();
  });

  it('binary and JSON clients share a game: each gets its own kind, views equal viewFor, the same public events', async () => {
    const sdk = await server()
      .client()
      .create({ factions: ['atreides', 'fremen'], faction: 'atreides', seed: 'raw-json-mixed' });
    const gameId = sdk.gameId;
    const json = await RawClient.connect(server().url, await matchmake(server().httpUrl, 'joinById', gameId, { gameId, faction: 'fremen', format: 'json' }));
    const watcher = await RawClient.connect(server().url, await matchmake(server().httpUrl, 'joinById', gameId, { gameId, spectator: true, format: 'json' }));
    const sdkWatcher = await server().client().spectate(gameId);
    const sdkEvents: string[] = [];
    sdkWatcher.onEvents((events) => sdkEvents.push(...events.map((e) => e.id)), { past: true });
    const room = server().room(gameId);
    for (let round = 0; round < 40 && (room.game.phase === 'setup' || room.game.turn === 1); round++) {
      await waitFor(() => json.view !== null && watcher.view !== null && sdk.version === room.game.actions, 5000, 'settled');
      if (sdk.decisions[0]) await sdk.act(legalAnswer(sdk.decisions[0]));
      else if (json.decisions[0]) await json.act(choose(json, 0));
      else break;
    }
    const version = room.game.actions;
    expect(version).to.be.greaterThan(4);
    await waitFor(() => sdk.version === version && sdkWatcher.version === version, 5000, 'the SDK clients');
    await waitFor(() => sdkEvents.length === watcher.events.length, 5000, 'the same events');
    expect(json.view).to.deep.equal(viewFor(room.game, 'fremen'));
    expect(watcher.view).to.deep.equal(viewFor(room.game, 'spectator'));
    expect(sdk.view).to.deep.equal(viewFor(room.game, 'atreides'));
    expect(sdkWatcher.view).to.deep.equal(viewFor(room.game, 'spectator'));
    expect(watcher.events.map((e) => e.id)).to.deep.equal(sdkEvents);
    for (const code of [FRAME.ROOM_DATA, FRAME.ROOM_STATE, FRAME.ROOM_STATE_PATCH]) expect(json.counts.get(code) ?? 0).to.equal(0);
    await Promise.all([sdk.leave(), sdkWatcher.leave(), json.leave(), watcher.leave()]);
  });

  it('binary clients pay nothing: with no JSON client followed, a change builds no view', () => {
    let built = 0;
    const views = new JsonViews<object>({
      game: () => {
        built++;
        throw new Error('no view should be built');
      },
      version: () => 0,
      viewer: () => 'spectator',
      send: () => undefined,
    });
    views.refresh();
    expect(built).to.equal(0);
  });

  describe('with low flood limits', () => {
    let flooded: TestServer;
    before(async () => {
      flooded = await bootServer(undefined, { limits: { flood: { messagesPerSecond: 20, burst: 20, unanswered: 2, closeAfter: 200 } } });
    });
    after(() => flooded.close());

    it('JSON messages count against the same flood limits: RATE_LIMITED, then the socket is closed with 4029', async () => {
      const created = await matchmake(flooded.httpUrl, 'create', 'dune', { factions: ['fremen', 'guild'], faction: 'fremen', format: 'json' });
      const client = await RawClient.connect(flooded.url, created);
      await client.until(() => client.view !== null, 5000, 'the view');
      // Readable and unreadable messages alike.
      for (let i = 0; i < 2000; i++)
        if (i % 2) client.send('act', { rid: `f${i}`, action: { type: 'dial-storm', event: 'e1', value: 1 } });
        else client.sendRaw(Buffer.from([0x11, 0xa3, ...Buffer.from('act'), 0x7b]));
      await client.until(() => client.closed !== null, 10_000, 'the flood close');
      expect(client.closed).to.equal(FLOOD_CLOSE_CODE).and.equal(4029);
      expect(client.errors.filter((e) => e.code === 'RATE_LIMITED').length).to.be.within(1, 30);
    });
  });
});
