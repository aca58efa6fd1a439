// The Python client of examples/python (standard library only, written from PROTOCOL.md and the reference) plays a
// seat to the end of a game against bots on a real server: JSON mode, its own HTTP and WebSocket framing, simple
// legal choices from the decisions' options, a dropped socket and a reclaim by seat token mid-game, never autopilot.
// Without python3 this fails: .ci/run installs it.
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { useServer } from '../helpers/server.ts';

const run = promisify(execFile);
const EXAMPLE = join(import.meta.dirname, '..', '..', 'examples', 'python');

describe('examples/python: a client in another language', function () {
  this.timeout(90_000);
  const server = useServer();

  it('plays its seat to the end of a game, drops its socket mid-game and reclaims its seat, never on autopilot', async () => {
    const started = Date.now();
    const { stdout, stderr } = await run('python3', ['play.py', '--server', server().httpUrl, '--drop-after', '12'], {
      cwd: EXAMPLE,
      timeout: 60_000,
      env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
    });
    const summary = JSON.parse(stdout.trim().split('\n').pop()!) as { gameId: string; winners: string[]; answered: number; reclaims: number; refused: number };
    expect(summary.winners.length, stderr).to.be.greaterThan(0);
    expect(summary.reclaims).to.equal(1);
    expect(summary.answered).to.be.greaterThan(12);
    expect(summary.refused, stderr).to.equal(0);
    // Who played the seat: its human all along (a drop shorter than the grace period leaves it so).
    const watcher = await server().client().spectate(summary.gameId);
    expect(watcher.control.emperor).to.equal('human');
    expect(watcher.view.victory).not.to.equal(null);
    await watcher.leave();
    console.log(`      the Python client played ${summary.answered} answers to the end in ${Date.now() - started} ms`);
  });
});
