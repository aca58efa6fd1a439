// Seat tokens live in this browser's localStorage, keyed by game id: never in a URL, which a player may share
// (a share link carries the game id alone).
const key = (gameId: string) => `dune-rooms:seat:${gameId}`;

export interface StoredSeat {
  token: string;
  faction: string;
}

export function storedSeat(gameId: string): StoredSeat | null {
  try {
    const raw = localStorage.getItem(key(gameId));
    const seat = raw ? (JSON.parse(raw) as Partial<StoredSeat>) : null;
    return seat && typeof seat.token === 'string' && typeof seat.faction === 'string' ? { token: seat.token, faction: seat.faction } : null;
  } catch {
    return null;
  }
}

export function storeSeat(gameId: string, seat: StoredSeat): void {
  localStorage.setItem(key(gameId), JSON.stringify(seat));
}

export function forgetSeat(gameId: string): void {
  localStorage.removeItem(key(gameId));
}
