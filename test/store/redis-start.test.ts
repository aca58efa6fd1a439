// Starting on Redis: the server waits for a Redis that is not up yet (and says so once), gives up with one clear
// sentence after REDIS_WAIT_SECONDS, and warns when the Redis it was given keeps no persistence.
import { expect } from 'chai';
import { EventEmitter } from 'node:events';
import { waitForRedis } from '../../server/redis-checks.ts';
import { reportOutages } from '../../server/redis-outages.ts';
import { freePort, startRedis } from '../helpers/redis.ts';

type Line = { level: string; msg: string };

describe('store: Redis at start-up', function () {
  this.timeout(30_000);

  it('waits for a Redis that comes up late, then goes on; warns once while waiting', async () => {
    const port = await freePort();
    const lines: Line[] = [];
    const waiting = waitForRedis(`redis://127.0.0.1:${port}`, 20_000, (level, msg) => lines.push({ level, msg }));
    await new Promise((r) => setTimeout(r, 800));
    const redis = await startRedis({ port, aof: true });
    try {
      await waiting;
      expect(lines.filter((l) => l.msg === 'waiting for Redis')).to.have.length(1);
      expect(lines.some((l) => /no persistence/.test(l.msg))).to.equal(false);
    } finally {
      await redis.stop();
    }
  });

  it('gives up after the wait with one sentence naming the address', async () => {
    const port = await freePort();
    const started = Date.now();
    const error = await waitForRedis(`redis://127.0.0.1:${port}`, 700, () => undefined).then(
      () => null,
      (e: Error) => e,
    );
    expect(error?.message).to.match(new RegExp(`^Redis at redis://127.0.0.1:${port} did not answer within 1 s`));
    expect(Date.now() - started).to.be.lessThan(5000);
  });

  it('warns when Redis has neither AOF nor RDB persistence', async () => {
    const redis = await startRedis();
    const lines: Line[] = [];
    try {
      await waitForRedis(redis.url, 5000, (level, msg) => lines.push({ level, msg }));
      expect(lines.filter((l) => l.level === 'warn' && /keeps no persistence/.test(l.msg))).to.have.length(1);
    } finally {
      await redis.stop();
    }
  });

  it('an outage is one warning however many reconnect attempts fail, and its end one line with its length', () => {
    const connection = new EventEmitter();
    const lines: Line[] = [];
    reportOutages(connection, 'game store', (level, msg) => lines.push({ level, msg }));
    for (let i = 0; i < 20; i++) connection.emit('error', new Error('connect ECONNREFUSED'));
    connection.emit('ready');
    connection.emit('ready');
    connection.emit('error', new Error('again'));
    expect(lines).to.deep.equal([
      { level: 'warn', msg: 'Redis unreachable (game store); retrying' },
      { level: 'info', msg: 'Redis reachable again (game store)' },
      { level: 'warn', msg: 'Redis unreachable (game store); retrying' },
    ]);
  });
});
