// CHOAM on the wire (real server, real SDK clients; docs/rules/choam.tsv). A whole Advanced six-seat game with CHOAM
// ends with every decoded view equal to viewFor, CHOAM's public part (the schema's JSON field `choam`) included.
// Noninterference: games that differ only in the card CHOAM trades its ally, in the cards an audit may draw, or in
// the spice CHOAM offers for its ally's battles send every client but those entitled to the secret the same bytes.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Faction, GameEvent } from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { FileStore } from '../../server/store/index.ts';
import { bootServer, waitFor, type TestServer } from '../helpers/server.ts';
import { openTable } from '../helpers/table.ts';
import { leaveAll, quiet, settledAt, viewersOf, watch } from '../helpers/skills-wire.ts';
import { expectNoninterference, expectProjected, playStored, viewOf } from '../helpers/noninterference.ts';
import { answer, auditPosition, fundingPosition, passKarama, tradePosition } from '../helpers/choam-wire.ts';
import { report } from '../support/capture-logs.ts';
import type { TreacheryCardId } from '../../rooms/dune/types.ts';

const ofType = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T) =>
  events.filter((e) => e.type === type) as Extract<GameEvent, { type: T }>[];

/** No client in `names` received any of `cards` since seating (hex of the card ids in the raw bytes). */
function expectUnseen(run: { bytes: Map<string, string> }, names: string[], cards: string[]): void {
  for (const name of names)
    for (const card of cards) expect(run.bytes.get(name)!.includes(Buffer.from(card).toString('hex')), `${name} received ${card}`).to.equal(false);
}

describe('wire: CHOAM', function () {
  this.timeout(60_000);
  const dir = mkdtempSync(join(tmpdir(), 'dune-choam-'));
  const store = new FileStore(dir);
  let server: TestServer;
  before(async () => {
    server = await bootServer(store);
  });
  after(() => server.close());

  it('CH.setup a six-seat Advanced game with CHOAM and every card set, CHOAM driven over the SDK and autopilot elsewhere, plays to the end; every view equals viewFor', async () => {
    const started = Date.now();
    const factions: Faction[] = ['atreides', 'harkonnen', 'emperor', 'fremen', 'guild', 'choam'];
    const table = watch(
      await openTable(server, { seed: 'choam-wire', factions, seating: 'listed', advanced: true, cards: ['base', 'ixians', 'richese', 'ecaz'], botDelayMs: 0 }),
    );
    await quiet(server, table);
    const room = server.room(table.gameId);
    expect(table.spectator.view.seats.map((s) => s.faction)).to.include('choam');
    for (const f of factions.filter((x) => x !== 'choam')) await table.seats.get(f)!.setAutopilot(true);
    const choam = table.seats.get('choam')!;
    const asked = new Set<string>();
    // CHOAM answers from its own decoded view once the game waits on it alone (the autopilot seats answer at once), so
    // that no answer races an interrupt another seat opens (a Semuta Drug window puts CHOAM's decisions aside).
    const waitsOnChoam = () => choam.version === room.game.actions && room.game.pending.length > 0 && room.game.pending.every((d) => d.seat === 'choam');
    for (let i = 0; i < 5000 && room.game.phase !== 'game-over'; i++) {
      await waitFor(() => waitsOnChoam() || room.game.phase === 'game-over', 10_000, `a CHOAM decision (phase ${room.game.phase})`);
      const d = choam.decisions[0];
      if (!d) continue;
      asked.add(d.kind);
      await choam.act(legalAnswer(d, i, choam.view)); // a refusal rejects: the test fails
    }
    expect(room.game.victory).to.not.equal(null);
    await settledAt(server, table);
    expect(room.autopilot.rejected).to.equal(0);
    expectProjected(server, table);
    expect(table.spectator.view.choam).to.not.equal(null);
    expect([...asked]).to.include('choam-market');
    for (const [name, log] of table.events) {
      expect(ofType(log, 'choam-dividends').length, `${name}: dividends`).to.be.greaterThan(0);
      const leaks = log.filter((e) => e.visibleTo !== undefined && e.visibleTo !== name).map((e) => `${e.type} for ${e.visibleTo}`);
      expect(leaks, `${name}: private events of others`).to.deep.equal([]);
    }
    report(`${room.game.actions} actions in ${Date.now() - started} ms, CHOAM asked ${[...asked].join(', ')}; victory ${JSON.stringify(room.game.victory)}`);
    await leaveAll(table);
  });

  it('CH.ally.trade noninterference: the card CHOAM gives its ally reaches the two traders alone (CHOAM sees it put forward in its own view); every other client receives the same bytes', async () => {
    const play = (gameId: string, card: TreacheryCardId) =>
      playStored(server, store, gameId, tradePosition(), async (t) => {
        await answer(server, t, 'choam', 'choam-market', () => ({ sell: [], trade: true }));
        for (const [name] of viewersOf(t)) if (name !== 'choam' && name !== 'atreides') expect(viewOf(t, name).private?.hand ?? [], name).to.deep.equal([]);
        await answer(server, t, 'choam', 'choam-trade', () => ({ give: card }));
        // CHOAM sees the card it put forward (its private view only) while the ally has yet to answer.
        expectProjected(server, t);
        expect(viewOf(t, 'choam').private!.tradeOffer).to.deep.equal({ partner: 'atreides', give: card });
        for (const name of ['atreides', 'harkonnen', 'spectator']) expect(viewOf(t, name).private?.tradeOffer ?? null, name).to.equal(null);
        await passKarama(server, t);
        await answer(server, t, 'atreides', 'choam-trade', () => ({ give: 'shield-1' }));
        await passKarama(server, t);
      });
    const a = await play('choam-trade-a', 'lasgun');
    const b = await play('choam-trade-b', 'crysknife');
    for (const [run, card] of [
      [a, 'lasgun'],
      [b, 'crysknife'],
    ] as const) {
      const traded = (name: string) => ofType(run.table.events.get(name)!, 'card-traded').map((e) => ({ gave: e.gave, got: e.got, with: e.with }));
      expect(traded('choam')).to.deep.equal([{ gave: card, got: 'shield-1', with: 'atreides' }]);
      expect(traded('atreides')).to.deep.equal([{ gave: 'shield-1', got: card, with: 'choam' }]);
      expect(run.table.seats.get('atreides')!.view.private!.hand).to.deep.equal([card]);
      expect(run.table.seats.get('choam')!.view.private!.hand).to.include('shield-1');
      for (const name of ['harkonnen', 'spectator']) {
        expect(traded(name), name).to.deep.equal([]);
        expect(ofType(run.table.events.get(name)!, 'choam-traded').length, name).to.equal(1);
      }
      expect(run.table.spectator.view.choam!.tradedTurn).to.equal(run.table.spectator.view.turn);
      expectUnseen(run, ['harkonnen', 'spectator'], ['lasgun', 'crysknife', 'shield-1']);
    }
    expectNoninterference(a, b, ['harkonnen', 'spectator'], ['choam', 'atreides']);
    report(`bytes per other client through the trade: ${a.bytes.get('spectator')!.length / 2}`);
    for (const t of [a, b]) await leaveAll(t.table);
  });

  it("CH.audit noninterference: the cards the Auditor's audit sees reach CHOAM alone; games differing in the Harkonnen's unused cards send everyone else the same bytes", async () => {
    const play = (gameId: string, held: [TreacheryCardId, TreacheryCardId], other: [TreacheryCardId, TreacheryCardId]) =>
      playStored(server, store, gameId, auditPosition(held, other), async (t) => {
        await answer(server, t, 'choam', 'choam-audit', () => ({ audit: true }));
        await passKarama(server, t);
        await answer(server, t, 'harkonnen', 'audit-payoff', () => ({ pay: false }));
        await passKarama(server, t);
      });
    const a = await play('choam-audit-a', ['lasgun', 'crysknife'], ['chaumas', 'stunner']);
    const b = await play('choam-audit-b', ['chaumas', 'stunner'], ['lasgun', 'crysknife']);
    for (const [run, held] of [
      [a, ['lasgun', 'crysknife']],
      [b, ['chaumas', 'stunner']],
    ] as const) {
      const seen = ofType(run.table.events.get('choam')!, 'audit-seen');
      expect(seen.map((e) => [e.faction, [...e.cards].sort()])).to.deep.equal([['harkonnen', [...held].sort()]]);
      for (const name of ['atreides', 'harkonnen', 'spectator']) {
        expect(ofType(run.table.events.get(name)!, 'audit-seen'), name).to.deep.equal([]);
        expect(
          ofType(run.table.events.get(name)!, 'audit-made').map((e) => e.count),
          name,
        ).to.deep.equal([2]);
      }
      expectUnseen(run, ['atreides', 'spectator'], ['lasgun', 'crysknife', 'chaumas', 'stunner']);
    }
    expectNoninterference(a, b, ['atreides', 'spectator'], ['choam']);
    for (const t of [a, b]) await leaveAll(t.table);
  });

  it('CH.ally.battle-funding noninterference: the spice CHOAM offers reaches its ally alone (event and private round view); other clients receive the same bytes', async () => {
    const play = (gameId: string, amount: number) =>
      playStored(server, store, gameId, fundingPosition(), async (t) => {
        await answer(server, t, 'choam', 'choam-battle-support', (d) => {
          expect(d).to.include({ ally: 'harkonnen', max: 10 });
          return { amount };
        });
        await passKarama(server, t);
        await answer(server, t, 'atreides', 'prescience', () => ({ element: null }));
      });
    const a = await play('choam-funding-a', 3);
    const b = await play('choam-funding-b', 5);
    for (const [run, amount] of [
      [a, 3],
      [b, 5],
    ] as const) {
      const harkonnen = run.table.seats.get('harkonnen')!;
      expect(ofType(run.table.events.get('harkonnen')!, 'battle-support-offered').map((e) => [e.ally, e.amount])).to.deep.equal([['harkonnen', amount]]);
      expect(harkonnen.view.private!.round).to.deep.include({ choamSupport: amount });
      expect(harkonnen.decisions.find((d) => d.kind === 'battle-plan')).to.deep.include({ choamSupport: amount });
      for (const name of ['atreides', 'spectator']) {
        expect(ofType(run.table.events.get(name)!, 'battle-support-offered'), name).to.deep.equal([]);
        expect(JSON.stringify(viewOf(run.table, name).private?.round ?? null), name).to.not.include('choamSupport');
      }
    }
    expectNoninterference(a, b, ['atreides', 'spectator'], ['harkonnen']);
    for (const t of [a, b]) await leaveAll(t.table);
  });
});
