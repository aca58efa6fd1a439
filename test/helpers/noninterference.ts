// Byte-level noninterference on the wire: two stored positions that differ only in a secret are played through real
// clients, and every client not entitled to the secret must receive the same bytes, events and view in both.
import { expect } from 'chai';
import { viewFor, type Faction, type GameState } from '../../rooms/dune/index.ts';
import type { FileStore } from '../../server/store/index.ts';
import type { DuneClientOptions } from '../../client-sdk/node.ts';
import type { TestServer } from './server.ts';
import { bytesSince, drain, offsetsOf, seatStored, storeGame, viewersOf, type Watched } from './skills-wire.ts';

const viewerOf = (name: string) => (name === 'spectator' ? 'spectator' : (name as Faction));

export const viewOf = (table: Watched, name: string) => viewersOf(table).find(([n]) => n === name)![1].view;

export interface Run {
  table: Watched;
  /** Each client's bytes since it was seated (hex). */
  bytes: Map<string, string>;
}

/** Every client's decoded view equals the engine's projection for its seat, and the raw `choam` field its JSON. */
export function expectProjected(server: TestServer, table: Watched): void {
  const game = server.room(table.gameId).game;
  for (const [name, conn] of viewersOf(table)) {
    const expected = viewFor(game, viewerOf(name));
    expect(conn.view, name).to.deep.equal(expected);
    // The schema's JSON field `choam`: empty in a game without CHOAM.
    const choam = conn.room.state.choam === '' ? undefined : JSON.parse(conn.room.state.choam);
    expect(choam ?? null, `${name}: the schema's choam field`).to.deep.equal(expected.choam ?? null);
  }
}

/** Plays `steps` on a stored copy of `position`; returns the table and each client's bytes since seating. */
export async function playStored(
  server: TestServer,
  store: FileStore,
  gameId: string,
  position: GameState,
  steps: (t: Watched) => Promise<void>,
  options: DuneClientOptions = {},
): Promise<Run> {
  await storeGame(store, gameId, position);
  const table = await seatStored(server, gameId, position.seating, options);
  const from = offsetsOf(table);
  await steps(table);
  await drain(table);
  expectProjected(server, table);
  return { table, bytes: bytesSince(table, from) };
}

/** Same bytes, events and view for every client in `same`; other bytes for every client in `differ`. */
export function expectNoninterference(a: Run, b: Run, same: string[], differ: string[]): void {
  for (const name of same) {
    expect(a.bytes.get(name)!.length, name).to.be.greaterThan(0);
    expect(b.bytes.get(name), `${name}: bytes`).to.equal(a.bytes.get(name));
    expect(b.table.events.get(name), `${name}: events`).to.deep.equal(a.table.events.get(name));
    expect(viewOf(b.table, name), `${name}: view`).to.deep.equal(viewOf(a.table, name));
  }
  for (const name of differ) expect(b.bytes.get(name), `${name}: bytes`).to.not.equal(a.bytes.get(name));
}
