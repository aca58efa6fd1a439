// Durable games (issue 6): every accepted action is committed to the store before anyone sees it; a game whose
// server restarts is restored on the next join, with the same state hash, and play goes on.
import type { DuneError } from '../../client-sdk/node.ts';
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stateHash, viewFor } from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { FileStore } from '../../server/store/index.ts';
import { replayLog } from '../../server/replay.ts';
import { bootServer, playLegal, waitFor } from '../helpers/server.ts';
import { startServer } from '../../server/app.ts';
import { DuneClient } from '../../client-sdk/node.ts';
import { matchMaker } from '@colyseus/core';
import type { DuneRoom } from '../../rooms/DuneRoom.ts';

describe('wire: durable games', function () {
  this.timeout(60_000);

  it('a game survives a server restart: restored on reclaim with the last committed hash, and play goes on', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dune-restart-'));
    const first = await bootServer(new FileStore(dir));
    const a = await first.client().create({ factions: ['atreides', 'harkonnen'], seed: 'restart', faction: 'atreides' });
    const h = await first.client().join(a.gameId, { faction: 'harkonnen' });
    await playLegal([a, h], 12);
    const before = first.room(a.gameId).game;
    const hash = stateHash(before);
    const tokens = { atreides: a.seatToken!, harkonnen: h.seatToken! };
    await first.close();

    // The store holds exactly what was acknowledged, and its log replays to it.
    const store = new FileStore(dir);
    const record = (await store.load(a.gameId))!;
    expect(stateHash(record.state)).to.equal(hash);
    expect(stateHash(replayLog(record.state.config, await store.log(a.gameId)))).to.equal(hash);
    await store.close();

    const second = await bootServer(new FileStore(dir));
    const a2 = await second.client().reclaim(a.gameId, tokens.atreides);
    const h2 = await second.client().reclaim(a.gameId, tokens.harkonnen);
    const room = second.room(a.gameId);
    expect(stateHash(room.game)).to.equal(hash);
    await waitFor(() => a2.version === room.game.actions && h2.version === room.game.actions, 5000, 'views');
    expect(a2.view).to.deep.equal(viewFor(room.game, 'atreides'));
    expect(h2.view.private!.traitors).to.deep.equal(before.factions.harkonnen!.traitors);
    const wrong = await second
      .client()
      .reclaim(a.gameId, 'x'.repeat(30))
      .then(
        () => null,
        (e: Error) => e,
      );
    expect(wrong?.message).to.match(/token/);
    // Play goes on in the restored game.
    const conn = a2.decisions.length > 0 ? a2 : h2;
    await conn.act(legalAnswer(conn.decisions[0]!, 0, conn.view));
    expect(room.game.actions).to.equal(before.actions + 1);
    await a2.leave();
    await h2.leave();
    await second.close();
  });

  it('clients recover by themselves when the server restarts on the same address', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dune-recover-'));
    const first = await startServer({ port: 0, store: new FileStore(dir) });
    const port = first.port;
    const client = () => new DuneClient(first.url, { karamaAutoPass: false, reconnectMinUptimeMs: 0, recoverForMs: 20_000 });
    const a = await client().create({ factions: ['emperor', 'fremen'], seed: 'recover', faction: 'emperor' });
    const f = await client().join(a.gameId, { faction: 'fremen' });
    for (let i = 0; i < 6; i++) {
      const conn = a.decisions.length > 0 ? a : f;
      if (!conn.decisions[0]) break;
      await conn.act(legalAnswer(conn.decisions[0], i, conn.view));
    }
    const hash = stateHash((matchMaker.getLocalRoomById(a.gameId) as DuneRoom).game);
    const recovered = Promise.all([a, f].map((c) => new Promise<void>((resolve) => c.onReconnect(() => resolve()))));
    await first.close(); // graceful: clients are told to come back (4010)
    const second = await startServer({ port, store: new FileStore(dir) });
    await recovered;
    const room = matchMaker.getLocalRoomById(a.gameId) as DuneRoom;
    expect(stateHash(room.game)).to.equal(hash);
    await waitFor(() => a.version === room.game.actions && f.version === room.game.actions, 5000, 'views after recovery');
    expect(a.view).to.deep.equal(viewFor(room.game, 'emperor'));
    expect(f.view).to.deep.equal(viewFor(room.game, 'fremen'));
    const conn = a.decisions.length > 0 ? a : f;
    await conn.act(legalAnswer(conn.decisions[0]!, 0, conn.view));
    await a.leave();
    await f.leave();
    await second.close();
  });

  it('bot seats and turn clocks resume after a restart: their pending turns live in the store', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dune-bots-restart-'));
    const first = await startServer({ port: 0, store: new FileStore(dir) });
    const human = await new DuneClient(first.url, { karamaAutoPass: false, recoverForMs: 0 }).create({
      factions: ['atreides', 'harkonnen', 'fremen'],
      seed: 'bots-restart',
      faction: 'atreides',
      bots: { harkonnen: 'hard', fremen: 'medium' },
      botDelayMs: 0,
      turnSeconds: 1,
    });
    // The human never answers: its turn clock makes autopilot answer; the bots answer at once.
    await waitFor(() => (matchMaker.getLocalRoomById(human.gameId) as DuneRoom).game.turn >= 1, 10_000, 'the game under way');
    const gameId = human.gameId;
    await human.leave();
    await first.close();
    const stored = (await new FileStore(dir).load(gameId))!;
    const control = stored.control as { state: { seats: Record<string, { mode: string }>; deadlines: Record<string, number> } };
    expect(control.state.seats.harkonnen!.mode).to.equal('bot');

    // After the restart a spectator's join restores the game; bots and clocks carry on without any human.
    const second = await startServer({ port: 0, store: new FileStore(dir) });
    const watcher = await new DuneClient(second.url, { karamaAutoPass: false, recoverForMs: 0 }).spectate(gameId);
    const room = matchMaker.getLocalRoomById(gameId) as DuneRoom;
    // Restored from the store, not begun again; a clock that ran out during the restart (a slow machine) may already
    // have had autopilot answer by the time the spectator is in, so the room may be past the stored game.
    const restoredAt = stored.state.actions;
    expect(room.game.actions).to.be.at.least(restoredAt);
    await waitFor(() => room.game.actions > restoredAt + 10, 20_000, 'bots and clocks playing on after the restore');
    expect(room.autopilot.rejected).to.equal(0);
    await watcher.leave();
    await second.close();
  });

  it('joining a game that never existed is refused', async () => {
    const server = await bootServer();
    const missing = await server
      .client()
      .join('no-such-game')
      .then(
        () => null,
        (e: DuneError) => e,
      );
    expect(missing).to.deep.include({ code: 'GAME_NOT_FOUND', status: 404 });
    await server.close();
  });
});
