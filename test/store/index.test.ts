// storeFromEnv (docs/ARCHITECTURE.md §5): Redis when REDIS_URL is set, else files under DATA_DIR (default ./data).
import { expect } from 'chai';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileStore, RedisStore, storeFromEnv } from '../../server/store/index.ts';
import { startRedis } from '../helpers/redis.ts';
import { newRecord } from './bot-play.ts';

describe('storeFromEnv', () => {
  it('uses FileStore in DATA_DIR without REDIS_URL, RedisStore with it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dune-env-'));
    const redis = await startRedis();
    try {
      const files = storeFromEnv({ DATA_DIR: dir });
      expect(files).to.be.instanceOf(FileStore);
      await files.create(newRecord('env-file'));
      expect(await new FileStore(dir).load('env-file')).to.not.equal(null);
      expect(storeFromEnv({})).to.be.instanceOf(FileStore);
      const red = storeFromEnv({ REDIS_URL: redis.url, DATA_DIR: dir });
      expect(red).to.be.instanceOf(RedisStore);
      await red.create(newRecord('env-redis'));
      expect((await red.list()).games.map((g) => g.gameId)).to.deep.equal(['env-redis']);
      await red.close();
    } finally {
      await redis.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
