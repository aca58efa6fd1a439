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
    expect(report.fullJsonBaseline.sampledClients).to.equal(12);
    expect(report.rampSeconds).to.be.a('number');
    expect(report.minimalRoom.actions).to.be.greaterThan(0);
    expect(report.ratio.serverCpuPerAction).to.be.a('number').greaterThan(0);
  });
});
