// The game server this page talks to: the one that served it (the same origin), or under `npm run dev:web` the
// game server named at build time. One DuneClient for the whole app.
import { DuneClient, type GameConnection } from '@dune-rooms/sdk';

declare const DEV_SERVER: string;

/** The game server's origin: the SDK's and the operator API's. */
export const SERVER_URL: string = DEV_SERVER || location.origin;

/** The page answers the windows a seat cannot act on itself (decisions/quiet-windows.ts), by the player's settings. */
export const client = new DuneClient(SERVER_URL, { karamaAutoPass: false });

/**
 * A connection made by the lobby (create, join) handed to the table page it navigates to, so that the table does
 * not connect a second time.
 */
const handedOver = new Map<string, GameConnection>();
export const handOver = (connection: GameConnection): void => void handedOver.set(connection.gameId, connection);
export function takeHandedOver(gameId: string): GameConnection | null {
  const c = handedOver.get(gameId) ?? null;
  handedOver.delete(gameId);
  return c;
}
