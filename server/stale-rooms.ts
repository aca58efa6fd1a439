// With Redis, a room that closes while Redis is down cannot remove its listing: the game then looks live in this
// process, joins are sent here and refused, and it is never restored. Every few seconds this process removes the
// listings it owns that no local room answers for, so the next join restores the game.
import { matchMaker } from '@colyseus/core';
import type { LogLevel } from './log.ts';

/** A listing younger than this may belong to a room still being created. */
const GRACE_MS = 10_000;

export function sweepStaleListings(log: (level: LogLevel, msg: string, fields?: Record<string, unknown>) => void, everyMs = 5_000): () => void {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const mine = await matchMaker.driver.query({ processId: matchMaker.processId });
      for (const listing of mine) {
        const age = listing.createdAt ? Date.now() - new Date(listing.createdAt).getTime() : Infinity;
        if (matchMaker.getLocalRoomById(listing.roomId) || age < GRACE_MS) continue;
        await matchMaker.driver.remove(listing.roomId);
        log('info', 'removed the listing of a room that is gone (it closed while Redis was unreachable)', { gameId: listing.roomId });
      }
    } catch {
      // Redis is still unreachable: the next sweep tries again.
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
