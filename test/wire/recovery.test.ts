// Getting back in: many clients rejoining one stored game at once all end up in its one live room, seats and
// spectators alike; an action sent while the connection is down is refused at once (DISCONNECTED), never left
// pending, and no request waits past its timeout.
import { expect } from 'chai';
import { matchMaker } from '@colyseus/core';
import type { DuneError, GameConnection } from '../../client-sdk/node.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { CLASSIC_FACTIONS } from '../../rooms/dune/index.ts';
import { bootServer, waitFor, type TestServer } from '../helpers/server.ts';
import { closeTable, openTable } from '../helpers/table.ts';

describe('wire: recovery', function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => {
    server = await bootServer();
  });
  after(() => server.close());

  it('12 clients rejoining one stored game at once (6 seats, 6 spectators) all end up in its one live room', async () => {
    const table = await openTable(server, { seed: 'race' });
    const tokens = [...table.seats.values()].map((c) => c.seatToken!);
    await closeTable(table);
    await server.room(table.gameId).disconnect();
    await waitFor(() => !matchMaker.getLocalRoomById(table.gameId), 5000, 'the room to close');
    const joins = [...tokens.map((t) => server.client().reclaim(table.gameId, t)), ...Array.from({ length: 6 }, () => server.client().spectate(table.gameId))];
    const settled = await Promise.allSettled(joins);
    const refused = settled.filter((s) => s.status === 'rejected').map((s) => (s as PromiseRejectedResult).reason as DuneError);
    expect(refused.map((e) => e.code)).to.deep.equal([]);
    const conns = settled.map((s) => (s as PromiseFulfilledResult<GameConnection>).value);
    expect(new Set(conns.map((c) => c.room.roomId)).size).to.equal(1);
    expect(
      conns
        .filter((c) => c.faction !== null)
        .map((c) => c.faction)
        .sort(),
    ).to.deep.equal([...CLASSIC_FACTIONS].sort());
    await Promise.all(conns.map((c) => c.leave()));
  });

  it('act() while the connection is down is refused at once with DISCONNECTED; after recovery the seat acts again', async () => {
    const table = await openTable(server, { seed: 'down', factions: ['atreides', 'harkonnen'] });
    const seat = table.seats.get('atreides')!;
    const d = seat.decisions[0]!;
    // Cut the socket under the SDK (a network failure, not a leave).
    const reconnected = new Promise<void>((resolve) => seat.onReconnect(() => resolve()));
    (seat.room.connection.transport as unknown as { ws: { terminate(): void } }).ws.terminate();
    await waitFor(() => !seat.room.connection.isOpen, 5000, 'the socket to close');
    const started = Date.now();
    const refused = await seat.act(legalAnswer(d)).then(
      () => null,
      (e: DuneError) => e,
    );
    expect(refused?.code).to.equal('DISCONNECTED');
    expect(Date.now() - started).to.be.lessThan(1000);
    await Promise.race([reconnected, waitFor(() => seat.room.connection.isOpen, 20_000, 'the SDK to reconnect')]);
    await waitFor(() => seat.room.connection.isOpen, 20_000, 'an open connection');
    const again = seat.decisions.find((x) => x.id === d.id) ?? seat.decisions[0]!;
    await seat.act(legalAnswer(again));
    await closeTable(table);
  });

  it('a request that is never answered is rejected with TIMEOUT', async () => {
    const table = await openTable(server, { seed: 'timeout', factions: ['emperor', 'guild'] });
    const conn = await server.client({ requestTimeoutMs: 200 }).spectate(table.gameId);
    // The server answers every request; a message it never sees stands for a stuck connection.
    (conn.room as unknown as { send: (type: string, body: unknown) => void }).send = () => undefined;
    const started = Date.now();
    const error = await conn.setAutopilot(true).then(
      () => null,
      (e: DuneError) => e,
    );
    expect(error?.code).to.equal('TIMEOUT');
    expect(Date.now() - started).to.be.within(150, 2000);
    await conn.leave();
    await closeTable(table);
  });
});
