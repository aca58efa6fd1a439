// A game brought to a chosen point by the engine's bots alone (helpers/engine.ts botGameUntil), then stored with one human seat, for the browser
// tests that need a table in a state a short game rarely reaches (an alliance, a card in hand).
import type { Faction, GameState } from '../../rooms/dune/index.ts';
import { newControl } from '../../rooms/control.ts';
import { DEFAULT_GAME_OPTIONS } from '../../rooms/ports.ts';
import { hashSeatToken } from '../../rooms/seats.ts';
import { expect } from 'chai';
import type { FileStore } from '../../server/store/index.ts';
import { watchErrors, type WebTable } from './browser.ts';
import { openSeat } from './seat-page.ts';

/**
 * Stores `state` as `gameId` with `human` seated (its token returned) and every other seat an instant easy bot, but
 * the `open` ones: human seats nobody has taken, which the game waits for.
 */
export async function storeWithSeat(store: FileStore, gameId: string, state: GameState, human: Faction, open: readonly Faction[] = []): Promise<string> {
  const token = `token-${gameId}`;
  const bots = Object.fromEntries(state.seating.filter((f) => f !== human && !open.includes(f)).map((f) => [f, 'easy'])) as Partial<Record<Faction, 'easy'>>;
  const control = newControl(state.seating, { bots }, { ...DEFAULT_GAME_OPTIONS, botDelayMs: 0 });
  await store.put({ gameId, version: state.actions, state, seats: [[human, hashSeatToken(token)]], control, createdAt: 0, updatedAt: 0 });
  return token;
}

/**
 * Stores `state` with `seat` human (and the `open` seats left for nobody) and opens its table in a new 1440 px browser
 * context, watching the page's console. `finish` asserts no console error but the first join's 522 (the stored game
 * has no room until the page joins, then the SDK restores it) and closes the context.
 */
export async function openStoredSeat(table: WebTable, store: FileStore, gameId: string, state: GameState, seat: Faction, open: readonly Faction[] = []) {
  const token = await storeWithSeat(store, gameId, state, seat, open);
  const context = await table.browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await openSeat(context, table.server.httpUrl, gameId, seat, token);
  const errors = watchErrors(page);
  const finish = async () => {
    expect(
      errors.filter((e) => !/status of 522/.test(e)),
      'console errors',
    ).to.deep.equal([]);
    await context.close();
  };
  return { page, room: table.server.room(gameId), finish };
}
