// Idle rooms cost nothing (issue 23): a room that has had no client for `emptyRoomSeconds` closes — it leaves the
// server's rooms, releases its lock and its memory — while its game stays in the store; the next join restores it
// exactly as committed and play goes on.
import { expect } from 'chai';
import { matchMaker } from '@colyseus/core';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stateHash, viewFor } from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { FileStore } from '../../server/store/index.ts';
import { bootServer, playLegal, waitFor } from '../helpers/server.ts';

describe('wire: a room without clients closes and is restored on the next join', function () {
  this.timeout(30_000);

  it('closes after emptyRoomSeconds, releasing its lock; the stored game comes back on reclaim and play goes on', async () => {
    const store = new FileStore(mkdtempSync(join(tmpdir(), 'dune-empty-')));
    const server = await bootServer(store, { emptyRoomSeconds: 1 });
    try {
      const a = await server.client().create({ factions: ['atreides', 'harkonnen'], seed: 'empty-room', faction: 'atreides' });
      const h = await server.client().join(a.gameId, { faction: 'harkonnen' });
      await playLegal([a, h], 8);
      const hash = stateHash(server.room(a.gameId).game);
      const tokens = { atreides: a.seatToken!, harkonnen: h.seatToken! };
      await a.leave();
      // One client left: the room stays.
      await new Promise((r) => setTimeout(r, 1500));
      expect(matchMaker.getLocalRoomById(a.gameId), 'a room with a client stays').to.not.equal(undefined);
      await h.leave();
      await waitFor(() => matchMaker.getLocalRoomById(a.gameId) === undefined, 5000, 'the empty room to close');
      // Its lock is free: another owner may take it at once (and gives it back).
      expect(await store.lock(a.gameId, 'someone-else', 1000)).to.equal(true);
      await store.unlock(a.gameId, 'someone-else');
      expect(stateHash((await store.load(a.gameId))!.state)).to.equal(hash);

      const a2 = await server.client().reclaim(a.gameId, tokens.atreides);
      const h2 = await server.client().reclaim(a.gameId, tokens.harkonnen);
      const room = server.room(a.gameId);
      expect(stateHash(room.game)).to.equal(hash);
      await waitFor(() => a2.version === room.game.actions && h2.version === room.game.actions, 5000, 'views');
      expect(a2.view).to.deep.equal(viewFor(room.game, 'atreides'));
      const conn = a2.decisions.length > 0 ? a2 : h2;
      await conn.act(legalAnswer(conn.decisions[0]!, 99, conn.view));
      expect(room.game.actions).to.be.greaterThan(0);
      await a2.leave();
      await h2.leave();
    } finally {
      await server.close();
    }
  });
});
