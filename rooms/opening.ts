// How a room gets its game: a new one from create options, or a stored one brought back to life (after a restart,
// a crash or a move). Either way the room holds the game's lock before it has the game (rooms/live-game.ts).
import { randomBytes } from 'node:crypto';
import { refuse, Refusal } from './refuse.ts';
import { createGame, ConfigError, type Faction, type GameState } from './dune/index.ts';
import type { CreateOptions, JoinOptions } from '../schema/messages.ts';
import { newControl, type StoredControl } from './control.ts';
import { checkRecordParts } from './record-check.ts';
import { LiveGame, type LiveGameOptions } from './live-game.ts';
import { DamagedRecordError, NotDurableError, type GameRecord } from './records.ts';
import type { RoomServices } from './ports.ts';
import { SeatRegistry } from './seats.ts';

export interface OpenedGame {
  gameId: string;
  game: GameState;
  live: LiveGame;
  control: StoredControl;
  /** Seats claimed before (token hashes), for a stored game. */
  seats: [Faction, string][];
  restored: boolean;
}

/** Who opens the game, and what it hears if the game is later lost to another room, or durable again after a suspension. */
export interface Opener {
  owner: string;
  onLost(reason: string): void;
  onDurable(adopted: GameRecord | null): void;
}

function liveOptions(services: RoomServices, opener: Opener, gameId: string): LiveGameOptions {
  return {
    onLost: (reason) => opener.onLost(reason),
    onDurable: (adopted) => opener.onDurable(adopted),
    onAcknowledged: (version) => services.durability?.acknowledged(gameId, version),
    ttlMs: services.lockTtlMs,
    ticker: services.ticker,
    now: services.clock.now,
  };
}

export async function openNewGame(options: CreateOptions, services: RoomServices, opener: Opener): Promise<OpenedGame> {
  const { faction: creatorSeat, spectator: _spectator, bots = {}, botDelayMs, graceSeconds, turnSeconds, autopilotProfile, visibility, ...config } = options;
  let game: GameState;
  try {
    game = createGame({ ...config, seed: config.seed ?? randomBytes(12).toString('base64url') });
  } catch (e) {
    if (e instanceof ConfigError) refuse('BAD_OPTIONS', e.message);
    throw e;
  }
  for (const f of Object.keys(bots) as Faction[]) if (!game.factions[f]) refuse('NOT_IN_GAME', `bot seat ${f} is not in this game`);
  if (creatorSeat && bots[creatorSeat]) refuse('SEAT_IS_BOT', `seat ${creatorSeat} is played by a bot`);
  const control = newControl(game.seating, { bots, botDelayMs, graceSeconds, turnSeconds, autopilotProfile, visibility }, services.defaults);
  const gameId = randomBytes(9).toString('base64url');
  const now = services.clock.now();
  const record: GameRecord = { gameId, version: 0, state: game, seats: [], control, createdAt: now, updatedAt: now };
  const live = await LiveGame.start(services.store, record, opener.owner, liveOptions(services, opener, gameId)).catch((error: unknown) =>
    storeUnavailable(services, gameId, error),
  );
  if (!live) refuse('GAME_BUSY', 'could not take the new game id: try again');
  return { gameId, game, live, control, seats: [], restored: false };
}

/** Locks a stored game, then loads it (after the lock, so no earlier holder can still commit unseen). */
export async function openStoredGame(options: JoinOptions, services: RoomServices, opener: Opener): Promise<OpenedGame> {
  // Asked before the lock, which would otherwise leave a trace (a folder, a key) for every id anyone tries.
  if (!(await services.store.exists(options.gameId))) {
    // A game this server acknowledged and the store no longer has: the store lost it. (A client's word is not
    // enough here: with no seats stored, nothing shows it ever held one.)
    const lost = await services.durability?.rolledBack(options.gameId, null, null).catch((error: unknown) => storeUnavailable(services, options.gameId, error));
    if (lost) refuse('GAME_ROLLED_BACK', lost);
    refuse('GAME_NOT_FOUND', `no game ${options.gameId} is stored`);
  }
  const live = await LiveGame.resume(services.store, options.gameId, opener.owner, liveOptions(services, opener, options.gameId)).catch((error: unknown) => {
    if (error instanceof Refusal) throw error;
    if (error instanceof DamagedRecordError) {
      services.log('error', 'stored game is damaged', { gameId: options.gameId, where: error.where, problem: error.detail });
      return refuse('GAME_DAMAGED', `the stored game ${options.gameId} is damaged (an operator must repair or remove it): ${error.detail}`);
    }
    return storeUnavailable(services, options.gameId, error);
  });
  if (!live) refuse('GAME_BUSY', `game ${options.gameId} is live in another room or being restored: join again`);
  const record = live.record;
  // A game older than what was acknowledged is not played on from there: reported, left for an operator.
  const rolledBack = await services.durability
    ?.rolledBack(record.gameId, { version: record.version, actions: record.state.actions }, seenBySeat(options, record))
    .catch(async (error: unknown) => {
      await live.close();
      return storeUnavailable(services, record.gameId, error);
    });
  if (rolledBack) {
    await live.close();
    refuse('GAME_ROLLED_BACK', rolledBack);
  }
  // A record that does not hold a whole, consistent game is never installed: it is reported, and stays as it is.
  const checked = checkRecordParts(record);
  if (!checked.ok) {
    await live.close();
    services.log('error', 'stored game is damaged', { gameId: record.gameId, version: record.version, problems: checked.problems });
    refuse('GAME_DAMAGED', `the stored game ${record.gameId} is damaged (an operator must repair or remove it): ${checked.problems[0]}`);
  }
  return { gameId: record.gameId, game: checked.game, live, control: checked.control, seats: record.seats, restored: true };
}

/**
 * The version a client says it saw, counted only from a seat's own holder (its token matches a seat of the stored
 * game): anyone else could claim any version and stop a game that is not theirs.
 */
function seenBySeat(options: JoinOptions, record: GameRecord): number | null {
  if (options.seenVersion === undefined || options.seatToken === undefined) return null;
  return new SeatRegistry(record.seats).seatFor(options.seatToken) ? options.seenVersion : null;
}

/** A store that fails (not a refusal, not damage) turns a create or restore away with STORE_UNAVAILABLE; it is logged once. */
function storeUnavailable(services: RoomServices, gameId: string, error: unknown): never {
  if (error instanceof NotDurableError) {
    services.log('warn', 'game not durable: refused until it is', { gameId, result: error.result, detail: error.message });
    return refuse('NOT_DURABLE', `the game store cannot make game ${gameId} as durable as required now (Redis replicas): try again shortly`);
  }
  services.log('warn', 'store unavailable', { gameId, error: error instanceof Error ? error.message : String(error) });
  return refuse('STORE_UNAVAILABLE', 'the game store cannot be reached or written now: try again shortly');
}
