// The Advanced game on the wire: a battle whose plans dial spice (1.13.04), started from a stored position and
// played by real SDK clients. The spice a seat dials is sealed until the reveal: two games that differ only in it
// look the same to every other seat and to a spectator, views and events alike.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FACTIONS, stateHash, viewFor, type Faction, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { newControl } from '../../rooms/control.ts';
import { DEFAULT_GAME_OPTIONS } from '../../rooms/ports.ts';
import { hashSeatToken } from '../../rooms/seats.ts';
import type { GameConnection } from '../../client-sdk/node.ts';
import { FileStore } from '../../server/store/index.ts';
import { decisionOf, emptyBoard, enterBattle, place } from '../helpers/battle.ts';
import { bootServer, waitFor, type TestServer } from '../helpers/server.ts';

/** An Advanced six-player game in its battle phase: Harkonnen (aggressor) against the Emperor in the Great Flat. */
function battlePosition(): GameState {
  return enterBattle(emptyBoard(), (s) => {
    s.config.advanced = true;
    s.firstPlayer = 'harkonnen';
    place(s, 'harkonnen', 'the-great-flat', 14, 6);
    place(s, 'emperor', 'the-great-flat', 14, 5);
  }).state;
}

interface Seated {
  gameId: string;
  seats: Map<Faction, GameConnection>;
  spectator: GameConnection;
  events: Map<string, GameEvent[]>;
}

/**
 * Stores the position as game `gameId` with a known seat token per faction (null: it is stored already), and seats a
 * client on each.
 */
async function seatAll(server: TestServer, store: FileStore, gameId: string, state: GameState | null): Promise<Seated> {
  const token = (f: Faction) => `token-${gameId}-${f}`;
  if (state) {
    const control = newControl(state.seating, {}, { ...DEFAULT_GAME_OPTIONS, botDelayMs: 0 });
    const seats = state.seating.map((f): [Faction, string] => [f, hashSeatToken(token(f))]);
    await store.put({ gameId, version: state.actions, state, seats, control, createdAt: 0, updatedAt: 0 });
  }
  const seats = new Map<Faction, GameConnection>();
  for (const f of state?.seating ?? [...FACTIONS]) seats.set(f, await server.client().reclaim(gameId, token(f)));
  const spectator = await server.client().spectate(gameId);
  const events = new Map<string, GameEvent[]>();
  for (const [name, conn] of [...seats, ['spectator', spectator] as const]) {
    events.set(name, []);
    conn.onEvents((list) => events.get(name)!.push(...list));
  }
  return { gameId, seats, spectator, events };
}

async function settledAt(server: TestServer, table: Seated): Promise<void> {
  const version = server.room(table.gameId).game.actions;
  await waitFor(() => [...table.seats.values(), table.spectator].every((c) => c.version === version), 5000, `all clients at version ${version}`);
}

describe('wire: the Advanced game', function () {
  this.timeout(60_000);
  let server: TestServer;
  let store: FileStore;
  before(async () => {
    store = new FileStore(mkdtempSync(join(tmpdir(), 'dune-advanced-')));
    server = await bootServer(store);
  });
  after(() => server.close());

  it('a game saved with a sealed plan restores to the same state hash, and the plan stays sealed after the restart', async () => {
    const table = await seatAll(server, store, 'advanced-restore', battlePosition());
    const harkonnen = table.seats.get('harkonnen')!;
    await waitFor(() => harkonnen.decisions.some((d) => d.kind === 'battle-plan'), 5000, 'the Harkonnen plan decision');
    const decision = decisionOf(server.room(table.gameId).game, 'battle-plan', 'harkonnen');
    await harkonnen.act({
      type: 'battle-plan',
      event: decision.id,
      karama: null,
      leader: 'umman-kudu',
      cheapHero: null,
      dial: 5,
      weapon: null,
      defense: null,
      spice: 3,
    });
    const hash = stateHash(server.room(table.gameId).game);
    await Promise.all([...table.seats.values(), table.spectator].map((c) => c.leave()));
    await server.close();
    server = await bootServer(store);
    const again = await seatAll(server, store, 'advanced-restore', null);
    const room = server.room(again.gameId);
    expect(stateHash(room.game)).to.equal(hash);
    await settledAt(server, again);
    expect(again.seats.get('harkonnen')!.view.private!.round).to.deep.include({
      plan: { leader: 'umman-kudu', cheapHero: null, dial: 5, weapon: null, defense: null, spice: 3 },
    });
    for (const f of [...FACTIONS].filter((x) => x !== 'harkonnen')) expect(JSON.stringify(again.seats.get(f)!.view), f).to.not.include('"dial":5');
    expect(JSON.stringify(again.spectator.view)).to.not.include('"dial":5');
    for (const c of [...again.seats.values(), again.spectator]) await c.leave();
  });

  it('1.13.04.04 the spice in a plan is sealed until the reveal: games differing only in it look the same to everyone else', async () => {
    const position = battlePosition();
    const plan = (spice: number) => ({ leader: 'umman-kudu', cheapHero: null, dial: 4, weapon: null, defense: null, spice });
    const play = async (gameId: string, spice: number) => {
      const table = await seatAll(server, store, gameId, position);
      const harkonnen = table.seats.get('harkonnen')!;
      await waitFor(() => harkonnen.decisions.some((d) => d.kind === 'battle-plan'), 5000, 'the Harkonnen plan decision');
      const decision = decisionOf(server.room(gameId).game, 'battle-plan', 'harkonnen');
      await harkonnen.act({ type: 'battle-plan', event: decision.id, karama: null, ...plan(spice) });
      await settledAt(server, table);
      return table;
    };
    const a = await play('advanced-sealed-a', 1);
    const b = await play('advanced-sealed-b', 3);
    const others = [...FACTIONS].filter((f) => f !== 'harkonnen');
    for (const f of others) expect(a.seats.get(f)!.view, f).to.deep.equal(b.seats.get(f)!.view);
    expect(a.spectator.view).to.deep.equal(b.spectator.view);
    for (const name of [...others, 'spectator']) expect(a.events.get(name), name).to.deep.equal(b.events.get(name));
    // The Harkonnen see their own plan, spice included, and it differs between the two games.
    expect(a.seats.get('harkonnen')!.view).to.deep.equal(viewFor(server.room(a.gameId).game, 'harkonnen'));
    expect(a.seats.get('harkonnen')!.view).to.not.deep.equal(b.seats.get('harkonnen')!.view);

    // After the reveal everyone sees the spice, and both sides pay theirs to the bank.
    const emperor = a.seats.get('emperor')!;
    const spiceBefore = server.room(a.gameId).game.factions.emperor!.spice;
    const emperorPlan = decisionOf(server.room(a.gameId).game, 'battle-plan', 'emperor');
    await emperor.act({
      type: 'battle-plan',
      event: emperorPlan.id,
      karama: null,
      leader: 'bashar',
      cheapHero: null,
      dial: 2,
      weapon: null,
      defense: null,
      spice: 2,
    });
    await settledAt(server, a);
    const revealed = a.events.get('spectator')!.find((e) => e.type === 'plans-revealed');
    expect(revealed).to.deep.include({
      plans: { harkonnen: plan(1), emperor: { leader: 'bashar', cheapHero: null, dial: 2, weapon: null, defense: null, spice: 2 } },
    });
    // Neither side calls a traitor; then the battle resolves.
    for (const f of ['harkonnen', 'emperor'] as const) {
      const conn = a.seats.get(f)!;
      await waitFor(() => conn.decisions.some((d) => d.kind === 'call-traitor'), 5000, `${f} asked about a traitor`);
      await conn.act({ type: 'call-traitor', event: conn.decisions.find((d) => d.kind === 'call-traitor')!.id, call: false });
    }
    await waitFor(() => a.events.get('spectator')!.some((e) => e.type === 'battle-resolved'), 5000, 'the battle resolved');
    expect(server.room(a.gameId).game.factions.emperor!.spice).to.equal(spiceBefore - 2);
    for (const t of [a, b]) await Promise.all([...t.seats.values(), t.spectator].map((c) => c.leave()));
  });
});
