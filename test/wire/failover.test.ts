// A Redis failover must not lose acknowledged actions silently (README, "Redis durability"). Real redis-server
// processes: one killed and replaced on its address by an empty one, or by a copy of its data taken seconds earlier
// (a replica promoted late, a restore from an old snapshot); a replica gone while commits must reach it (WAIT).
// Games that went back in time are refused (GAME_ROLLED_BACK), reported on /health and in the metrics, and never played
// on from the older version; a commit no replica acknowledged is not acknowledged to its client (NOT_DURABLE), and the
// game resumes by itself once the replica is back.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { DuneClient, type DuneError, type GameConnection } from '../../client-sdk/node.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { RedisStore } from '../../server/store/index.ts';
import { report } from '../support/capture-logs.ts';
import { copyData, freePort, startRedis, waitForReplicas, type TestRedis } from '../helpers/redis.ts';
import { startProcess, stopProcess, type ServerProcess } from '../helpers/process.ts';
import { bootServer, waitFor, type TestServer } from '../helpers/server.ts';

/** Each seat with a decision answers it, `rounds` times; returns the highest acknowledged version. */
async function play(seats: GameConnection[], rounds: number): Promise<number> {
  let acked = 0;
  for (let i = 0; i < rounds; i++)
    for (const c of seats.filter((s) => s.decisions.length > 0)) acked = Math.max(acked, (await c.act(legalAnswer(c.decisions[0]!, i, c.view))).version);
  return acked;
}

/** How long a commit waits for its replica (long enough for a busy machine's replica to answer a healthy WAIT). */
const WAIT_MS = 1500;

const clientOf = (url: string) => new DuneClient(url, { karamaAutoPass: false, reconnectMinUptimeMs: 0, recoverForMs: 40_000 });

async function table(url: string, seed: string): Promise<GameConnection[]> {
  const first = await clientOf(url).create({ factions: ['atreides', 'fremen'], seed, faction: 'atreides' });
  return [first, await clientOf(url).join(first.gameId, { faction: 'fremen' })];
}

/** The error code each seat's recovery stops with (onError), or 'nothing' after `ms`. */
function finalCodes(seats: GameConnection[], ms = 30_000): Promise<string[]> {
  return Promise.all(
    seats.map(
      (c) =>
        new Promise<string>((resolve) => {
          c.onError((e) => resolve(e.code));
          setTimeout(() => resolve('nothing'), ms).unref();
        }),
    ),
  );
}

/** A counter of /metrics (0 when absent). */
async function metric(httpUrl: string, series: string): Promise<number> {
  const text = await (await fetch(`${httpUrl}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.split(' ')[1]) : 0;
}

async function health(httpUrl: string): Promise<{ status: number; failing: string[]; problems: Record<string, string> }> {
  const response = await fetch(`${httpUrl}/health`);
  const body = (await response.json()) as { failing?: string[]; problems?: Record<string, string> };
  return { status: response.status, failing: body.failing ?? [], problems: body.problems ?? {} };
}

const ROLLED_BACK_BY_WATERMARK = 'dune_store_rollbacks_total{found_by="watermark"}';

describe('wire: Redis failover', function () {
  this.timeout(60_000);
  const redises: TestRedis[] = [];
  let server: TestServer | undefined;
  let proc: ServerProcess | undefined;
  afterEach(async () => {
    await server?.close().catch(() => undefined);
    server = undefined;
    if (proc) await stopProcess(proc, 'SIGKILL');
    proc = undefined;
    for (const redis of redises.splice(0)) await redis.stop();
  });
  const redisOf = async (options: Parameters<typeof startRedis>[0] = {}) => {
    const redis = await startRedis(options);
    redises.push(redis);
    return redis;
  };

  it('to an empty instance: the games acknowledged are refused GAME_ROLLED_BACK, /health and the metrics say so; an import serves the game again', async () => {
    const redis = await redisOf();
    server = await bootServer(new RedisStore(redis.url), { port: await freePort(), redisUrl: redis.url, lockTtlMs: 1500, adminToken: 'secret' });
    const counted = await metric(server.httpUrl, ROLLED_BACK_BY_WATERMARK);
    const emptied = await metric(server.httpUrl, 'dune_store_instance_changes_total{kind="emptied"}');
    const seats = await table(server.url, 'failover-empty');
    await play(seats, 2);
    const auth = { authorization: 'Bearer secret' };
    const backup = await (await fetch(`${server.httpUrl}/admin/games/${seats[0]!.gameId}`, { headers: auth })).text();
    const acked = await play(seats, 2);
    const told = finalCodes(seats);
    await redis.kill();
    await redis.restart();
    // Before: GAME_NOT_FOUND, as if the game had never been; /health 200, nothing counted.
    expect(await told).to.deep.equal(['GAME_ROLLED_BACK', 'GAME_ROLLED_BACK']);
    const failed = await health(server.httpUrl);
    expect(failed.status).to.equal(503);
    expect(failed.failing).to.include('durability');
    expect(failed.problems.durability).to.include(seats[0]!.gameId);
    expect(await metric(server.httpUrl, ROLLED_BACK_BY_WATERMARK)).to.equal(counted + 1);
    expect(await metric(server.httpUrl, 'dune_store_instance_changes_total{kind="emptied"}')).to.equal(emptied + 1);
    // The operator imports the backup: the game is served again (older than what the seats saw: they reclaim it
    // without their version, which no longer counts against it).
    const imported = await fetch(`${server.httpUrl}/admin/games/${seats[0]!.gameId}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: backup,
    });
    expect(imported.status).to.equal(200);
    expect((await health(server.httpUrl)).status).to.equal(200);
    const back = await clientOf(server.url).reclaim(seats[0]!.gameId, seats[0]!.seatToken!);
    expect(back.version).to.be.below(acked);
    await play([back], 1);
    await back.leave();
  });

  it('a process started again after its Redis was emptied still knows what it acknowledged (its watermark file)', async () => {
    const redis = await redisOf();
    const port = await freePort();
    const options = { port, redisUrl: redis.url, watermarkDir: mkdtempSync(join(tmpdir(), 'dune-watermarks-')) };
    server = await bootServer(new RedisStore(redis.url), options);
    const seats = await table(server.url, 'failover-restart');
    await play(seats, 2);
    for (const c of seats) await c.leave();
    await server.close();
    await redis.kill();
    await redis.restart();
    server = await bootServer(new RedisStore(redis.url), options);
    // Found at start-up, before any client asks; before: /health 200, and the seat's reclaim GAME_NOT_FOUND.
    expect((await health(server.httpUrl)).problems.durability).to.include(seats[0]!.gameId);
    const refusal = await clientOf(server.url)
      .reclaim(seats[0]!.gameId, seats[0]!.seatToken!)
      .then(
        () => null,
        (e: DuneError) => e,
      );
    expect(refusal?.code).to.equal('GAME_ROLLED_BACK');
    expect(refusal?.message).to.include('no longer stored');
  });

  it('to a stale copy: the games rolled back are refused and reported, not played on from the older version', async () => {
    const redis = await redisOf();
    const port = await freePort();
    server = await bootServer(new RedisStore(redis.url), { port, redisUrl: redis.url, lockTtlMs: 1500 });
    const counted = await metric(server.httpUrl, ROLLED_BACK_BY_WATERMARK);
    const seats = await table(server.url, 'failover-stale');
    await play(seats, 2);
    const copy = await copyData(redis);
    const stale = await new RedisStore(redis.url).load(seats[0]!.gameId);
    const acked = await play(seats, 3);
    const told = finalCodes(seats);
    // The stale copy takes the primary's address (a replica promoted with its replication behind, an old snapshot).
    await redis.kill();
    const promoted = await redisOf({ port: redis.port, dir: copy });
    // Before: the room lost its game ("version N was superseded"), and the clients' rejoin restored the older copy
    // and played on from it, rolling back every acknowledged action since.
    expect(await told).to.deep.equal(['GAME_ROLLED_BACK', 'GAME_ROLLED_BACK']);
    const failed = await health(server.httpUrl);
    expect(failed.status).to.equal(503);
    expect(failed.problems.durability).to.include(seats[0]!.gameId);
    expect(await metric(server.httpUrl, ROLLED_BACK_BY_WATERMARK)).to.equal(counted + 1);
    // Nothing was played on: the store holds the copy's version still, which the refusal names.
    const store = new RedisStore(promoted.url);
    try {
      expect((await store.load(seats[0]!.gameId))?.version).to.equal(stale!.version);
    } finally {
      await store.close();
    }
    const refusal = await clientOf(server.url)
      .spectate(seats[0]!.gameId)
      .then(
        () => null,
        (e: DuneError) => e,
      );
    expect(refusal?.code).to.equal('GAME_ROLLED_BACK');
    expect(refusal?.message).to.include(`version ${stale!.version}`);
    report(`stored version ${stale!.version} (${stale!.state.actions} actions) after the failover, ${acked} actions acknowledged: refused`);
  });

  it('to a stale copy, on a process that lost its watermarks (no durable disk): the seats’ versions show it', async () => {
    const redis = await redisOf();
    const port = await freePort();
    const env = { REDIS_URL: redis.url, LOCK_TTL_MS: '1000' };
    proc = await startProcess(port, { ...env, WATERMARK_DIR: mkdtempSync(join(tmpdir(), 'dune-watermarks-')) });
    const seats = await table(proc.url, 'failover-seen');
    await play(seats, 2);
    const copy = await copyData(redis);
    await play(seats, 3);
    const told = finalCodes(seats);
    // The process crashes with its machine, and Redis fails over to the stale copy; the process starts again elsewhere
    // (here: on the same address, with an empty watermark folder).
    await stopProcess(proc, 'SIGKILL');
    await redis.kill();
    await redisOf({ port: redis.port, dir: copy });
    proc = await startProcess(port, { ...env, WATERMARK_DIR: mkdtempSync(join(tmpdir(), 'dune-watermarks-')) });
    // Before: the seats came back to the older game and played on from it.
    expect(await told).to.deep.equal(['GAME_ROLLED_BACK', 'GAME_ROLLED_BACK']);
    expect(await metric(proc.httpUrl, 'dune_store_rollbacks_total{found_by="client"}')).to.equal(1);
    // A seat's word refuses the game for everyone (marked in Redis), but does not take the process out of service.
    const refusal = await clientOf(proc.url)
      .spectate(seats[0]!.gameId)
      .then(
        () => null,
        (e: DuneError) => e,
      );
    expect(refusal?.code).to.equal('GAME_ROLLED_BACK');
    expect((await health(proc.httpUrl)).status).to.equal(200);
  });

  it('WAIT with a replica asked and none connected: the commit is not acknowledged (NOT_DURABLE), the game suspended; it resumes by itself once the replica is back', async () => {
    const primary = await redisOf();
    const replica = await redisOf({ replicaOf: primary.port });
    await waitForReplicas(primary.url, 1);
    const store = new RedisStore(primary.url, 'dune', {}, { waitReplicas: 1, waitTimeoutMs: WAIT_MS });
    server = await bootServer(store, { port: await freePort(), redisUrl: primary.url });
    const seats = await table(server.url, 'failover-wait');
    const before = seats[0]!.version;
    const started = Date.now();
    const actions = (await play(seats, 4)) - before;
    const elapsed = Date.now() - started;
    await replica.kill();
    const seat = seats.find((c) => c.decisions.length > 0)!;
    const shown = seat.version;
    const answer = legalAnswer(seat.decisions[0]!, 0, seat.view);
    const refused = await seat.act(answer).then(
      () => null,
      (e: DuneError) => e,
    );
    // Before: acknowledged, though no replica held it.
    expect(refused?.code).to.equal('NOT_DURABLE');
    expect(seat.version).to.equal(shown);
    // Suspended: refused at once, without another WAIT (which would take WAIT_MS).
    const again = Date.now();
    expect(
      await seat.act(answer).then(
        () => 'acknowledged',
        (e: DuneError) => e.code,
      ),
    ).to.equal('NOT_DURABLE');
    expect(Date.now() - again).to.be.below(WAIT_MS / 2);
    const failed = await health(server.httpUrl);
    expect(failed.status).to.equal(503);
    expect(failed.problems.durability).to.match(/0 of the 1 Redis replicas/);
    // The replica comes back: the write it was missing reaches it, the game shows it and takes actions again.
    await replica.restart();
    await waitFor(() => seat.version > shown, 15_000, 'the withheld action to be shown');
    await waitFor(() => seats.some((c) => c.decisions.length > 0), 5_000, 'a decision');
    expect(await play(seats, 1)).to.be.above(shown);
    expect((await health(server.httpUrl)).status).to.equal(200);
    // Redis refusing writes itself (min-replicas-to-write) is the same for the clients, and ends the same way.
    const admin = new Redis(primary.url);
    try {
      await admin.config('SET', 'min-replicas-to-write', '2');
      const next = seats.find((c) => c.decisions.length > 0)!;
      const code = await next.act(legalAnswer(next.decisions[0]!, 1, next.view)).then(
        () => 'acknowledged',
        (e: DuneError) => e.code,
      );
      expect(code).to.equal('NOT_DURABLE');
      expect((await health(server.httpUrl)).problems.durability).to.match(/NOREPLICAS/);
      await admin.config('SET', 'min-replicas-to-write', '0');
      await waitFor(() => seats.some((c) => c.decisions.length > 0), 5_000, 'a decision');
      let resumed = false;
      for (let i = 0; !resumed && i < 40; i++) {
        resumed = await play(seats, 1).then(
          () => true,
          () => false,
        );
        if (!resumed) await new Promise((r) => setTimeout(r, 100));
      }
      expect(resumed).to.equal(true);
    } finally {
      admin.disconnect();
    }
    report(
      `with WAIT 1 and the replica in sync: ${actions} actions acknowledged one after another in ${elapsed} ms; back by itself after the replica returned`,
    );
    for (const c of seats) await c.leave();
  });
});
