// The command lines of the tools (`npm run simulate`, `npm run loadtest`, `npm run replay`): one table per tool gives
// node:util parseArgs its options and --help its lines, so the help lists every option there is, and every tool
// treats a bad command line the same way: one line on stderr (`tool: what is wrong`), exit status 2, before the tool
// has started anything. `--help` (or `-h`) prints the usage on stdout and exits 0.
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

export interface CliOption {
  type: 'string' | 'boolean';
  /** What the value is called in the help (N, URL, LIST …); string options only. */
  arg?: string;
  /** The default of a string option: parseArgs fills it in, the help shows it. */
  default?: string;
  /** The default as the help words it when it is not a fixed value (`min(--duration, 10)`, `every stored game`). */
  defaultText?: string;
  /** One line: what the option does. */
  help: string;
}

export type CliOptions = Record<string, CliOption>;

export interface Cli<O extends CliOptions> {
  /** Prefix of the error line: `simulate: Unknown option '--x'`. */
  name: string;
  /** The synopsis after `Usage: `. */
  usage: string;
  /** Lines between the synopsis and the options: what the tool does, its exit status. */
  about: readonly string[];
  options: O;
}

/** What parseCli returns: a boolean per flag, a string per option with a default, string | undefined otherwise. */
export type CliValues<O extends CliOptions> = {
  [K in keyof O]: O[K]['type'] extends 'boolean' ? boolean : O[K] extends { default: string } ? string : string | undefined;
};

/** A bad command line: the message is the whole error line (after the tool's name). */
export class UsageError extends Error {}

/** Keeps the option table's literal types (so CliValues knows which options are flags and which have defaults). */
export function defineCli<const O extends CliOptions>(cli: Cli<O>): Cli<O> {
  return cli;
}

const HELP: [string, string] = ['--help, -h', 'print this help and exit'];

/** The option names as typed on the command line, --help included. */
export function optionNames(cli: Cli<CliOptions>): string[] {
  return [...Object.keys(cli.options).map((name) => `--${name}`), '--help'];
}

/** The usage: synopsis, about lines, then one aligned line per option with its default. */
export function helpText(cli: Cli<CliOptions>): string {
  const rows: [string, string][] = Object.entries(cli.options).map(([name, o]) => {
    const shown = o.type === 'boolean' ? (o.defaultText ?? 'off') : o.default !== undefined ? (o.default === '' ? "''" : o.default) : (o.defaultText ?? 'none');
    return [`--${name}${o.type === 'string' ? ` ${o.arg ?? 'VALUE'}` : ''}`, `${o.help} (default: ${shown})`];
  });
  rows.push(HELP);
  const width = Math.max(...rows.map(([left]) => left.length));
  const options = rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`);
  return `${[`Usage: ${cli.usage}`, '', ...cli.about, ...(cli.about.length ? [''] : []), 'Options:', ...options].join('\n')}\n`;
}

/** Whether the command line asks for help (before a `--` that ends the options). */
function asksForHelp(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return (end < 0 ? argv : argv.slice(0, end)).some((a) => a === '--help' || a === '-h');
}

/** Error text on one line (parseArgs words some of its errors over several). */
export function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

/** parseArgs' error on one line; its three-sentence "ambiguous" one (`--games --json`) told as the missing value it is. */
function reworded(message: string): string {
  const ambiguous = /^Option '(--[^']+)' argument is ambiguous/.exec(message);
  if (ambiguous) return `Option '${ambiguous[1]} <value>' argument missing; a value starting with '-' is written ${ambiguous[1]}=-VALUE`;
  return oneLine(message);
}

/** The values of argv, or null when it asks for --help. Throws a UsageError on an unknown option, a missing value, a value given to a flag, or a positional argument. */
export function parseCli<O extends CliOptions>(cli: Cli<O>, argv: readonly string[]): CliValues<O> | null {
  const options: ParseArgsOptionsConfig = { help: { type: 'boolean', short: 'h' } };
  for (const [name, o] of Object.entries(cli.options)) {
    options[name] =
      o.type === 'boolean' ? { type: 'boolean', default: false } : o.default !== undefined ? { type: 'string', default: o.default } : { type: 'string' };
  }
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({ args: [...argv], options, strict: true, allowPositionals: false }));
  } catch (error) {
    // `--games --help` is ambiguous to parseArgs, but the help is what was asked for.
    if (asksForHelp(argv)) return null;
    throw new UsageError(`${reworded((error as Error).message)} (--help lists the options)`);
  }
  if (values.help) return null;
  delete values.help;
  return values as CliValues<O>;
}

/** A number option: an integer (unless `integer: false`) within min..max, or a UsageError worded `message`. */
export function numberOption(text: string, message: string, range: { min?: number; max?: number; integer?: boolean } = {}): number {
  const n = text.trim() === '' ? NaN : Number(text);
  const { min = -Infinity, max = Infinity, integer = true } = range;
  if (!Number.isFinite(n) || (integer && !Number.isInteger(n)) || n < min || n > max) throw new UsageError(message);
  return n;
}

/** A URL option whose protocol is one of `protocols` (`redis:`), or a UsageError. */
export function urlOption(text: string, option: string, protocols: readonly string[]): string {
  let ok = false;
  try {
    ok = protocols.includes(new URL(text).protocol);
  } catch {
    ok = false;
  }
  if (!ok) throw new UsageError(`${option} must be a URL starting ${protocols.map((p) => `${p}//`).join(' or ')}, got '${text}'`);
  return text;
}

/**
 * The options of a tool's entry point: parses argv and hands the values to `check` (which throws UsageError on a
 * bad value). On --help prints the usage and exits 0; on a bad command line prints `name: message` on one line and
 * exits 2. Call it before the tool starts anything (a server, a store), so exiting leaves nothing running.
 */
export function cliOptions<O extends CliOptions, T>(cli: Cli<O>, argv: readonly string[], check: (values: CliValues<O>) => T): T {
  let values: CliValues<O> | null;
  try {
    values = parseCli(cli, argv);
    if (values !== null) return check(values);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${cli.name}: ${oneLine(error.message)}\n`);
    process.exit(2);
  }
  // stdout is synchronous for files, pipes and terminals on Linux, so exiting does not cut the help short.
  process.stdout.write(helpText(cli));
  process.exit(0);
}
