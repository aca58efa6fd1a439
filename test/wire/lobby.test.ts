// The public lobby: `GET /games` and `client.listGames()` list the games created public, open or in play, with
// public facts only, in bounded pages; unlisted games never appear.
import { expect } from 'chai';
import { useServer } from '../helpers/server.ts';

describe('wire: the public lobby', function () {
  this.timeout(30_000);
  const server = useServer();

  it('lists public games only, with their factions, free seats, bots, spectators, turn and phase; nothing private', async () => {
    const pub = await server()
      .client()
      .create({ factions: ['atreides', 'harkonnen', 'fremen'], seed: 'lobby-public', faction: 'atreides', bots: { harkonnen: 'easy' }, visibility: 'public' });
    const hidden = await server()
      .client()
      .create({ factions: ['atreides', 'emperor'], seed: 'lobby-hidden', faction: 'emperor' });
    const older = await server()
      .client()
      .create({ factions: ['guild', 'emperor'], seed: 'lobby-older', faction: 'guild', visibility: 'public' });
    const watcher = await server().client().spectate(pub.gameId);
    const client = server().client();
    let spectators = -1;
    for (let i = 0; i < 100 && spectators !== 1; i++) {
      spectators = (await client.listGames()).games.find((g) => g.gameId === pub.gameId)?.spectators ?? -1;
      if (spectators !== 1) await new Promise((r) => setTimeout(r, 20));
    }
    expect(spectators, 'the listing counts the spectator').to.equal(1);
    const page = await client.listGames();
    const ids = page.games.map((g) => g.gameId);
    expect(ids).to.include(pub.gameId).and.include(older.gameId).and.not.include(hidden.gameId);
    const entry = page.games.find((g) => g.gameId === pub.gameId)!;
    expect(entry).to.deep.include({ factions: pub.view.seats.map((s) => s.faction), freeSeats: ['fremen'], bots: ['harkonnen'], spectators: 1, listed: true });
    expect(entry.phase).to.be.a('string');
    // The raw answer holds no token, hash, hand or spice.
    const raw = await (await fetch(`${server().url.replace(/^ws/, 'http')}/games`)).text();
    expect(raw).to.not.include(pub.seatToken!);
    expect(raw).to.not.match(/seatToken|hand|spice|[0-9a-f]{64}/);
    // Paged: one at a time, newest first.
    const first = await client.listGames({ limit: 1 });
    expect(first.games).to.have.length(1);
    expect(first.next).to.equal(1);
    expect(first.total).to.equal(page.total);
    const second = await client.listGames({ offset: 1, limit: 1 });
    expect(second.games[0]!.gameId).to.not.equal(first.games[0]!.gameId);
    const bad = await fetch(`${server().url.replace(/^ws/, 'http')}/games?limit=500`);
    expect(bad.status).to.equal(400);
    for (const c of [watcher, pub, hidden, older]) await c.leave();
  });
});
