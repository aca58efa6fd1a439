// Seats survive disconnects: the SDK reconnects a dropped socket, and a seat token reclaims a seat from a new client.
import { expect } from 'chai';
import { viewFor } from '../../rooms/dune/index.ts';
import type { DuneError } from '../../client-sdk/node.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { useServer, waitFor } from '../helpers/server.ts';
import { closeTable, openTable, settled } from '../helpers/table.ts';

/** Cuts a connection's socket without a close handshake, like a network failure. */
function cutSocket(conn: { room: { connection: { transport: unknown } } }): void {
  (conn.room.connection.transport as { ws: { terminate(): void } }).ws.terminate();
}

describe('wire: reconnection and seat tokens', function () {
  this.timeout(60_000);
  const server = useServer();

  it('a dropped socket is reconnected by the SDK with the private view intact, and the seat can act', async () => {
    const table = await openTable(server(), { seed: 'drop', factions: ['fremen', 'guild'] });
    const room = server().room(table.gameId);
    const fremen = table.seats.get('fremen')!;
    const guild = table.seats.get('guild')!;
    await guild.act(legalAnswer(guild.decisions[0]!));
    const reconnected = new Promise<void>((resolve) => fremen.room.onReconnect(() => resolve()));
    cutSocket(fremen);
    await waitFor(() => !room.state.seats.find((s) => s.faction === 'fremen')!.connected, 5000, 'server sees the drop');
    await reconnected;
    await settled(server(), table);
    expect(fremen.view).to.deep.equal(viewFor(room.game, 'fremen'));
    expect(fremen.view.private!.traitorOptions).to.have.length(4);
    await fremen.act(legalAnswer(fremen.decisions[0]!));
    expect(room.game.factions.fremen!.traitors).to.have.length(1);
    expect(room.state.seats.find((s) => s.faction === 'fremen')!.connected).to.equal(true);
    await closeTable(table);
  });

  it('a seat token reclaims the seat from a new client after leaving; a wrong token and a taken seat are refused', async () => {
    const table = await openTable(server(), { seed: 'reclaim', factions: ['atreides', 'harkonnen'] });
    const room = server().room(table.gameId);
    const atreides = table.seats.get('atreides')!;
    const token = atreides.seatToken!;
    expect(token).to.be.a('string').with.length.greaterThan(20);
    // The token is never sent to anyone else.
    expect(table.seats.get('harkonnen')!.seatToken).to.not.equal(token);
    expect(table.spectator.seatToken).to.equal(null);

    await atreides.act(legalAnswer(atreides.decisions[0]!, 2));
    const pickedBefore = room.game.factions.atreides!.traitors;
    await atreides.leave();
    await waitFor(() => !room.state.seats.find((s) => s.faction === 'atreides')!.connected, 5000, 'seat released');

    const wrong = await server()
      .client()
      .reclaim(table.gameId, `not-the-token-${'x'.repeat(20)}`)
      .then(
        () => null,
        (e: DuneError) => e,
      );
    expect(wrong).to.deep.include({ code: 'BAD_TOKEN', status: 403 });
    expect(wrong?.message).to.match(/token/);
    const taken = await server()
      .client()
      .join(table.gameId, { faction: 'atreides' })
      .then(
        () => null,
        (e: DuneError) => e,
      );
    expect(taken).to.deep.include({ code: 'SEAT_TAKEN', status: 409 });
    const full = await server()
      .client()
      .join(table.gameId)
      .then(
        () => null,
        (e: DuneError) => e,
      );
    expect(full).to.deep.include({ code: 'GAME_FULL', status: 409 });
    expect(full?.message).to.match(/all seats are taken/);

    const back = await server().client().reclaim(table.gameId, token);
    expect(back.faction).to.equal('atreides');
    expect(back.seatToken).to.equal(token); // the same token stays valid; no new one is issued
    await settled(server(), {
      ...table,
      seats: new Map([
        ['atreides', back],
        ['harkonnen', table.seats.get('harkonnen')!],
      ]),
    });
    expect(back.view).to.deep.equal(viewFor(room.game, 'atreides'));
    expect(back.view.private!.traitors).to.deep.equal(pickedBefore);
    await back.leave();
    await closeTable(table);
  });

  it('reclaiming a seat that is still connected replaces the old connection', async () => {
    const table = await openTable(server(), { seed: 'takeover', factions: ['emperor', 'bene-gesserit'] });
    const room = server().room(table.gameId);
    const old = table.seats.get('emperor')!;
    const left = new Promise<number>((resolve) => old.room.onLeave((code) => resolve(code)));
    const fresh = await server().client().reclaim(table.gameId, old.seatToken!);
    expect(await left).to.equal(4000);
    expect(fresh.view.private).to.deep.equal(viewFor(room.game, 'emperor').private);
    expect(room.state.seats.find((s) => s.faction === 'emperor')!.connected).to.equal(true);
    await fresh.leave();
    await closeTable(table);
  });
});
