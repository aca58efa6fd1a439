// The timing floor on the wire (rooms/pause-floor.ts) with CHOAM's Kull Wahad reaction (CH.worthless.kull-wahad):
// asked of a human CHOAM whether or not it holds the card, the question stays open no less than the floor however fast
// the answer comes (played at once, or passed at once by the SDK); in an all-bot game there is no floor.
import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameEvent } from '../../rooms/dune/index.ts';
import { act } from '../helpers/engine.ts';
import { decisionOf } from '../helpers/battle.ts';
import { newControl } from '../../rooms/control.ts';
import { DEFAULT_GAME_OPTIONS } from '../../rooms/ports.ts';
import { FileStore } from '../../server/store/index.ts';
import { kullWahadPosition } from '../helpers/choam-wire.ts';
import { leaveAll, seatStored, storeGame } from '../helpers/skills-wire.ts';
import { bootServer, waitFor, type TestServer } from '../helpers/server.ts';
import { report } from '../support/capture-logs.ts';

const FLOOR = 800;
const has = (events: readonly GameEvent[], type: GameEvent['type']) => events.some((e) => e.type === type);

describe('wire: the timing floor', function () {
  this.timeout(60_000);
  const store = new FileStore(mkdtempSync(join(tmpdir(), 'dune-floor-')));
  let server: TestServer;
  before(async () => {
    server = await bootServer(store, { pauseFloorMs: FLOOR });
  });
  after(() => server.close());

  it('CH.worthless.kull-wahad a human CHOAM is asked whether or not it holds Kull Wahad, and the Karama window closes no earlier than the floor after the question opened, whatever the answer (played at once, or passed by the SDK at once)', async () => {
    const spans: Record<string, number> = {};
    for (const holds of [true, false]) {
      const gameId = `floor-kull-wahad-${holds}`;
      const position = kullWahadPosition(holds);
      await storeGame(store, gameId, position);
      // Every client passes the windows it cannot act on by itself (the SDK's default).
      const table = await seatStored(server, gameId, position.seating, { karamaAutoPass: true });
      const choam = table.seats.get('choam')!;
      const times = { asked: 0, answered: 0, closed: 0 };
      const seen: GameEvent[] = [];
      table.spectator.onUpdate(() => {
        if (times.asked === 0 && table.spectator.view.awaiting.some((a) => a.seat === 'choam' && a.kind === 'kull-wahad')) times.asked = Date.now();
      });
      table.spectator.onEvents((events) => {
        seen.push(...events);
        if (times.closed === 0 && has(events, 'karama-window-closed')) times.closed = Date.now();
      });
      // Holding the card, CHOAM plays it the moment it is asked; without it, its SDK passes as fast.
      choam.onUpdate(() => {
        const d = choam.allDecisions.find((x) => x.kind === 'kull-wahad');
        if (!d || times.answered !== 0) return;
        times.answered = Date.now();
        if (holds) void choam.act({ type: 'kull-wahad', event: d.id, play: true });
      });
      const atreides = table.seats.get('atreides')!;
      const window = atreides.decisions.find((d) => d.kind === 'karama-window')!;
      await atreides.act({ type: 'karama-window', event: window.id, cancel: 'choam-sale', card: 'karama-1' });
      await waitFor(() => times.closed > 0, 10_000, 'the Karama window to close');
      expect(times.asked, 'CHOAM was asked').to.be.greaterThan(0);
      expect(times.answered - times.asked, 'the answer came at once').to.be.below(FLOOR / 2);
      // The patch that shows the question and the event that closes it travel the same socket: their gap is the room's.
      expect(times.closed - times.asked, `holds ${holds}`).to.be.at.least(FLOOR - 25);
      expect(has(seen, 'kull-wahad-reacted'), 'played').to.equal(holds);
      expect(has(seen, 'ability-cancelled'), 'the Karama spent').to.equal(!holds);
      spans[holds ? 'played' : 'passed'] = times.closed - times.asked;
      await leaveAll(table);
    }
    report(`question open to close, floor ${FLOOR} ms: ${JSON.stringify(spans)}`);
  });

  it('CH.worthless.kull-wahad in an all-bot game there is no floor: the bots answer at their own pace (botDelayMs 0), far sooner', async () => {
    const gameId = 'floor-all-bots';
    // The Atreides have played their Karama: the reaction is asked as the game is restored.
    const before = kullWahadPosition(true);
    const position = act(
      before,
      'atreides',
      { type: 'karama-window', event: decisionOf(before, 'karama-window', 'atreides').id, cancel: 'choam-sale', card: 'karama-1' },
      { karama: 'open' },
    ).state;
    decisionOf(position, 'kull-wahad', 'choam');
    const bots = Object.fromEntries(position.seating.map((f) => [f, 'hard' as const]));
    const control = newControl(position.seating, { bots, botDelayMs: 0 }, DEFAULT_GAME_OPTIONS);
    await store.put({ gameId, version: position.actions, state: position, seats: [], control, createdAt: 0, updatedAt: 0 });
    const started = Date.now();
    const spectator = await server.client().spectate(gameId);
    const room = server.room(gameId);
    await waitFor(() => room.game.karama.window === null, 10_000, 'the Karama window to close');
    const span = Date.now() - started;
    expect(span, 'from the restore to the close').to.be.below(FLOOR);
    expect(room.autopilot.rejected).to.equal(0);
    report(`all bots: restore to close in ${span} ms (floor ${FLOOR} ms for human seats)`);
    await spectator.leave();
  });
});
