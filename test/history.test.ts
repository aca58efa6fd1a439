// A restored room's event history (rooms/history.ts): rebuilt from the action log when the replay reaches the
// loaded state, reported as a gap (with its code) when it cannot be, and tried again if the store failed.
import { expect } from 'chai';
import { applyAction, createGame, pendingDecisions, viewFor, type GameEvent, type GameState } from '../rooms/dune/index.ts';
import { legalAnswer } from '../rooms/dune/bots/legal.ts';
import { EventHistory, type HistoryGap } from '../rooms/history.ts';
import type { LogEntry } from '../rooms/records.ts';

/** A game played for `n` actions (or to its end), with its log and every event it produced. */
function played(n: number): { state: GameState; log: LogEntry[]; events: GameEvent[] } {
  let state = createGame({ factions: ['atreides', 'harkonnen', 'fremen'], seed: 'history' });
  const log: LogEntry[] = [];
  const events: GameEvent[] = [];
  for (let i = 0; i < n; i++) {
    const d = pendingDecisions(state)[0];
    if (!d) break;
    const action = legalAnswer(d, i, viewFor(state, d.seat));
    const result = applyAction(state, d.seat, action);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    events.push(...result.events);
    log.push({ version: i + 1, seat: d.seat, action, at: 0 });
  }
  return { state, log, events };
}

describe('event history of a restored room', () => {
  const game = played(40);
  const later: GameEvent = { id: 'e9999', type: 'storm-moved' } as unknown as GameEvent;

  function history(log: () => Promise<LogEntry[]>, gaps: HistoryGap[], state = game.state) {
    return new EventHistory(20_000, { store: { log }, gameId: 'g', version: 40, state, onGap: (g) => gaps.push(g) });
  }

  it('rebuilds the events before the restore from the log, then the live ones; each viewer gets its share', async () => {
    const gaps: HistoryGap[] = [];
    const h = history(async () => [...game.log, { ...game.log[0]!, version: 41 }], gaps);
    h.add([later]);
    const all = await h.visibleTo('atreides');
    expect(all.map((e) => e.id)).to.deep.equal([
      ...game.events.filter((e) => e.visibleTo === undefined || e.visibleTo === 'atreides').map((e) => e.id),
      'e9999',
    ]);
    expect((await h.visibleTo('spectator')).every((e) => e.visibleTo === undefined)).to.equal(true);
    expect(gaps).to.deep.equal([]);
  });

  it('a log that does not reach the stored state is not used: a gap is reported, live events still go out', async () => {
    const gaps: HistoryGap[] = [];
    const short = history(async () => game.log.slice(0, 30), gaps);
    short.add([later]);
    expect((await short.visibleTo('fremen')).map((e) => e.id)).to.deep.equal(['e9999']);
    const wrong = history(async () => game.log, gaps, { ...game.state, turn: game.state.turn + 1 });
    expect(await wrong.visibleTo('fremen')).to.deep.equal([]);
    expect(gaps.map((g) => g.code)).to.deep.equal(['HISTORY_UNAVAILABLE', 'HISTORY_UNAVAILABLE']);
    expect(gaps[1]!.reason).to.match(/stored state/);
  });

  it('a store that fails to give the log is reported and asked again by the next joiner', async () => {
    const gaps: HistoryGap[] = [];
    let calls = 0;
    const h = history(async () => {
      calls += 1;
      if (calls === 1) throw new Error('store down');
      return game.log;
    }, gaps);
    expect(await h.visibleTo('spectator')).to.deep.equal([]);
    expect(gaps[0]!.reason).to.match(/store down/);
    expect((await h.visibleTo('spectator')).length).to.be.greaterThan(0);
    expect(calls).to.equal(2);
  });
});

describe('event history kept in sealed blocks', () => {
  const long = played(900);

  it('returns every event exactly as the engine gave it, in order, for each viewer (older ones deflated)', async () => {
    expect(long.events.length).to.be.greaterThan(600);
    const h = new EventHistory(20_000);
    // Added in the batches a room sees: one action's events at a time.
    let at = 0;
    for (const size of [1, 3, 250, 7, 1, 400]) {
      h.add(long.events.slice(at, at + size));
      at += size;
    }
    h.add(long.events.slice(at));
    expect(await h.visibleTo('harkonnen')).to.deep.equal(long.events.filter((e) => e.visibleTo === undefined || e.visibleTo === 'harkonnen'));
    expect(await h.visibleTo('spectator')).to.deep.equal(long.events.filter((e) => e.visibleTo === undefined));
  });

  it('keeps the last `limit` events exactly, whatever the block size', async () => {
    const h = new EventHistory(300);
    for (const event of long.events) h.add([event]);
    expect((await h.visibleTo('spectator')).map((e) => e.id)).to.deep.equal(
      long.events
        .slice(-300)
        .filter((e) => e.visibleTo === undefined)
        .map((e) => e.id),
    );
  });

  it("a restored room's rebuilt events go before the live ones, across blocks", async () => {
    const restored = played(900);
    const h = new EventHistory(20_000, {
      store: { log: async () => restored.log },
      gameId: 'g',
      version: restored.log.length,
      state: restored.state,
      onGap: () => {},
    });
    const live = Array.from({ length: 300 }, (_, i) => ({ id: `e${90_000 + i}`, type: 'storm-moved' }) as unknown as GameEvent);
    h.add(live);
    expect((await h.visibleTo('fremen')).map((e) => e.id)).to.deep.equal([
      ...restored.events.filter((e) => e.visibleTo === undefined || e.visibleTo === 'fremen').map((e) => e.id),
      ...live.map((e) => e.id),
    ]);
  });
});
