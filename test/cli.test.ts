// The tools' command lines (server/cli.ts): `--help` lists every option of the tool's table with its default (exit 0),
// and a bad command line is one line on stderr with exit status 2, no stack trace, nothing left running. Each CLI is
// spawned with the repo's node (no games are played, no server is started), plus the shared parser unit by unit.
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { helpText, numberOption, optionNames, parseCli, defineCli, UsageError, type Cli, type CliOptions } from '../server/cli.ts';
import { runOptions, SIMULATE_CLI } from '../server/simulate.ts';
import { SEAT_PROFILES } from '../server/simulate-profiles.ts';
import { LOAD_CLI, loadOptions } from '../loadtest/args.ts';
import { REPLAY_CLI, replayOptions } from '../server/replay.ts';

const exec = promisify(execFile);

interface Run {
  code: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
}

/** Runs a CLI to its end; a process still running after 40 s (a server left up) is killed and shows as signal SIGTERM. */
async function runCli(script: string, args: string[]): Promise<Run> {
  try {
    const { stdout, stderr } = await exec(process.execPath, ['--import', 'tsx', script, ...args], {
      timeout: 40_000,
      env: { ...process.env, LOG_LEVEL: 'warn' },
    });
    return { code: 0, signal: null, stdout, stderr };
  } catch (e) {
    const error = e as { code?: number | string; signal?: string | null; stdout?: string; stderr?: string };
    return { code: typeof error.code === 'number' ? error.code : null, signal: error.signal ?? null, stdout: error.stdout ?? '', stderr: error.stderr ?? '' };
  }
}

interface Tool {
  script: string;
  cli: Cli<CliOptions>;
  /** The tool's own check of the parsed values (the same function its entry point hands to cliOptions). */
  check: (values: never) => unknown;
  /** Words the help must show besides the option names. */
  mentions: string[];
  /** Bad command lines, spawned: an unknown flag, a missing value, a value the tool's check refuses. */
  spawned: string[][];
  /** More bad command lines, checked in-process (parseCli, then the tool's check): each must be a UsageError. */
  refused: string[][];
  /** Good command lines the in-process check accepts (so the refusals above are about the value, not the parser). */
  accepted: string[][];
}

const TOOLS: Tool[] = [
  {
    script: 'server/simulate.ts',
    cli: SIMULATE_CLI,
    check: runOptions,
    mentions: [...SEAT_PROFILES],
    spawned: [['--bogus'], ['--games'], ['--players', '9']],
    refused: [
      ['--games', 'x'],
      ['--games', '0'],
      ['--games', '1.5'],
      ['--games='],
      ['--players', '1'],
      ['--max-actions', '-3'],
      ['--max-actions=-3'],
      ['--profiles', 'easy,genius'],
      ['--h2h', 'easy'],
      ['--cards', 'base,nope'],
      ['--modules', 'nope'],
      ['--modules', 'leader-skills,nope'],
      ['--seed', 'x', 'extra'],
      ['--json=yes'],
    ],
    accepted: [
      [],
      ['--games', '3', '--players', '2', '--h2h', 'legal,brutal', '--cards', 'base,ixians', '--max-actions', '10', '--json', '--check'],
      ['--profiles', 'easy,hard'],
      ['--modules', 'leader-skills', '--advanced'],
    ],
  },
  {
    script: 'loadtest/run.ts',
    cli: LOAD_CLI,
    check: loadOptions,
    mentions: ['echo phase', 'legal'],
    spawned: [['--bogus'], ['--rooms'], ['--duration', 'x']],
    refused: [
      ['--rooms', '0'],
      ['--rooms', 'x'],
      ['--duration', '3601'],
      ['--duration', '0'],
      ['--echo-duration', '20', '--duration', '5'],
      ['--echo-duration=-1'],
      ['--bot', 'genius'],
      ['--max-turns', '100'],
      ['--max-turns', '0'],
      ['--sample-rooms', '1.5'],
      ['--think-ms', '60001'],
      ['--stagger', '10'],
      ['--url', 'nope'],
      ['--redis', 'http://x'],
      ['--url', 'ws://127.0.0.1:1', '--redis', 'redis://127.0.0.1:1'],
    ],
    accepted: [
      [],
      [
        '--url',
        'ws://127.0.0.1:2567',
        '--rooms',
        '2',
        '--duration',
        '2',
        '--echo-duration',
        '0',
        '--bot',
        'hard',
        '--max-turns',
        '3',
        '--sample-rooms',
        '0',
        '--think-ms',
        '500',
        '--stagger',
        '1',
        '--json',
      ],
      ['--redis', 'redis://127.0.0.1:6379'],
    ],
  },
  {
    script: 'server/replay.ts',
    cli: REPLAY_CLI,
    check: replayOptions,
    mentions: ['OK', 'MISMATCH'],
    spawned: [['--bogus'], ['--game'], ['--game', 'a/b']],
    refused: [['--dir', 'x', '--redis', 'redis://127.0.0.1:1'], ['--dir='], ['--redis', 'localhost'], ['--game', ''], ['x']],
    accepted: [[], ['--dir', '/tmp/x', '--game', 'abc_-1'], ['--redis', 'rediss://h:1/0']],
  },
];

describe('command lines (--help, bad options)', () => {
  for (const tool of TOOLS) {
    describe(tool.script, () => {
      // A tool's runs all at once (each is mostly tsx and module loading), read by the tests below.
      const runs = new Map<string, Run>();
      before(async function () {
        this.timeout(120_000);
        const all = [['--help'], ...tool.spawned];
        const results = await Promise.all(all.map((args) => runCli(tool.script, args)));
        for (const [i, args] of all.entries()) runs.set(args.join(' '), results[i]!);
      });

      it('--help prints every option of its table, each with its default, on stdout; exit 0', () => {
        const names = optionNames(tool.cli);
        // The table is the parser's own (parseCli builds parseArgs' options from it), so it cannot be empty or stale.
        expect(names.length).to.be.greaterThan(3);
        const run = runs.get('--help')!;
        expect(run.code, run.stderr).to.equal(0);
        expect(run.stderr).to.equal('');
        expect(run.stdout).to.equal(helpText(tool.cli));
        const lines = run.stdout.split('\n');
        for (const name of names) {
          const line = lines.find((l) => l.startsWith(`  ${name} `) || l.startsWith(`  ${name},`));
          expect(line, `${name} in --help`).to.be.a('string');
          if (name !== '--help') expect(line, name).to.match(/ \(default: .+\)$/);
        }
        for (const word of tool.mentions) expect(run.stdout).to.include(word);
      });

      for (const args of tool.spawned) {
        it(`${args.join(' ')}: one line on stderr, no stack trace, exit 2, nothing left running`, () => {
          const run = runs.get(args.join(' '))!;
          expect(run.signal, 'still running after 40 s').to.equal(null);
          expect(run.code, run.stderr).to.equal(2);
          expect(run.stdout).to.equal('');
          const lines = run.stderr.split('\n');
          expect(lines, run.stderr).to.have.length(2);
          expect(lines[1]).to.equal('');
          expect(lines[0]).to.match(new RegExp(`^${tool.cli.name}: \\S`));
          expect(run.stderr).to.not.match(/^\s*at /m);
        });
      }

      it('refuses missing, non-numeric and out-of-range values with a one-line UsageError; accepts good ones', () => {
        const check = tool.check as (values: unknown) => unknown;
        const parse = (argv: string[]) => {
          const values = parseCli(tool.cli, argv);
          expect(values, argv.join(' ')).to.not.equal(null);
          return check(values);
        };
        for (const argv of tool.refused) {
          let error: unknown = null;
          try {
            parse(argv);
          } catch (e) {
            error = e;
          }
          expect(error, argv.join(' ')).to.be.instanceOf(UsageError);
          expect((error as Error).message, argv.join(' ')).to.not.include('\n');
        }
        for (const argv of tool.accepted) expect(() => parse(argv), argv.join(' ')).to.not.throw();
      });
    });
  }
});

describe('server/cli.ts', () => {
  const cli = defineCli({
    name: 'tool',
    usage: 'tool [options]',
    about: ['Does things.'],
    options: {
      count: { type: 'string', arg: 'N', default: '3', help: 'how many' },
      name: { type: 'string', arg: 'NAME', defaultText: 'none given', help: 'a name' },
      loud: { type: 'boolean', help: 'shout' },
    },
  });
  const usageError = (argv: string[]) => {
    try {
      parseCli(cli, argv);
    } catch (e) {
      expect(e).to.be.instanceOf(UsageError);
      return (e as Error).message;
    }
    throw new Error(`no error for ${argv.join(' ')}`);
  };

  it('fills in the defaults, and returns null for --help or -h anywhere before --', () => {
    expect(parseCli(cli, [])).to.deep.equal({ count: '3', loud: false });
    expect(parseCli(cli, ['--count', '5', '--loud', '--name=x'])).to.deep.equal({ count: '5', loud: true, name: 'x' });
    expect(parseCli(cli, ['--help'])).to.equal(null);
    expect(parseCli(cli, ['--count', '5', '-h'])).to.equal(null);
    expect(parseCli(cli, ['--bogus', '--help'])).to.equal(null);
    expect(parseCli(cli, ['--count', '--help'])).to.equal(null);
  });

  it('words an unknown option, a missing value, a value for a flag and a positional argument on one line', () => {
    for (const argv of [['--bogus'], ['--count'], ['--count', '--loud'], ['--loud=yes'], ['stray'], ['--', '--help']]) {
      const message = usageError(argv);
      expect(message, argv.join(' ')).to.not.include('\n');
      expect(message).to.match(/\(--help lists the options\)$/);
    }
    expect(usageError(['--count', '--loud'])).to.match(/^Option '--count <value>' argument missing/);
  });

  it('help: one line per option with its default, --help last', () => {
    const text = helpText(cli);
    expect(text).to.match(/^Usage: tool \[options\]\n\nDoes things\.\n\nOptions:\n/);
    expect(text).to.include('  --count N    how many (default: 3)\n');
    expect(text).to.include('  --name NAME  a name (default: none given)\n');
    expect(text).to.include('  --loud       shout (default: off)\n');
    expect(text.trimEnd().split('\n').at(-1)).to.equal('  --help, -h   print this help and exit');
  });

  it('numberOption: integers in range by default, a UsageError otherwise', () => {
    expect(numberOption('7', 'bad', { min: 1 })).to.equal(7);
    expect(numberOption('0.5', 'bad', { integer: false, min: 0 })).to.equal(0.5);
    for (const text of ['', ' ', 'x', '1.5', '0', 'Infinity', 'NaN']) expect(() => numberOption(text, 'bad', { min: 1 }), text).to.throw(UsageError, 'bad');
    expect(() => numberOption('100', 'bad', { min: 1, max: 99 })).to.throw(UsageError);
  });
});
