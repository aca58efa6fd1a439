// Actions that reach a room while it is busy run as one batch (rooms/DuneRoom.ts enqueue): in arrival order through
// the engine, one commit logging each of them, one patch, one events message per client, and an answer to each
// sender. The store here is a real FileStore whose commits can be held at a gate, so the room is busy for sure.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyAction, stateHash, viewFor, FACTIONS, type Action, type Decision, type GameEvent, type GameState } from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { FileStore, type CommitResult, type Entries, type GameRecord } from '../../server/store/index.ts';
import { entryList } from '../../server/store/types.ts';
import { replayLog } from '../../server/replay.ts';
import { DuneError, type GameConnection } from '../../client-sdk/node.ts';
import { bootServer, sleep, waitFor, type TestServer } from '../helpers/server.ts';
import type { WireAction } from '../../schema/messages.ts';

/** A FileStore that records the size of every commit and, while a gate is set, holds commits until it opens. */
class GatedStore extends FileStore {
  readonly commitSizes: number[] = [];
  gate: Promise<void> | null = null;

  override async commit(gameId: string, expectedVersion: number, next: GameRecord, entries: Entries): Promise<CommitResult> {
    this.commitSizes.push(entryList(entries).length);
    if (this.gate) await this.gate;
    return super.commit(gameId, expectedVersion, next, entries);
  }
}

describe('wire: actions queued while a room is busy run as one batch', function () {
  this.timeout(60_000);
  let store: GatedStore;
  let server: TestServer;
  let conns: GameConnection[];

  before(async () => {
    store = new GatedStore(mkdtempSync(join(tmpdir(), 'dune-batches-')));
    server = await bootServer(store);
    const first = await server.client().create({ factions: [...FACTIONS], seed: 'batch', faction: FACTIONS[0] });
    conns = [first];
    for (const f of FACTIONS.slice(1)) conns.push(await server.client().join(first.gameId, { faction: f }));
    // Play on until every seat has a decision open at once (CHOAM charity: each seat may claim).
    const charity = (c: GameConnection) => c.decisions[0]?.kind === 'claim-charity';
    const next = () => conns.find((c) => c.decisions.length > 0 && !charity(c));
    for (let i = 0; !conns.every(charity); i++) {
      if (i > 200) throw new Error('never reached CHOAM charity');
      // Other clients' patches may still be on their way.
      await waitFor(() => conns.every(charity) || next() !== undefined, 5000, 'a decision');
      const conn = next();
      if (conn) await conn.act(legalAnswer(conn.decisions[0]!, i, conn.view));
    }
  });
  after(() => server?.close());

  it('one commit logs the batch in order; every sender is answered; every client gets one events message and the final view', async () => {
    const room = server.room(conns[0]!.gameId);
    const before: GameState = room.game;
    // Each seat claims what it may (a seat with spice enough is not eligible: its claim is a pass).
    const answerTo = (d: Decision | undefined): WireAction => {
      if (d?.kind !== 'claim-charity') throw new Error('expected a CHOAM charity decision');
      return { type: 'claim-charity', event: d.id, claim: d.amount > 0 };
    };
    const claim = (c: GameConnection): WireAction => answerTo(c.decisions[0]);
    const [lead, ...rest] = conns;
    const received = conns.map(() => [] as GameEvent[][]);
    const stops = conns.map((c, i) => c.onEvents((events) => received[i]!.push(events)));

    let open!: () => void;
    store.gate = new Promise((r) => (open = r));
    const commitsBefore = store.commitSizes.length;
    const leadAck = lead!.act(claim(lead!));
    await waitFor(() => store.commitSizes.length > commitsBefore, 5000, 'the first commit to start');
    // While that commit is held: the other seats answer, and one of them first sends an answer to a stale decision.
    const stale = rest[0]!.act({ type: 'claim-charity', event: 'no-such-decision', claim: true }).then(
      () => null,
      (e: unknown) => e,
    );
    const acks = rest.map((c) => c.act(claim(c)));
    await sleep(300); // the messages reach the room and wait in its queue
    store.gate = null;
    open();
    const answers = await Promise.all([leadAck, ...acks]);
    const refused = await stale;

    expect(store.commitSizes.slice(commitsBefore)).to.deep.equal([1, rest.length]);
    expect(refused).to.be.instanceOf(DuneError);
    expect(answers.every((a) => a.version >= before.actions + 1)).to.equal(true);

    // The same actions through the engine, in the order sent, give the room's state and its events.
    let expected = before;
    const events: GameEvent[][] = [];
    for (const c of conns) {
      const result = applyAction(expected, c.faction!, answerTo(before.pending.find((d) => d.seat === c.faction)) as Action);
      if (!result.ok) throw new Error(result.error.message);
      expected = result.state;
      events.push(result.events.filter((e) => e.visibleTo === undefined));
    }
    // What each client should get: the lead's events in one message, the batch's together in a second one.
    const messages = [events[0]!, events.slice(1).flat()].filter((m) => m.length > 0);
    expect(events.slice(1).filter((e) => e.length > 0), 'actions of the batch with public events').to.have.length.greaterThan(1);
    expect(stateHash(room.game)).to.equal(stateHash(expected));
    const log = await store.log(lead!.gameId);
    expect(stateHash(replayLog(before.config, log))).to.equal(stateHash(room.game));
    expect(log.slice(-conns.length).map((e) => e.seat)).to.deep.equal(conns.map((c) => c.faction));

    await waitFor(() => received.every((r) => r.length >= messages.length), 5000, 'events at every client');
    for (const [i, c] of conns.entries()) {
      expect(received[i]!.map((m) => m.filter((e) => e.visibleTo === undefined)), `${c.faction} events messages`).to.deep.equal(messages);
      expect(c.view).to.deep.equal(viewFor(room.game, c.faction!));
    }
    stops.forEach((stop) => stop());
  });
});
