// `npm run rules:coverage`: the rules coverage index (server/rules-index.ts says what is read and what counts).
//
//   npm run rules:coverage                  summary on stdout: `implemented N, excluded E, pending P of 336`, the
//                                           pending ids one per line, then for each hand-kept table (TABLES, in
//                                           server/rules-index.ts) its line, `expansion cards: implemented N, pending
//                                           P of 26`, `leader skills: …`, `choam: …`, `homeworlds: …`, and its
//                                           pending ids; every failed check on stderr, exit 1
//   npm run rules:coverage -- --write       the same, and regenerates rooms/dune/RULES.md (refused, exit 1, while
//                                           a check other than "out of date" fails)
//   npm run rules:coverage -- --check       the checks only (nothing on stdout), exit 1 when one fails; the test
//   --root DIR                              the project root (default: the current directory)
//   -h, --help                              usage; an unknown option or argument: one line on stderr, exit 2
//
// The checks: the docs/rules/ sources are well formed, every implemented rule has a code reference and a test
// whose own title starts with its id, every implemented entry of a hand-kept table such a test, and RULES.md is what the
// sources generate (any edit that moves a referenced line makes it stale: run `npm run rules:coverage -- --write`).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkRoot, PATHS, TABLES, type Check } from './rules-index.ts';

export const USAGE = `Usage: npm run rules:coverage -- [--write | --check] [--root DIR]

Reports how far the engine covers the numbered rules (${PATHS.ruleIds}) and the hand-kept tables
(${TABLES.map((t) => t.file).join(', ')}),
from ${PATHS.status}, the rule ids in ${PATHS.engine}'s comments and strings and the titles of the tests
(mocha --dry-run), and checks ${PATHS.index} against them.

  (no option)  print "implemented N, excluded E, pending P of 336", the pending ids one per line, then the
               same for each table (${TABLES.map((t) => t.label).join(', ')});
               report every failed check on stderr and exit 1
  --write      also regenerate ${PATHS.index} (not while another check fails)
  --check      only check: nothing on stdout, exit 1 when a check fails
  --root DIR   project root (default: the current directory)
  -h, --help   print this help

Exit status: 0 all checks pass, 1 a check failed, 2 bad usage.
`;

export interface Options {
  mode: 'report' | 'write' | 'check' | 'help';
  root: string;
}

/** Parses the command line; a string is the usage error. */
export function parseOptions(argv: readonly string[]): Options | string {
  const o: Options = { mode: 'report', root: '.' };
  const setMode = (mode: Options['mode']) => {
    if (o.mode !== 'report' && o.mode !== 'help' && o.mode !== mode) return `--${o.mode} and --${mode} exclude each other`;
    if (o.mode !== 'help') o.mode = mode;
    return null;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    let problem: string | null = null;
    if (a === '-h' || a === '--help') o.mode = 'help';
    else if (a === '--write' || a === '--check') problem = setMode(a === '--write' ? 'write' : 'check');
    else if (a === '--root' || a.startsWith('--root=')) {
      const value = a === '--root' ? argv[++i] : a.slice('--root='.length);
      if (value === undefined || value === '' || value.startsWith('-')) problem = '--root needs a directory';
      else o.root = value;
    } else if (a.startsWith('-')) problem = `unknown option '${a}'`;
    else problem = `unexpected argument '${a}'`;
    if (problem) return `${problem} (see --help)`;
  }
  return o;
}

export function summary(c: Check): string {
  const { rules, tables } = c.index;
  const lines = [`implemented ${rules.implemented}, excluded ${rules.excluded}, pending ${rules.pending} of ${rules.total}`, ...rules.pendingIds];
  for (const t of TABLES) {
    const { implemented, pending, total, pendingIds } = tables[t.key];
    lines.push(`${t.label}: implemented ${implemented}, pending ${pending} of ${total}`, ...pendingIds);
  }
  return `${lines.join('\n')}\n`;
}

/** The failed checks, one line each. */
export function failures(c: Check): string[] {
  return [...c.index.problems, ...(c.stale ? [`${PATHS.index} is out of date: run npm run rules:coverage -- --write`] : [])];
}

export interface Result {
  out: string;
  err: string;
  code: number;
}

export function run(argv: readonly string[]): Result {
  const o = parseOptions(argv);
  if (typeof o === 'string') return { out: '', err: `rules:coverage: ${o}\n`, code: 2 };
  if (o.mode === 'help') return { out: USAGE, err: '', code: 0 };
  let c: Check;
  try {
    c = checkRoot(o.root);
  } catch (e) {
    return { out: '', err: `rules:coverage: ${(e as Error).message.split('\n')[0]}\n`, code: 1 };
  }
  let failed = failures(c);
  let note = '';
  if (o.mode === 'write') {
    if (c.index.problems.length === 0) {
      if (c.stale) {
        writeFileSync(join(o.root, PATHS.index), c.markdown);
        note = `rules:coverage: wrote ${PATHS.index}\n`;
      }
      failed = [];
    } else note = `rules:coverage: ${PATHS.index} not written\n`;
  }
  const err = failed.map((f) => `rules:coverage: ${f}\n`).join('') + note;
  return { out: o.mode === 'check' ? '' : summary(c), err, code: failed.length > 0 ? 1 : 0 };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { out, err, code } = run(process.argv.slice(2));
  process.stdout.write(out);
  process.stderr.write(err);
  process.exitCode = code;
}
