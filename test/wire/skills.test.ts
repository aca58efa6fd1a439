// The Leader Skills module on the wire (real server, real SDK clients). Set-up: each seat's two dealt skill cards and
// the one it keeps reach that seat alone until every seat has chosen; then every decoded view equals viewFor, skills
// included. Noninterference: games that differ only in a kept card (before the reveal), in the card a Mentat's
// question is answered with, or in the traitor deck a Rihani Decipherer peeks into send every other client the same
// bytes. A game stored mid-allocation of a Smuggler's collection survives a server restart with the decision its
// owner's alone, and the owner's answer lands the spice as the engine says.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyAction, CLASSIC_FACTIONS, stateHash, viewFor, type Action, type Faction, type GameEvent } from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { SKILLS, type SkillId } from '../../rooms/dune/plugins/leader-skills/catalog.ts';
import type { DuneError, GameConnection } from '../../client-sdk/node.ts';
import { FileStore } from '../../server/store/index.ts';
import { NO_PLAN } from '../helpers/battle.ts';
import { bootServer, receivedBytes, waitFor, type TestServer } from '../helpers/server.ts';
import { openTable } from '../helpers/table.ts';
import {
  bytesSince,
  drain,
  leaveAll,
  mentatPosition,
  offsetsOf,
  quiet,
  rihaniPosition,
  seatStored,
  settledAt,
  smugglerAllocationPosition,
  storeGame,
  tokenOf,
  viewersOf,
  watch,
  type Watched,
} from '../helpers/skills-wire.ts';
import { report } from '../support/capture-logs.ts';
import type { TreacheryCardId, LeaderId } from '../../rooms/dune/types.ts';

const SIX: Faction[] = [...CLASSIC_FACTIONS];
const viewerOf = (name: string) => (name === 'spectator' ? 'spectator' : (name as Faction));
const ofType = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T) =>
  events.filter((e) => e.type === type) as Extract<GameEvent, { type: T }>[];
const pickOf = (conn: GameConnection) => {
  const d = conn.decisions.find((x) => x.kind === 'pick-skill');
  if (d?.kind !== 'pick-skill') throw new Error(`${conn.faction} has no pick-skill decision`);
  return d;
};

/** The decoded view of a table's client, by faction or 'spectator'. */
const viewOf = (table: Watched, name: string) => viewersOf(table).find(([n]) => n === name)![1].view;

/** Every client's decoded view equals the engine's projection for its seat. */
function expectProjected(server: TestServer, table: Watched): void {
  const game = server.room(table.gameId).game;
  for (const [name, conn] of viewersOf(table)) expect(conn.view, name).to.deep.equal(viewFor(game, viewerOf(name)));
}

/** A six-seat Leader Skills game created through the SDK (listed seating), every client seated and quiet. */
async function skillsTable(server: TestServer, seed: string): Promise<Watched> {
  const table = watch(await openTable(server, { seed, seating: 'listed', modules: ['leader-skills'] }));
  await quiet(server, table);
  return table;
}

/** Answers set-up decisions one at a time, in seat order, until every seat has its pick-skill decision. */
async function untilPicks(server: TestServer, table: Watched): Promise<void> {
  for (let guard = 0; guard < 20; guard++) {
    await settledAt(server, table);
    const seats = [...table.seats.values()];
    if (seats.every((c) => c.decisions.some((d) => d.kind === 'pick-skill'))) return;
    const ready = seats.filter((c) => c.decisions.length > 0);
    if (ready.length === 0) throw new Error('set-up stopped before the skill picks');
    for (const c of ready) await c.act(legalAnswer(c.decisions[0]!, 0, c.view));
  }
  throw new Error('the skill picks never opened');
}

describe('wire: Leader Skills', function () {
  this.timeout(60_000);
  const dir = mkdtempSync(join(tmpdir(), 'dune-skills-'));
  let server: TestServer;
  let store: FileStore;
  before(async () => {
    store = new FileStore(dir);
    server = await bootServer(store);
  });
  after(() => server.close());

  it("LS.setup over the SDK: each seat's offer and kept card reach that seat alone until all have chosen; then every view equals viewFor, skills included", async () => {
    const table = await skillsTable(server, 'skills-wire');
    const room = server.room(table.gameId);
    expect(table.spectator.view.modules).to.deep.equal(['leader-skills']);
    await untilPicks(server, table);
    const offers = structuredClone(room.game.skills!.offers) as Record<Faction, SkillId[]>;
    expect(Object.keys(offers).sort()).to.deep.equal([...SIX].sort());
    expectProjected(server, table);
    // The offer: in the seat's own private part and its own skills-dealt event, nowhere else.
    for (const [f, conn] of table.seats) {
      expect(offers[f], f).to.have.length(2);
      expect(conn.view.private!.skillOffer, f).to.deep.equal(offers[f]);
      expect(pickOf(conn).options, f).to.deep.equal(offers[f]);
      expect(
        ofType(table.events.get(f)!, 'skills-dealt').map((e) => [e.faction, e.options]),
        f,
      ).to.deep.equal([[f, offers[f]]]);
    }
    expect(table.spectator.view.private).to.equal(null);
    expect(ofType(table.events.get('spectator')!, 'skills-dealt')).to.deep.equal([]);
    expect(table.spectator.view.skills).to.deep.equal([]);
    expect(table.spectator.view.awaiting.filter((a) => a.kind === 'pick-skill')).to.have.length(6);
    expect(table.spectator.view.awaiting.every((a) => a.id === null)).to.equal(true);

    // Every seat keeps its second card for its third leader; the last pick completes the group and reveals all.
    const kept = new Map<Faction, { card: SkillId; leader: string; discarded: SkillId }>();
    let reveal = new Map<string, number>();
    for (const [i, f] of SIX.entries()) {
      const conn = table.seats.get(f)!;
      const d = pickOf(conn);
      kept.set(f, { card: d.options[1]!, leader: d.leaders[2]!, discarded: d.options[0]! });
      if (i === SIX.length - 1) {
        await drain(table); // every frame of the picks before has arrived
        reveal = offsetsOf(table);
      }
      await conn.act({ type: 'pick-skill', event: d.id, card: d.options[1]!, leader: d.leaders[2]! });
      await settledAt(server, table);
      if (i === SIX.length - 1) break;
      // Before the reveal: the chooser alone is told; nobody's view shows a kept card; every view is still viewFor.
      for (const [name, log] of table.events) {
        const picked = ofType(log, 'skill-picked');
        const own = [...kept].filter(([g]) => g === name).map(([g, k]) => ({ faction: g, card: k.card, leader: k.leader }));
        expect(
          picked.map((e) => ({ faction: e.faction, card: e.card, leader: e.leader })),
          name,
        ).to.deep.equal(own);
        expect(ofType(log, 'skills-assigned'), name).to.deep.equal([]);
      }
      for (const [name, conn] of viewersOf(table)) expect(conn.view.skills, name).to.deep.equal([]);
      expectProjected(server, table);
    }
    // No client received another seat's offered cards, by id, before the reveal.
    for (const [name, conn] of viewersOf(table)) {
      const bytes = receivedBytes(conn).subarray(0, reveal.get(name)!).toString('latin1');
      for (const f of SIX.filter((g) => g !== name))
        for (const card of offers[f]!) expect(bytes.includes(card), `${name} received ${f}'s skill card ${card}`).to.equal(false);
      if (name !== 'spectator') for (const card of offers[name as Faction]) expect(bytes.includes(card), `${name}: own card`).to.equal(true);
    }

    // The reveal: public to everyone; each view equals viewFor, with the six skills face up with their leaders.
    await waitFor(() => viewersOf(table).every(([name]) => ofType(table.events.get(name)!, 'skills-assigned').length === 1), 5000, 'the reveal');
    expectProjected(server, table);
    const expected = SIX.map((f) => ({ card: kept.get(f)!.card, leader: kept.get(f)!.leader, holder: f, faceUp: true }));
    for (const [name, conn] of viewersOf(table)) {
      expect(conn.view.skills, name).to.have.deep.members(expected);
      expect(ofType(table.events.get(name)!, 'skills-assigned')[0]!.assignments, name).to.have.deep.members(
        SIX.map((f) => ({ faction: f, card: kept.get(f)!.card, leader: kept.get(f)!.leader })),
      );
      if (name !== 'spectator') expect(conn.view.private!.skillOffer, name).to.deep.equal([]);
    }
    // The card a seat put back stays its secret after the reveal too (it went back into the face-down deck).
    for (const [name, conn] of viewersOf(table)) {
      const bytes = receivedBytes(conn).toString('latin1');
      for (const f of SIX.filter((g) => g !== name)) expect(bytes.includes(kept.get(f)!.discarded), `${name} received ${f}'s discarded card`).to.equal(false);
    }
    expect(room.game.skills!.deck).to.have.length(SKILLS.length - 6);
    await leaveAll(table);
  });

  it('LS.setup noninterference: games that differ only in the card one seat keeps send every other client the same bytes until the reveal', async () => {
    /** Atreides (first to choose) keeps its dealt card `keep`; every other seat keeps its first, for its first leader. */
    const play = async (keep: number) => {
      const table = await skillsTable(server, 'skills-noninterference');
      const from = offsetsOf(table);
      await untilPicks(server, table);
      for (const f of SIX.slice(0, -1)) {
        const d = pickOf(table.seats.get(f)!);
        await table.seats.get(f)!.act({ type: 'pick-skill', event: d.id, card: d.options[f === 'atreides' ? keep : 0]!, leader: d.leaders[0]! });
        await settledAt(server, table);
      }
      await drain(table);
      const bytes = bytesSince(table, from);
      const events = new Map([...table.events].map(([name, log]) => [name, structuredClone(log)]));
      const views = new Map(viewersOf(table).map(([name, c]) => [name, c.view]));
      // The last pick completes the group: the kept cards become public.
      const last = table.seats.get('guild')!;
      const d = pickOf(last);
      await last.act({ type: 'pick-skill', event: d.id, card: d.options[0]!, leader: d.leaders[0]! });
      await settledAt(server, table);
      return { table, bytes, events, views };
    };
    const a = await play(0);
    const b = await play(1);
    const atreidesSkill = (t: Watched) => t.spectator.view.skills.find((s) => s.holder === 'atreides')!.card;
    expect(atreidesSkill(a.table)).to.not.equal(atreidesSkill(b.table));
    const others = [...SIX.filter((f) => f !== 'atreides'), 'spectator'];
    for (const name of others) {
      expect(a.bytes.get(name)!.length, name).to.be.greaterThan(0);
      expect(b.bytes.get(name), `${name}: bytes until the reveal`).to.equal(a.bytes.get(name));
      expect(b.events.get(name), `${name}: events until the reveal`).to.deep.equal(a.events.get(name));
      expect(b.views.get(name), `${name}: view until the reveal`).to.deep.equal(a.views.get(name));
    }
    expect(b.bytes.get('atreides')).to.not.equal(a.bytes.get('atreides'));
    // After the reveal the views differ in the Atreides' public skill only (the card put back is in the face-down deck).
    const withoutSkills = (t: Watched, name: string) => ({ ...viewOf(t, name), skills: null });
    for (const name of others) expect(withoutSkills(b.table, name), `${name} after the reveal`).to.deep.equal(withoutSkills(a.table, name));
    report(`bytes per other client until the reveal: ${JSON.stringify(Object.fromEntries(others.map((n) => [n, a.bytes.get(n)!.length / 2])))}`);
    await leaveAll(a.table);
    await leaveAll(b.table);
  });

  it("LS.mentat.normal noninterference: the named weapon and the card shown reach the two factions alone; every other client's bytes are the same", async () => {
    const OTHERS = ['atreides', 'bene-gesserit', 'fremen', 'guild', 'spectator'];
    /** The Emperor names the Crysknife; the Harkonnen, holding `hand`, show `shown`. */
    const play = async (gameId: string, hand: TreacheryCardId[], shown: TreacheryCardId) => {
      const position = mentatPosition(hand);
      await storeGame(store, gameId, position);
      const table = await seatStored(server, gameId, position.seating);
      const from = offsetsOf(table);
      const emperor = table.seats.get('emperor')!;
      const harkonnen = table.seats.get('harkonnen')!;
      const question = emperor.decisions.find((d) => d.kind === 'mentat-question');
      if (question?.kind !== 'mentat-question') throw new Error('no Mentat question');
      expect(question.weapons).to.include('crysknife');
      for (const [name, c] of viewersOf(table))
        if (name !== 'emperor')
          expect(
            c.decisions.map((d) => d.kind),
            name,
          ).to.not.include('mentat-question');
      await emperor.act({ type: 'mentat-question', event: question.id, weapon: 'crysknife' });
      await settledAt(server, table);
      const answer = harkonnen.decisions.find((d) => d.kind === 'mentat-answer');
      if (answer?.kind !== 'mentat-answer') throw new Error('no Mentat answer');
      expect(answer.options).to.deep.equal(hand.includes('crysknife') ? ['crysknife'] : hand);
      for (const name of OTHERS) expect(viewOf(table, name).awaiting, name).to.deep.include({ seat: 'harkonnen', kind: 'mentat-answer', id: answer.id });
      await harkonnen.act({ type: 'mentat-answer', event: answer.id, card: shown });
      await settledAt(server, table);
      await drain(table);
      expectProjected(server, table);
      // The two factions see the question and the card shown, in their private round and their own events.
      for (const f of ['emperor', 'harkonnen'] as const) {
        const conn = table.seats.get(f)!;
        expect(conn.view.private!.round, f).to.deep.include({ mentat: { asker: 'emperor', target: 'harkonnen', weapon: 'crysknife', shown } });
        expect(
          ofType(table.events.get(f)!, 'mentat-named').map((e) => e.weapon),
          f,
        ).to.deep.equal(['crysknife']);
        expect(
          ofType(table.events.get(f)!, 'mentat-shown').map((e) => e.card),
          f,
        ).to.deep.equal([shown]);
      }
      // Everyone else: that a question was asked, no more; never the name of a card in play.
      for (const name of OTHERS) {
        const [, conn] = viewersOf(table).find(([n]) => n === name)!;
        const log = table.events.get(name)!;
        expect(
          ofType(log, 'mentat-asked').map((e) => e.asked),
          name,
        ).to.deep.equal([true]);
        expect([...ofType(log, 'mentat-named'), ...ofType(log, 'mentat-shown')], name).to.deep.equal([]);
        expect(JSON.stringify(conn.view.private?.round ?? null), name).to.not.include('mentat');
        const bytes = receivedBytes(conn).toString('latin1');
        for (const card of ['crysknife', 'baliset', 'shield-1']) expect(bytes.includes(card), `${name} received ${card}`).to.equal(false);
      }
      return { table, bytes: bytesSince(table, from) };
    };
    // A holds the Crysknife and must show it; B holds another hand of the same size and shows the Baliset; C is B's
    // position, where the Harkonnen choose to show the Shield instead.
    const a = await play('skills-mentat-a', ['crysknife', 'baliset'], 'crysknife');
    const b = await play('skills-mentat-b', ['shield-1', 'baliset'], 'baliset');
    const c = await play('skills-mentat-c', ['shield-1', 'baliset'], 'shield-1');
    for (const name of OTHERS) {
      expect(a.bytes.get(name)!.length, name).to.be.greaterThan(0);
      expect(b.bytes.get(name), `${name}: A and B (a different hand)`).to.equal(a.bytes.get(name));
      expect(c.bytes.get(name), `${name}: B and C (a different card shown)`).to.equal(b.bytes.get(name));
      expect(b.table.events.get(name), name).to.deep.equal(a.table.events.get(name));
      expect(c.table.events.get(name), name).to.deep.equal(a.table.events.get(name));
      expect(viewOf(b.table, name), name).to.deep.equal(viewOf(a.table, name));
      expect(viewOf(c.table, name), name).to.deep.equal(viewOf(a.table, name));
    }
    for (const f of ['emperor', 'harkonnen']) {
      expect(b.bytes.get(f), f).to.not.equal(a.bytes.get(f));
      expect(c.bytes.get(f), f).to.not.equal(b.bytes.get(f));
    }
    for (const t of [a, b, c]) await leaveAll(t.table);
  });

  it("LS.rihani-decipherer.normal noninterference: the winner's peek reaches it alone; games with another traitor deck order send everyone else the same bytes", async () => {
    const play = async (gameId: string, reversed: boolean) => {
      const position = rihaniPosition(reversed);
      await storeGame(store, gameId, position);
      const table = await seatStored(server, gameId, position.seating);
      const from = offsetsOf(table);
      const plans: [Faction, { leader: LeaderId; dial: number }][] = [
        ['emperor', { leader: 'burseg', dial: 3 }],
        ['harkonnen', { leader: 'umman-kudu', dial: 1 }],
      ];
      for (const [f, plan] of plans) {
        const conn = table.seats.get(f)!;
        const d = conn.decisions.find((x) => x.kind === 'battle-plan')!;
        await conn.act({ type: 'battle-plan', event: d.id, karama: null, ...NO_PLAN, ...plan });
        await settledAt(server, table);
      }
      for (const f of ['emperor', 'harkonnen'] as const) {
        const conn = table.seats.get(f)!;
        const d = conn.decisions.find((x) => x.kind === 'call-traitor')!;
        await conn.act({ type: 'call-traitor', event: d.id, call: false });
        await settledAt(server, table);
      }
      await drain(table);
      expectProjected(server, table);
      return { table, bytes: bytesSince(table, from), deck: server.room(gameId).game.decks.traitor };
    };
    const a = await play('skills-rihani-a', false);
    const b = await play('skills-rihani-b', true);
    const seen = (t: Watched) => ofType(t.events.get('emperor')!, 'rihani-seen').map((e) => e.cards);
    expect(seen(a.table)).to.have.length(1);
    expect(seen(a.table)[0]).to.have.length(2);
    expect(seen(b.table)[0]).to.not.deep.equal(seen(a.table)[0]);
    expect(b.deck).to.have.length(a.deck.length);
    const others = [...SIX.filter((f) => f !== 'emperor'), 'spectator'];
    for (const name of others) {
      const log = a.table.events.get(name)!;
      expect(
        ofType(log, 'battle-resolved').map((e) => e.winner),
        name,
      ).to.deep.equal(['emperor']);
      expect(
        ofType(log, 'rihani-peeked').map((e) => e.faction),
        name,
      ).to.deep.equal(['emperor']);
      expect(ofType(log, 'rihani-seen'), name).to.deep.equal([]);
      expect(b.bytes.get(name), `${name}: bytes`).to.equal(a.bytes.get(name));
      expect(b.table.events.get(name), `${name}: events`).to.deep.equal(log);
      expect(viewOf(b.table, name), `${name}: view`).to.deep.equal(viewOf(a.table, name));
    }
    expect(b.bytes.get('emperor')).to.not.equal(a.bytes.get('emperor'));
    for (const t of [a, b]) await leaveAll(t.table);
  });

  it("LS.smuggler.battle a receipt changed through the store's own API (a valid checksum: a different amount, or leader) is refused on restore as GAME_DAMAGED, and the record is left as it is", async () => {
    for (const [gameId, edit] of [
      ['skills-smuggler-amount', (c: { amount: number }) => (c.amount = 7)],
      ['skills-smuggler-leader', (c: { leader: LeaderId }) => (c.leader = 'caid')],
    ] as const) {
      const position = smugglerAllocationPosition();
      edit(position.skills!.smuggler!);
      await storeGame(store, gameId, position);
      const stored = JSON.stringify(await store.load(gameId));
      const refused = await server
        .client()
        .reclaim(gameId, tokenOf(gameId, 'emperor'))
        .then(
          () => null,
          (e: DuneError) => e,
        );
      expect(refused, gameId).to.deep.include({ code: 'GAME_DAMAGED', status: 500 });
      expect(JSON.stringify(await store.load(gameId)), gameId).to.equal(stored);
    }
  });

  it("LS.smuggler.battle a server restart mid-allocation: the decision comes back in its owner's view only, and its answer (sent twice at once: settled once) lands the spice as the engine says", async () => {
    const position = smugglerAllocationPosition();
    const gameId = 'skills-smuggler';
    await storeGame(store, gameId, position);
    const table = await seatStored(server, gameId, position.seating, { recoverForMs: 20_000 });
    const decision = position.pending.find((d) => d.kind === 'smuggler-allocation');
    if (decision?.kind !== 'smuggler-allocation') throw new Error('the position waits on no allocation');
    expect(decision).to.deep.include({ seat: 'emperor', amount: 5, piles: { 15: 3, 16: 4 } });

    /** Only the Emperor has the decision (and its piles); everyone else sees that the Emperor is awaited. */
    const expectOwnerOnly = () => {
      expectProjected(server, table);
      for (const [name, conn] of viewersOf(table)) {
        if (name === 'emperor') {
          expect(
            conn.decisions.find((d) => d.kind === 'smuggler-allocation'),
            name,
          ).to.deep.equal(decision);
          expect(receivedBytes(conn).toString('latin1'), name).to.include('"piles"');
          continue;
        }
        expect(
          conn.decisions.map((d) => d.kind),
          name,
        ).to.not.include('smuggler-allocation');
        expect(conn.view.awaiting, name).to.deep.equal([{ seat: 'emperor', kind: 'smuggler-allocation', id: decision.id }]);
        expect(receivedBytes(conn).toString('latin1'), name).to.not.include('"piles"');
      }
    };
    expectOwnerOnly();

    // The server stops (clients are told to come back) and a new one starts on the same address and game store.
    const started = Date.now();
    const recovered = Promise.all(viewersOf(table).map(([, c]) => new Promise<void>((resolve) => c.onReconnect(() => resolve()))));
    const port = server.port;
    await server.close();
    store = new FileStore(dir);
    server = await bootServer(store, { port });
    await recovered;
    const room = server.room(gameId);
    expect(stateHash(room.game)).to.equal(stateHash(position));
    await quiet(server, table);
    const recovery = Date.now() - started;
    expectOwnerOnly();

    // Another seat cannot answer it; the state is unchanged.
    const harkonnen = table.seats.get('harkonnen')!;
    const wrong = await harkonnen.act({ type: 'smuggler-allocation', event: decision.id, allocations: { 15: 1, 16: 4 } }).then(
      () => null,
      (e: DuneError) => e,
    );
    expect(wrong?.code).to.equal('WRONG_SEAT');
    expect(stateHash(room.game)).to.equal(stateHash(position));

    // The Emperor takes 1 from sector 15 and 4 from sector 16: the room ends where the engine does.
    const action: Action = { type: 'smuggler-allocation', event: decision.id, allocations: { 15: 1, 16: 4 } };
    const expected = applyAction(position, 'emperor', action);
    if (!expected.ok) throw new Error(expected.error.message);
    // Sent twice at once (a double click, a retry with another split): the first answer settles, the second finds the
    // decision closed; the spice is collected once.
    const emperor = table.seats.get('emperor')!;
    const [first, second] = await Promise.allSettled([
      emperor.act(action),
      emperor.act({ type: 'smuggler-allocation', event: decision.id, allocations: { 15: 3, 16: 2 } }),
    ]);
    expect(first.status).to.equal('fulfilled');
    expect(second.status).to.equal('rejected');
    if (second.status === 'rejected') expect((second.reason as DuneError).code).to.be.oneOf(['STALE_EVENT', 'NOT_YOUR_TURN']);
    await settledAt(server, table);
    expect(stateHash(room.game)).to.equal(stateHash(expected.state));
    expect(table.seats.get('emperor')!.view.private!.spice).to.equal(expected.state.factions.emperor!.spice);
    expect(expected.state.factions.emperor!.spice).to.be.at.least(position.factions.emperor!.spice + 5);
    for (const [name, conn] of viewersOf(table)) {
      expect(conn.view, name).to.deep.equal(viewFor(expected.state, viewerOf(name)));
      await waitFor(() => ofType(table.events.get(name)!, 'smuggler-settled').length === 1, 5000, `${name}: the settlement`);
      expect(ofType(table.events.get(name)!, 'smuggler-settled')[0], name).to.deep.include({
        faction: 'emperor',
        leader: 'cpt-aramsham',
        territory: 'habbanya-erg',
        taken: { 15: 1, 16: 4 },
        amount: 5,
      });
      expect(
        conn.decisions.map((d) => d.kind),
        name,
      ).to.not.include('smuggler-allocation');
    }
    report(`restart to every client back and quiet: ${recovery} ms`);
    await leaveAll(table);
  });
});
