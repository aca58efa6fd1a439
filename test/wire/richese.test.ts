// Richese on the wire (real servers, real SDK clients; docs/rules/richese.tsv). A whole Advanced game with Richese
// driven over the SDK from its own decoded view ends with every view (a JSON client's too) equal to viewFor and no
// private event delivered to another seat. Noninterference: games that differ only in one seat's sealed bid on a cache
// card, in the card Richese takes with its Karama, or in the No-Field it ships, send every other client the same bytes. A
// server restart during a silent auction, with a bid handed in, resumes exactly: the bid stays sealed and counts; one with
// a No-Field on the planet resumes with its value Richese's alone, and the reveal brings its forces.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGame, stateHash, type GameState } from '../../rooms/dune/index.ts';
import { GAME_MODULES } from '../../rooms/dune/types.ts';
import { FileStore } from '../../server/store/index.ts';
import { bootServer, receivedBytes, type TestServer } from '../helpers/server.ts';
import { leaveAll, seatStored, settledAt, storeGame, viewersOf } from '../helpers/skills-wire.ts';
import { expectNoninterference, expectProjected, playStored, viewOf } from '../helpers/noninterference.ts';
import { openTable } from '../helpers/table.ts';
import { watch } from '../helpers/skills-wire.ts';
import { playDriven } from '../helpers/driven-wire.ts';
import { botAnswer } from '../../rooms/dune/bots/index.ts';
import { matchmake, RawClient } from '../helpers/raw-client.ts';
import { report } from '../support/capture-logs.ts';
import { viewFor } from '../../rooms/dune/index.ts';
import { answer, passKarama } from '../helpers/choam-wire.ts';
import { putNoField, richeseShipping } from '../helpers/no-field.ts';
import { answer as answerNow, cacheLot, RICHESE_TABLE, richeseBidding } from '../helpers/richese.ts';
import { playSetup } from '../helpers/engine.ts';
import { setHand } from '../helpers/bidding.ts';

/** A silent auction of the Stone Burner open, every seat with 10 spice. */
const silentLot = (): GameState => cacheLot(richeseBidding(), 'first', { card: 'stone-burner', method: 'silent' }).state;

describe('wire: Richese', function () {
  this.timeout(60_000);
  const store = new FileStore(mkdtempSync(join(tmpdir(), 'dune-richese-')));
  let server: TestServer;
  before(async () => {
    server = await bootServer(store);
  });
  after(() => server.close());

  it('RI.cache-lot Richese driven over the SDK (as the brutal bot would, from its own view) in an Advanced game with every module and card set (autopilot elsewhere) plays to the end, a No-Field revealed on the way; views equal viewFor, a JSON client watching included, no private event leaks', async () => {
    const table = watch(
      await openTable(server, {
        seed: 'rw-2',
        factions: ['richese', 'ixians', 'atreides', 'harkonnen', 'emperor', 'choam'],
        seating: 'listed',
        botDelayMs: 0,
        advanced: true,
        modules: [...GAME_MODULES],
        cards: ['base', 'ixians', 'richese', 'ecaz'],
      }),
    );
    // A JSON client watches too (PROTOCOL.md's JSON mode): its view is the spectator's, field for field.
    const json = await RawClient.connect(
      server.url,
      await matchmake(server.httpUrl, 'joinById', table.gameId, { gameId: table.gameId, spectator: true, format: 'json' }),
    );
    // Richese answers as the brutal bot would from its own decoded view, so that it ships and reveals No-Fields.
    const asked = await playDriven(server, table, ['richese'], (d, _i, view) => botAnswer('brutal', view, d));
    const room = server.room(table.gameId);
    expect(room.autopilot.rejected).to.equal(0);
    expectProjected(server, table);
    await json.until(() => json.version === room.game.actions, 5000, 'the JSON client at the last version');
    expect(json.view).to.deep.equal(viewFor(room.game, 'spectator'));
    await json.leave();
    expect([...asked]).to.include.members(['cache-position', 'cache-lot']);
    for (const [name, log] of table.events) {
      const leaks = log.filter((e) => e.visibleTo !== undefined && e.visibleTo !== name).map((e) => `${e.type} for ${e.visibleTo}`);
      expect(leaks, `${name}: private events of others`).to.deep.equal([]);
      if (name !== 'richese') expect(viewOf(table, name).private?.richeseCache ?? [], name).to.deep.equal([]);
    }
    const spectatorSaw = (type: string) => table.events.get('spectator')!.filter((e) => e.type === type).length;
    expect(spectatorSaw('no-field-revealed'), 'a No-Field shipped and revealed in the game').to.be.greaterThan(0);
    report(`${room.game.actions} actions, Richese asked ${[...asked].join(', ')}; No-Fields revealed ${spectatorSaw('no-field-revealed')}`);
    await leaveAll(table);
  });

  it('RI.auction.silent noninterference: games that differ only in the Atreides sealed bid send every other client the same bytes until the reveal', async () => {
    const play = (gameId: string, amount: number) =>
      playStored(server, store, gameId, silentLot(), async (t) => {
        await answer(server, t, 'atreides', 'cache-sealed-bid', () => ({ amount }));
        await answer(server, t, 'harkonnen', 'cache-sealed-bid', () => ({ amount: 1 }));
      });
    const low = await play('richese-bid-low', 2);
    const high = await play('richese-bid-high', 7);
    expectNoninterference(low, high, ['richese', 'harkonnen', 'emperor', 'spectator'], []);
    for (const run of [low, high]) await leaveAll(run.table);
  });

  it('RI.karama noninterference: games that differ only in the cache card Richese takes with its Karama send every other client the same bytes', async () => {
    const position = (): GameState => {
      const s = structuredClone(playSetup(createGame({ factions: RICHESE_TABLE, seed: 'richese-karama', seating: 'listed', advanced: true })).state);
      setHand(s, 'richese', ['karama-1']);
      s.factions.richese!.spice = 10;
      return s;
    };
    const play = (gameId: string, buy: 'stone-burner' | 'mirror-weapon') =>
      playStored(server, store, gameId, position(), async (t) => {
        await t.seats.get('richese')!.act({ type: 'richese-karama-buy', card: 'karama-1', buy });
        await settledAt(server, t);
      });
    const stone = await play('richese-karama-stone', 'stone-burner');
    const mirror = await play('richese-karama-mirror', 'mirror-weapon');
    expect(viewOf(stone.table, 'richese').private!.hand).to.deep.equal(['stone-burner']);
    expectNoninterference(stone, mirror, ['atreides', 'harkonnen', 'emperor', 'spectator'], ['richese']);
    for (const run of [stone, mirror]) await leaveAll(run.table);
  });

  it('RI.no-field noninterference: games that differ only in the No-Field Richese ships (the 3 or the 5) send every other client the same bytes', async () => {
    const play = (gameId: string, token: 3 | 5) =>
      playStored(server, store, gameId, richeseShipping(), async (t) => {
        await answer(server, t, 'richese', 'ship', () => ({ mode: 'reserves', to: { territory: 'arrakeen', sector: 9 }, count: 1, noField: token }));
        await passKarama(server, t);
      });
    const three = await play('richese-no-field-3', 3);
    const five = await play('richese-no-field-5', 5);
    expect(viewOf(five.table, 'richese').private!.richeseNoField).to.equal(5);
    expect(viewOf(five.table, 'atreides').richese).to.deep.include({ noField: { territory: 'arrakeen', sector: 9 } });
    expectNoninterference(three, five, ['atreides', 'harkonnen', 'emperor', 'spectator'], ['richese']);
    for (const run of [three, five]) await leaveAll(run.table);
  });

  it('RI.auction.silent a server restart during a silent auction resumes exactly: a bid handed in stays sealed and counts at the reveal', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dune-richese-restart-'));
    const position = answerNow(silentLot(), 'cache-sealed-bid', { amount: 6 }, 'emperor').state;
    await storeGame(new FileStore(dir), 'richese-restart', position);
    const first = await bootServer(new FileStore(dir));
    const table = await seatStored(first, 'richese-restart', position.seating);
    const hash = stateHash(first.room('richese-restart').game);
    await leaveAll(table);
    await first.close();
    const second = await bootServer(new FileStore(dir));
    try {
      const again = await seatStored(second, 'richese-restart', position.seating);
      expect(stateHash(second.room('richese-restart').game)).to.equal(hash);
      // The sealed bid travels to nobody, the bidder included (its own answer is all it knows of it).
      for (const [name, c] of viewersOf(again)) expect(receivedBytes(c).toString('latin1') + JSON.stringify(c.view), name).to.not.include('"sealed"');
      expect(again.spectator.view.awaiting.filter((w) => w.kind === 'cache-sealed-bid').map((w) => w.seat)).to.have.members([
        'richese',
        'atreides',
        'harkonnen',
        'emperor',
      ]);
      expect(again.seats.get('emperor')!.decisions.some((d) => d.kind === 'cache-sealed-bid')).to.equal(false);
      for (const seat of ['richese', 'atreides', 'harkonnen'] as const) await answer(second, again, seat, 'cache-sealed-bid', () => ({ amount: 0 }));
      expect(again.spectator.view.richese).to.deep.include({ cache: 9, lot: null });
      const buyer = again.seats.get('emperor')!;
      expect(buyer.view.private!.hand).to.include('stone-burner');
      expectProjected(second, again);
      await leaveAll(again);
    } finally {
      await second.close();
    }
  });

  it('RI.no-field.reveal a server restart with a No-Field on the planet resumes exactly: its value stays Richese’s, and its reveal brings the forces', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dune-richese-no-field-'));
    const position = richeseShipping((s) => putNoField(s, 5, 'old-gap', 9));
    await storeGame(new FileStore(dir), 'richese-no-field-restart', position);
    const first = await bootServer(new FileStore(dir));
    const table = await seatStored(first, 'richese-no-field-restart', position.seating);
    const hash = stateHash(first.room('richese-no-field-restart').game);
    await leaveAll(table);
    await first.close();
    const second = await bootServer(new FileStore(dir));
    try {
      const again = await seatStored(second, 'richese-no-field-restart', position.seating);
      const room = second.room('richese-no-field-restart');
      expect(stateHash(room.game)).to.equal(hash);
      for (const [name, c] of viewersOf(again)) {
        expect(c.view.richese!.noField, name).to.deep.equal({ territory: 'old-gap', sector: 9 });
        expect(c.view.private?.richeseNoField ?? null, name).to.equal(name === 'richese' ? 5 : null);
      }
      expectProjected(second, again);
      await again.seats.get('richese')!.act({ type: 'richese-reveal-no-field' });
      await settledAt(second, again);
      const revealed = again.events.get('atreides')!.filter((e) => e.type === 'no-field-revealed');
      expect(revealed.map(({ id: _id, ...e }) => e)).to.deep.equal([
        { type: 'no-field-revealed', territory: 'old-gap', sector: 9, value: 5, forces: 5, cause: 'richese' },
      ]);
      expect(again.spectator.view.richese).to.deep.include({ noField: null, faceUpNoField: 5 });
      expectProjected(second, again);
      await leaveAll(again);
    } finally {
      await second.close();
    }
  });
});
