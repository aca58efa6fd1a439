// The game session alone, without Colyseus (rooms/session.ts): batches, the commit before anything is shown, the
// projection into the schema tree, and what happens when the engine, the store or the projection fails. A real
// FileStore in a temporary folder keeps the game.
import { expect } from 'chai';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGame, viewFor, type Action, type Faction, type GameEvent, type GameState } from '../rooms/dune/index.ts';
import { legalAnswer } from '../rooms/dune/bots/legal.ts';
import { LiveGame } from '../rooms/live-game.ts';
import type { CommitResult, Entries, GameRecord } from '../rooms/records.ts';
import type { Logger, RoomMetrics } from '../rooms/ports.ts';
import { GameSession, UNAVAILABLE, type Outcome, type SessionHost } from '../rooms/session.ts';
import { readDecisions, readView } from '../schema/read.ts';
import { DuneState } from '../schema/state.ts';
import { FileStore } from '../server/store/file.ts';

/** A real store whose commits can be held at the door until the test lets them through. */
class GatedStore extends FileStore {
  private gate: Promise<void> | null = null;
  private open: (() => void) | null = null;
  commits = 0;
  hold(): void {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }
  release(): void {
    this.open?.();
    this.gate = null;
  }
  override async commit(gameId: string, expected: number, next: GameRecord, entries: Entries): Promise<CommitResult> {
    this.commits += 1;
    await this.gate;
    return super.commit(gameId, expected, next, entries);
  }
}

/** What the session showed, in order: each publish with its events, and every failure it reported. */
class RecordingHost implements SessionHost {
  published: { events: readonly GameEvent[]; version: number }[] = [];
  failures: unknown[] = [];
  settledCount = 0;
  constructor(private readonly state: () => DuneState) {}
  publish(events: readonly GameEvent[], answer: () => void): void {
    this.published.push({ events, version: this.state().version });
    answer();
  }
  failed(error: unknown): void {
    this.failures.push(error);
  }
  settled(): void {
    this.settledCount += 1;
  }
}

const quiet: Logger = () => {};
const metrics: RoomMetrics = { actionStarted: () => () => {}, actionBatch: () => {}, actionRejected: () => {} };

describe('game session (no Colyseus)', () => {
  let dir: string;
  let store: GatedStore;
  let n = 0;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dune-session-'));
    store = new GatedStore(dir);
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  async function open(options: { onLost?: (reason: string) => void } = {}) {
    const gameId = `session-${++n}`;
    const game = createGame({ factions: ['atreides', 'harkonnen', 'fremen', 'emperor'], seed: gameId });
    const record: GameRecord = { gameId, version: 0, state: game, seats: [], control: null, createdAt: 0, updatedAt: 0 };
    const live = (await LiveGame.start(store, record, 'test-owner', { onLost: (reason) => options.onLost?.(reason) }))!;
    let session: GameSession | undefined;
    const host = new RecordingHost(() => session!.state);
    session = new GameSession(game, new DuneState(), live, host, { gameId, log: quiet, metrics });
    return { session, host, gameId };
  }

  /** The first open decision of `game` and a legal answer to it. */
  function nextMove(game: GameState): { seat: Faction; action: Action } {
    const decision = game.pending[0]!;
    return { seat: decision.seat, action: legalAnswer(decision, 0, viewFor(game, decision.seat)) };
  }

  /** A bot for `seat`: answers its first open decision on the game as it is when its turn comes. */
  const answerFor = (seat: Faction) => (game: GameState) => {
    const decision = game.pending.find((d) => d.seat === seat);
    return decision ? legalAnswer(decision, 0, viewFor(game, seat)) : null;
  };

  const settleInto = (outcomes: Outcome[]) => (outcome: Outcome) => outcomes.push(outcome);

  it('projects the game into the schema at once: every seat reads back its viewFor', async () => {
    const { session } = await open();
    for (const seat of session.game.seating) expect(readView(session.state, seat)).to.deep.equal(viewFor(session.game, seat));
    expect(session.state.version).to.equal(0);
    await session.close();
  });

  it('decisions read from the wire are checked, not cast: a malformed one is an error, never a half-read decision', () => {
    const good = { id: 'e1', kind: 'predict', seat: 'bene-gesserit', secret: true, factions: ['atreides'], turns: { min: 1, max: 10 } };
    expect(readDecisions([JSON.stringify(good)])).to.deep.equal([good]);
    expect(() => readDecisions([JSON.stringify({ ...good, seat: 'ix' })])).to.throw(/malformed decision/);
    expect(() => readDecisions([JSON.stringify({ kind: 'predict' })])).to.throw(/malformed decision/);
  });

  it('an accepted action is committed before it is shown, and the schema then equals viewFor', async () => {
    const { session, host, gameId } = await open();
    const outcomes: Outcome[] = [];
    const { seat, action } = nextMove(session.game);
    session.enqueue(seat, action, settleInto(outcomes));
    await session.drained();
    expect(outcomes.map((o) => o.ok)).to.deep.equal([true]);
    expect(host.published).to.have.length(1);
    const stored = (await store.load(gameId))!;
    expect(stored.state.actions).to.equal(1);
    expect(host.published[0]!.version).to.equal(1);
    for (const f of session.game.seating) expect(readView(session.state, f)).to.deep.equal(viewFor(session.game, f));
    expect((await store.log(gameId)).map((e) => e.action)).to.deep.equal([action]);
    await session.close();
  });

  it('actions that arrive while a commit is held run as one batch: one commit, one publish, answers in order', async () => {
    const { session, host, gameId } = await open();
    const outcomes: Outcome[] = [];
    const first = nextMove(session.game);
    store.hold();
    session.enqueue(first.seat, first.action, settleInto(outcomes));
    // The first batch is now waiting in the store; what follows queues behind it.
    await waitUntil(() => store.commits === 1);
    // Two bots that decide at their turn, on the game as the actions before them left it.
    const others = [...new Set(session.game.pending.map((d) => d.seat))].filter((f) => f !== first.seat);
    expect(others, 'two more seats with a decision').to.have.length.greaterThanOrEqual(2);
    for (const seat of others.slice(0, 2)) session.enqueue(seat, answerFor(seat), settleInto(outcomes));
    store.release();
    await session.drained();
    expect(outcomes.map((o) => o.ok)).to.deep.equal([true, true, true]);
    expect(store.commits).to.equal(2);
    expect(host.published.map((p) => p.version)).to.deep.equal([1, 3]);
    expect((await store.log(gameId)).map((e) => e.version)).to.deep.equal([1, 2, 3]);
    expect(host.settledCount).to.equal(2);
    await session.close();
  });

  it('a rejected action and an engine failure cost only themselves; nothing is committed for them', async () => {
    const { session, gameId } = await open();
    const outcomes: Outcome[] = [];
    const good = nextMove(session.game);
    store.hold();
    session.enqueue(good.seat, good.action, settleInto(outcomes));
    await waitUntil(() => store.commits === 1);
    session.enqueue(good.seat, { type: 'no-such-action' } as unknown as Action, settleInto(outcomes));
    session.enqueue(
      good.seat,
      () => {
        throw new Error('a bot bug');
      },
      settleInto(outcomes),
    );
    store.release();
    await session.drained();
    expect(outcomes[0]!.ok).to.equal(true);
    expect(outcomes[1]!.ok).to.equal(false);
    expect(outcomes[2]).to.deep.include({ ok: false, error: { code: 'INTERNAL', message: 'the server failed to handle this action' } });
    expect(store.commits).to.equal(1);
    expect((await store.load(gameId))!.version).to.equal(1);
    await session.close();
  });

  it('a commit that loses the game answers UNAVAILABLE, shows nothing new, and the loss is reported', async () => {
    const reasons: string[] = [];
    const { session, gameId } = await open({ onLost: (reason) => reasons.push(reason) });
    // Another writer moves the game on in the store.
    const stored = (await store.load(gameId))!;
    expect(await store.commit(gameId, stored.version, { ...stored, version: stored.version + 1 }, null)).to.equal('ok');
    const outcomes: Outcome[] = [];
    const { seat, action } = nextMove(session.game);
    session.enqueue(seat, action, settleInto(outcomes));
    await session.drained();
    expect(outcomes).to.deep.equal([{ ok: false, error: UNAVAILABLE }]);
    expect(reasons).to.have.length(1);
    expect(session.state.version).to.equal(0);
    expect(session.game.actions).to.equal(0);
    await session.close();
  });

  it('a failure past the engine is reported; its batch is answered UNAVAILABLE and the store keeps what was committed', async () => {
    const { session, host, gameId } = await open();
    const proto = GameSession.prototype as unknown as { mirror(this: GameSession): void };
    const mirror = proto.mirror;
    proto.mirror = () => {
      throw new Error('injected projection failure');
    };
    const outcomes: Outcome[] = [];
    const { seat, action } = nextMove(session.game);
    try {
      session.enqueue(seat, action, settleInto(outcomes));
      await session.drained();
    } finally {
      proto.mirror = mirror;
    }
    expect(host.failures.map(String)).to.deep.equal(['Error: injected projection failure']);
    expect(outcomes).to.deep.equal([{ ok: false, error: UNAVAILABLE }]);
    expect(session.isStopped).to.equal(true);
    expect((await store.load(gameId))!.state.actions).to.equal(1);
    // A stopped session takes nothing more, not even room-level commits.
    expect(await session.persist({ control: { changed: true } })).to.equal(false);
    const later: Outcome[] = [];
    session.enqueue(seat, action, settleInto(later));
    await session.drained();
    expect(later).to.deep.equal([{ ok: false, error: UNAVAILABLE }]);
    await session.close();
  });

  it('room-level commits queue with the actions and keep the game', async () => {
    const { session, gameId } = await open();
    expect(await session.persist({ seats: [['atreides', 'a'.repeat(64)]] })).to.equal(true);
    const stored = (await store.load(gameId))!;
    expect(stored.seats).to.deep.equal([['atreides', 'a'.repeat(64)]]);
    expect(stored.state.actions).to.equal(0);
    await session.close();
  });
});

async function waitUntil(condition: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setImmediate(resolve));
  }
}
