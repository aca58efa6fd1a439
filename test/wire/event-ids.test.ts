// Event and decision ids by audience on the wire (rooms/dune/ids.ts): two games that differ only in items the Harkonnen
// alone saw send every other seat and a spectator the very same bytes, events and views while play goes on.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGame, type Faction, type GameState } from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { FileStore } from '../../server/store/index.ts';
import { playSetup, withOwnItems } from '../helpers/engine.ts';
import { bootServer, type TestServer } from '../helpers/server.ts';
import { bytesSince, drain, leaveAll, offsetsOf, seatStored, settledAt, storeGame, viewersOf } from '../helpers/skills-wire.ts';
import { report } from '../support/capture-logs.ts';

const TABLE: Faction[] = ['atreides', 'harkonnen', 'fremen', 'emperor'];
const ACTIONS = 40;

describe('wire: event and decision ids by audience', function () {
  this.timeout(60_000);
  const store = new FileStore(mkdtempSync(join(tmpdir(), 'dune-event-ids-')));
  let server: TestServer | undefined;
  before(async () => {
    server = await bootServer(store);
  });
  after(async () => {
    await server?.close();
  });

  it('noninterference: games differing only in the Harkonnen’s own events and secret decisions send every other client the same bytes, events and views', async () => {
    const start = playSetup(createGame({ factions: TABLE, seed: 'wire-event-ids', seating: 'listed' })).state;
    /** Plays ACTIONS legal answers one at a time, the same in both games (each naming its own game's decision). */
    const play = async (gameId: string, state: GameState) => {
      await storeGame(store, gameId, state);
      const table = await seatStored(server!, gameId, state.seating);
      const from = offsetsOf(table);
      /** Every id the Harkonnen saw of its own: its events and its secret decisions. */
      const harkonnen = table.seats.get('harkonnen')!;
      const ownIds = new Set<string>();
      for (let i = 0; i < ACTIONS; i++) {
        for (const d of harkonnen.decisions) if (d.secret) ownIds.add(d.id);
        const conn = TABLE.map((f) => table.seats.get(f)!).find((c) => c.decisions.length > 0);
        if (!conn) throw new Error(`no decision after ${i} actions`);
        await conn.act(legalAnswer(conn.decisions[0]!, i, conn.view));
        await settledAt(server!, table);
      }
      await drain(table);
      for (const e of table.events.get('harkonnen')!) if (e.visibleTo === 'harkonnen') ownIds.add(e.id);
      const events = new Map([...table.events].map(([name, log]) => [name, structuredClone(log)]));
      const views = new Map(viewersOf(table).map(([name, c]) => [name, c.view]));
      return { table, bytes: bytesSince(table, from), events, views, ownIds: [...ownIds] };
    };
    const a = await play('event-ids-a', start);
    const b = await play('event-ids-b', withOwnItems(start, 'harkonnen', 3));
    const others = [...TABLE.filter((f) => f !== 'harkonnen'), 'spectator'];
    for (const name of others) {
      expect(a.events.get(name)!.length, name).to.be.greaterThan(0);
      expect(b.bytes.get(name), `${name}: bytes`).to.equal(a.bytes.get(name));
      expect(b.events.get(name), `${name}: events`).to.deep.equal(a.events.get(name));
      expect(b.views.get(name), `${name}: view`).to.deep.equal(a.views.get(name));
    }
    // Sanity: the Harkonnen's own ids did differ (its events addressed to it, its secret decisions).
    expect(a.ownIds).to.have.length.greaterThan(0);
    expect(b.ownIds).to.have.length(a.ownIds.length);
    expect(b.ownIds).to.not.deep.equal(a.ownIds);
    expect(b.bytes.get('harkonnen')).to.not.equal(a.bytes.get('harkonnen'));
    report(`${ACTIONS} actions; identical bytes per other client: ${JSON.stringify(Object.fromEntries(others.map((n) => [n, a.bytes.get(n)!.length / 2])))}`);
    await leaveAll(a.table);
    await leaveAll(b.table);
  });
});
