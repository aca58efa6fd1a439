// What a stranger can and cannot do at the door: the framework's matchmaking routes that pick a room for the client
// are closed, the limits count addresses from the socket (a forwarding header only from a trusted proxy), admin bodies
// are never read before the token is checked, every route has its own body limit, and a flooder cannot come
// straight back.
import { connect } from 'node:net';
import { expect } from 'chai';
import { trustedProxies } from '../../server/client-address.ts';
import { metricsText } from '../../server/metrics.ts';
import { FLOOD_CLOSE_CODE } from '../../rooms/flood-guard.ts';
import { bootServer, waitFor, type TestServer } from '../helpers/server.ts';
import { httpFrom, matchmakeFrom } from '../helpers/http-from.ts';
import { RawClient, type Reservation } from '../helpers/raw-client.ts';
import { startRedis } from '../helpers/redis.ts';
import { RedisPresence } from '@colyseus/redis-presence';
import { PresenceGate } from '../../server/admission-gate.ts';
import { hashSeatToken } from '../../rooms/seats.ts';

const TWO = { factions: ['atreides', 'fremen'] };
const OTHER = '127.0.0.2';

/** The value of one sample of `name` with `label`="value" in /metrics (0 when absent). */
async function metric(name: string, label: string): Promise<number> {
  const { body } = await metricsText();
  const line = body.split('\n').find((l) => l.startsWith(`${name}{${label}}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('wire: strangers at the door', function () {
  this.timeout(30_000);

  describe('matchmaking names the game', () => {
    let server: TestServer;
    before(async () => {
      server = await bootServer();
    });
    after(() => server.close());

    it('join and joinOrCreate are closed: a stranger gets no seat of an unlisted game, whatever it sends', async () => {
      // An unlisted game (the default) with a free Fremen seat, as the audit found it.
      const owner = await server.client().create({ ...TWO, faction: 'atreides' } as never);
      for (const method of ['join', 'joinOrCreate'])
        for (const options of [{ gameId: 'anything' }, {}, { faction: 'fremen' }, { gameId: owner.gameId, faction: 'fremen' }]) {
          const answer = await matchmakeFrom(server.httpUrl, method, 'dune', options);
          expect(answer.status, `${method} ${JSON.stringify(options)}`).to.not.equal(200);
          expect(answer.body.sessionId, method).to.equal(undefined);
          expect(String(answer.body.error)).to.include('invalid method');
        }
      // create without factions is a restore, which needs a stored game's id.
      for (const options of [{}, { faction: 'fremen' }, { gameId: 'anything', faction: 'fremen' }]) {
        const answer = await matchmakeFrom(server.httpUrl, 'create', 'dune', options);
        expect(answer.status, JSON.stringify(options)).to.be.oneOf([400, 404]);
        expect(answer.body.sessionId).to.equal(undefined);
      }
      // joinById needs the id; reconnect needs the room's own token.
      expect((await matchmakeFrom(server.httpUrl, 'joinById', 'anything', { gameId: 'anything', faction: 'fremen' })).status).to.equal(522);
      const reconnect = await matchmakeFrom(server.httpUrl, 'reconnect', owner.gameId, { reconnectionToken: 'guess' });
      expect(reconnect.status).to.not.equal(200);
      // Any other method name is refused by the framework too.
      expect((await matchmakeFrom(server.httpUrl, 'query', 'dune', {})).status).to.not.equal(200);
      // The Fremen seat is still free for whoever is given the id.
      const invited = await server.client().join(owner.gameId, { faction: 'fremen' });
      expect(invited.faction).to.equal('fremen');
      await Promise.all([owner.leave(), invited.leave()]);
    });
  });

  describe('addresses', () => {
    it('reads TRUST_PROXY: addresses and ranges, IPv4 and IPv6; refuses anything else', () => {
      const proxies = trustedProxies(' 127.0.0.1, 10.0.0.0/8 ,::1, fd00::/8');
      expect(['127.0.0.1', '10.1.2.3', '::1', 'fd12::1'].every((a) => proxies.has(a))).to.equal(true);
      expect(['127.0.0.2', '11.0.0.1', '::2', 'garbage', ''].some((a) => proxies.has(a))).to.equal(false);
      for (const bad of ['localhost', '10.0.0.0/33', '1.2.3.4/8/9', '::1/129', '1.2.3']) expect(() => trustedProxies(bad), bad).to.throw(/TRUST_PROXY/);
    });

    it('without a trusted proxy, creates count the socket address: a forged X-Forwarded-For neither escapes the limit nor blames another', async () => {
      const server = await bootServer(undefined, { limits: { createsPerMinute: 3, refusalDelayMs: 10 } });
      try {
        const statuses = [];
        for (let i = 0; i < 6; i++)
          statuses.push(
            (await matchmakeFrom(server.httpUrl, 'create', 'dune', TWO, { headers: { 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `198.51.100.${i}` } }))
              .status,
          );
        expect(statuses).to.deep.equal([200, 200, 200, 429, 429, 429]);
        // Another address has its own budget: one busy client does not lock everyone out.
        expect((await matchmakeFrom(server.httpUrl, 'create', 'dune', TWO, { from: OTHER })).status).to.equal(200);
      } finally {
        await server.close();
      }
    });

    it('behind a trusted proxy, the forwarded client is counted; an untrusted peer’s header is ignored', async () => {
      const server = await bootServer(undefined, { limits: { createsPerMinute: 2, refusalDelayMs: 10 }, trustProxy: trustedProxies('127.0.0.1') });
      try {
        const via = (client: string, from?: string) =>
          matchmakeFrom(server.httpUrl, 'create', 'dune', TWO, { headers: { 'x-forwarded-for': `${client}, 127.0.0.1` }, ...(from ? { from } : {}) }).then(
            (a) => a.status,
          );
        expect([await via('10.0.0.1'), await via('10.0.0.1'), await via('10.0.0.1')]).to.deep.equal([200, 200, 429]);
        expect(await via('10.0.0.2')).to.equal(200);
        // 127.0.0.2 is no proxy of ours: it is the client, whatever it forwards.
        expect([await via('10.0.0.3', OTHER), await via('10.0.0.4', OTHER), await via('10.0.0.5', OTHER)]).to.deep.equal([200, 200, 429]);
      } finally {
        await server.close();
      }
    });

    it('joins are limited per address too (seats, spectators, reclaims), and refused before any room is asked', async () => {
      const server = await bootServer(undefined, { limits: { joinsPerMinute: 3, refusalDelayMs: 10 } });
      try {
        const game = await server.client().create({ ...TWO, faction: 'atreides' } as never);
        const watch = (from: string) => matchmakeFrom(server.httpUrl, 'joinById', game.gameId, { gameId: game.gameId, spectator: true }, { from });
        const statuses = [];
        for (let i = 0; i < 4; i++) statuses.push((await watch(OTHER)).status);
        expect(statuses).to.deep.equal([200, 200, 200, 429]);
        expect((await watch('127.0.0.3')).status).to.equal(200);
        await game.leave();
      } finally {
        await server.close();
      }
    });
  });

  describe('one budget across processes', () => {
    it('two processes’ gates on one Redis share each address’s budget and each flooder’s bars', async () => {
      const redis = await startRedis();
      const presences = [new RedisPresence(redis.url), new RedisPresence(redis.url)];
      const quiet = { refused: () => undefined, penalised: () => undefined, unavailable: (e: unknown) => expect.fail(String(e)) };
      const limits = { createsPerMinute: 4, joinsPerMinute: 100, floodPenaltySeconds: 60, floodAddressCap: 3, refusalDelayMs: 10 };
      try {
        const [a, b] = presences.map((p) => new PresenceGate(p, limits, Date.now, quiet)) as [PresenceGate, PresenceGate];
        const answers = [];
        for (let i = 0; i < 3; i++) answers.push(await a.admit('create', '10.9.8.7', null), await b.admit('create', '10.9.8.7', null));
        expect(answers.filter((x) => x === null)).to.have.length(4);
        expect(answers.at(-1)).to.include('at most 4 new games');
        // A refusal waits before it is answered (a flooder asking straight back asks once a second).
        const slow = new PresenceGate(presences[0]!, { ...limits, refusalDelayMs: 300 }, Date.now, quiet);
        const started = performance.now();
        expect(await slow.admit('create', '10.9.8.7', null)).to.include('at most 4');
        expect(performance.now() - started).to.be.at.least(290);
        // A flood close seen by one process bars the seat token in the other.
        a.flooded('10.9.8.6', hashSeatToken('token-1'));
        let barred: string | null = null;
        for (let i = 0; i < 100 && barred === null; i++) {
          await new Promise((r) => setTimeout(r, 20));
          barred = await b.admit('join', '10.9.8.6', 'token-1');
        }
        expect(barred).to.match(/^this seat was closed for flooding; it may come back in (59|60) s$/);
        expect(await b.admit('join', '10.9.8.6', 'token-2')).to.equal(null);
      } finally {
        for (const p of presences) p.shutdown();
        await redis.stop();
      }
    });
  });

  describe('the admin API', () => {
    it('answers "disabled" without ADMIN_TOKEN, and refuses an unauthenticated body before reading it', async () => {
      const off = await bootServer(undefined, { adminToken: null });
      const on = await bootServer(undefined, { adminToken: 'secret-token' });
      try {
        const disabled = await httpFrom(`${off.httpUrl}/admin/games`);
        expect(disabled.status).to.equal(403);
        expect(disabled.text).to.include('ADMIN_DISABLED');
        expect((await httpFrom(`${on.httpUrl}/admin/games`)).status).to.equal(401);
        // Headers announcing 7 MB, and no body at all: the refusal comes at once, without waiting for it.
        const started = performance.now();
        const head = await rawHead(on.port, 'PUT /admin/games/x HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 7340032\r\n\r\n');
        expect(head).to.match(/^HTTP\/1.1 401/);
        expect(performance.now() - started).to.be.below(1000);
      } finally {
        await Promise.all([off.close(), on.close()]);
      }
    });
  });

  describe('body limits per route', () => {
    it('matchmaking takes 64 KiB, other routes 1 KiB, and only an authenticated import more', async () => {
      const server = await bootServer(undefined, { adminToken: 'secret-token' });
      try {
        const big = (bytes: number) => JSON.stringify({ factions: ['atreides', 'fremen'], pad: 'x'.repeat(bytes) });
        expect((await httpFrom(`${server.httpUrl}/matchmake/create/dune`, { method: 'POST', body: big(70_000) })).status).to.equal(413);
        expect((await httpFrom(`${server.httpUrl}/games`, { method: 'GET', body: big(2_000) })).status).to.equal(413);
        expect((await httpFrom(`${server.httpUrl}/health`, { method: 'POST', body: big(2_000) })).status).to.equal(413);
        const importing = await httpFrom(`${server.httpUrl}/admin/games/x`, {
          method: 'PUT',
          body: big(100_000),
          headers: { authorization: 'Bearer secret-token' },
        });
        expect(importing.status).to.equal(400);
      } finally {
        await server.close();
      }
    });
  });

  describe('floods', () => {
    it('a flooder closed for flooding cannot come straight back: its seat token waits, then its address is barred', async () => {
      const flood = { messagesPerSecond: 20, burst: 20, unanswered: 2, closeAfter: 50 };
      const server = await bootServer(undefined, { limits: { flood, floodPenaltySeconds: 1, floodAddressCap: 2, refusalDelayMs: 10 } });
      const seatBars = await metric('dune_flood_penalties_total', 'by="seat"');
      const addressBars = await metric('dune_flood_penalties_total', 'by="address"');
      const seatRefusals = await metric('dune_admissions_refused_total', 'reason="seat-penalty"');
      try {
        const created = await matchmakeFrom(server.httpUrl, 'create', 'dune', { ...TWO, faction: 'atreides', format: 'json' }, { from: OTHER });
        let flooder = await RawClient.connect(server.url, created.body as unknown as Reservation, undefined, OTHER);
        await flooder.until(() => flooder.seat !== null, 5000, 'the seat');
        const { gameId, seatToken } = flooder.seat!;
        const floodUntilClosed = async (client: RawClient) => {
          for (let i = 0; i < 2000 && client.closed === null; i++) client.send('act', { rid: `f${i}`, action: { type: 'dial-storm', event: 'e1', value: 1 } });
          await client.until(() => client.closed !== null, 5000, 'the flood close');
          expect(client.closed).to.equal(FLOOD_CLOSE_CODE);
        };
        await floodUntilClosed(flooder);
        // Straight back with its seat token: refused, and the framework's reconnection is gone too.
        const reclaim = () => matchmakeFrom(server.httpUrl, 'joinById', gameId, { gameId, seatToken, format: 'json' }, { from: OTHER });
        const barred = await reclaim();
        expect(barred.status).to.equal(429);
        expect(String(barred.body.error)).to.match(/^RATE_LIMITED: this seat was closed for flooding/);
        await waitFor(() => server.room(gameId).clients.length === 0, 5000, 'the flooder gone from its room');
        const again = await matchmakeFrom(server.httpUrl, 'reconnect', gameId, { reconnectionToken: flooder.reconnectionToken });
        expect(again.status, JSON.stringify(again.body)).to.not.equal(200);
        expect(await metric('dune_flood_penalties_total', 'by="seat"')).to.equal(seatBars + 1);
        expect(await metric('dune_admissions_refused_total', 'reason="seat-penalty"')).to.equal(seatRefusals + 1);
        // After its bar the seat is back; a second flood close reaches the address's cap.
        await new Promise((r) => setTimeout(r, 1100));
        const back = await reclaim();
        expect(back.status).to.equal(200);
        flooder = await RawClient.connect(server.url, back.body as unknown as Reservation, undefined, OTHER);
        await floodUntilClosed(flooder);
        expect(await metric('dune_flood_penalties_total', 'by="address"')).to.equal(addressBars + 1);
        // The whole address is barred now, spectators included; other addresses come in as before.
        const watch = (from: string) => matchmakeFrom(server.httpUrl, 'joinById', gameId, { gameId, spectator: true }, { from });
        const fromFlooder = await watch(OTHER);
        expect(fromFlooder.status).to.equal(429);
        expect(String(fromFlooder.body.error)).to.include('closed for flooding too often');
        expect((await matchmakeFrom(server.httpUrl, 'create', 'dune', TWO, { from: OTHER })).status).to.equal(429);
        expect((await watch('127.0.0.1')).status).to.equal(200);
      } finally {
        await server.close();
      }
    });
  });
});

/** Sends raw request bytes and resolves with the first bytes of the answer (the socket is then closed). */
function rawHead(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.once('data', (data: Buffer) => {
      resolve(data.toString('utf8'));
      socket.destroy();
    });
    socket.once('error', reject);
    setTimeout(() => {
      socket.destroy();
      reject(new Error('no answer within 5 s'));
    }, 5000).unref();
  });
}
