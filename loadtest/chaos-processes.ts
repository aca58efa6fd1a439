// The processes `npm run chaos` kills: a server (server/main.ts) and, on Redis, a redis-server with AOF, each on a
// free loopback port, started again after each kill with the same settings (and the same data).
import { spawn, type ChildProcess } from 'node:child_process';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts `command` and resolves once `ready` says it is up (within 20 s). */
async function launch(command: string, args: string[], env: NodeJS.ProcessEnv, ready: () => Promise<boolean>): Promise<ChildProcess> {
  const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'ignore'] });
  for (let i = 0; i < 400; i++) {
    if (child.exitCode !== null) break;
    if (await ready()) return child;
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error(`${command} did not start`);
}

/** SIGKILL; resolves once the process has exited. */
export function killed(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** A process that is killed and started again, always the same way. */
export class Restartable {
  private child: ChildProcess | null = null;

  constructor(private readonly start: () => Promise<ChildProcess>) {}

  async run(): Promise<void> {
    this.child = await this.start();
  }

  /** kill -9, wait `downMs`, start again. */
  async crash(downMs = 0): Promise<void> {
    if (this.child) await killed(this.child);
    this.child = null;
    if (downMs > 0) await sleep(downMs);
    await this.run();
  }

  async stop(): Promise<void> {
    if (this.child) await killed(this.child);
    this.child = null;
  }
}

/** The server, as `npm start` runs it, on 127.0.0.1:`port` with `env`; up once /health answers 200. */
export function serverProcess(port: number, env: NodeJS.ProcessEnv): Restartable {
  const health = `http://127.0.0.1:${port}/health`;
  return new Restartable(() =>
    launch(process.execPath, ['--import', 'tsx', 'server/main.ts'], { ...env, PORT: String(port), HOST: '127.0.0.1' }, () => healthy(health)),
  );
}

/** redis-server on 127.0.0.1:`port` keeping an append-only file in `dir` (so a restart finds what it had acknowledged). */
export function redisProcess(port: number, dir: string, answers: () => Promise<boolean>): Restartable {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--save', ''];
  return new Restartable(() => launch('redis-server', args, process.env, answers));
}

/** Whether `url` answers 200 (within 2 s). */
export function healthy(url: string): Promise<boolean> {
  return fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (r) => {
      void r.body?.cancel();
      return r.ok;
    },
    () => false,
  );
}
