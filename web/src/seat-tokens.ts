// Seat tokens live in this browser's localStorage, keyed by game id: never in a URL, which a player may share (a
// share link carries the game id alone). localStorage, not sessionStorage, because a seat must come back after the
// tab or the browser was closed, and in another tab; any storage a script can read is open to an injected script
// alike (the server's Content-Security-Policy is what keeps scripts out), and an HttpOnly cookie would still let
// one act with the seat. On a shared computer the player forgets a seat (or all of them) when leaving
// (web/README.md, Seat tokens).
const PREFIX = 'dune-rooms:seat:';
const key = (gameId: string) => `${PREFIX}${gameId}`;

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

/** The keys of every seat this browser keeps. */
function seatKeys(): string[] {
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const k = localStorage.key(i);
    if (k?.startsWith(PREFIX)) keys.push(k);
  }
  return keys;
}

export const storedSeatCount = (): number => seatKeys().length;

export function forgetAllSeats(): void {
  for (const k of seatKeys()) localStorage.removeItem(k);
}
