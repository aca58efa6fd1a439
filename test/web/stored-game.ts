// A game brought to a chosen point by the engine's bots alone, then stored with one human seat, for the browser
// tests that need a table in a state a short game rarely reaches (an alliance, a card in hand).
import { applyAction, createGame, pendingDecisions, viewFor, type Faction, type GameState } from '../../rooms/dune/index.ts';
import type { GameConfigInput } from '../../rooms/dune/types.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { newControl } from '../../rooms/control.ts';
import { DEFAULT_GAME_OPTIONS } from '../../rooms/ports.ts';
import { hashSeatToken } from '../../rooms/seats.ts';
import type { FileStore } from '../../server/store/index.ts';

/** Plays bot answers from a new game of `options` until `reached` holds; throws if the game ends first. */
export function botGameUntil(options: GameConfigInput, reached: (state: GameState) => boolean): GameState {
  let state = createGame(options);
  for (let n = 0; !reached(state); n++) {
    if (state.victory || n > 8000) throw new Error(`${options.seed}: the game never reached the point wanted`);
    const d = pendingDecisions(state)[0]!;
    const result = applyAction(state, d.seat, legalAnswer(d, n, viewFor(state, d.seat)));
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  return state;
}

/** Stores `state` as `gameId` with `human` seated (its token returned) and every other seat an instant easy bot. */
export async function storeWithSeat(store: FileStore, gameId: string, state: GameState, human: Faction): Promise<string> {
  const token = `token-${gameId}`;
  const bots = Object.fromEntries(state.seating.filter((f) => f !== human).map((f) => [f, 'easy'])) as Partial<Record<Faction, 'easy'>>;
  const control = newControl(state.seating, { bots }, { ...DEFAULT_GAME_OPTIONS, botDelayMs: 0 });
  await store.put({ gameId, version: state.actions, state, seats: [[human, hashSeatToken(token)]], control, createdAt: 0, updatedAt: 0 });
  return token;
}
