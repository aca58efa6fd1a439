// Colyseus's RedisDriver with one defect mended. Its listing query (`getRooms`, behind matchMaker.query and every
// join's admission question) shares one in-flight HGETALL between callers and forgets it only when it succeeds: a
// request that fails during a Redis outage stays cached, rejected, and every later query gets the same error, long
// after Redis is back — joins, the lobby and the stale-listing sweep all fail until the process restarts. Here a
// failed request is forgotten as soon as it fails, so the next query asks Redis again (docs/COLYSEUS.md §6).
import { RedisDriver } from '@colyseus/redis-driver';

/** The private members the mend touches (@colyseus/redis-driver 0.18.3, pinned in rooms/wire.ts). */
interface RoomCacheRequests {
  getRooms(roomName?: string): Promise<unknown>;
  _concurrentRoomCacheRequest?: Promise<unknown>;
  _roomCacheRequestByName: Record<string, Promise<unknown> | undefined>;
}

export class MendedRedisDriver extends RedisDriver {
  constructor(url: string) {
    super(url);
    const self = this as unknown as RoomCacheRequests;
    const getRooms = self.getRooms.bind(this);
    self.getRooms = (roomName?: string) => {
      const request = getRooms(roomName);
      // The raw HGETALL shared by every caller, and this name's request built on it: each is forgotten when it fails.
      const raw = self._concurrentRoomCacheRequest;
      raw?.catch(() => {
        if (self._concurrentRoomCacheRequest === raw) self._concurrentRoomCacheRequest = undefined;
      });
      request.catch(() => {
        const key = String(roomName);
        if (self._roomCacheRequestByName[key] === request) delete self._roomCacheRequestByName[key];
      });
      return request;
    };
  }
}

/** Why the mend cannot apply to the installed driver, or null. */
export function redisDriverProblem(): string | null {
  const proto = RedisDriver.prototype as unknown as Partial<RoomCacheRequests>;
  return typeof proto.getRooms === 'function' ? null : '@colyseus/redis-driver: RedisDriver.prototype.getRooms is gone (server/redis-driver.ts)';
}
