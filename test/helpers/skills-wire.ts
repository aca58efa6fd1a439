// Leader Skills on the wire: battle positions built with the engine helpers and stored as games with known seat
// tokens, the clients seated on them, and the bookkeeping the noninterference tests compare (each client's events
// and the raw bytes it received since a point in the game).
import { pendingDecisions, type Faction, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { newControl } from '../../rooms/control.ts';
import { DEFAULT_GAME_OPTIONS } from '../../rooms/ports.ts';
import { hashSeatToken } from '../../rooms/seats.ts';
import type { DuneClientOptions, GameConnection } from '../../client-sdk/node.ts';
import type { GameStore } from '../../server/store/index.ts';
import { act } from './engine.ts';
import { give, planAction } from './battle.ts';
import { postures, skillBattle } from './skills.ts';
import { receivedBytes, waitFor, type TestServer } from './server.ts';
import type { TreacheryCardId } from '../../rooms/dune/types.ts';

/** A game's clients: every seat, a spectator, and the events each has received (keyed by faction or 'spectator'). */
export interface Watched {
  gameId: string;
  seats: Map<Faction, GameConnection>;
  spectator: GameConnection;
  events: Map<string, GameEvent[]>;
}

/** Starts recording the events every client of `table` receives. */
export function watch(table: { gameId: string; seats: Map<Faction, GameConnection>; spectator: GameConnection }): Watched {
  const events = new Map<string, GameEvent[]>();
  for (const [name, conn] of viewersOf(table)) {
    const log: GameEvent[] = [];
    events.set(name, log);
    conn.onEvents((list) => log.push(...list));
  }
  return { ...table, events };
}

/** Every client of a table, seats first (in the map's order), then the spectator. */
export function viewersOf(table: { seats: Map<Faction, GameConnection>; spectator: GameConnection }): [string, GameConnection][] {
  return [...table.seats, ['spectator', table.spectator]];
}

export const tokenOf = (gameId: string, faction: Faction): string => `token-${gameId}-${faction}`;

/** Stores `state` as game `gameId`, every seat human with the seat token `tokenOf(gameId, seat)`. */
export async function storeGame(store: GameStore, gameId: string, state: GameState): Promise<void> {
  const control = newControl(state.seating, {}, { ...DEFAULT_GAME_OPTIONS, botDelayMs: 0 });
  const seats = state.seating.map((f): [Faction, string] => [f, hashSeatToken(tokenOf(gameId, f))]);
  await store.put({ gameId, version: state.actions, state, seats, control, createdAt: 0, updatedAt: 0 });
}

/** Reclaims every seat of a stored game with its token and adds a spectator; waits until all see every seat connected. */
export async function seatStored(server: TestServer, gameId: string, seating: readonly Faction[], options: DuneClientOptions = {}): Promise<Watched> {
  const seats = new Map<Faction, GameConnection>();
  for (const f of seating) seats.set(f, await server.client(options).reclaim(gameId, tokenOf(gameId, f)));
  const spectator = await server.client(options).spectate(gameId);
  const table = watch({ gameId, seats, spectator });
  await quiet(server, table);
  return table;
}

/**
 * Waits until every client has decoded the server's latest version and sees every seat connected: the joins' own
 * patches (sent on the room's idle patch timer) are then behind us, and what follows depends on the game alone.
 */
export async function quiet(server: TestServer, table: Watched): Promise<void> {
  await waitFor(
    () => viewersOf(table).every(([, c]) => c.room.state.seats.length === table.seats.size && c.room.state.seats.every((s) => s.connected)),
    10_000,
    'every client to see every seat connected',
  );
  await settledAt(server, table);
}

/** Waits until every client has decoded the server's latest version. */
export async function settledAt(server: TestServer, table: Watched): Promise<void> {
  const version = server.room(table.gameId).game.actions;
  await waitFor(() => viewersOf(table).every(([, c]) => c.version === version), 5000, `all clients at version ${version}`);
}

/**
 * Each client sends an action the server refuses (to it alone) and waits for the refusal: every frame the server
 * sent it before has then arrived. The refusal is part of the stream, the same in two games where the client's own
 * history is the same.
 */
export async function drain(table: Watched): Promise<void> {
  await Promise.all(viewersOf(table).map(([, c]) => c.act({ type: 'skill-posture', event: 'e999', faceUp: false }).catch(() => undefined)));
}

/** Byte counts received so far, per client. */
export function offsetsOf(table: Watched): Map<string, number> {
  return new Map(viewersOf(table).map(([name, c]) => [name, receivedBytes(c).length]));
}

/** The bytes each client has received since `from`, as hex. */
export function bytesSince(table: Watched, from: Map<string, number>): Map<string, string> {
  return new Map(
    viewersOf(table).map(([name, c]) => [
      name,
      receivedBytes(c)
        .subarray(from.get(name) ?? 0)
        .toString('hex'),
    ]),
  );
}

export async function leaveAll(table: Watched): Promise<void> {
  await Promise.all(viewersOf(table).map(([, c]) => c.leave().catch(() => undefined)));
}

/** The Emperor's Count Fenring is a face-up Mentat; the Harkonnen hold `hand`; the Emperor's question is open. */
export function mentatPosition(hand: readonly TreacheryCardId[]): GameState {
  return skillBattle({ 'count-fenring': 'mentat' }, { mentat: 'open' }, (s) => give(s, 'harkonnen', ...hand));
}

/**
 * The Emperor's Caid is a face-up Rihani Decipherer (out of the plan); the postures are answered and both plans are
 * open. `reversed`: the traitor deck in the opposite order (hidden from everyone: only its size is public).
 */
export function rihaniPosition(reversed: boolean): GameState {
  const s = postures(skillBattle({ caid: 'rihani-decipherer' }), { emperor: true });
  if (reversed) s.decks.traitor.reverse();
  return s;
}

/**
 * The Emperor's Cpt. Aramsham (Smuggler, strength 5) fought in the Habbanya Erg, where sectors 15 and 16 held 3 and 4
 * spice, and lived: the battle is resolved and the Emperor must say which piles give the 5.
 */
export function smugglerAllocationPosition(): GameState {
  let s = postures(
    skillBattle({ 'cpt-aramsham': 'smuggler' }, { at: { territory: 'habbanya-erg', sector: 15 } }, (x) => {
      x.spice.push({ territory: 'habbanya-erg', sector: 15, amount: 3 }, { territory: 'habbanya-erg', sector: 16, amount: 4 });
    }),
  );
  s = act(s, 'emperor', planAction(s, 'emperor', { leader: 'cpt-aramsham', dial: 2 })).state;
  s = act(s, 'harkonnen', planAction(s, 'harkonnen', { leader: 'umman-kudu', dial: 1 })).state;
  for (const d of pendingDecisions(s).filter((x) => x.kind === 'call-traitor')) s = act(s, d.seat, { type: 'call-traitor', event: d.id, call: false }).state;
  return s;
}
