// Invariants 1–2 of docs/ARCHITECTURE.md §8 on the JSON path: every JSON view is exactly viewFor, and two games that
// differ only in one seat's hidden traitor pick send every other seat and a spectator the very same bytes.
import { expect } from 'chai';
import { CLASSIC_FACTIONS, viewFor, type Decision, type Faction, type PlayerView, type Viewer } from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { FRAME, matchmake, RawClient } from '../helpers/raw-client.ts';
import { useServer, type TestServer } from '../helpers/server.ts';
import { report } from '../support/capture-logs.ts';

interface JsonTable {
  gameId: string;
  clients: Map<Viewer, RawClient>;
}

/** A game whose six seats and one spectator are raw JSON clients, joined one after the other. */
async function openJsonTable(server: TestServer, seed: string): Promise<JsonTable> {
  const [first, ...rest] = CLASSIC_FACTIONS;
  const json = { format: 'json' } as const;
  const created = await matchmake(server.httpUrl, 'create', 'dune', { factions: [...CLASSIC_FACTIONS], seating: 'listed', seed, faction: first, ...json });
  const gameId = created.roomId;
  const clients = new Map<Viewer, RawClient>([[first!, await RawClient.connect(server.url, created)]]);
  for (const faction of rest)
    clients.set(faction, await RawClient.connect(server.url, await matchmake(server.httpUrl, 'joinById', gameId, { gameId, faction, ...json })));
  clients.set('spectator', await RawClient.connect(server.url, await matchmake(server.httpUrl, 'joinById', gameId, { gameId, spectator: true, ...json })));
  for (const client of clients.values()) await client.until(() => client.view !== null, 5000, 'the first view');
  return { gameId, clients };
}

/**
 * Waits until every client holds everything sent so far (a PING's answer comes after every earlier frame of its
 * socket), then checks that each view is exactly the engine's projection.
 */
async function settle(server: TestServer, table: JsonTable): Promise<void> {
  await Promise.all(
    [...table.clients.values()].map((client) => {
      const pongs = client.counts.get(FRAME.PING) ?? 0;
      client.sendRaw(Buffer.from([FRAME.PING]));
      return client.until(() => (client.counts.get(FRAME.PING) ?? 0) > pongs, 5000, 'a PING answer');
    }),
  );
  const game = server.room(table.gameId).game;
  for (const [viewer, client] of table.clients) expect(client.view, `${viewer} at ${game.actions}`).to.deep.equal(viewFor(game, viewer));
}

/** Plays set-up and the first storm one action at a time (so the frames do not depend on timing); returns the count. */
async function playSetup(server: TestServer, table: JsonTable, pick: (faction: Faction, kind: string) => number): Promise<number> {
  let actions = 0;
  for (let guard = 0; guard < 200; guard++) {
    await settle(server, table);
    const game = server.room(table.gameId).game;
    if (!(game.phase === 'setup' || (game.phase === 'storm' && game.turn === 1))) return actions;
    const faction = CLASSIC_FACTIONS.find((f) => table.clients.get(f)!.decisions.length > 0);
    if (!faction) return actions;
    const client = table.clients.get(faction)!;
    const decision = client.decisions[0] as Decision;
    await client.act(legalAnswer(decision, pick(faction, decision.kind), client.view as unknown as PlayerView));
    actions++;
  }
  throw new Error('set-up did not finish');
}

/** The frames a client received, but for the two that name the game or hold secrets of the connection. */
function comparable(client: RawClient): Buffer[] {
  const seat = Buffer.from([FRAME.ROOM_DATA_BYTES, 0xa4, ...Buffer.from('seat')]);
  return client.frames.filter((f) => (f[0]! & 0x1f) !== FRAME.JOIN_ROOM && !f.subarray(0, seat.length).equals(seat));
}

describe('wire: JSON mode keeps every secret (noninterference on JSON frames)', function () {
  this.timeout(60_000);
  const server = useServer();

  it("games differing only in one seat's traitor pick send every other seat and a spectator byte-identical JSON frames; every view is viewFor", async () => {
    const play = async (atreidesPick: number) => {
      const table = await openJsonTable(server(), 'json-noninterference');
      const actions = await playSetup(server(), table, (f, kind) => (f === 'atreides' && kind === 'pick-traitor' ? atreidesPick : 0));
      await settle(server(), table);
      return { table, actions };
    };
    const a = await play(0);
    const b = await play(2);
    const game = (t: JsonTable) => server().room(t.gameId).game;
    expect(game(a.table).factions.atreides!.traitors).to.not.deep.equal(game(b.table).factions.atreides!.traitors);
    expect(a.actions).to.equal(b.actions).and.be.greaterThan(8);
    const bytes: Record<string, number> = {};
    for (const viewer of [...CLASSIC_FACTIONS.filter((f) => f !== 'atreides'), 'spectator' as const]) {
      const [fa, fb] = [comparable(a.table.clients.get(viewer)!), comparable(b.table.clients.get(viewer)!)];
      expect(fa.length, `${viewer} frame count`).to.equal(fb.length);
      for (const [i, frame] of fa.entries()) expect(frame.equals(fb[i]!), `${viewer} frame ${i}: ${frame.toString('utf8', 0, 120)}`).to.equal(true);
      bytes[viewer] = fa.reduce((n, f) => n + f.length, 0);
    }
    // Sanity: the pick itself does reach its own seat.
    const atreides = [comparable(a.table.clients.get('atreides')!), comparable(b.table.clients.get('atreides')!)];
    expect(Buffer.concat(atreides[0]!).equals(Buffer.concat(atreides[1]!))).to.equal(false);
    report(`${a.actions} actions each; identical JSON bytes per viewer: ${JSON.stringify(bytes)}`);
    for (const t of [a.table, b.table]) await Promise.all([...t.clients.values()].map((c) => c.leave()));
  });

  it("no leak: a whole set-up's JSON bytes never name another seat's traitor or treachery card", async () => {
    const table = await openJsonTable(server(), 'json-leak-check');
    await playSetup(server(), table, () => 0);
    const game = server().room(table.gameId).game;
    for (const [viewer, client] of table.clients) {
      const bytes = Buffer.concat(client.frames);
      const own = viewer === 'spectator' ? null : game.factions[viewer]!;
      const known = new Set([...(own?.hand ?? []), ...(own?.traitors ?? []), ...(own?.discardedTraitors ?? []), ...(own?.traitorOptions ?? [])]);
      for (const other of CLASSIC_FACTIONS.filter((f) => f !== viewer)) {
        const fs = game.factions[other]!;
        for (const id of [...fs.traitors, ...fs.discardedTraitors, ...fs.hand])
          if (!known.has(id)) expect(bytes.includes(`"${id}"`), `${viewer} received ${other}'s ${id}`).to.equal(false);
      }
      if (own) for (const c of own.hand) expect(bytes.includes(`"${c}"`), `${viewer} own card`).to.equal(true);
    }
    await Promise.all([...table.clients.values()].map((c) => c.leave()));
  });
});
