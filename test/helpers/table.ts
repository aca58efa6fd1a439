// A full table of SDK clients: create a game, seat every faction, play set-up through each seat's decisions.
import { CLASSIC_FACTIONS, type Faction } from '../../rooms/dune/index.ts';
import type { GameConnection } from '../../client-sdk/node.ts';
import type { CreateOptions } from '../../schema/messages.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { waitFor, type TestServer } from './server.ts';

export interface Table {
  gameId: string;
  seats: Map<Faction, GameConnection>;
  spectator: GameConnection;
}

export async function openTable(server: TestServer, options: Partial<CreateOptions> = {}): Promise<Table> {
  const factions = options.factions ?? [...CLASSIC_FACTIONS];
  const first = await server.client().create({ seed: 'table', ...options, factions, faction: factions[0] });
  const seats = new Map<Faction, GameConnection>([[factions[0]!, first]]);
  for (const faction of factions.slice(1)) seats.set(faction, await server.client().join(first.gameId, { faction }));
  const spectator = await server.client().spectate(first.gameId);
  return { gameId: first.gameId, seats, spectator };
}

/** Answers decisions through the seats' own connections until set-up and the first storm are over; `pick` varies the answers. */
export async function playSetupOverWire(server: TestServer, table: Table, pick: (faction: Faction, kind: string) => number = () => 0): Promise<number> {
  let actions = 0;
  for (let guard = 0; guard < 100; guard++) {
    await settled(server, table);
    const view = table.spectator.view;
    const inSetup = view.phase === 'setup' || (view.phase === 'storm' && view.turn === 1);
    const ready = [...table.seats.values()].filter((c) => c.decisions.length > 0);
    if (ready.length === 0 || !inSetup) return actions;
    // Simultaneous decisions are answered concurrently, as real clients would.
    await Promise.all(ready.map((c) => c.act(legalAnswer(c.decisions[0]!, pick(c.faction!, c.decisions[0]!.kind)))));
    actions += ready.length;
  }
  throw new Error('set-up did not finish');
}

export async function closeTable(table: Table): Promise<void> {
  await Promise.all([...table.seats.values(), table.spectator].map((c) => c.leave().catch(() => undefined)));
}

/** Waits until every connection of the table has decoded the server's latest version. */
export async function settled(server: TestServer, table: Table): Promise<void> {
  const version = server.room(table.gameId).game.actions;
  const all = [...table.seats.values(), table.spectator];
  await waitFor(() => all.every((c) => c.version === version), 5000, `all clients at version ${version}`);
}
