// The Homeworlds variant on the wire (real server, real SDK clients; docs/rules/homeworlds.tsv). A whole Advanced
// six-seat game with CHOAM and the variant ends with every decoded view equal to viewFor, the schema's JSON fields
// `homeworlds` and `tupile` included. The Tupile contract (HW.tupile.intelligence): games that differ only in the
// target's hidden hand, or only in its spice, send every client but CHOAM and the target the same bytes through
// CHOAM's request; CHOAM's receipt holds the right numbers and, after a server restart, is still CHOAM's alone; games
// that differ only in the count CHOAM asks for send every other client the same JSON bytes.
// An occupation reaches every client alike.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stateHash, viewFor, type Action, type Decision, type Faction, type GameEvent, type GameState, type PlayerView } from '../../rooms/dune/index.ts';
import { botAnswer } from '../../rooms/dune/bots/index.ts';
import { tupileAction } from '../../rooms/dune/plugins/homeworlds/bots/index.ts';
import { TUPILE_LOW_MAX } from '../../rooms/dune/plugins/homeworlds/tupile.ts';
import { DuneClient, type DuneError } from '../../client-sdk/node.ts';
import { FileStore } from '../../server/store/index.ts';
import { bootServer, waitFor, type TestServer } from '../helpers/server.ts';
import { openTable } from '../helpers/table.ts';
import { bytesSince, drain, leaveAll, offsetsOf, quiet, seatStored, settledAt, storeGame, viewersOf, watch, type Watched } from '../helpers/skills-wire.ts';
import { answer, passKarama } from '../helpers/choam-wire.ts';
import { carries, occupationPosition, pinged, seatStoredJson, tupilePosition } from '../helpers/homeworlds-wire.ts';
import { report } from '../support/capture-logs.ts';

const viewerOf = (name: string) => (name === 'spectator' ? 'spectator' : (name as Faction));
const ofType = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T) =>
  events.filter((e) => e.type === type) as Extract<GameEvent, { type: T }>[];
const viewOf = (table: Watched, name: string) => viewersOf(table).find(([n]) => n === name)![1].view;
const SIX_WORLDS = ['caladan', 'giedi-prime', 'kaitain', 'salusa-secundus', 'southern-hemisphere', 'junction', 'tupile'];
const ASK: Action = { type: 'tupile-intelligence', target: 'atreides', category: 'weapons' };

/** Every client's decoded view equals the engine's projection, and the raw `homeworlds` and `tupile` fields its JSON. */
function expectProjected(server: TestServer, table: Watched): void {
  const game = server.room(table.gameId).game;
  for (const [name, conn] of viewersOf(table)) {
    const expected = viewFor(game, viewerOf(name));
    expect(conn.view, name).to.deep.equal(expected);
    const { homeworlds, tupile } = conn.room.state;
    expect(homeworlds ? JSON.parse(homeworlds) : [], `${name}: the schema's homeworlds field`).to.deep.equal(expected.homeworlds);
    expect(tupile ? JSON.parse(tupile) : null, `${name}: the schema's tupile field`).to.deep.equal(expected.tupile);
  }
}

type Run = { table: Watched; bytes: Map<string, string>; from: Map<string, number> };

/** The target's view with its own hand and spice left out (all that may differ between the games). */
const masked = (v: PlayerView) => ({ ...v, private: { ...v.private!, hand: [], spice: 0 } });

describe('wire: Homeworlds', function () {
  this.timeout(60_000);
  const dir = mkdtempSync(join(tmpdir(), 'dune-homeworlds-'));
  let store = new FileStore(dir);
  let server: TestServer;
  before(async () => {
    server = await bootServer(store);
  });
  after(() => server.close());

  it('HW.setup a six-seat Advanced Homeworlds game with CHOAM, CHOAM driven over the SDK and autopilot elsewhere, plays to the end; every view equals viewFor, homeworlds and tupile fields included', async () => {
    const started = Date.now();
    const factions: Faction[] = ['atreides', 'harkonnen', 'emperor', 'fremen', 'guild', 'choam'];
    const table = watch(
      await openTable(server, { seed: 'homeworlds-wire', factions, seating: 'listed', advanced: true, modules: ['homeworlds'], botDelayMs: 0 }),
    );
    await quiet(server, table);
    const room = server.room(table.gameId);
    expect(table.spectator.view.homeworlds.map((w) => w.world)).to.have.members(SIX_WORLDS);
    expect(table.spectator.view.tupile).to.not.equal(null);
    for (const f of factions.filter((x) => x !== 'choam')) await table.seats.get(f)!.setAutopilot(true);
    const choam = table.seats.get('choam')!;
    let requests = 0;
    // CHOAM acts from its own decoded view once the game waits on it alone (as in the CHOAM wire test): first
    // Tupile's question when its public quote allows one, else a hard bot's answer (it ships for contact).
    const waitsOnChoam = () => choam.version === room.game.actions && room.game.pending.length > 0 && room.game.pending.every((d) => d.seat === 'choam');
    // Until it has asked once, CHOAM ships from Tupile to another homeworld, enough to bring Tupile to its low face.
    const contact = (d: Extract<Decision, { kind: 'ship' }>): Action | null => {
      const natives = choam.view.homeworlds.find((w) => w.world === 'tupile')!.natives;
      const count = Math.max(1, natives - TUPILE_LOW_MAX);
      const to = d.homeworlds?.[0];
      if (!to || count > choam.view.private!.spice || count > choam.view.seats.find((s) => s.faction === 'choam')!.reserves.regular) return null;
      return { type: 'ship', event: d.id, mode: 'reserves', to: { territory: to, sector: 0 }, count };
    };
    for (let i = 0; i < 5000 && room.game.phase !== 'game-over'; i++) {
      await waitFor(() => waitsOnChoam() || room.game.phase === 'game-over', 10_000, `a CHOAM decision (phase ${room.game.phase})`);
      const ask = tupileAction(choam.view, null);
      if (ask) {
        await choam.act(ask); // a refusal rejects: the test fails
        requests++;
        continue;
      }
      const d = choam.decisions[0];
      if (!d) continue;
      await choam.act((d.kind === 'ship' && requests === 0 && contact(d)) || botAnswer('hard', choam.view, d));
    }
    expect(room.game.victory).to.not.equal(null);
    await settledAt(server, table);
    expect(room.autopilot.rejected).to.equal(0);
    expectProjected(server, table);
    expect(requests, 'Tupile questions asked').to.be.greaterThan(0);
    const receipts = ofType(table.events.get('choam')!, 'tupile-receipt').map((e) => e.receipt);
    expect(choam.view.private!.intelligence).to.deep.equal(receipts).and.to.have.length(requests);
    const HW_TYPES = new Set(['homeworld-occupied', 'occupation-ended', 'occupation-income', 'tupile-intelligence']);
    const hwLog = (name: string) => JSON.stringify(table.events.get(name)!.filter((e) => HW_TYPES.has(e.type)));
    for (const [name, log] of table.events) {
      const leaks = log.filter((e) => e.visibleTo !== undefined && e.visibleTo !== name).map((e) => `${e.type} for ${e.visibleTo}`);
      expect(leaks, `${name}: private events of others`).to.deep.equal([]);
      expect(ofType(log, 'tupile-intelligence').length, `${name}: requests`).to.equal(requests);
      expect(ofType(log, 'tupile-receipt').length, `${name}: receipts`).to.equal(name === 'choam' ? requests : 0);
      expect(hwLog(name), `${name}: the public homeworld events`).to.equal(hwLog('spectator'));
    }
    // A late joiner's history, rebuilt from the log, tells the requests and no category or answer either.
    const late = await new DuneClient(server.url).spectate(table.gameId);
    await waitFor(() => late.events.length >= table.events.get('spectator')!.length, 10_000, 'the late spectator’s history');
    expect(ofType(late.events, 'tupile-intelligence')).to.have.length(requests);
    expect(ofType(late.events, 'tupile-receipt')).to.deep.equal([]);
    expect(JSON.stringify(ofType(late.events, 'tupile-intelligence'))).to.not.match(/weapons|defenses|category/);
    expect(JSON.stringify(late.events.filter((e) => HW_TYPES.has(e.type)))).to.equal(hwLog('spectator'));
    await late.leave();
    const hw = ['homeworld-occupied', 'occupation-ended', 'occupation-income'].map(
      (t) => `${t} ${ofType(table.events.get('spectator')!, t as 'homeworld-occupied').length}`,
    );
    report(
      `${room.game.actions} actions in ${Date.now() - started} ms; Tupile requests ${requests}; ${hw.join(', ')}; victory ${JSON.stringify(room.game.victory)}`,
    );
    await leaveAll(table);
  });

  it("HW.tupile.intelligence noninterference: games differing only in the target's hidden hand, or only in its spice, send every client but CHOAM and the target the same bytes; CHOAM's receipt is right, and still CHOAM's alone after a server restart", async () => {
    const play = async (gameId: string, position: GameState): Promise<Run> => {
      await storeGame(store, gameId, position);
      const table = await seatStored(server, gameId, position.seating);
      const from = offsetsOf(table);
      await answer(server, table, 'atreides', 'wormsign', () => ({ look: false }));
      await table.seats.get('choam')!.act(ASK);
      await settledAt(server, table);
      await answer(server, table, 'atreides', 'ship', () => ({ mode: 'pass' }));
      await passKarama(server, table);
      await drain(table);
      expectProjected(server, table);
      return { table, from, bytes: bytesSince(table, from) };
    };
    const receiptOf = (spice: number, count: number) => ({ target: 'atreides', category: 'weapons', spice, count, turn: 2, phase: 'shipment-movement' });
    const a = await play('hw-tupile-a', tupilePosition('lasgun', 7));
    const b = await play('hw-tupile-b', tupilePosition('baliset', 7));
    const c = await play('hw-tupile-c', tupilePosition('lasgun', 12));
    for (const [run, receipt] of [
      [a, receiptOf(7, 2)],
      [b, receiptOf(7, 1)],
      [c, receiptOf(12, 2)],
    ] as const) {
      expect(viewOf(run.table, 'choam').private!.intelligence).to.deep.equal([receipt]);
      expect(ofType(run.table.events.get('choam')!, 'tupile-receipt').map((e) => e.receipt)).to.deep.equal([receipt]);
      for (const [name, conn] of viewersOf(run.table)) {
        // The target, and nothing of the count asked for.
        expect(
          ofType(run.table.events.get(name)!, 'tupile-intelligence').map((e) => `${Object.keys(e).sort().join()} ${e.target}`),
          name,
        ).to.deep.equal(['id,target,type atreides']);
        expect(conn.view.tupile, name).to.deep.equal({ blocked: null, used: ['atreides'], targets: [] });
        if (name === 'choam') continue;
        expect(ofType(run.table.events.get(name)!, 'tupile-receipt'), name).to.deep.equal([]);
        expect(conn.view.private?.intelligence ?? [], name).to.deep.equal([]);
      }
      expect(Object.fromEntries(carries(run.table, run.from, [receipt]))).to.deep.equal({
        atreides: false,
        harkonnen: false,
        emperor: false,
        choam: true,
        spectator: false,
      });
    }
    for (const [x, y] of [
      [a, b],
      [a, c],
    ] as const) {
      // The target's hand and spice reached it when it was seated (before `from`) and did not change since: its
      // stream through the request is the same too; its view differs in its own hand or spice alone.
      for (const name of ['atreides', 'harkonnen', 'emperor', 'spectator']) {
        expect(x.bytes.get(name)!.length, name).to.be.greaterThan(0);
        // Except that the target's own ship decision lists how many forces its own spice buys (`max`): with other
        // spice, its stream differs there; every other stream is the same.
        if (name === 'atreides' && y === c) expect(y.bytes.get(name), `${name}: bytes`).to.not.equal(x.bytes.get(name));
        else expect(y.bytes.get(name), `${name}: bytes`).to.equal(x.bytes.get(name));
        expect(y.table.events.get(name), `${name}: events`).to.deep.equal(x.table.events.get(name));
        if (name !== 'atreides') expect(viewOf(y.table, name), `${name}: view`).to.deep.equal(viewOf(x.table, name));
      }
      expect(y.bytes.get('choam'), 'choam: bytes').to.not.equal(x.bytes.get('choam'));
      expect(viewOf(y.table, 'atreides').private, 'atreides: its hand or spice').to.not.deep.equal(viewOf(x.table, 'atreides').private);
      expect(masked(viewOf(y.table, 'atreides')), 'atreides: view but its hand and spice').to.deep.equal(masked(viewOf(x.table, 'atreides')));
    }
    for (const t of [b, c]) await leaveAll(t.table);

    // The server stops (clients are told to come back) and a new one starts on the same address and game store.
    const hashBefore = stateHash(server.room(a.table.gameId).game);
    const recovered = Promise.all(viewersOf(a.table).map(([, conn]) => new Promise<void>((resolve) => conn.onReconnect(() => resolve()))));
    const mark = offsetsOf(a.table);
    const rooms = new Map(viewersOf(a.table).map(([name, conn]) => [name, conn.room]));
    const port = server.port;
    const stopped = Date.now();
    await server.close();
    store = new FileStore(dir);
    server = await bootServer(store, { port });
    await recovered;
    await quiet(server, a.table);
    const recovery = Date.now() - stopped;
    expect(stateHash(server.room(a.table.gameId).game)).to.equal(hashBefore);
    expectProjected(server, a.table);
    expect(viewOf(a.table, 'choam').private!.intelligence).to.deep.equal([receiptOf(7, 2)]);
    for (const name of ['atreides', 'harkonnen', 'emperor']) expect(viewOf(a.table, name).private!.intelligence, name).to.deep.equal([]);
    // A client that came back in a new SDK room object has its frames counted from that room's first.
    const since = new Map(viewersOf(a.table).map(([name, conn]) => [name, conn.room === rooms.get(name) ? mark.get(name)! : 0]));
    const resent = Object.fromEntries(carries(a.table, since, [receiptOf(7, 2)]));
    expect(resent).to.deep.equal({ atreides: false, harkonnen: false, emperor: false, choam: true, spectator: false });
    // The use survived too: a second question to the Atreides is refused.
    const again = await a.table.seats
      .get('choam')!
      .act({ ...ASK, category: 'defenses' } as Action)
      .then(
        () => null,
        (e: DuneError) => e,
      );
    expect(again?.code).to.equal('NOT_ELIGIBLE');
    report(`bytes per other client through the request: ${a.bytes.get('spectator')!.length / 2}; restart to quiet: ${recovery} ms`);
    await leaveAll(a.table);
  });

  it("HW.tupile.intelligence noninterference on JSON bytes: games differing only in the count CHOAM asks for (weapons or defenses) send every other client, the target's included, the same views and events; the category reaches CHOAM alone", async () => {
    const play = async (gameId: string, category: 'weapons' | 'defenses') => {
      const position = tupilePosition('lasgun', 7);
      await storeGame(store, gameId, position);
      const clients = await seatStoredJson(server, gameId, position.seating);
      await pinged(clients);
      const from = new Map([...clients].map(([viewer, c]) => [viewer, c.frames.length]));
      await clients.get('choam')!.act({ ...ASK, category });
      await pinged(clients);
      // The game goes on (the Atreides' public answer), so the frames after the request are compared too.
      const atreides = clients.get('atreides')!;
      await atreides.act({ type: 'wormsign', event: atreides.decisions.find((d) => d.kind === 'wormsign')!.id, look: false });
      await pinged(clients);
      const since = new Map([...clients].map(([viewer, c]) => [viewer, c.frames.slice(from.get(viewer))]));
      return { clients, since, game: server.room(gameId).game };
    };
    const a = await play('hw-tupile-weapons', 'weapons');
    const b = await play('hw-tupile-defenses', 'defenses');
    expect(a.game.homeworlds!.receipts.map((r) => [r.category, r.count])).to.deep.equal([['weapons', 2]]);
    expect(b.game.homeworlds!.receipts.map((r) => [r.category, r.count])).to.deep.equal([['defenses', 1]]);
    const bytes: Record<string, number> = {};
    for (const viewer of ['atreides', 'harkonnen', 'emperor', 'spectator'] as const) {
      const [fa, fb] = [a.since.get(viewer)!, b.since.get(viewer)!];
      expect(fa.length, `${viewer}: frame count`).to.equal(fb.length).and.be.greaterThan(1);
      for (const [i, frame] of fa.entries()) expect(frame.equals(fb[i]!), `${viewer} frame ${i}: ${frame.toString('utf8', 0, 160)}`).to.equal(true);
      const text = Buffer.concat(fa).toString('utf8');
      expect(text, viewer).to.include('"tupile-intelligence"');
      expect(text, viewer).to.not.match(/"category"|"weapons"|"defenses"/);
      expect(a.clients.get(viewer)!.view, `${viewer}: view`).to.deep.equal(viewFor(a.game, viewer));
      bytes[viewer] = fa.reduce((n, f) => n + f.length, 0);
    }
    // CHOAM's own stream carries its category (its receipt), so it differs between the games.
    const choam = [a, b].map((run) => Buffer.concat(run.since.get('choam')!).toString('utf8'));
    expect(choam[0]).to.include('"category":"weapons"');
    expect(choam[1]).to.include('"category":"defenses"');
    report(`identical JSON bytes per other client through the request: ${JSON.stringify(bytes)}`);
    for (const run of [a, b]) await Promise.all([...run.clients.values()].map((c) => c.leave()));
  });

  it('HW.occupation the Harkonnen ship onto an emptied Caladan: the occupation event and the occupier in the public homeworlds field reach every client alike', async () => {
    const position = occupationPosition();
    await storeGame(store, 'hw-occupation', position);
    const table = await seatStored(server, 'hw-occupation', position.seating);
    expect(table.spectator.view.homeworlds.find((w) => w.world === 'caladan')).to.include({ natives: 0, occupier: null });
    await answer(server, table, 'harkonnen', 'ship', () => ({ mode: 'reserves', to: { territory: 'caladan', sector: 0 }, count: 2 }));
    await passKarama(server, table);
    await drain(table);
    expectProjected(server, table);
    const fields = new Set<string>();
    const publicLogs = new Set<string>();
    for (const [name, conn] of viewersOf(table)) {
      const log = table.events.get(name)!;
      expect(
        ofType(log, 'homeworld-occupied').map((e) => [e.world, e.faction]),
        name,
      ).to.deep.equal([['caladan', 'harkonnen']]);
      expect(
        conn.view.homeworlds.find((w) => w.world === 'caladan'),
        name,
      ).to.deep.include({ occupier: 'harkonnen', face: 'low', natives: 0 });
      fields.add(conn.room.state.homeworlds);
      publicLogs.add(JSON.stringify(log.filter((e) => e.visibleTo === undefined)));
    }
    expect(fields.size, 'one homeworlds field for all').to.equal(1);
    expect(publicLogs.size, 'one public event log for all').to.equal(1);
    await leaveAll(table);
  });
});
