// Scaling out behind a reverse proxy (README, Operations): three server processes on one Redis, each advertising its
// own path on an NGINX configured from the committed template (deploy/nginx/dune-rooms.conf), and clients that are
// given the proxy's address alone. Games created through the proxy are spread over the processes by its round-robin,
// and each client's WebSocket reaches its game's process through that process's path. Then a process hosting games
// is killed (SIGKILL): its games are restored on the others with every acknowledged action, and their clients come
// back by themselves through the proxy (seat tokens) and play on.
import { expect } from 'chai';
import { canonicalJson } from '../../rooms/dune/hash.ts';
import { stateHash } from '../../rooms/dune/index.ts';
import type { GameRecord, LogEntry } from '../../rooms/records.ts';
import { legalAnswer } from '../../client-sdk/answers.ts';
import { DuneClient, type Action, type Faction, type GameConnection } from '../../client-sdk/node.ts';
import { replayLog } from '../../server/replay.ts';
import { freePort, startRedis, type TestRedis } from '../helpers/redis.ts';
import { startProcess, stopProcess, type ServerProcess } from '../helpers/process.ts';
import { startNginx, type TestNginx } from '../helpers/nginx.ts';
import { report } from '../support/capture-logs.ts';

const GAMES = 6;
const HUMANS: Faction[] = ['atreides', 'harkonnen', 'fremen'];
const ADMIN_TOKEN = 'proxy-test-admin-token';
/** A seat's pause between two answers: enough play to count, without finishing a game before the kill. */
const THINK_MS = 25;

interface Acknowledged {
  /** The game's action count the acknowledgement carried: the action is among the first `version` of the log. */
  version: number;
  action: Action;
}

interface Seat {
  game: number;
  faction: Faction;
  connection: GameConnection;
  acks: Acknowledged[];
  /** When the connection was recovered after the kill, and when its first action after the kill was acknowledged. */
  backAt: number | null;
  nextAckAt: number | null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits for `done` (checked every 50 ms) for at most `ms`; fails saying `what` otherwise. */
async function until(what: string, ms: number, done: () => boolean): Promise<void> {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${what}`);
    await sleep(50);
  }
}

/** Which process (1–3) a connection's WebSocket reached: the path its seat reservation's publicAddress gave it. */
function processOf(connection: GameConnection): number {
  const match = /^ws:\/\/127\.0\.0\.1:\d+\/p(\d)\/[\w-]+\/[\w-]+\?/.exec(connection.room.connection.url ?? '');
  if (!match) throw new Error(`not connected through a process path: ${connection.room.connection.url}`);
  return Number(match[1]);
}

/** Whether the seats go on playing, and when the process was killed (null before). */
interface Play {
  running: boolean;
  killedAt: number | null;
}

/** Answers the seat's decisions while `play.running`, recording every acknowledged action. */
async function drive(seat: Seat, play: Play): Promise<void> {
  for (let pick = 0; play.running; pick++) {
    const connection = seat.connection;
    const decision = connection.decisions[0];
    if (decision) {
      const action = legalAnswer(decision, pick, connection.view);
      try {
        const { version } = await connection.act(action);
        seat.acks.push({ version, action });
        if (play.killedAt !== null) seat.nextAckAt ??= Date.now();
      } catch {
        // Refused (another seat's action made the decision stale) or sent while disconnected: not acknowledged.
      }
    }
    await sleep(THINK_MS);
  }
}

/** Acknowledged actions of `seats` missing from `log`: each seat's must appear in order, within the version acked. */
function missing(seats: Seat[], log: LogEntry[]): number {
  let lost = 0;
  for (const seat of seats) {
    let at = 0;
    for (const ack of seat.acks) {
      while (at < log.length && !(log[at]!.seat === seat.faction && canonicalJson(log[at]!.action) === canonicalJson(ack.action))) at++;
      if (at >= ack.version) lost++;
      else at++;
    }
  }
  return lost;
}

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

describe('proxy: three processes on one Redis behind NGINX', function () {
  this.timeout(90_000);
  let redis: TestRedis;
  let nginx: TestNginx | null = null;
  const servers: ServerProcess[] = [];
  const seats: Seat[] = [];
  let startedAt = 0;
  before(async () => {
    startedAt = Date.now();
    redis = await startRedis();
  });
  after(async () => {
    // Clients first, so that none keeps recovering against a proxy that is gone; each leave is bounded.
    await Promise.all(seats.map((s) => Promise.race([s.connection.leave(), sleep(2000)])));
    await Promise.all(servers.splice(0).map((p) => stopProcess(p, 'SIGKILL')));
    await nginx?.stop();
    await redis.stop();
  });

  it('spreads games over the processes; after a SIGKILL their games are restored elsewhere with every acknowledged action and the clients play on', async () => {
    const proxyPort = await freePort();
    const ports = [await freePort(), await freePort(), await freePort()] as const;
    const processes: ServerProcess[] = [];
    const started = ports.map(async (port, i) => {
      const p = await startProcess(port, {
        REDIS_URL: redis.url,
        // This process's own path on the proxy: seat reservations send its clients to ws://proxy/p<n>/….
        PUBLIC_ADDRESS: `127.0.0.1:${proxyPort}/p${i + 1}`,
        LOCK_TTL_MS: '2000',
        BOT_DELAY_MS: '20',
        ADMIN_TOKEN,
        TRUST_PROXY: '127.0.0.1',
      });
      servers.push(p);
      processes[i] = p;
    });
    const proxy = startNginx(proxyPort, [`127.0.0.1:${ports[0]}`, `127.0.0.1:${ports[1]}`, `127.0.0.1:${ports[2]}`]).then((n) => (nginx = n));
    // Every start settles before a failure is thrown, so that after() stops whatever did start.
    const failed = (await Promise.allSettled([...started, proxy])).find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    const { url, httpUrl } = nginx!;

    // Every client knows the proxy only. The creates come one after the other, so the round-robin spreads them.
    const client = () => new DuneClient(url, { karamaAutoPass: false, reconnectMinUptimeMs: 0, recoverForMs: 30_000, requestTimeoutMs: 5000 });
    for (let game = 0; game < GAMES; game++) {
      const creator = await client().create({ factions: [...HUMANS, 'emperor'], seed: `proxy-${game}`, faction: HUMANS[0], bots: { emperor: 'easy' } });
      seats.push({ game, faction: HUMANS[0]!, connection: creator, acks: [], backAt: null, nextAckAt: null });
    }
    for (let game = 0; game < GAMES; game++)
      for (const faction of HUMANS.slice(1)) {
        const connection = await client().join(seats[game]!.connection.gameId, { faction });
        seats.push({ game, faction, connection, acks: [], backAt: null, nextAckAt: null });
      }
    const seatsOf = (game: number) => seats.filter((s) => s.game === game);
    const hostOf = (game: number) => {
      const hosts = new Set(seatsOf(game).map((s) => processOf(s.connection)));
      expect(hosts.size, `the clients of game ${game} reach one process`).to.equal(1);
      return [...hosts][0]!;
    };
    const hosts = Array.from({ length: GAMES }, (_, game) => hostOf(game));
    const spread = [1, 2, 3].map((p) => hosts.filter((h) => h === p).length);
    expect(Math.min(...spread), `games per process ${spread.join('/')}`).to.be.above(0);
    // Each process's path reaches that process alone: its own /health counts the games its clients were sent to.
    for (const n of [1, 2, 3]) expect(((await (await fetch(`${httpUrl}/p${n}/health`)).json()) as { rooms: number }).rooms).to.equal(spread[n - 1]);

    const play: Play = { running: true, killedAt: null };
    const drivers = seats.map((s) => drive(s, play));
    const acksOf = (game: number) => seatsOf(game).reduce((n, s) => n + s.acks.length, 0);
    try {
      await until('every game has 20 acknowledged actions', 20_000, () => Array.from({ length: GAMES }, (_, g) => acksOf(g)).every((n) => n >= 20));

      // Kill the process hosting the first game, with whatever is in flight.
      const victim = hosts[0]!;
      const killed = hosts.flatMap((h, game) => (h === victim ? [game] : []));
      const affected = seats.filter((s) => killed.includes(s.game));
      for (const s of affected) s.connection.onReconnect(() => (s.backAt ??= Date.now()));
      const acksAtKill = seats.map((s) => s.acks.length);
      play.killedAt = Date.now();
      await stopProcess(processes[victim - 1]!, 'SIGKILL');

      // Its clients come back by themselves through the proxy, on another process, and every game plays on.
      await until('every client of the killed process is back and has an acknowledged action since', 40_000, () =>
        affected.every((s) => s.backAt !== null && s.nextAckAt !== null),
      );
      await until('every game has 10 more acknowledged actions', 20_000, () =>
        Array.from({ length: GAMES }, (_, g) => seatsOf(g).reduce((n, s) => n + s.acks.length - acksAtKill[seats.indexOf(s)]!, 0)).every((n) => n >= 10),
      );
      for (const game of killed) expect(hostOf(game), `game ${game} restored away from process ${victim}`).to.not.equal(victim);
    } finally {
      play.running = false;
      await Promise.all(drivers);
    }
    await Promise.all(seats.map((s) => Promise.race([s.connection.leave(), sleep(2000)])));

    // Through the proxy's admin API: every acknowledged action is in each game's log, which replays to its state.
    let lost = 0;
    for (let game = 0; game < GAMES; game++) {
      const response = await fetch(`${httpUrl}/admin/games/${seatsOf(game)[0]!.connection.gameId}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
      expect(response.status).to.equal(200);
      const exported = (await response.json()) as { record: GameRecord; log: LogEntry[]; stateHash: string };
      const acked = Math.max(...seatsOf(game).flatMap((s) => s.acks.map((a) => a.version)));
      expect(exported.record.state.actions).to.be.at.least(acked);
      expect(exported.log.length).to.equal(exported.record.state.actions);
      expect(stateHash(replayLog(exported.record.state.config, exported.log))).to.equal(exported.stateHash);
      lost += missing(seatsOf(game), exported.log);
    }
    expect(lost, 'acknowledged actions missing from the logs').to.equal(0);

    const killedAt = play.killedAt!;
    const back = seats.filter((s) => s.backAt !== null).map((s) => s.backAt! - killedAt);
    const next = seats.filter((s) => s.backAt !== null).map((s) => s.nextAckAt! - killedAt);
    const acknowledged = seats.reduce((n, s) => n + s.acks.length, 0);
    report(
      `${GAMES} games (per process ${spread.join('/')}), ${seats.length} clients, ${acknowledged} acknowledged actions, lost ${lost}; ` +
        `${back.length} clients of the killed process back in p50 ${percentile(back, 0.5)} ms, max ${Math.max(...back)} ms; ` +
        `next acknowledged action p50 ${percentile(next, 0.5)} ms, max ${Math.max(...next)} ms; test ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
    );
  });
});
