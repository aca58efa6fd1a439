// Data read back from a store passes the same schemas as data coming in (server/store/records.ts): a record or log
// entry of the wrong shape is reported as a corrupt store, with where it lies, instead of being cast and used.
import { expect } from 'chai';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { FileStore } from '../../server/store/file.ts';
import { RedisStore } from '../../server/store/redis.ts';
import { CorruptRecordError } from '../../server/store/records.ts';
import { startRedis } from '../helpers/redis.ts';
import { newRecord } from './bot-play.ts';

describe('store: corrupt data read back', () => {
  it('FileStore: a snapshot whose record has the wrong shape is reported with its file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'dune-corrupt-'));
    try {
      await new FileStore(dir).create(newRecord('bad-seat'));
      const file = join(dir, 'games', 'bad-seat', 'snapshot.json');
      const snapshot = JSON.parse(await readFile(file, 'utf8')) as { record: { seats: unknown } };
      snapshot.record.seats = [['nobody', 'x']];
      await writeFile(file, JSON.stringify(snapshot));
      const error = await new FileStore(dir).load('bad-seat').then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).to.be.instanceOf(CorruptRecordError);
      expect((error as CorruptRecordError).where).to.equal(file);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('RedisStore: a record or a log entry of the wrong shape is reported with its key', async () => {
    const redis = await startRedis();
    const store = new RedisStore(redis.url);
    const admin = new Redis(redis.url);
    try {
      await store.create(newRecord('bad-redis'));
      const keys = await admin.keys('*bad-redis*');
      const game = keys.find((k) => !k.endsWith(':log') && !k.includes('lock'))!;
      await admin.hset(game, 'record', JSON.stringify({ ...newRecord('bad-redis'), version: -1 }));
      expect(await store.load('bad-redis').catch((e: unknown) => e)).to.be.instanceOf(CorruptRecordError);
      await admin.zadd(`${game}:log`, 1, JSON.stringify({ version: 1, seat: 'atreides', action: { type: 'no-such-action' }, at: 0 }));
      expect(await store.log('bad-redis').catch((e: unknown) => e)).to.be.instanceOf(CorruptRecordError);
    } finally {
      await admin.quit();
      await store.close();
      await redis.stop();
    }
  });
});
