// Operator HTTP: /health, and the admin API (list, export, import) behind the bearer ADMIN_TOKEN.
import { expect } from 'chai';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { stateHash, type Faction, type GameState } from '../../rooms/dune/index.ts';
import type { LogEntry } from '../../rooms/records.ts';
import { replayLog } from '../../server/replay.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { startServer } from '../../server/app.ts';
import { FileStore, RedisStore, type GameStore } from '../../server/store/index.ts';
import { DuneClient } from '../../client-sdk/node.ts';
import { matchMaker } from '@colyseus/core';
import type { DuneRoom } from '../../rooms/DuneRoom.ts';
import { waitFor } from '../helpers/server.ts';
import { startRedis } from '../helpers/redis.ts';
import { newRecord } from '../store/bot-play.ts';

const TOKEN = 'test-admin-token-0123456789';

describe('operator HTTP', function () {
  this.timeout(60_000);

  it('GET /health reports rooms, clients and version', async () => {
    const server = await startServer({ port: 0, store: new FileStore(mkdtempSync(join(tmpdir(), 'dune-health-'))) });
    const game = await new DuneClient(server.url, { karamaAutoPass: false }).create({ factions: ['atreides', 'fremen'], faction: 'atreides' });
    const health = (await (await fetch(`${server.httpUrl}/health`)).json()) as Record<string, unknown>;
    expect(health).to.deep.include({ ok: true, rooms: 1, clients: 1 });
    expect(health.version).to.be.a('string');
    await game.leave();
    await server.close();
  });

  it('the admin API needs the token, exports without seat tokens, and an import moves a game to another server', async () => {
    const a = await startServer({ port: 0, store: new FileStore(mkdtempSync(join(tmpdir(), 'dune-admin-a-'))), adminToken: TOKEN });
    const auth = { authorization: `Bearer ${TOKEN}` };
    const seat = await new DuneClient(a.url, { karamaAutoPass: false }).create({ factions: ['harkonnen', 'guild'], seed: 'move', faction: 'guild' });
    for (let i = 0; i < 3 && seat.decisions[0]; i++) await seat.act(legalAnswer(seat.decisions[0]!, i, seat.view));
    expect((await fetch(`${a.httpUrl}/admin/games`)).status).to.equal(401);
    expect((await fetch(`${a.httpUrl}/admin/games`, { headers: { authorization: 'Bearer wrong' } })).status).to.equal(401);
    const list = (await (await fetch(`${a.httpUrl}/admin/games`, { headers: auth })).json()) as {
      games: { gameId: string; live: { clients: number; processId: string } | null }[];
    };
    expect(list.games.map((g) => g.gameId)).to.include(seat.gameId);
    // Where each game is live, with its clients (the creator's connection here).
    expect(list.games.find((g) => g.gameId === seat.gameId)!.live).to.deep.include({ clients: 1 });
    const exported = await (await fetch(`${a.httpUrl}/admin/games/${seat.gameId}`, { headers: auth })).text();
    expect(exported).to.not.include(seat.seatToken!);
    const body = JSON.parse(exported) as { log: unknown[]; stateHash: string };
    expect(body.log.length).to.be.greaterThan(0);
    expect((await fetch(`${a.httpUrl}/admin/games/nope`, { headers: auth })).status).to.equal(404);
    // The game is live on A: an import there is refused.
    const live = await fetch(`${a.httpUrl}/admin/games/${seat.gameId}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: exported,
    });
    expect(live.status).to.equal(409);

    await seat.leave();
    await a.close();

    // Import on server B (another store), then reclaim the seat there with the same token.
    const b = await startServer({ port: 0, store: new FileStore(mkdtempSync(join(tmpdir(), 'dune-admin-b-'))), adminToken: TOKEN });
    const tampered = JSON.stringify({ ...body, log: body.log.slice(1) });
    const bad = await fetch(`${b.httpUrl}/admin/games/${seat.gameId}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: tampered,
    });
    expect(bad.status).to.equal(400);
    const put = await fetch(`${b.httpUrl}/admin/games/${seat.gameId}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: exported,
    });
    expect(put.status).to.equal(200);
    const moved = await new DuneClient(b.url, { karamaAutoPass: false }).reclaim(seat.gameId, seat.seatToken!);
    expect(moved.faction).to.equal('guild');
    const room = matchMaker.getLocalRoomById(seat.gameId) as DuneRoom;
    expect(stateHash(room.game)).to.equal(body.stateHash);
    await moved.leave();
    await b.close();
  });

  it('an export taken while the game goes on is one consistent moment: its log replays to its stateHash', async () => {
    // No timing floor: it would hold the game still for 1.5 s after each answer, and the exports could all meet one moment.
    const server = await startServer({ port: 0, store: new FileStore(mkdtempSync(join(tmpdir(), 'dune-admin-live-'))), adminToken: TOKEN, pauseFloorMs: 0 });
    const auth = { authorization: `Bearer ${TOKEN}` };
    const bots = { harkonnen: 'easy', guild: 'easy', fremen: 'easy', emperor: 'easy', 'bene-gesserit': 'easy' } as const;
    const seat = await new DuneClient(server.url, { karamaAutoPass: true }).create({
      factions: ['atreides', ...Object.keys(bots)] as Faction[],
      seed: 'export-while-playing',
      faction: 'atreides',
      bots,
      botDelayMs: 0,
    });
    const exports: Promise<{ record: { version: number; state: GameState }; log: LogEntry[]; stateHash: string }>[] = [];
    // 60 exports at least, and more (for up to 10 s) until the seat has seen the game move on between them.
    const first = seat.version;
    const started = Date.now();
    for (let i = 0; !seat.view.victory && (i < 60 || (seat.version === first && Date.now() - started < 10_000)); i++) {
      exports.push(fetch(`${server.httpUrl}/admin/games/${seat.gameId}`, { headers: auth }).then((r) => r.json()));
      const decision = seat.decisions[0];
      if (decision) await seat.act(legalAnswer(decision, i, seat.view)).catch(() => undefined);
      else await new Promise((r) => setTimeout(r, 5));
    }
    const taken = await Promise.all(exports);
    const versions = new Set(taken.map((e) => e.record.version));
    for (const e of taken) {
      expect(
        e.log.every((entry) => entry.version <= e.record.version),
        `the log of the export at v${e.record.version} goes no further`,
      ).to.equal(true);
      expect(stateHash(replayLog(e.record.state.config, e.log)), `the export at v${e.record.version}`).to.equal(e.stateHash);
    }
    // The exports met the game at several moments (commits landed between them), not one.
    expect(versions.size).to.be.greaterThan(1);
    await seat.leave();
    await server.close();
  });

  it('GET /admin/games lists a game copied under another id as damaged, with the reason, and names what is no game, in both stores', async () => {
    const redis = await startRedis();
    const dir = mkdtempSync(join(tmpdir(), 'dune-admin-damaged-'));
    const admin = new Redis(redis.url);
    // Each store damaged its own way: a game folder copied, a stray file; a game's hash copied, a bad id in the set.
    const damage: [GameStore, () => Promise<unknown>][] = [
      [
        new FileStore(dir),
        async () => {
          cpSync(join(dir, 'games', 'original'), join(dir, 'games', 'the-copy'), { recursive: true });
          writeFileSync(join(dir, 'games', 'stray'), 'x');
        },
      ],
      [
        new RedisStore(redis.url),
        async () => {
          await admin.hset('dune:game:{the-copy}', await admin.hgetall('dune:game:{original}'));
          await admin.sadd('dune:games', 'the-copy', 'not an id!');
        },
      ],
    ];
    try {
      for (const [store, harm] of damage) {
        const server = await startServer({ port: 0, store, adminToken: TOKEN });
        try {
          await store.create(newRecord('original'));
          await harm();
          const answer = await fetch(`${server.httpUrl}/admin/games`, { headers: { authorization: `Bearer ${TOKEN}` } });
          expect(answer.status).to.equal(200);
          const body = (await answer.json()) as { games: { gameId: string; damaged?: string }[]; skipped: { entry: string }[] };
          expect(body.games.find((g) => g.gameId === 'original')?.damaged).to.equal(undefined);
          expect(body.games.find((g) => g.gameId === 'the-copy')?.damaged).to.match(/original/);
          expect(body.skipped.map((s) => s.entry)).to.have.length(1);
        } finally {
          await server.close();
        }
      }
    } finally {
      await admin.quit();
      await redis.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('without ADMIN_TOKEN every admin call is refused as ADMIN_DISABLED (403); with one, a missing or wrong token is 401', async () => {
    const off = await startServer({ port: 0, store: new FileStore(mkdtempSync(join(tmpdir(), 'dune-admin-off-'))) });
    const on = await startServer({ port: 0, store: new FileStore(mkdtempSync(join(tmpdir(), 'dune-admin-on-'))), adminToken: TOKEN });
    try {
      const calls = (base: string, authorization?: string): Promise<Response>[] => {
        const headers: Record<string, string> = authorization ? { authorization } : {};
        return [
          fetch(`${base}/admin/games`, { headers }),
          fetch(`${base}/admin/games/some-game`, { headers }),
          fetch(`${base}/admin/games/some-game`, { method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, body: '{}' }),
        ];
      };
      for (const answer of await Promise.all([...calls(off.httpUrl), ...calls(off.httpUrl, `Bearer ${TOKEN}`)])) {
        expect(answer.status).to.equal(403);
        const body = (await answer.json()) as { code: string; error: string };
        expect(body.code).to.equal('ADMIN_DISABLED');
        expect(body.error).to.include('ADMIN_TOKEN');
      }
      for (const answer of await Promise.all([...calls(on.httpUrl), ...calls(on.httpUrl, 'Bearer wrong')])) {
        expect(answer.status).to.equal(401);
        expect(((await answer.json()) as { code: string }).code).to.equal('ADMIN_UNAUTHORIZED');
        expect(answer.headers.get('www-authenticate')).to.equal('Bearer');
      }
    } finally {
      await off.close();
      await on.close();
    }
  });

  it('an export far larger than a socket buffer (16 KiB) arrives whole, and so does /metrics', async () => {
    const server = await startServer({ port: 0, store: new FileStore(mkdtempSync(join(tmpdir(), 'dune-big-export-'))), adminToken: TOKEN });
    const seat = await new DuneClient(server.url, { karamaAutoPass: false }).create({
      factions: ['atreides', 'fremen'],
      seed: 'big',
      faction: 'atreides',
      bots: { fremen: 'easy' },
      botDelayMs: 0,
    });
    await seat.setAutopilot(true);
    const room = matchMaker.getLocalRoomById(seat.gameId) as DuneRoom;
    // Over, so that nothing moves between the export and the count below (however slow the machine).
    await waitFor(() => room.game.phase === 'game-over', 50_000, 'the bots to finish the game');
    const response = await fetch(`${server.httpUrl}/admin/games/${seat.gameId}`, {
      headers: { authorization: `Bearer ${TOKEN}` },
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    expect(text.length).to.be.greaterThan(16 * 1024);
    expect((JSON.parse(text) as { log: unknown[] }).log.length).to.equal(room.game.actions);
    const metrics = await (await fetch(`${server.httpUrl}/metrics`, { signal: AbortSignal.timeout(10_000) })).text();
    expect(metrics).to.include('dune_rooms');
    await seat.leave();
    await server.close();
  });
});
