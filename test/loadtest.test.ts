// The load tester (docs/ARCHITECTURE.md §7, issue 7) runs end to end: `npm run loadtest`'s entry point with an in-process
// server, 2 rooms for 2 seconds, --json; the report has every figure and the bots completed actions without error.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from 'chai';

const run = promisify(execFile);

describe('loadtest', () => {
  it('2 rooms for 2 s: report with latency, throughput, bytes, both baselines and server usage; 0 errors', async function () {
    this.timeout(20_000);
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'loadtest/run.ts', '--rooms', '2', '--duration', '2', '--echo-duration', '1', '--json'],
      {
        timeout: 19_000,
        env: { ...process.env, LOG_LEVEL: 'warn' },
      },
    );
    const report = JSON.parse(stdout.trim().split('\n').at(-1)!);
    expect(report).to.include({ rooms: 2, clients: 12, serverInProcess: true, store: 'file', errors: 0 });
    expect(report.actions).to.be.greaterThan(0);
    expect(report.actionsPerSecond).to.be.greaterThan(0);
    for (const key of ['p50', 'p95', 'p99', 'max']) expect(report.latencyMs[key]).to.be.a('number').greaterThan(0);
    expect(report.latencyMs.p50).to.be.at.most(report.latencyMs.p99);
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
    // Sizing figures: CPU per accepted action on each side, and how many actions a room ran together.
    expect(report.server.cpuMsPerAction).to.be.a('number').greaterThan(0);
    expect(report.loadGenerator.cpuMsPerAction).to.be.a('number').greaterThan(0);
    expect(report.server.meanBatch).to.be.a('number').at.least(1);
  });
});
