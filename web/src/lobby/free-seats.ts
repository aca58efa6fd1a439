// The free seats of one game, as the public lobby lists them: a human seat of a faction in the game that nobody
// holds (bot seats and factions not in the game are never offered). An unlisted game is not in the lobby: the join
// page then offers the first free seat, which the server picks.
import { useEffect, useState } from 'preact/hooks';
import type { Faction } from '@dune-rooms/sdk';
import { client } from '../server.ts';

export type FreeSeats = { listed: true; free: Faction[] } | { listed: false };

/** Looks `gameId` up page by page (the lobby holds a bounded number of games); null while looking. */
export async function freeSeatsOf(gameId: string): Promise<FreeSeats> {
  for (let offset: number | null = 0; offset !== null; ) {
    const page = await client.listGames({ offset, limit: 50 });
    const entry = page.games.find((g) => g.gameId === gameId);
    if (entry) return { listed: true, free: entry.freeSeats };
    offset = page.next;
  }
  return { listed: false };
}

export function useFreeSeats(gameId: string, refreshMs = 5000): FreeSeats | null {
  const [seats, setSeats] = useState<FreeSeats | null>(null);
  useEffect(() => {
    let live = true;
    const look = () =>
      freeSeatsOf(gameId).then(
        (s) => live && setSeats(s),
        () => live && setSeats({ listed: false }),
      );
    void look();
    const timer = setInterval(() => void look(), refreshMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [gameId]);
  return seats;
}
