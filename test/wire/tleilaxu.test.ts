// The Tleilaxu on the wire (real server, real SDK clients; docs/rules/ixians-tleilaxu.tsv). A whole six-seat game with
// the Tleilaxu driven over the SDK from their own decoded view ends with every view equal to viewFor and no private
// event delivered to another seat. Noninterference: games that differ only in the Tleilaxu's Face Dancers send every
// other client the same bytes, the question after the battle included.
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
import { feydWon, TLEILAXU_TABLE } from '../helpers/tleilaxu.ts';
import { report } from '../support/capture-logs.ts';

describe('wire: the Tleilaxu', function () {
  this.timeout(60_000);
  const store = new FileStore(mkdtempSync(join(tmpdir(), 'dune-tleilaxu-')));
  let server: TestServer;
  before(async () => {
    server = await bootServer(store);
  });
  after(() => server.close());

  it('TL.face-dancers a six-seat game with the Tleilaxu driven over the SDK (autopilot elsewhere) plays to the end; views equal viewFor and no client receives another seat private events', async () => {
    const started = Date.now();
    const table = watch(await openTable(server, { seed: 'tleilaxu-wire', factions: TLEILAXU_TABLE, seating: 'listed', botDelayMs: 0 }));
    const asked = await playDriven(server, table, ['tleilaxu']);
    const room = server.room(table.gameId);
    const tleilaxu = table.seats.get('tleilaxu')!;
    expect(room.autopilot.rejected).to.equal(0);
    expectProjected(server, table);
    expect([...asked]).to.include.members(['face-dancer-swap', 'revival-favours']);
    expect(tleilaxu.view.private!.faceDancers).to.have.length(3);
    for (const [name, log] of table.events) {
      const leaks = log.filter((e) => e.visibleTo !== undefined && e.visibleTo !== name).map((e) => `${e.type} for ${e.visibleTo}`);
      expect(leaks, `${name}: private events of others`).to.deep.equal([]);
      if (name !== 'tleilaxu') expect(viewOf(table, name).private?.faceDancers ?? [], name).to.deep.equal([]);
    }
    report(`${room.game.actions} actions in ${Date.now() - started} ms, the Tleilaxu asked ${[...asked].join(', ')}`);
    await leaveAll(table);
  });

  it('TL.face-dancers noninterference: after a battle the Tleilaxu are asked alike whether or not the winner is one of their Face Dancers; declining sends every other client the same bytes', async () => {
    const play = (gameId: string, fds: Parameters<typeof feydWon>[0]) =>
      playStored(server, store, gameId, feydWon(fds), async (t) => {
        await answer(server, t, 'tleilaxu', 'face-dancer', () => ({ reveal: false }));
      });
    const holds = await play('tleilaxu-fd-holds', ['feyd-rautha', 'burseg', 'caid']);
    const lacks = await play('tleilaxu-fd-lacks', ['piter-de-vries', 'burseg', 'caid']);
    expectNoninterference(holds, lacks, ['atreides', 'harkonnen', 'emperor', 'fremen', 'guild', 'spectator'], []);
    for (const run of [holds, lacks]) await leaveAll(run.table);
  });

  it('TL.face-dancers a reveal over the wire: the leader dies, the Tleilaxu take the winner place, and only they ever see their other Face Dancers', async () => {
    const run = await playStored(server, store, 'tleilaxu-fd-reveal', feydWon(['feyd-rautha', 'burseg', 'caid']), async (t) => {
      await answer(server, t, 'tleilaxu', 'face-dancer', () => ({
        reveal: true,
        reserves: 1,
        sector: 9,
        from: [{ territory: 'the-great-flat', sector: 14, count: 1 }],
      }));
    });
    const spectator = viewOf(run.table, 'spectator');
    expect(spectator.tleilaxu).to.deep.equal({ faceDancers: 3, revealed: ['feyd-rautha'] });
    expect(spectator.forces.filter((s) => s.territory === 'arrakeen').map((s) => [s.faction, s.regular])).to.deep.equal([['tleilaxu', 2]]);
    for (const name of ['harkonnen', 'emperor', 'spectator'])
      for (const card of ['burseg', 'caid'])
        expect(run.bytes.get(name)!.includes(Buffer.from(card).toString('hex')), `${name} received ${card}`).to.equal(false);
    await leaveAll(run.table);
  });
});
