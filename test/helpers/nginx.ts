// Starts a throw-away NGINX in front of game server processes, configured from the committed template
// (deploy/nginx/dune-rooms.conf), so that the template is what the tests exercise. It runs as a child of the test in
// the foreground, on a free loopback port, with its pid, logs and temp files in its own temp dir: a system NGINX
// is neither needed nor touched.
import { spawn, type ChildProcess } from 'node:child_process';
import { access, chmod, constants, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeOutput } from '../support/capture-logs.ts';

const NGINX = '/usr/sbin/nginx';
const TEMPLATE = new URL('../../deploy/nginx/dune-rooms.conf', import.meta.url);

export interface TestNginx {
  /** http:// address of the proxy. */
  httpUrl: string;
  /** ws:// address of the proxy (what clients are given). */
  url: string;
  stop(): Promise<void>;
}

/** The template with each `${NAME}` replaced; a placeholder left without a value is an error. */
function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z0-9_]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for \${${name}} in the NGINX template`);
    return value;
  });
}

/** The whole nginx.conf: one worker, everything NGINX writes kept in `dir`, then the rendered template. */
function mainConfig(dir: string): string {
  return [
    `pid ${dir}/nginx.pid;`,
    'worker_processes 1;',
    'error_log stderr warn;',
    'events { worker_connections 512; }',
    'http {',
    '    access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${dir}/${kind};`),
    `    include ${dir}/dune-rooms.conf;`,
    '}',
    '',
  ].join('\n');
}

/**
 * Waits until the proxy answers on its port. It is asked for /metrics, which it refuses itself: a request passed to
 * processes not up yet would mark them failed for a while (max_fails), and take a turn of the round-robin.
 */
async function waitForAnswer(httpUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const end = Date.now() + 10_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${output()}`);
    const answered = await fetch(`${httpUrl}/metrics`, { signal: AbortSignal.timeout(1000) }).then(
      (r) => r.status === 404,
      () => false,
    );
    if (answered) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nginx did not answer within 10 s:\n${output()}`);
}

/** NGINX on 127.0.0.1:`port` in front of the three processes at `processes` (host:port each). */
export async function startNginx(port: number, processes: readonly [string, string, string]): Promise<TestNginx> {
  await access(NGINX, constants.X_OK).catch(() => {
    throw new Error(`${NGINX} is missing: install Debian's nginx package (apt-get install nginx; .ci/run does)`);
  });
  const dir = await mkdtemp(join(tmpdir(), 'dune-nginx-'));
  // Run as root, NGINX's worker drops to `nobody`: it must be able to reach its temp folders in here.
  await chmod(dir, 0o755);
  const [first, second, third] = processes;
  const site = renderTemplate(await readFile(TEMPLATE, 'utf8'), {
    DUNE_LISTEN: `127.0.0.1:${port}`,
    DUNE_PROCESS_1: first,
    DUNE_PROCESS_2: second,
    DUNE_PROCESS_3: third,
  });
  await writeFile(join(dir, 'dune-rooms.conf'), site);
  await writeFile(join(dir, 'nginx.conf'), mainConfig(dir));
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  pipeOutput(child, `nginx :${port}`);
  let output = '';
  child.stderr!.on('data', (chunk: string | Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // mocha --exit may end this process before after() hooks run. SIGTERM (not SIGKILL): the master then stops its
  // worker, which would otherwise outlive it holding the port.
  const stopOnExit = (): void => void child.kill('SIGTERM');
  process.once('exit', stopOnExit);
  const stop = async () => {
    process.off('exit', stopOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dir, { recursive: true, force: true });
  };
  const httpUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForAnswer(httpUrl, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { httpUrl, url: `ws://127.0.0.1:${port}`, stop };
}
