// Running `npm run simulate` as a child process and reading its JSON lines, for the CLI tests.
import { spawnSync } from 'node:child_process';

/** Runs server/simulate.ts with `args` (the caller adds `--json` when it reads JSON lines). */
export function simulateCli(args: readonly string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/simulate.ts', ...args], { encoding: 'utf8' });
}

/** The JSON objects printed one per line. */
export function jsonLines(stdout: string): Record<string, unknown>[] {
  return stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}
