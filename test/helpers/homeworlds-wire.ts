// Homeworlds on the wire: Advanced four-seat positions (Atreides, Harkonnen, Emperor, CHOAM) built with the engine
// from homeworldsBoard(), at the start of Shipment and Movement, to be stored as games and seated with skills-wire's
// seatStored (SDK clients) or seatStoredJson (raw JSON clients); and the byte-level facts the tests compare.
import type { Faction, GameState, Viewer } from '../../rooms/dune/index.ts';
import { canonicalJson } from '../../rooms/dune/hash.ts';
import { FRAME, matchmake, RawClient } from './raw-client.ts';
import { receivedBytes, type TestServer } from './server.ts';
import { give } from './battle.ts';
import { enterPhase } from './bidding.ts';
import { homeworldsBoard, thin, visit } from './homeworlds.ts';
import { tokenOf, type Watched } from './skills-wire.ts';

const HW_WIRE_TABLE = ['atreides', 'harkonnen', 'emperor', 'choam'] as const;

/**
 * HW.tupile.intelligence: Tupile low (10 CHOAM natives), one CHOAM force on Caladan (contact with the Atreides, the
 * only target), the Atreides first (their Wormsign question open) holding `weapon`, a Crysknife, a Shield and a Cheap
 * Hero, with `spice`. A card not held stays at the deck's bottom: the deck's top is the same either way.
 */
export function tupilePosition(weapon: 'lasgun' | 'baliset', spice: number): GameState {
  const s = homeworldsBoard(true, [...HW_WIRE_TABLE]);
  return enterPhase(s, 'shipment-movement', (x) => {
    thin(x, 'choam', 9);
    visit(x, 'choam', 'caladan', 1);
    give(x, 'atreides', weapon, 'crysknife', 'shield-1', 'cheap-hero-1');
    const other = weapon === 'lasgun' ? 'baliset' : 'lasgun';
    x.decks.treachery = [...x.decks.treachery.filter((c) => c !== other), other];
    x.factions.atreides!.spice = spice;
  });
}

/** HW.occupation: Caladan emptied of its natives (every Atreides force in the Tanks), the Harkonnen's shipment open. */
export function occupationPosition(): GameState {
  return enterPhase(homeworldsBoard(true, [...HW_WIRE_TABLE]), 'shipment-movement', (x) => {
    thin(x, 'atreides', x.factions.atreides!.reserves.regular);
    x.firstPlayer = 'harkonnen';
  });
}

/** Whether each client of `table` has received `value`'s canonical JSON (as the schema carries it) since `from`. */
export function carries(table: Watched, from: Map<string, number>, value: unknown): Map<string, boolean> {
  const needle = Buffer.from(canonicalJson(value));
  const all: [string, Watched['spectator']][] = [...table.seats, ['spectator', table.spectator]];
  return new Map(
    all.map(([name, c]) => [
      name,
      receivedBytes(c)
        .subarray(from.get(name) ?? 0)
        .includes(needle),
    ]),
  );
}

/** A stored game's seats (reclaimed with their tokens) and one spectator, each a raw JSON client (PROTOCOL.md). */
export async function seatStoredJson(server: TestServer, gameId: string, seating: readonly Faction[]): Promise<Map<Viewer, RawClient>> {
  const json = { format: 'json' } as const;
  const [first, ...rest] = seating;
  // The game is not live yet: the first client brings it back (create with its id), the others join it.
  const clients = new Map<Viewer, RawClient>([
    [first!, await RawClient.connect(server.url, await matchmake(server.httpUrl, 'create', 'dune', { gameId, seatToken: tokenOf(gameId, first!), ...json }))],
  ]);
  for (const f of rest)
    clients.set(
      f,
      await RawClient.connect(server.url, await matchmake(server.httpUrl, 'joinById', gameId, { gameId, seatToken: tokenOf(gameId, f), ...json })),
    );
  clients.set('spectator', await RawClient.connect(server.url, await matchmake(server.httpUrl, 'joinById', gameId, { gameId, spectator: true, ...json })));
  for (const client of clients.values()) await client.until(() => client.view !== null, 5000, 'the first view');
  return clients;
}

/** Waits until every client holds everything sent so far: a PING's answer comes after every earlier frame of its socket. */
export async function pinged(clients: Map<Viewer, RawClient>): Promise<void> {
  await Promise.all(
    [...clients.values()].map((client) => {
      const pongs = client.counts.get(FRAME.PING) ?? 0;
      client.sendRaw(Buffer.from([FRAME.PING]));
      return client.until(() => (client.counts.get(FRAME.PING) ?? 0) > pongs, 5000, 'a PING answer');
    }),
  );
}
