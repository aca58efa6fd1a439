// Ecaz on the wire (real server, real SDK clients; docs/rules/ecaz-moritani.tsv). A whole six-seat game with Ecaz
// driven over the SDK from its own decoded view ends with every view equal to viewFor and no private event delivered to
// another seat. Noninterference: games that differ only in the hand the Atreides Ambassador shows Ecaz, or in the
// traitor cards the Harkonnen Ambassador shows it one of, send every other client the same bytes.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileStore } from '../../server/store/index.ts';
import { bootServer, type TestServer } from '../helpers/server.ts';
import { openTable } from '../helpers/table.ts';
import { leaveAll, watch } from '../helpers/skills-wire.ts';
import { playDriven } from '../helpers/driven-wire.ts';
import { expectNoninterference, expectProjected, playStored, viewOf } from '../helpers/noninterference.ts';
import { answer } from '../helpers/choam-wire.ts';
import { ECAZ_TABLE, triggerAsked } from '../helpers/ecaz.ts';
import { report } from '../support/capture-logs.ts';

describe('wire: Ecaz', function () {
  this.timeout(60_000);
  const store = new FileStore(mkdtempSync(join(tmpdir(), 'dune-ecaz-')));
  let server: TestServer;
  before(async () => {
    server = await bootServer(store);
  });
  after(() => server.close());

  it('EC.ambassadors.trigger a six-seat game with Ecaz driven over the SDK (autopilot elsewhere) plays to the end; views equal viewFor and no client receives another seat private events', async () => {
    const started = Date.now();
    const table = watch(await openTable(server, { seed: 'ecaz-wire', factions: ECAZ_TABLE, seating: 'listed', botDelayMs: 0, maxTurns: 5 }));
    const asked = await playDriven(server, table, ['ecaz']);
    const room = server.room(table.gameId);
    expect(room.autopilot.rejected).to.equal(0);
    expectProjected(server, table);
    expect([...asked]).to.include.members(['ambassador-place', 'ambassador-trigger']);
    expect(viewOf(table, 'spectator').ecaz).to.deep.equal(viewOf(table, 'ecaz').ecaz);
    for (const [name, log] of table.events) {
      const leaks = log.filter((e) => e.visibleTo !== undefined && e.visibleTo !== name).map((e) => `${e.type} for ${e.visibleTo}`);
      expect(leaks, `${name}: private events of others`).to.deep.equal([]);
    }
    report(`${room.game.actions} actions in ${Date.now() - started} ms, Ecaz asked ${[...asked].join(', ')}`);
    await leaveAll(table);
  });

  it('EC.ambassador.atreides noninterference: games that differ only in the hand the Atreides Ambassador shows Ecaz send every other client the same bytes', async () => {
    // The Emperor holds two cards of the deck's top four: the first two, or the last two.
    const position = (which: 0 | 2) =>
      triggerAsked('atreides', (s) => {
        const cards = s.decks.treachery.splice(which, 2);
        s.decks.treachery.push(...s.factions.emperor!.hand);
        s.factions.emperor!.hand = cards;
      }).state;
    const play = (gameId: string, which: 0 | 2) =>
      playStored(server, store, gameId, position(which), async (t) => {
        await answer(server, t, 'ecaz', 'ambassador-trigger', () => ({ trigger: true }));
      });
    const first = await play('ecaz-peek-first', 0);
    const last = await play('ecaz-peek-last', 2);
    expectNoninterference(first, last, ['harkonnen', 'choam', 'tleilaxu', 'fremen', 'spectator'], ['ecaz']);
    const seen = (run: typeof first) => run.table.events.get('ecaz')!.filter((e) => e.type === 'ambassador-seen');
    expect(seen(first)).to.have.length(1);
    expect(seen(first)[0]).to.deep.include({ entrant: 'emperor', cards: viewOf(first.table, 'emperor').private!.hand });
    for (const run of [first, last]) await leaveAll(run.table);
  });

  it('EC.ambassador.harkonnen noninterference: games that differ only in the traitor cards the Harkonnen Ambassador shows Ecaz one of send every other client the same bytes', async () => {
    // The Emperor's traitor card is the traitor deck's first, or its second.
    const position = (which: 0 | 1) =>
      triggerAsked('harkonnen', (s) => {
        const [card] = s.decks.traitor.splice(which, 1);
        s.decks.traitor.push(...s.factions.emperor!.traitors);
        s.factions.emperor!.traitors = [card!];
      }).state;
    const play = (gameId: string, which: 0 | 1) =>
      playStored(server, store, gameId, position(which), async (t) => {
        await answer(server, t, 'ecaz', 'ambassador-trigger', () => ({ trigger: true }));
      });
    const first = await play('ecaz-traitor-first', 0);
    const second = await play('ecaz-traitor-second', 1);
    expectNoninterference(first, second, ['harkonnen', 'choam', 'tleilaxu', 'fremen', 'spectator'], ['ecaz']);
    const seen = (run: typeof first) => run.table.events.get('ecaz')!.filter((e) => e.type === 'ambassador-seen');
    expect(seen(first)).to.have.length(1);
    expect(seen(first)[0]).to.deep.include({ entrant: 'emperor', traitors: viewOf(first.table, 'emperor').private!.traitors });
    for (const run of [first, second]) await leaveAll(run.table);
  });
});
