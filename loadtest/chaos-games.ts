// The games of `npm run chaos`: 3 SDK clients each, answering their decisions with random legal answers as fast as
// they are asked, recovering by themselves after every fault, and keeping, client-side, every action they saw
// acknowledged (chaos-ledger.ts), when they came back, and whether their view ever went back.
import { DuneClient, type Faction, type GameConnection } from '../client-sdk/node.ts';
import { legalAnswer } from '../client-sdk/answers.ts';
import { GameLedger, ViewWatch } from './chaos-ledger.ts';

const FACTIONS: readonly Faction[] = ['atreides', 'harkonnen', 'fremen'];

export interface Seat {
  faction: Faction;
  connection: GameConnection;
  view: ViewWatch;
  /** When the connection last came back after a loss (0: never), on the run's clock. */
  rejoinedAt: number;
  /** When an acknowledgement last reached this seat (0: never). */
  lastAckAt: number;
}

export interface Played {
  gameId: string;
  seats: Seat[];
  ledger: GameLedger;
  /** How many acknowledgements the ledger held when the latest fault was made: the restored game must hold them. */
  ackedBeforeFault: number;
  /** The game has ended (a seat saw its victory); its clients have left or are leaving. */
  over: boolean;
}

export interface Tally {
  acknowledged: number;
  /** Actions refused or cut off by a fault (DISCONNECTED, UNAVAILABLE, a decision gone stale): not acknowledged. */
  refused: number;
}

export interface Table {
  url: string;
  now: () => number;
  /** When play started and when it stops, on the run's clock. */
  start: number;
  deadline: number;
  games: Played[];
  tally: Tally;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function newGame(table: Table, slot: number): Promise<Played> {
  // Recovery for the whole run; requests bounded, so that an action sent into a dying server ends the seat's wait.
  const client = () => new DuneClient(table.url, { karamaAutoPass: true, reconnectMinUptimeMs: 0, recoverForMs: 600_000, requestTimeoutMs: 10_000 });
  const options = { factions: [...FACTIONS], seed: `chaos-${slot}-${Date.now()}`, maxTurns: 5 };
  const first = await client().create({ ...options, faction: FACTIONS[0]! });
  const connections = [first];
  try {
    for (const faction of FACTIONS.slice(1)) connections.push(await client().join(first.gameId, { faction }));
  } catch (error) {
    // A fault cut the joining short: the seats taken leave, or they would keep recovering a game nobody plays.
    await Promise.all(connections.map((c) => Promise.race([c.leave().catch(() => undefined), sleep(2000)])));
    throw error;
  }
  const game: Played = { gameId: first.gameId, seats: [], ledger: new GameLedger(), ackedBeforeFault: 0, over: false };
  for (const connection of connections) game.seats.push(watched(table, game, connection));
  return game;
}

function watched(table: Table, game: Played, connection: GameConnection): Seat {
  const seat: Seat = { faction: connection.faction!, connection, view: new ViewWatch(), rejoinedAt: 0, lastAckAt: 0 };
  // Every acknowledged action goes through `act`, the SDK's own automatic passes (karamaAutoPass) included: they are
  // acknowledged actions like any other, and the SDK sends one again when a fault left its fate unknown.
  const send = connection.act.bind(connection);
  connection.act = async (action) => {
    const ack = await send(action);
    game.ledger.acknowledged({ seat: seat.faction, action, version: ack.version });
    seat.lastAckAt = table.now();
    table.tally.acknowledged += 1;
    return ack;
  };
  connection.onUpdate((version) => seat.view.saw(version));
  connection.onReconnect(() => {
    seat.rejoinedAt = table.now();
    seat.view.saw(connection.version);
    game.ledger.cameBackAt(connection.version, game.ackedBeforeFault);
  });
  return seat;
}

/** One seat's loop: answers its decisions until the deadline or the game's end. */
async function playSeat(table: Table, game: Played, seat: Seat): Promise<void> {
  const { connection } = seat;
  for (let pick = 0; table.now() < table.deadline; ) {
    const decision = connection.decisions[0];
    if (!decision || !connection.room.connection.isOpen) {
      if (connection.view.victory) {
        game.over = true;
        return;
      }
      await sleep(20);
      continue;
    }
    try {
      await connection.act(legalAnswer(decision, pick++, connection.view));
    } catch {
      // The view says what to do next.
      table.tally.refused += 1;
      await sleep(50);
    }
  }
}

/** Plays game after game in one slot until the deadline; a game that cannot be created (the server is down) is tried again. */
export async function playGames(table: Table, slot: number): Promise<void> {
  while (table.now() < table.deadline) {
    let game: Played;
    try {
      game = await newGame(table, slot);
    } catch {
      await sleep(500);
      continue;
    }
    table.games.push(game);
    await Promise.all(game.seats.map((seat) => playSeat(table, game, seat)));
    if (game.over) await leave(game);
  }
}

/** The game's clients leave (each bounded: a close that is never answered does not hold the run). */
export async function leave(game: Played): Promise<void> {
  await Promise.all(game.seats.map((s) => Promise.race([s.connection.leave().catch(() => undefined), sleep(2000)])));
}
