// A store's health check tries a write, as a commit needs one: a Redis that answers PING but refuses writes (its
// memory limit reached) is a failing store, and the key the check writes is never listed as a game.
import { expect } from 'chai';
import { Redis } from 'ioredis';
import { RedisStore } from '../../server/store/redis.ts';
import { startRedis } from '../helpers/redis.ts';
import { newRecord } from './bot-play.ts';

describe('store health: RedisStore', () => {
  it('a Redis that refuses writes fails the health check though it answers PING; the health key is no game', async () => {
    const redis = await startRedis();
    const store = new RedisStore(redis.url);
    const admin = new Redis(redis.url);
    try {
      await store.create(newRecord('listed'));
      expect(await store.health()).to.equal(null);
      expect((await store.list()).games.map((g) => g.gameId)).to.deep.equal(['listed']);
      expect((await store.list()).skipped).to.deep.equal([]);
      await admin.config('SET', 'maxmemory', '1');
      expect(await admin.ping()).to.equal('PONG');
      expect(await store.health()).to.match(/Redis refuses writes.*OOM/);
      await admin.config('SET', 'maxmemory', '0');
      expect(await store.health()).to.equal(null);
    } finally {
      await admin.quit();
      await store.close();
      await redis.stop();
    }
  });
});
