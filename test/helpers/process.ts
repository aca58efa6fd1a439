// Runs `npm start`'s entry point (server/main.ts) as a separate process for crash and multi-process tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeOutput } from '../support/capture-logs.ts';

/** The watermark folder of this run's server processes (server/failover/): a process restarted on its port finds its own. */
const watermarkDir = mkdtempSync(join(tmpdir(), 'dune-watermarks-'));

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  httpUrl: string;
}

/**
 * Starts a server on 127.0.0.1:`port` with `env` added to this process's environment; resolves once /health answers.
 * With DUNE_TEST_CLOCK_OFFSET_MS in `env`, its wall clock is off by that much (test/support/skewed-clock.ts).
 */
export async function startProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const skewed = env.DUNE_TEST_CLOCK_OFFSET_MS !== undefined ? ['--import', './test/support/skewed-clock.ts'] : [];
  const child = spawn(process.execPath, ['--import', 'tsx', ...skewed, 'server/main.ts'], {
    // The timing floor is off unless a test asks for it, as in test/helpers/server.ts.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      WATERMARK_DIR: watermarkDir,
      PAUSE_FLOOR_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Its log lines join the test's captured output (shown if the test fails); stderr also explains a failed start.
  pipeOutput(child, `server :${port}`);
  let errors = '';
  child.stderr!.on('data', (chunk: string | Buffer) => (errors += chunk.toString()));
  const httpUrl = `http://127.0.0.1:${port}`;
  const end = Date.now() + 20_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${errors}`);
    if (
      await fetch(`${httpUrl}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, port, url: `ws://127.0.0.1:${port}`, httpUrl };
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${errors}`);
}

/** SIGTERM (graceful shutdown) or SIGKILL (crash); resolves with the exit code (null when killed). */
export function stopProcess(p: ServerProcess, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<number | null> {
  return new Promise((resolve) => {
    if (p.child.exitCode !== null || p.child.signalCode !== null) return resolve(p.child.exitCode);
    p.child.once('exit', (code) => resolve(code));
    p.child.kill(signal);
  });
}
