// How a room gets its game: a new one from create options, or a stored one brought back to life (after a restart,
// a crash or a move). Either way the room holds the game's lock before it has the game (rooms/live-game.ts).
import { randomBytes } from 'node:crypto';
import { ServerError } from '@colyseus/core';
import { createGame, ConfigError, upgradeState, type Faction, type GameState } from './dune/index.ts';
import type { CreateOptions, JoinOptions } from '../schema/messages.ts';
import { newControl, type StoredControl } from './control.ts';
import { LiveGame } from './live-game.ts';
import type { RoomServices } from './ports.ts';

export interface OpenedGame {
  gameId: string;
  game: GameState;
  live: LiveGame;
  control: StoredControl;
  /** Seats claimed before (token hashes), for a stored game. */
  seats: [Faction, string][];
  restored: boolean;
}

/** Who opens the game, and what it hears if the game is later lost to another room. */
export interface Opener {
  owner: string;
  onLost(reason: string): void;
}

export async function openNewGame(options: CreateOptions, services: RoomServices, opener: Opener): Promise<OpenedGame> {
  const { faction: creatorSeat, spectator: _spectator, bots = {}, botDelayMs, graceSeconds, turnSeconds, autopilotProfile, ...config } = options;
  let game: GameState;
  try {
    game = createGame({ ...config, seed: config.seed ?? randomBytes(12).toString('base64url') });
  } catch (e) {
    if (e instanceof ConfigError) throw new ServerError(400, e.message);
    throw e;
  }
  for (const f of Object.keys(bots) as Faction[]) if (!game.factions[f]) throw new ServerError(400, `bot seat ${f} is not in this game`);
  if (creatorSeat && bots[creatorSeat]) throw new ServerError(400, `seat ${creatorSeat} is played by a bot`);
  const control = newControl(game.seating, { bots, botDelayMs, graceSeconds, turnSeconds, autopilotProfile }, services.defaults);
  const gameId = randomBytes(9).toString('base64url');
  const now = services.clock.now();
  const live = await LiveGame.start(services.store, { gameId, version: 0, state: game, seats: [], control, createdAt: now, updatedAt: now }, opener.owner, {
    onLost: (reason) => opener.onLost(reason),
    ttlMs: services.lockTtlMs,
    now: services.clock.now,
  });
  if (!live) throw new ServerError(409, 'could not take the new game id: try again');
  return { gameId, game, live, control, seats: [], restored: false };
}

/** Locks a stored game, then loads it (after the lock, so no earlier holder can still commit unseen). */
export async function openStoredGame(options: JoinOptions, services: RoomServices, opener: Opener): Promise<OpenedGame> {
  const live = await LiveGame.resume(services.store, options.gameId, opener.owner, {
    onLost: (reason) => opener.onLost(reason),
    ttlMs: services.lockTtlMs,
    now: services.clock.now,
  });
  if (!live) throw new ServerError(404, `game ${options.gameId} does not exist or is live elsewhere`);
  const record = live.record;
  return { gameId: record.gameId, game: upgradeState(record.state), live, control: record.control as StoredControl, seats: record.seats, restored: true };
}
