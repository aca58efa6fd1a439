// Invariants 1–3 of docs/ARCHITECTURE.md §8 on a real server: projection = wire, noninterference, no leak in the bytes.
import { expect } from 'chai';
import { viewFor, CLASSIC_FACTIONS, type Faction } from '../../rooms/dune/index.ts';
import { traitorName } from '../../rooms/dune/factions/leaders.ts';
import { treacheryCard } from '../../rooms/dune/cards/treachery.ts';
import { isTreacheryCardId } from '../../rooms/dune/cards/ids.ts';
import { receivedBytes, useServer, waitFor } from '../helpers/server.ts';
import { closeTable, openTable, playSetupOverWire, settled, type Table } from '../helpers/table.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { report } from '../support/capture-logs.ts';

const ALL: Faction[] = [...CLASSIC_FACTIONS];

describe('wire: per-seat views over WebSocket', function () {
  this.timeout(60_000);
  const server = useServer();

  it('six SDK clients play set-up; every decoded view equals viewFor(state, seat), the spectator\'s viewFor(state, "spectator")', async () => {
    const table = await openTable(server(), { seed: 'projection', advanced: true });
    const room = server().room(table.gameId);
    // Before any action, and after every round of actions, the wire equals the projection.
    const check = async () => {
      await settled(server(), table);
      for (const [faction, conn] of table.seats) expect(conn.view, faction).to.deep.equal(viewFor(room.game, faction));
      expect(table.spectator.view).to.deep.equal(viewFor(room.game, 'spectator'));
    };
    await check();
    const actions = await playSetupOverWire(server(), table);
    await check();
    expect(actions).to.be.greaterThan(8);
    expect(room.game.phase).to.not.be.oneOf(['setup', 'storm']);
    expect(room.game.storm.sector).to.be.a('number');
    for (const [faction, conn] of table.seats) {
      expect(conn.view.private!.hand.length, faction).to.equal(faction === 'harkonnen' ? 2 : 1);
      expect(conn.view.private!.traitors.length, faction).to.equal(faction === 'harkonnen' ? 4 : 1);
    }
    await closeTable(table);
  });

  it("noninterference: games differing only in one seat's traitor pick decode identically for every other viewer", async () => {
    const events = new Map<Table, Map<string, unknown[]>>();
    const play = async (atreidesPick: number): Promise<Table> => {
      const table = await openTable(server(), { seed: 'noninterference', seating: 'listed' });
      const log = new Map<string, unknown[]>();
      for (const [name, conn] of [...table.seats, ['spectator', table.spectator] as const]) {
        log.set(name, []);
        conn.onEvents((list) => log.get(name)!.push(...list));
      }
      events.set(table, log);
      await playSetupOverWire(server(), table, (f, kind) => (f === 'atreides' && kind === 'pick-traitor' ? atreidesPick : 0));
      await settled(server(), table);
      return table;
    };
    const a = await play(0);
    const b = await play(2);
    expect(server().room(a.gameId).game.factions.atreides!.traitors).to.not.deep.equal(server().room(b.gameId).game.factions.atreides!.traitors);
    for (const f of ALL.filter((x) => x !== 'atreides')) expect(a.seats.get(f)!.view, f).to.deep.equal(b.seats.get(f)!.view);
    expect(a.spectator.view).to.deep.equal(b.spectator.view);
    expect(a.seats.get('atreides')!.view).to.not.deep.equal(b.seats.get('atreides')!.view);
    // Event messages too: every other viewer received the same events. (Raw byte counts are not compared: how
    // changes are batched into patches depends on timing, not on content.)
    for (const f of ALL.filter((x) => x !== 'atreides')) expect(events.get(a)!.get(f), f).to.deep.equal(events.get(b)!.get(f));
    expect(events.get(a)!.get('spectator')).to.deep.equal(events.get(b)!.get('spectator'));
    await closeTable(a);
    await closeTable(b);
  });

  it("no leak: bytes received during a whole set-up never name another seat's traitor or treachery card", async () => {
    const table = await openTable(server(), { seed: 'leak-check' });
    await playSetupOverWire(server(), table);
    await settled(server(), table);
    const game = server().room(table.gameId).game;
    const totals: Record<string, number> = {};
    const viewers: [string, Faction | null, Buffer][] = [
      ...[...table.seats].map(([f, c]) => [f, f, receivedBytes(c)] as [string, Faction, Buffer]),
      ['spectator', null, receivedBytes(table.spectator)],
    ];
    for (const [name, self, bytes] of viewers) {
      totals[name] = bytes.length;
      const own = self ? game.factions[self]! : null;
      const known = new Set([...(own?.hand ?? []), ...(own?.traitors ?? []), ...(own?.discardedTraitors ?? [])]);
      const knownNames = new Set([...known].map((id) => (isTreacheryCardId(id) ? treacheryCard(id).name : traitorName(id))));
      for (const other of ALL.filter((f) => f !== self)) {
        const fs = game.factions[other]!;
        for (const t of [...fs.traitors, ...fs.discardedTraitors]) {
          if (!known.has(t)) expect(bytes.includes(t), `${name} received ${other}'s traitor card id ${t}`).to.equal(false);
          if (!knownNames.has(traitorName(t))) expect(bytes.includes(traitorName(t)), `${name} received ${other}'s traitor name`).to.equal(false);
        }
        for (const c of fs.hand) {
          if (!known.has(c)) expect(bytes.includes(c), `${name} received ${other}'s card id ${c}`).to.equal(false);
          if (!knownNames.has(treacheryCard(c).name)) expect(bytes.includes(treacheryCard(c).name), `${name} received ${other}'s card name`).to.equal(false);
        }
      }
      // Sanity: the capture does see this viewer's own secrets.
      if (own) for (const c of own.hand) expect(bytes.includes(c), `${name} own card`).to.equal(true);
    }
    report(`bytes received per client for a full set-up: ${JSON.stringify(totals)}`);
    await closeTable(table);
  });

  it('patches are small: one accepted action costs other clients a few hundred bytes, not a new state', async () => {
    const table = await openTable(server(), { seed: 'patch-size', factions: ['atreides', 'harkonnen', 'fremen'] });
    await settled(server(), table);
    // The joins' own patches (connected flags, sent periodically) go out first: every client has seen every seat join.
    const joined = () =>
      [...table.seats.values(), table.spectator].every((c) => c.room.state.seats.length === 3 && c.room.state.seats.every((s) => s.connected));
    await waitFor(joined, 10_000, 'every client to see every seat connected');
    const atreides = table.seats.get('atreides')!;
    const others = [table.seats.get('harkonnen')!, table.seats.get('fremen')!, table.spectator];
    const before = others.map((c) => receivedBytes(c).length);
    await atreides.act(legalAnswer(atreides.decisions.find((d) => d.kind === 'pick-traitor') ?? atreides.decisions[0]!));
    await settled(server(), table);
    const pickBytes = others.map((c, i) => receivedBytes(c).length - before[i]!);
    // A secret pick changes nothing others may see: at most an empty patch frame reaches them.
    for (const [i, bytes] of pickBytes.entries()) expect(bytes, `client ${i}`).to.be.lessThan(16);
    // A public change (Fremen placing forces) reaches everyone as a small patch.
    await playSetupOverWire(server(), table);
    await settled(server(), table);
    const setupBytes = others.map((c, i) => receivedBytes(c).length - before[i]!);
    for (const [i, bytes] of setupBytes.entries()) expect(bytes, `client ${i}`).to.be.lessThan(2500);
    report(`bytes after a secret pick: ${JSON.stringify(pickBytes)}; for the rest of set-up: ${JSON.stringify(setupBytes)}`);
    await closeTable(table);
  });
});
