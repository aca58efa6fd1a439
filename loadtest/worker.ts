// A client worker of `npm run loadtest -- --workers N`, forked by loadtest/workers.ts: runs the clients of its share of
// the rooms, the game load's (loadtest/games.ts) and then the minimal room's (loadtest/floor-clients.ts), and reports
// to the parent what they recorded (loadtest/worker-protocol.ts). It has no timer of its own: the parent asks.
// The ws package must be the SDK's WebSocket before the SDK is evaluated: this import comes first.
import '../client-sdk/ws-global.ts';
import { runFloorClients } from './floor-clients.ts';
import { startGameLoad, type GameLoadTotals } from './games.ts';
import { watchStalls } from './stalls.ts';
import { countReceivedBytes } from './wire-bytes.ts';
import type { FromWorker, GameReport, ToWorker } from './worker-protocol.ts';

if (!process.send) throw new Error('loadtest/worker.ts runs as a child of loadtest/workers.ts');
// No orphans: a parent that exits or dies (even killed) closes the channel. A send can find it closed before the
// 'disconnect' event comes: that too ends the worker, instead of an unhandled EPIPE.
process.on('disconnect', () => process.exit(0));
const send = (message: FromWorker) => {
  if (!process.connected) return process.exit(0);
  process.send!(message, undefined, undefined, (error: Error | null) => {
    if (error) process.exit(0);
  });
};
countReceivedBytes();

/** Adds the difference of the time origins: a time of this process in the parent's performance.now(). */
let shift = 0;
let game: GameLoadTotals | null = null;

/** What was recorded since the last report; the arrays are emptied, the parent keeps them. */
function report(t: GameLoadTotals): GameReport {
  return {
    latencies: t.latencies.splice(0),
    ends: t.ends.splice(0).map((at) => at + shift),
    bytesPerClientGame: t.bytesPerClientGame.splice(0),
    games: t.games,
    bytesReceived: t.bytesReceived,
    sampled: { ...t.sampled },
    clientsConnected: t.clientsConnected,
    allFilledAt: t.allFilledAt === null ? null : t.allFilledAt + shift,
  };
}

const cpuSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return used.user + used.system;
};

process.on('message', (message: ToWorker) => {
  const onError = (text: string) => send({ type: 'error', message: text });
  if (message.type === 'report') {
    if (game) send({ type: 'report', report: report(game) });
  } else if (message.type === 'game') {
    shift = performance.timeOrigin - message.origin;
    const cpu = process.cpuUsage();
    const stalls = watchStalls();
    const o = message.options;
    const load = startGameLoad({ ...o, deadline: o.deadline - shift, indices: message.indices, onError, onFilled: () => stalls.restart() });
    game = load.totals;
    void load.done.then(() => send({ type: 'game-done', report: report(load.totals), cpuMicros: cpuSince(cpu), stalls: stalls.stop() }));
  } else {
    shift = performance.timeOrigin - message.origin;
    const cpu = process.cpuUsage();
    const { url, indices, thinkMs } = message;
    void runFloorClients({ url, indices, thinkMs, deadline: message.deadline - shift, onError }).then(({ latencies, ends, joinedAt }) => {
      const totals = { latencies, ends: ends.map((at) => at + shift), joinedAt: joinedAt === null ? null : joinedAt + shift };
      send({ type: 'floor-done', totals, cpuMicros: cpuSince(cpu) });
    });
  }
});
send({ type: 'ready' });
