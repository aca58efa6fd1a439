// The load tester (docs/ARCHITECTURE.md §7, issues 7 and 23) runs end to end: `npm run loadtest`'s entry point with an
// in-process server, 2 rooms for 2 seconds, --json; the report has every figure, the bots completed actions without
// error, and the framework floor (a minimal Colyseus room at the same concurrency) ran with the same clients.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from 'chai';

const run = promisify(execFile);

async function loadtest(...args: string[]) {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'loadtest/run.ts', '--rooms', '2', '--duration', '2', '--echo-duration', '1', '--floor-duration', '1', '--json', ...args],
    {
      timeout: 27_000,
      env: { ...process.env, LOG_LEVEL: 'warn' },
    },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1)!);
}

describe('loadtest', () => {
  it('2 rooms for 2 s, clients in one worker: report with latency, throughput, bytes, all baselines and server usage; 0 errors', async function () {
    this.timeout(28_000);
    const report = await loadtest();
    // The server runs in the tool's process, the clients in a worker process of their own (the default).
    expect(report).to.include({ rooms: 2, clients: 12, serverInProcess: true, store: 'file', errors: 0 });
    expect(report.actions).to.be.greaterThan(0);
    expect(report.actionsPerSecond).to.be.greaterThan(0);
    for (const key of ['p50', 'p95', 'p99', 'max']) expect(report.latencyMs[key]).to.be.a('number').greaterThan(0);
    expect(report.latencyMs.p50).to.be.at.most(report.latencyMs.p99);
    expect(report.latencyMs.count).to.equal(report.actions);
    expect(report.downstream.bytesPerClientPerSecond).to.be.greaterThan(0);
    expect(report.downstream.bytesPerClientPerGame).to.have.keys('games', 'p50', 'max');
    expect(report.games).to.be.a('number');
    expect(report.fullJsonBaseline.sampledClients).to.be.greaterThan(0);
    expect(report.fullJsonBaseline.fullJsonBytes).to.be.greaterThan(report.fullJsonBaseline.receivedBytes);
    expect(report.fullJsonBaseline.ratio).to.be.within(0, 1);
    expect(report.echoBaseline).to.include({ clients: 12, errors: 0 });
    expect(report.echoBaseline.latencyMs.count).to.be.greaterThan(0);
    expect(report.server.cpuPercent).to.be.a('number').greaterThan(0);
    expect(report.server.peakRssMB).to.be.greaterThan(0);
    expect(report.server.memoryPerRoomMB).to.be.a('number');
    // Live memory after a full collection: measured because the server runs in the tool's process.
    expect(report.server.liveMemoryPerRoomMB).to.be.a('number');
    // Sizing figures: CPU per accepted action on each side, and how many actions a room ran together.
    expect(report.server.cpuMsPerAction).to.be.a('number').greaterThan(0);
    // The steady state after the joins, when the run left a second of it.
    if (report.serverAfterRamp !== null) expect(report.serverAfterRamp.cpuPercent).to.be.a('number').at.least(0);
    expect(report.server.meanBatch).to.be.a('number').at.least(1);
    // The collector's pauses as a share of the wall time, from the server's own GC histogram.
    expect(report.server.gcPausePercent.minor).to.be.a('number').within(0, 100);
    expect(report.server.gcPausePercent.major).to.be.a('number').within(0, 100);
    // The load generator's CPU is the worker's, measured there; the coordinator's share of the server process is small.
    expect(report.loadGenerator).to.include({ workers: 1 });
    expect(report.loadGenerator.cpuPercent).to.be.a('number').greaterThan(0);
    expect(report.loadGenerator.cpuMsPerAction).to.be.a('number').greaterThan(0);
    expect(report.loadGenerator.coordinator).to.include({ measured: 'ipc-handlers' });
    expect(report.loadGenerator.coordinator.cpuMs).to.be.a('number').at.least(0);
    // How long the clients' process stood still (its own pauses lengthen the latencies it records).
    expect(report.loadGenerator.stalls).to.have.length(1);
    const [stalls] = report.loadGenerator.stalls;
    expect(stalls.sinceRamp, 'both rooms filled within the 2 s').to.equal(true);
    expect(stalls.loopDelayP99Ms).to.be.a('number').within(0, stalls.loopDelayMaxMs);
    expect(stalls.gcPausePercent.minor).to.be.a('number').within(0, 100);
    expect(stalls.gcPausePercent.major).to.be.a('number').within(0, 100);
    // The framework floor: the same concurrency, with a positive rate and CPU per action, far cheaper than a game action.
    expect(report.minimalRoom).to.include({ rooms: 2, clients: 12, seconds: 1, errors: 0 });
    expect(report.minimalRoom.where).to.be.a('string');
    expect(report.minimalRoom.actions).to.be.greaterThan(0);
    expect(report.minimalRoom.actionsPerSecond).to.be.greaterThan(0);
    expect(report.minimalRoom.latencyMs.p50).to.be.a('number').greaterThan(0);
    expect(report.minimalRoom.server.cpuPercent).to.be.a('number').greaterThan(0);
    expect(report.minimalRoom.server.cpuMsPerAction).to.be.a('number').greaterThan(0);
    expect(report.minimalRoom.thinkMs).to.equal(0);
    expect(report.ratio.serverCpuPerAction).to.be.a('number').greaterThan(0);
  });

  it('--think-ms: the minimal room runs at the game load’s pace, with its steady state after the joins', async function () {
    this.timeout(28_000);
    const report = await loadtest('--think-ms', '100', '--floor-duration', '2');
    expect(report).to.include({ thinkMs: 100, errors: 0 });
    expect(report.minimalRoom).to.include({ thinkMs: 100, errors: 0 });
    // Each room waits at least 50 ms before each action: at most 2 rooms × 20 actions a second (at once: thousands).
    expect(report.minimalRoom.actionsPerSecond).to.be.greaterThan(0).and.at.most(40);
    expect(report.minimalRoom.afterJoins.seconds).to.be.at.least(1);
    expect(report.minimalRoom.afterJoins.cpuMsPerAction).to.be.a('number').greaterThan(0);
    expect(report.minimalRoom.afterJoins.latencyMs.count).to.be.greaterThan(0).and.at.most(report.minimalRoom.latencyMs.count);
    if (report.serverAfterRamp?.cpuMsPerAction) expect(report.ratio.serverCpuPerActionSteady).to.be.a('number').greaterThan(0);
  });

  it('--workers 2: the rooms shared out over two workers, their figures merged into one report; 0 errors', async function () {
    this.timeout(28_000);
    const report = await loadtest('--workers', '2', '--sample-rooms', '2');
    expect(report).to.include({ rooms: 2, clients: 12, errors: 0 });
    expect(report.loadGenerator).to.include({ workers: 2 });
    expect(report.loadGenerator.stalls, 'one entry per worker').to.have.length(2);
    expect(report.loadGenerator.cpuMsPerAction).to.be.a('number').greaterThan(0);
    // Every action's latency reached the parent (the percentiles are over all of them), from both workers' rooms.
    expect(report.latencyMs.count).to.equal(report.actions).and.greaterThan(0);
    // Both workers' sampled rooms: six clients a game, and a room whose game ends starts another (bots may win fast).
    expect(report.fullJsonBaseline.sampledClients % 6).to.equal(0);
    expect(report.fullJsonBaseline.sampledClients).to.be.at.least(12);
    expect(report.rampSeconds).to.be.a('number');
    expect(report.minimalRoom.actions).to.be.greaterThan(0);
    expect(report.ratio.serverCpuPerAction).to.be.a('number').greaterThan(0);
  });
});

// `npm run chaos` end to end on the file store, 24 s: the faults it states (server kills 4–8 s apart, fault to fault,
// none in the last 15 s), each counted until it recovered, and every acknowledged action found in the exported logs.
describe('chaos', () => {
  it('24 s on the file store: faults at the stated rate, every one recovered and counted; nothing lost, doubled or rolled back', async function () {
    this.timeout(40_000);
    let stdout: string;
    try {
      ({ stdout } = await run(process.execPath, ['--import', 'tsx', 'loadtest/chaos.ts', '--seconds', '24', '--store', 'file', '--json'], { timeout: 38_000 }));
    } catch (error) {
      // Exit status 1 still prints the report: show it.
      throw new Error(`chaos failed: ${(error as { stdout?: string }).stdout ?? ''}${(error as Error).message}`);
    }
    const report = JSON.parse(stdout.trim().split('\n').at(-1)!);
    expect(report).to.include({ store: 'file', seconds: 24, ok: true });
    for (const figure of ['lost', 'doubled', 'rolledBack', 'unrecovered', 'viewsWentBack', 'replayMismatches', 'unexported'])
      expect(report[figure], figure).to.equal(0);
    expect(report.acknowledged).to.be.greaterThan(0);
    const { faults } = report;
    // The first falls due 4–8 s into the run, none after 9 s (the last 15 s are quiet): one or two faults, all server kills.
    expect(faults.made).to.be.within(1, 2);
    expect(faults.byKind).to.deep.equal({ serverKill: faults.made, redisKill: 0 });
    expect(faults.unrecovered).to.equal(0);
    expect(faults.recoveryMs.count, 'every fault made has its recovery time').to.equal(faults.made);
    expect(faults.recoveryMs.p50).to.be.a('number').within(1, faults.recoveryMs.max);
    expect(faults.late).to.have.keys('count', 'waitedMs');
    // Fault to fault: never closer than 4 s, and no further apart than 8 s plus what a late one waited.
    if (faults.intervalMs.count > 0) {
      expect(faults.intervalMs.min).to.be.at.least(4000);
      expect(faults.intervalMs.max).to.be.at.most(8000 + faults.late.waitedMs + 100);
    }
    const turns = Object.values(report.games.finalTurns) as number[];
    expect(
      turns.reduce((a, b) => a + b, 0),
      'a final turn per game',
    ).to.equal(report.games.played);
    expect(report.games.played).to.be.at.least(3);
  });
});
