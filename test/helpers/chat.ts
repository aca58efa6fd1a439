// Table talk on the wire: a stored four-seat game where the Atreides and the Harkonnen are allied, seated with known
// tokens (skills-wire's storeGame and seatStored), and the checks the chat tests make on each client.
import { expect } from 'chai';
import type { Faction, GameState } from '../../rooms/dune/index.ts';
import type { GameConnection } from '../../client-sdk/node.ts';
import type { GameStore } from '../../server/store/index.ts';
import { clearedBoard } from './engine.ts';
import { receivedBytes } from './server.ts';
import { storeGame } from './skills-wire.ts';

export const CHAT_TABLE: Faction[] = ['atreides', 'harkonnen', 'fremen', 'emperor'];

/** Stores the chat table as `gameId`: set-up done, Atreides and Harkonnen allied, every seat human. */
export async function storeChatTable(store: GameStore, gameId: string): Promise<GameState> {
  const state = clearedBoard({ factions: CHAT_TABLE, seed: `chat-${gameId}` });
  state.alliances = [['atreides', 'harkonnen']];
  await storeGame(store, gameId, state);
  return state;
}

/** Whether any frame `conn` received holds `text` (msgpack and JSON both carry strings as their UTF-8 bytes). */
export function heardOnTheWire(conn: GameConnection, text: string): boolean {
  return receivedBytes(conn).includes(Buffer.from(text, 'utf8'));
}

/** `conn` holds exactly the texts of `readable` (in that order) among `all`, in `chat` and in its raw frames. */
export function expectReads(name: string, conn: GameConnection, all: readonly string[], readable: readonly string[]): void {
  expect(
    conn.chat.map((m) => m.text).filter((t) => all.includes(t)),
    `${name}: game.chat`,
  ).to.deep.equal(readable);
  for (const text of all) expect(heardOnTheWire(conn, text), `${name} received "${text}"`).to.equal(readable.includes(text));
}
