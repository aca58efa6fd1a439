// The Advanced game on the wire: a battle whose plans dial spice (1.13.04), started from a stored position and
// played by real SDK clients. The spice a seat dials is sealed until the reveal, and the Fremen storm card (2.04.14)
// is the Fremen's alone: two games that differ only in one of them send every other seat and a spectator the same
// views, events and bytes. Games saved mid-battle and mid-capture restore to the same state hash.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLASSIC_FACTIONS, stateHash, viewFor, type Faction, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { newControl } from '../../rooms/control.ts';
import { DEFAULT_GAME_OPTIONS } from '../../rooms/ports.ts';
import { hashSeatToken } from '../../rooms/seats.ts';
import type { GameConnection } from '../../client-sdk/node.ts';
import { FileStore } from '../../server/store/index.ts';
import { decisionOf, emptyBoard, enterBattle, fight, place } from '../helpers/battle.ts';
import { bootServer, receivedBytes, waitFor, type TestServer } from '../helpers/server.ts';

/**
 * An Advanced six-player game in its battle phase: Harkonnen (aggressor) against the Emperor in the Great Flat.
 * `stormCard`: the Fremen's face-down storm card (2.04.13), the next storm movement.
 */
function battlePosition(stormCard = 3): GameState {
  return enterBattle(emptyBoard(), (s) => {
    s.config.advanced = true;
    s.storm.card = stormCard;
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
  for (const f of state?.seating ?? [...CLASSIC_FACTIONS]) seats.set(f, await server.client().reclaim(gameId, token(f)));
  const spectator = await server.client().spectate(gameId);
  const events = new Map<string, GameEvent[]>();
  for (const [name, conn] of [...seats, ['spectator', spectator] as const]) {
    events.set(name, []);
    conn.onEvents((list) => events.get(name)!.push(...list));
  }
  return { gameId, seats, spectator, events };
}

/** The bytes each client named has received since `from` (a map of byte offsets per client), as hex. */
function bytesSince(table: Seated, names: readonly string[], from: Map<string, number>): Map<string, string> {
  const conn = (name: string) => (name === 'spectator' ? table.spectator : table.seats.get(name as Faction)!);
  return new Map(
    names.map((name) => [
      name,
      receivedBytes(conn(name))
        .subarray(from.get(name) ?? 0)
        .toString('hex'),
    ]),
  );
}

const offsetsOf = (table: Seated): Map<string, number> =>
  new Map([...table.seats, ['spectator', table.spectator] as const].map(([name, c]) => [name, receivedBytes(c).length]));

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
    for (const f of [...CLASSIC_FACTIONS].filter((x) => x !== 'harkonnen')) expect(JSON.stringify(again.seats.get(f)!.view), f).to.not.include('"dial":5');
    expect(JSON.stringify(again.spectator.view)).to.not.include('"dial":5');
    for (const c of [...again.seats.values(), again.spectator]) await c.leave();
  });

  it('1.13.04.04 the spice in a plan is sealed until the reveal: games differing only in it look the same to everyone else', async () => {
    const position = battlePosition();
    const plan = (spice: number) => ({ leader: 'umman-kudu' as const, cheapHero: null, dial: 4, weapon: null, defense: null, spice });
    const play = async (gameId: string, spice: number) => {
      const table = await seatAll(server, store, gameId, position);
      const harkonnen = table.seats.get('harkonnen')!;
      await waitFor(() => harkonnen.decisions.some((d) => d.kind === 'battle-plan'), 5000, 'the Harkonnen plan decision');
      await settledAt(server, table);
      const from = offsetsOf(table);
      const decision = decisionOf(server.room(gameId).game, 'battle-plan', 'harkonnen');
      await harkonnen.act({ type: 'battle-plan', event: decision.id, karama: null, ...plan(spice) });
      await settledAt(server, table);
      return { table, from };
    };
    const { table: a, from: fromA } = await play('advanced-sealed-a', 1);
    const { table: b, from: fromB } = await play('advanced-sealed-b', 3);
    const others = [...CLASSIC_FACTIONS].filter((f) => f !== 'harkonnen');
    for (const f of others) expect(a.seats.get(f)!.view, f).to.deep.equal(b.seats.get(f)!.view);
    expect(a.spectator.view).to.deep.equal(b.spectator.view);
    for (const name of [...others, 'spectator']) expect(a.events.get(name), name).to.deep.equal(b.events.get(name));
    // Byte for byte: what the plan cost every other client on the wire is the same in both games.
    const bytesA = bytesSince(a, [...others, 'spectator'], fromA);
    const bytesB = bytesSince(b, [...others, 'spectator'], fromB);
    for (const [name, bytes] of bytesA) {
      expect(bytes.length, name).to.be.greaterThan(0);
      expect(bytesB.get(name), name).to.equal(bytes);
    }
    expect(bytesSince(a, ['harkonnen'], fromA).get('harkonnen')).to.not.equal(bytesSince(b, ['harkonnen'], fromB).get('harkonnen'));
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

  it("2.04.14 the Fremen storm card is the Fremen's alone: games differing only in it send everyone else the same bytes", async () => {
    const play = async (gameId: string, stormCard: number) => {
      const table = await seatAll(server, store, gameId, battlePosition(stormCard));
      const harkonnen = table.seats.get('harkonnen')!;
      await waitFor(() => harkonnen.decisions.some((d) => d.kind === 'battle-plan'), 5000, 'the Harkonnen plan decision');
      await settledAt(server, table);
      const from = offsetsOf(table);
      for (const f of ['harkonnen', 'emperor'] as const) {
        const decision = decisionOf(server.room(gameId).game, 'battle-plan', f);
        const leader = f === 'harkonnen' ? 'umman-kudu' : 'bashar';
        await table.seats
          .get(f)!
          .act({ type: 'battle-plan', event: decision.id, karama: null, leader, cheapHero: null, dial: 2, weapon: null, defense: null, spice: 1 });
      }
      await settledAt(server, table);
      return { table, from };
    };
    const { table: a, from: fromA } = await play('advanced-storm-a', 2);
    const { table: b, from: fromB } = await play('advanced-storm-b', 5);
    expect(a.seats.get('fremen')!.view.private!.stormCard).to.equal(2);
    expect(b.seats.get('fremen')!.view.private!.stormCard).to.equal(5);
    const others = [...CLASSIC_FACTIONS].filter((f) => f !== 'fremen');
    for (const f of others) expect(a.seats.get(f)!.view, f).to.deep.equal(b.seats.get(f)!.view);
    expect(a.spectator.view).to.deep.equal(b.spectator.view);
    for (const f of others) expect(JSON.stringify(a.seats.get(f)!.view.private)).to.include('"stormCard":null');
    const bytesA = bytesSince(a, [...others, 'spectator'], fromA);
    const bytesB = bytesSince(b, [...others, 'spectator'], fromB);
    for (const [name, bytes] of bytesA) {
      expect(bytes.length, name).to.be.greaterThan(0);
      expect(bytesB.get(name), name).to.equal(bytes);
    }
    for (const t of [a, b]) await Promise.all([...t.seats.values(), t.spectator].map((c) => c.leave()));
  });

  it('2.05.10 a game saved while the Harkonnen choose to kill or capture restores to the same state hash and the choice', async () => {
    let position = battlePosition();
    position.factions.harkonnen!.spice = 10;
    position = fight(position, { harkonnen: { leader: 'umman-kudu', dial: 6, spice: 6 }, emperor: { leader: 'bashar', dial: 1 } }).state;
    const pending = decisionOf(position, 'capture-leader', 'harkonnen');
    const table = await seatAll(server, store, 'advanced-capture', position);
    await settledAt(server, table);
    const hash = stateHash(server.room(table.gameId).game);
    await Promise.all([...table.seats.values(), table.spectator].map((c) => c.leave()));
    await server.close();
    server = await bootServer(store);
    const again = await seatAll(server, store, 'advanced-capture', null);
    expect(stateHash(server.room(again.gameId).game)).to.equal(hash);
    await settledAt(server, again);
    const harkonnen = again.seats.get('harkonnen')!;
    const decision = harkonnen.decisions.find((d) => d.kind === 'capture-leader');
    expect(decision).to.deep.include({ id: pending.id, leader: pending.leader });
    await harkonnen.act({ type: 'capture-leader', event: pending.id, choice: 'capture' });
    await waitFor(() => again.events.get('spectator')!.some((e) => e.type === 'leader-captured'), 5000, 'the capture');
    // A captive's identity is public once taken.
    expect(again.events.get('spectator')!.find((e) => e.type === 'leader-captured')).to.deep.include({ leader: pending.leader, choice: 'capture' });
    for (const c of [...again.seats.values(), again.spectator]) await c.leave();
  });
});
