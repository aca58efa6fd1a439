// A real redis-server (with AOF) killed mid-game and started again: nothing is acknowledged while it is down, /health
// says so, and the game comes back by itself with every acknowledged action, even though its room closed while Redis
// was down (its stale listing is swept). A Redis without persistence is warned about at start-up
// (test/store/redis-start.test.ts); one restarted without it has lost the game, and the clients are told so (the
// server knows it acknowledged the game: GAME_ROLLED_BACK; test/wire/failover.test.ts has the rest of that story).
import { expect } from 'chai';
import type { DuneError, GameConnection } from '../../client-sdk/node.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { RedisStore } from '../../server/store/index.ts';
import { report } from '../support/capture-logs.ts';
import { freePort, startRedis, type TestRedis } from '../helpers/redis.ts';
import { bootServer, waitFor, type TestServer } from '../helpers/server.ts';
import { startProcess, stopProcess } from '../helpers/process.ts';
import { DuneClient } from '../../client-sdk/node.ts';

/** Two human seats play `rounds` rounds; returns the highest acknowledged version. */
async function play(seats: GameConnection[], rounds: number): Promise<number> {
  let acked = 0;
  for (let i = 0; i < rounds; i++)
    for (const c of seats.filter((s) => s.decisions.length > 0)) acked = Math.max(acked, (await c.act(legalAnswer(c.decisions[0]!, i, c.view))).version);
  return acked;
}

async function table(server: TestServer): Promise<GameConnection[]> {
  const first = await server.client({ recoverForMs: 40_000 }).create({ factions: ['atreides', 'fremen'], seed: 'redis-outage', faction: 'atreides' });
  return [first, await server.client({ recoverForMs: 40_000 }).join(first.gameId, { faction: 'fremen' })];
}

describe('wire: Redis outage', function () {
  this.timeout(90_000);
  let redis: TestRedis;
  let server: TestServer;
  afterEach(async () => {
    await server?.close().catch(() => undefined);
    await redis?.stop();
  });

  it('with AOF: Redis killed and restarted mid-game; the clients are back by themselves with every acknowledged action', async () => {
    redis = await startRedis({ aof: true });
    server = await bootServer(new RedisStore(redis.url), { port: await freePort(), redisUrl: redis.url });
    const seats = await table(server);
    const acked = await play(seats, 3);
    await redis.kill();
    // Actions now cannot be committed: none is acknowledged.
    const during = await Promise.all(
      seats
        .filter((c) => c.decisions.length > 0)
        .map((c) =>
          c.act(legalAnswer(c.decisions[0]!, 9, c.view)).then(
            () => 'acknowledged',
            (e: DuneError) => e.code,
          ),
        ),
    );
    expect(during).to.not.include('acknowledged');
    const health = await fetch(`${server.httpUrl}/health`);
    expect(health.status).to.equal(503);
    expect(((await health.json()) as { failing: string[] }).failing.sort()).to.deep.equal(['presence', 'store']);
    await new Promise((r) => setTimeout(r, 2000));
    await redis.restart();
    const back = Date.now();
    await waitFor(() => seats.every((c) => c.room.connection.isOpen) && seats.some((c) => c.decisions.length > 0), 40_000, 'the clients to be back');
    report(`clients back ${Date.now() - back} ms after Redis restarted`);
    expect(Math.min(...seats.map((c) => c.version))).to.be.at.least(acked);
    expect((await fetch(`${server.httpUrl}/health`)).status).to.equal(200);
    await play(seats, 1);
    for (const c of seats) await c.leave();
  });

  it('an outage longer than the clients’ retries (12 s): the server process lives through it, says so, and play goes on when Redis is back', async () => {
    // A separate process, as `npm start` runs: an unhandled rejection there ends it (in this test process mocha would
    // catch it instead).
    redis = await startRedis({ aof: true });
    const port = await freePort();
    const proc = await startProcess(port, { REDIS_URL: redis.url, LOCK_TTL_MS: '3000' });
    try {
      const client = (options = {}) => new DuneClient(proc.url, { karamaAutoPass: false, reconnectMinUptimeMs: 0, recoverForMs: 60_000, ...options });
      const first = await client().create({ factions: ['atreides', 'fremen'], seed: 'long-outage', faction: 'atreides' });
      const seats = [first, await client().join(first.gameId, { faction: 'fremen' })];
      const acked = await play(seats, 3);
      await redis.kill();
      await new Promise((r) => setTimeout(r, 12_000));
      expect(proc.child.exitCode, 'the server process ended during the outage').to.equal(null);
      expect((await fetch(`${proc.httpUrl}/health`)).status).to.equal(503);
      await redis.restart();
      const back = Date.now();
      await waitFor(() => seats.every((c) => c.room.connection.isOpen) && seats.some((c) => c.decisions.length > 0), 40_000, 'the clients to be back');
      report(`process alive through a 12 s outage; clients back ${Date.now() - back} ms after Redis restarted`);
      expect(Math.min(...seats.map((c) => c.version))).to.be.at.least(acked);
      let healthy = false;
      for (let i = 0; i < 50 && !healthy; i++) {
        healthy = (await fetch(`${proc.httpUrl}/health`)).status === 200;
        if (!healthy) await new Promise((r) => setTimeout(r, 100));
      }
      expect(healthy).to.equal(true);
      expect(await play(seats, 2)).to.be.above(acked);
      for (const c of seats) await c.leave();
    } finally {
      await stopProcess(proc, 'SIGKILL');
    }
  });

  it('without persistence: Redis restarted mid-game loses the game; the clients are told GAME_ROLLED_BACK and stop waiting', async () => {
    redis = await startRedis();
    server = await bootServer(new RedisStore(redis.url), { port: await freePort(), redisUrl: redis.url, lockTtlMs: 1500 });
    const seats = await table(server);
    await play(seats, 2);
    const told = seats.map((c) => new Promise<string>((resolve) => c.onError((e) => resolve(e.code))));
    await redis.kill();
    await redis.restart();
    // The server finds its Redis emptied under a game it acknowledged: the room closes, and the clients' rejoin is
    // refused (a store that lost the game is not a game that never was).
    const codes = await Promise.all(told.map((p) => Promise.race([p, new Promise<string>((r) => setTimeout(() => r('nothing'), 30_000))])));
    expect(codes).to.deep.equal(['GAME_ROLLED_BACK', 'GAME_ROLLED_BACK']);
  });

  it('a server started before its Redis waits for it, then serves', async () => {
    const redisPort = await freePort();
    const url = `redis://127.0.0.1:${redisPort}`;
    const starting = bootServer(new RedisStore(url), { port: await freePort(), redisUrl: url, redisWaitMs: 20_000 });
    await new Promise((r) => setTimeout(r, 800));
    redis = await startRedis({ port: redisPort });
    server = await starting;
    expect((await fetch(`${server.httpUrl}/health`)).status).to.equal(200);
    const seat = await server.client().create({ factions: ['atreides', 'fremen'], faction: 'atreides' });
    await seat.leave();
  });
});
