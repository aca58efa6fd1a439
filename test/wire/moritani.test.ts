// Moritani on the wire (real server, real SDK clients; docs/rules/ecaz-moritani.tsv). A whole six-seat game with
// Moritani and Ecaz driven over the SDK from their own decoded views ends with every view equal to viewFor and no
// private event delivered to another seat. Noninterference: games that differ only in which Terror token stands where
// an entrant arrives send every other client the same bytes, the question to Moritani included; so do games that
// differ only in whether Moritani holds a traitor card to assassinate with, or a Karama card, after a battle it lost.
// A server restart with the question pending resumes exactly, the token still Moritani's secret.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stateHash, viewFor } from '../../rooms/dune/index.ts';
import { GAME_MODULES } from '../../rooms/dune/types.ts';
import { botAnswer } from '../../rooms/dune/bots/index.ts';
import { matchmake, RawClient } from '../helpers/raw-client.ts';
import { FileStore } from '../../server/store/index.ts';
import { bootServer, type TestServer } from '../helpers/server.ts';
import { openTable } from '../helpers/table.ts';
import { leaveAll, seatStored, settledAt, storeGame, viewersOf, watch } from '../helpers/skills-wire.ts';
import { playDriven } from '../helpers/driven-wire.ts';
import { expectNoninterference, expectProjected, playStored, viewOf } from '../helpers/noninterference.ts';
import { answer } from '../helpers/choam-wire.ts';
import { moritaniLoses, terrorAsked } from '../helpers/moritani.ts';
import { report } from '../support/capture-logs.ts';

describe('wire: Moritani', function () {
  this.timeout(60_000);
  const store = new FileStore(mkdtempSync(join(tmpdir(), 'dune-moritani-')));
  let server: TestServer;
  before(async () => {
    server = await bootServer(store);
  });
  after(() => server.close());

  it('MO.terror.trigger a six-seat Advanced game with Moritani and Ecaz driven over the SDK (as the brutal bot would, from their own views; autopilot elsewhere), every module and variant (Homeworlds, the Nexus cards and Discovery among them) and every card set, plays to the end; views equal viewFor, a JSON client watching included, and no client receives another seat private events', async () => {
    const started = Date.now();
    const factions = ['emperor', 'moritani', 'ecaz', 'harkonnen', 'atreides', 'fremen'] as const;
    const table = watch(
      await openTable(server, {
        seed: 'moritani-wire',
        factions: [...factions],
        seating: 'listed',
        botDelayMs: 0,
        maxTurns: 5,
        advanced: true,
        modules: [...GAME_MODULES],
        cards: ['base', 'ixians', 'richese', 'ecaz'],
      }),
    );
    // A JSON client watches too: its view ends the spectator's, field for field.
    const json = await RawClient.connect(
      server.url,
      await matchmake(server.httpUrl, 'joinById', table.gameId, { gameId: table.gameId, spectator: true, format: 'json' }),
    );
    const asked = await playDriven(server, table, ['moritani', 'ecaz'], (d, _i, view) => botAnswer('brutal', view, d));
    const room = server.room(table.gameId);
    expect(room.autopilot.rejected).to.equal(0);
    expectProjected(server, table);
    await json.until(() => json.version === room.game.actions, 5000, 'the JSON client at the last version');
    expect(json.view).to.deep.equal(viewFor(room.game, 'spectator'));
    await json.leave();
    expect([...asked]).to.include.members(['moritani-placement', 'terror-place', 'ambassador-place']);
    for (const [name, log] of table.events) {
      const leaks = log.filter((e) => e.visibleTo !== undefined && e.visibleTo !== name).map((e) => `${e.type} for ${e.visibleTo}`);
      expect(leaks, `${name}: private events of others`).to.deep.equal([]);
      if (name !== 'moritani') expect(viewOf(table, name).private?.terror ?? null, name).to.equal(null);
    }
    report(`${room.game.actions} actions in ${Date.now() - started} ms, Moritani and Ecaz asked ${[...asked].join(', ')}`);
    await leaveAll(table);
  });

  it('MO.terror.trigger noninterference: games that differ only in the Terror token where the Emperor arrives send every other client the same bytes, Moritani’s question and its leaving the token included', async () => {
    const play = (gameId: string, token: 'robbery' | 'atomics') =>
      playStored(server, store, gameId, terrorAsked(token).state, async (t) => {
        await answer(server, t, 'moritani', 'terror-trigger', () => ({ choice: 'pass' }));
      });
    const robbery = await play('moritani-terror-robbery', 'robbery');
    const atomics = await play('moritani-terror-atomics', 'atomics');
    expectNoninterference(robbery, atomics, ['emperor', 'choam', 'harkonnen', 'tleilaxu', 'fremen', 'spectator'], []);
    for (const name of ['emperor', 'spectator'])
      for (const token of ['robbery', 'atomics'])
        expect(robbery.bytes.get(name)!.includes(Buffer.from(token).toString('hex')), `${name} received ${token}`).to.equal(false);
    for (const run of [robbery, atomics]) await leaveAll(run.table);
  });

  it('MO.assassinate noninterference: games that differ only in whether Moritani holds a traitor card for the winner’s leaders send every other client the same bytes, its question and its pass included', async () => {
    const play = (gameId: string, traitor: 'beast-rabban' | 'count-fenring') =>
      playStored(server, store, gameId, moritaniLoses([traitor]).state, async (t) => {
        await answer(server, t, 'moritani', 'moritani-assassinate', () => ({ card: null }));
      });
    const holding = await play('moritani-assassin-held', 'beast-rabban');
    const not = await play('moritani-assassin-none', 'count-fenring');
    expectNoninterference(holding, not, ['emperor', 'choam', 'harkonnen', 'tleilaxu', 'fremen', 'spectator'], []);
    for (const run of [holding, not]) await leaveAll(run.table);
  });

  it('MO.karama noninterference: games that differ only in whether Moritani holds a Karama card after its loss send every other client the same bytes, its question and its pass included', async () => {
    const play = (gameId: string, card: 'karama-1' | 'chaumas') =>
      playStored(server, store, gameId, moritaniLoses([], [card]).state, async (t) => {
        await answer(server, t, 'moritani', 'moritani-karama', () => ({ card: null }));
      });
    const holding = await play('moritani-karama-held', 'karama-1');
    const not = await play('moritani-karama-none', 'chaumas');
    expectNoninterference(holding, not, ['emperor', 'choam', 'harkonnen', 'tleilaxu', 'fremen', 'spectator'], []);
    for (const run of [holding, not]) await leaveAll(run.table);
  });

  it('MO.terror.trigger a server restart with Moritani’s question pending resumes exactly and privately; the reveal then acts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dune-moritani-restart-'));
    const position = terrorAsked('extortion').state;
    await storeGame(new FileStore(dir), 'moritani-restart', position);
    const first = await bootServer(new FileStore(dir));
    const table = await seatStored(first, 'moritani-restart', position.seating);
    const hash = stateHash(first.room('moritani-restart').game);
    await leaveAll(table);
    await first.close();
    const second = await bootServer(new FileStore(dir));
    try {
      const again = await seatStored(second, 'moritani-restart', position.seating);
      expect(stateHash(second.room('moritani-restart').game)).to.equal(hash);
      for (const [name, c] of viewersOf(again)) {
        expect(c.view.moritani!.placed, name).to.deep.equal(['arrakeen']);
        expect(c.view.private?.terror?.placed ?? null, name).to.deep.equal(name === 'moritani' ? [{ territory: 'arrakeen', token: 'extortion' }] : null);
      }
      expect(again.seats.get('moritani')!.decisions.map((d) => d.kind)).to.deep.equal(['terror-trigger']);
      expectProjected(second, again);
      await answer(second, again, 'moritani', 'terror-trigger', () => ({ choice: 'reveal' }));
      await settledAt(second, again);
      expect(again.spectator.view.moritani).to.deep.include({ placed: [], extortion: true });
      expect(again.spectator.view.seats.find((s) => s.faction === 'moritani')!.bribes).to.equal(5);
      expectProjected(second, again);
      await leaveAll(again);
    } finally {
      await second.close();
    }
  });
});
