// Horizontal scaling (issue 7): two server processes share one Redis (store, presence, matchmaking). A game created
// through process A is joined, played and reconnected through process B (the room stays on A: B's matchmaker sends
// those clients to A's PUBLIC_ADDRESS). Then A is stopped (SIGTERM), or crashes (SIGKILL); the clients get back in
// through B, which restores the game from the Redis store, and play goes on.
import { expect } from 'chai';
import { stateHash } from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { DuneClient, type GameConnection } from '../../client-sdk/node.ts';
import { RedisStore } from '../../server/store/index.ts';
import { replayLog } from '../../server/replay.ts';
import { configFromEnv, defaultPublicAddress } from '../../server/config.ts';
import { freePort, startRedis, type TestRedis } from '../helpers/redis.ts';
import { startProcess, stopProcess, type ServerProcess } from '../helpers/process.ts';

type Process = ServerProcess;

/** A server advertising 127.0.0.1:port on the shared Redis. */
const startOn = (port: number, redisUrl: string): Promise<Process> =>
  startProcess(port, { PUBLIC_ADDRESS: `127.0.0.1:${port}`, REDIS_URL: redisUrl, BOT_DELAY_MS: '0', LOCK_TTL_MS: '1000' });
const stop = stopProcess;

async function roomsOn(p: Process): Promise<number> {
  return ((await (await fetch(`${p.httpUrl}/health`)).json()) as { rooms: number }).rooms;
}

/** Plays `count` actions with the legal-move bot over the seats that have decisions; returns the last acked version. */
async function play(seats: GameConnection[], count: number): Promise<number> {
  let done = 0;
  let version = 0;
  const deadline = Date.now() + 15_000;
  while (done < count) {
    if (Date.now() > deadline) throw new Error(`only ${done} of ${count} actions played`);
    const ready = seats.filter((c) => c.decisions.length > 0);
    if (ready.length === 0) {
      await new Promise((r) => setTimeout(r, 20));
      continue;
    }
    // Seats answer at once; an answer made stale by another seat's action is refused and simply not counted.
    const results = await Promise.allSettled(ready.map((c) => c.act(legalAnswer(c.decisions[0]!, done, c.view))));
    for (const r of results) {
      if (r.status === 'rejected') continue;
      version = Math.max(version, r.value.version);
      done += 1;
    }
  }
  return version;
}

/** Reclaims a seat through `endpoint`, retrying while another client is restoring the game. */
async function reclaim(endpoint: string, gameId: string, seatToken: string): Promise<GameConnection> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      return await new DuneClient(endpoint, { karamaAutoPass: false, reconnectMinUptimeMs: 0 }).reclaim(gameId, seatToken);
    } catch (e) {
      if (Date.now() > deadline) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

describe('several server processes on one Redis', function () {
  this.timeout(60_000);
  let redis: TestRedis;
  const processes: Process[] = [];
  before(async () => {
    redis = await startRedis();
  });
  afterEach(async () => {
    await Promise.all(processes.splice(0).map((p) => stop(p, 'SIGKILL')));
  });
  after(async () => {
    await redis.stop();
  });

  it('REDIS_URL and PUBLIC_ADDRESS come from the environment; the advertised address defaults to HOST:PORT', () => {
    expect(configFromEnv({})).to.include({ redisUrl: null, publicAddress: null });
    expect(configFromEnv({ REDIS_URL: 'redis://r:6379', PUBLIC_ADDRESS: 'game-1.example:2567' })).to.include({
      redisUrl: 'redis://r:6379',
      publicAddress: 'game-1.example:2567',
    });
    expect(defaultPublicAddress('10.0.0.5', 2600)).to.equal('10.0.0.5:2600');
    expect(defaultPublicAddress('0.0.0.0', 2567)).to.equal('127.0.0.1:2567');
  });

  for (const [how, signal] of [
    ['stops (SIGTERM)', 'SIGTERM'],
    ['crashes (SIGKILL)', 'SIGKILL'],
  ] as const) {
    it(`a game created on A is joined, played and reconnected through B; when A ${how}, B restores it and play goes on`, async () => {
      const [portA, portB] = [await freePort(), await freePort()];
      const [a, b] = await Promise.all([startOn(portA, redis.url), startOn(portB, redis.url)]);
      processes.push(a, b);

      // Created through A (no recovery: A will go away; this seat reclaims through B below).
      const creator = await new DuneClient(a.url, { karamaAutoPass: false, reconnectMinUptimeMs: 0, recoverForMs: 0 }).create({
        factions: ['atreides', 'harkonnen', 'fremen'],
        seed: 'multiprocess',
        faction: 'atreides',
      });
      const viaB = () => new DuneClient(b.url, { karamaAutoPass: false, reconnectMinUptimeMs: 0, recoverForMs: 20_000 });
      const harkonnen = await viaB().join(creator.gameId, { faction: 'harkonnen' });
      let fremen = await viaB().join(creator.gameId, { faction: 'fremen' });
      // The room lives on A only: B sent its clients to A's public address.
      expect([await roomsOn(a), await roomsOn(b)]).to.deep.equal([1, 0]);
      let version = await play([creator, harkonnen, fremen], 6);

      // Reconnect through B: the seat is reclaimed with its token and sees the same game.
      const fremenToken = fremen.seatToken!;
      await fremen.leave();
      fremen = await reclaim(b.url, creator.gameId, fremenToken);
      expect(fremen.faction).to.equal('fremen');
      expect(fremen.version).to.be.at.least(version);
      version = await play([creator, harkonnen, fremen], 4);
      expect([await roomsOn(a), await roomsOn(b)]).to.deep.equal([1, 0]);

      // SIGTERM: A commits what is in flight, releases the game and closes its clients. SIGKILL: B drops A's room
      // after a failed health check, and the game can be restored once A's lock lapses (LOCK_TTL_MS).
      const recovered = [harkonnen, fremen].map((c) => new Promise<void>((resolve) => c.onReconnect(() => resolve())));
      expect(await stop(a, signal)).to.equal(signal === 'SIGTERM' ? 0 : null);
      // The clients that came through B recover through B on their own; the creator reclaims through B.
      const atreides = await reclaim(b.url, creator.gameId, creator.seatToken!);
      await Promise.all(recovered);
      expect([await roomsOn(b)]).to.deep.equal([1]);
      for (const c of [atreides, harkonnen, fremen]) expect(c.version).to.be.at.least(version);
      const resumed = await play([atreides, harkonnen, fremen], 6);
      expect(resumed).to.be.greaterThan(version);

      await Promise.all([atreides, harkonnen, fremen].map((c) => c.leave()));
      expect(await stop(b)).to.equal(0);

      // Everything acknowledged is in the Redis store, and its log replays to the stored state.
      const store = new RedisStore(redis.url);
      const record = (await store.load(creator.gameId))!;
      const log = await store.log(creator.gameId);
      await store.close();
      expect(record.state.actions).to.be.at.least(resumed);
      expect(stateHash(replayLog(record.state.config, log))).to.equal(stateHash(record.state));
    });
  }

  it('two processes asked at the same moment to restore the same game produce exactly one live room', async () => {
    const [pa, pb, pc] = await Promise.all([freePort(), freePort(), freePort()]);
    const a = await startOn(pa, redis.url);
    processes.push(a);
    const seat = await new DuneClient(a.url, { karamaAutoPass: false, recoverForMs: 0 }).create({
      factions: ['guild', 'emperor'],
      seed: 'race',
      faction: 'guild',
    });
    const gameId = seat.gameId;
    const token = seat.seatToken!;
    await stop(a, 'SIGKILL'); // the game is stored, and no room hosts it once A's lock lapses
    const b = await startOn(pb, redis.url);
    const c = await startOn(pc, redis.url);
    processes.push(b, c);
    // The same game asked for through both processes at once: one restores it, the other's client joins that room.
    const [viaB, viaC] = await Promise.all([reclaim(b.url, gameId, token), reclaimSpectator(c.url, gameId)]);
    expect((await roomsOn(b)) + (await roomsOn(c))).to.equal(1);
    expect(viaB.faction).to.equal('guild');
    expect(viaC.view.seats.map((x) => x.faction).sort()).to.deep.equal(['emperor', 'guild']);
    await viaB.leave();
    await viaC.leave();
  });
});

/** Watches a game through `endpoint`, retrying while another process is restoring it. */
async function reclaimSpectator(endpoint: string, gameId: string): Promise<GameConnection> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      return await new DuneClient(endpoint, { karamaAutoPass: false, reconnectMinUptimeMs: 0, recoverForMs: 0 }).spectate(gameId);
    } catch (e) {
      if (Date.now() > deadline) throw e;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
