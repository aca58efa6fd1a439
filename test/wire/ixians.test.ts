// The Ixians on the wire (real server, real SDK clients; docs/rules/ixians-tleilaxu.tsv). A whole six-seat game with
// the Ixians driven over the SDK from their own decoded view ends with every view equal to viewFor and no private event
// delivered to another seat. Noninterference: games that differ only in the card the Ixians put back before the
// auctions, and where, or in the card their Technology gives, send every other client (but the Atreides, who see the
// card up for bid) the same bytes.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileStore } from '../../server/store/index.ts';
import { bootServer, type TestServer } from '../helpers/server.ts';
import { openTable } from '../helpers/table.ts';
import { leaveAll, watch } from '../helpers/skills-wire.ts';
import { playDriven } from '../helpers/driven-wire.ts';
import { expectNoninterference, expectProjected, playStored } from '../helpers/noninterference.ts';
import { answer } from '../helpers/choam-wire.ts';
import { enterPhase, setHand } from '../helpers/bidding.ts';
import { act } from '../helpers/engine.ts';
import { IXIAN_TABLE, ixiansBoard } from '../helpers/ixians.ts';
import { report } from '../support/capture-logs.ts';
import { matchmake, RawClient } from '../helpers/raw-client.ts';
import { viewFor } from '../../rooms/dune/index.ts';
import type { Faction, TreacheryCardId } from '../../rooms/dune/index.ts';

describe('wire: the Ixians', function () {
  this.timeout(60_000);
  const store = new FileStore(mkdtempSync(join(tmpdir(), 'dune-ixians-')));
  let server: TestServer;
  before(async () => {
    server = await bootServer(store);
  });
  after(() => server.close());

  it('IX.hms.movement a six-seat game with the Ixians driven over the SDK (autopilot elsewhere) plays to the end; views equal viewFor and no client receives another seat private events', async () => {
    const started = Date.now();
    const table = watch(await openTable(server, { seed: 'ixians-wire', factions: IXIAN_TABLE, seating: 'listed', botDelayMs: 0 }));
    const asked = await playDriven(server, table, ['ixians']);
    const room = server.room(table.gameId);
    expect(room.autopilot.rejected).to.equal(0);
    expectProjected(server, table);
    expect([...asked]).to.include.members(['ixian-starting-card', 'hms-place', 'hms-move', 'ixian-selection']);
    for (const [name, log] of table.events) {
      const leaks = log.filter((e) => e.visibleTo !== undefined && e.visibleTo !== name).map((e) => `${e.type} for ${e.visibleTo}`);
      expect(leaks, `${name}: private events of others`).to.deep.equal([]);
    }
    report(`${room.game.actions} actions in ${Date.now() - started} ms, the Ixians asked ${[...asked].join(', ')}`);
    await leaveAll(table);
  });

  it('IX.hms.battle the Ixians and the Tleilaxu driven over the SDK in an Advanced game with every module and card set (autopilot elsewhere) play to the end; views equal viewFor, a JSON client watching included, no private event leaks', async () => {
    const factions: Faction[] = ['ixians', 'tleilaxu', 'atreides', 'harkonnen', 'emperor', 'choam'];
    const table = watch(
      await openTable(server, {
        seed: 'ixians-tleilaxu-wire',
        factions,
        seating: 'listed',
        botDelayMs: 0,
        advanced: true,
        modules: ['leader-skills', 'homeworlds', 'sandtrout', 'cheap-hero-traitor', 'tech-tokens'],
        cards: ['base', 'ixians', 'richese', 'ecaz'],
      }),
    );
    // A JSON client watches too (PROTOCOL.md's JSON mode): its view is the spectator's, field for field.
    const json = await RawClient.connect(
      server.url,
      await matchmake(server.httpUrl, 'joinById', table.gameId, { gameId: table.gameId, spectator: true, format: 'json' }),
    );
    const asked = await playDriven(server, table, ['ixians', 'tleilaxu']);
    const room = server.room(table.gameId);
    expect(room.autopilot.rejected).to.equal(0);
    expectProjected(server, table);
    await json.until(() => json.version === room.game.actions, 5000, 'the JSON client at the last version');
    expect(json.view).to.deep.equal(viewFor(room.game, 'spectator'));
    await json.leave();
    expect([...asked]).to.include.members(['ixian-starting-card', 'hms-place', 'revival-favours']);
    for (const [name, log] of table.events) {
      const leaks = log.filter((e) => e.visibleTo !== undefined && e.visibleTo !== name).map((e) => `${e.type} for ${e.visibleTo}`);
      expect(leaks, `${name}: private events of others`).to.deep.equal([]);
    }
    report(`${room.game.actions} actions, the Ixians and the Tleilaxu asked ${[...asked].join(', ')}`);
    await leaveAll(table);
  });

  it('IX.bidding noninterference: games that differ only in which card the Ixians put back before the auctions, and where, send every other client the same bytes', async () => {
    const position = enterPhase(ixiansBoard(), 'bidding');
    const selection = position.pending.find((d) => d.kind === 'ixian-selection');
    if (selection?.kind !== 'ixian-selection') throw new Error('no selection');
    // Not the row's first card: the Atreides see that one when its auction opens (2.01.05).
    const [last, beforeLast] = [selection.cards.at(-1)!, selection.cards.at(-2)!];
    const top = await playStored(server, store, 'ixians-top', position, async (t) => {
      await answer(server, t, 'ixians', 'ixian-selection', () => ({ card: last, to: 'top' }));
    });
    const bottom = await playStored(server, store, 'ixians-bottom', position, async (t) => {
      await answer(server, t, 'ixians', 'ixian-selection', () => ({ card: beforeLast, to: 'bottom' }));
    });
    expectNoninterference(top, bottom, ['atreides', 'harkonnen', 'emperor', 'fremen', 'guild', 'spectator'], ['ixians']);
    for (const run of [top, bottom]) await leaveAll(run.table);
  });

  it('IX.technology noninterference: games that differ only in which card of their hand the Ixians give send every seat but theirs and the Atreides (who see the card up for bid) the same bytes', async () => {
    const base = ixiansBoard({ advanced: true });
    setHand(base, 'ixians', [base.decks.treachery.at(-1)!, base.decks.treachery.at(-2)!]);
    let position = enterPhase(base, 'bidding');
    const sel = position.pending.find((d) => d.kind === 'ixian-selection');
    if (sel?.kind !== 'ixian-selection') throw new Error('no selection');
    position = act(position, 'ixians', { type: 'ixian-selection', event: sel.id, card: sel.cards.at(-1)!, to: 'bottom' }).state;
    const [first, second] = position.factions.ixians!.hand;
    const gives = async (gameId: string, give: TreacheryCardId) =>
      playStored(server, store, gameId, position, async (t) => {
        await answer(server, t, 'ixians', 'ixian-technology', () => ({ give }));
      });
    const a = await gives('ixians-tech-a', first!);
    const b = await gives('ixians-tech-b', second!);
    expectNoninterference(a, b, ['harkonnen', 'emperor', 'fremen', 'guild', 'spectator'], ['ixians', 'atreides']);
    for (const run of [a, b]) await leaveAll(run.table);
  });
});
