// Crash recovery (issue 6): a server process on the Redis store is killed with SIGKILL 20 times during a game;
// each time a new process takes over the same address, the SDK clients recover with their seat tokens, the game
// is restored from the store and play goes on. No acknowledged action is lost, and the final state equals a
// reference replay of the committed actions.
import { expect } from 'chai';
import { stateHash } from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { DuneClient, type GameConnection } from '../../client-sdk/node.ts';
import { RedisStore } from '../../server/store/index.ts';
import { replayLog } from '../../server/replay.ts';
import { freePort, startRedis, type TestRedis } from '../helpers/redis.ts';
import { startProcess, stopProcess } from '../helpers/process.ts';
import { report } from '../support/capture-logs.ts';

const KILLS = 20;

/** A server process on the Redis store with a short lock lifetime, so a crashed process's game is freed quickly. */
const startOn = (port: number, redisUrl: string) => startProcess(port, { REDIS_URL: redisUrl, BOT_DELAY_MS: '0', LOCK_TTL_MS: '600' });

describe('crash recovery: SIGKILL during a game', function () {
  this.timeout(240_000);
  let redis: TestRedis;
  before(async () => {
    redis = await startRedis();
  });
  after(async () => {
    await redis.stop();
  });

  it(`survives ${KILLS} kills: clients recover with their tokens, no acknowledged action is lost, the state replays`, async () => {
    const port = await freePort();
    let server = await startOn(port, redis.url);
    const url = `ws://127.0.0.1:${port}`;
    const client = () => new DuneClient(url, { karamaAutoPass: false, reconnectMinUptimeMs: 0, recoverForMs: 60_000 });
    const a = await client().create({ factions: ['atreides', 'harkonnen', 'fremen'], seed: 'kill-test', faction: 'atreides' });
    const seats: GameConnection[] = [a, await client().join(a.gameId, { faction: 'harkonnen' }), await client().join(a.gameId, { faction: 'fremen' })];
    let acknowledged = 0;
    const recoveries: { process: number; clients: number }[] = [];
    let kills = 0;
    let nextKill = 8;
    let actions = 0;
    const deadline = Date.now() + 200_000;
    while (Date.now() < deadline) {
      if (seats[0]!.view.victory) break;
      const ready = seats.filter((c) => c.decisions.length > 0);
      if (ready.length === 0) {
        await new Promise((r) => setTimeout(r, 20));
        continue;
      }
      const results = await Promise.allSettled(ready.map((c) => c.act(legalAnswer(c.decisions[0]!, actions, c.view))));
      for (const r of results) if (r.status === 'fulfilled') acknowledged = Math.max(acknowledged, r.value.version);
      actions += ready.length;
      if (kills < KILLS && actions >= nextKill) {
        // Listening before the kill: a client may be back in before startOn() has seen the new process answer.
        const stops: (() => void)[] = [];
        const back = Promise.all(seats.map((c) => new Promise<void>((resolve) => stops.push(c.onReconnect(() => resolve())))));
        await stopProcess(server, 'SIGKILL');
        kills += 1;
        nextKill = actions + 3 + ((kills * 5) % 11);
        const killedAt = Date.now();
        server = await startOn(port, redis.url);
        const upAt = Date.now();
        // Wait until every client is back in (its view reflects the restored game).
        await back;
        for (const stop of stops) stop();
        recoveries.push({ process: upAt - killedAt, clients: Date.now() - upAt });
      }
    }
    expect(kills).to.equal(KILLS);
    // Graceful shutdown: SIGTERM finishes in-flight work, releases the game and exits 0 within its bound.
    const stopping = Date.now();
    const exitCode = await stopProcess(server, 'SIGTERM');
    expect(exitCode).to.equal(0);
    expect(Date.now() - stopping).to.be.below(10_000);
    await Promise.all(seats.map((c) => c.leave()));

    const store = new RedisStore(redis.url);
    const record = (await store.load(a.gameId))!;
    const log = await store.log(a.gameId);
    await store.close();
    // Every acknowledged action is in the store, and the log replays to exactly the stored state.
    expect(record.state.actions).to.be.at.least(acknowledged);
    expect(log.length).to.equal(record.state.actions);
    expect(stateHash(replayLog(record.state.config, log))).to.equal(stateHash(record.state));
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    report(
      `process start ${median(recoveries.map((r) => r.process))} ms (median), clients back in ${median(recoveries.map((r) => r.clients))} ms (median, max ${Math.max(...recoveries.map((r) => r.clients))} ms)`,
    );
    report(
      `${kills} kills, ${record.state.actions} actions committed (${acknowledged} acknowledged), turn ${record.state.turn}, ${record.state.victory ? 'game won' : 'game still running'}`,
    );
  });
});
