// `npm run bench:restore` runs end to end (a few small games, FileStore only): one JSON line per store mode, each with
// restore times, and every restored state equal to the stored one (the script throws otherwise).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect } from 'chai';

const run = promisify(execFile);

describe('bench:restore', () => {
  it('stores games, restores each from a fresh store and prints restore times per store mode', async function () {
    this.timeout(60_000);
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/bench-restore.ts', '--games', '3', '--loads', '1'], { timeout: 55_000 });
    const lines = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { store: string; loads: number; restoreMs: { p50: number; p99: number } });
    expect(lines.map((l) => l.store)).to.deep.equal(['file', 'file-whole-records']);
    for (const line of lines) {
      expect(line.loads).to.equal(3);
      expect(line.restoreMs.p50).to.be.greaterThan(0).and.at.most(line.restoreMs.p99);
    }
  });
});
