// Mocha `require` file (.mocharc.json): the run prints mocha's report and nothing else. Whatever is written through
// console.* while a test or hook runs — the server's JSON log lines (server/log.ts), Colyseus's logger (routed
// through server/log.ts), the SDK's reconnection messages — Node's process warnings, and the output of child
// processes passed to pipeOutput() is buffered, and shown only when that test or hook fails: right after its
// failure line, between labelled rules. A passing test's output is dropped.
//
//   TEST_LOGS=show   print everything as it happens instead (no capture), e.g. while debugging one test.
//
// Tests print figures worth reading on a pass (sizes, counts, timings) with report(): those lines follow the
// test's line in the report. Mocha's reporters keep their own reference to the original console.log, so the
// report itself is never captured.
import Mocha from 'mocha';
import type { ChildProcess } from 'node:child_process';
import { format, inspect } from 'node:util';

const SHOW = process.env.TEST_LOGS === 'show';
/** Lines kept per test or hook; beyond that the earliest are dropped (and counted). */
const LIMIT = 5_000;

const METHODS = ['log', 'info', 'debug', 'warn', 'error', 'trace', 'dir'] as const;
type Method = (typeof METHODS)[number];
const original = Object.fromEntries(METHODS.map((m) => [m, console[m].bind(console)])) as Record<Method, (...args: unknown[]) => void>;

let capturing = false;
let lines: string[] = [];
let dropped = 0;
/** report() lines waiting for the end of the current test (or of a hook outside any test). */
let reports: string[] = [];
let currentTest: Mocha.Test | null = null;
let currentHook: Mocha.Hook | null = null;

function keep(text: string): void {
  for (const line of text.split('\n')) lines.push(line);
  if (lines.length > LIMIT) {
    dropped += lines.length - LIMIT;
    lines = lines.slice(-LIMIT);
  }
}

function clear(): void {
  lines = [];
  dropped = 0;
}

function patchConsole(): void {
  for (const m of METHODS) {
    console[m] = (...args: unknown[]) => {
      if (m === 'dir') return keep(inspect(args[0], args[1] as object | undefined));
      const text = format(...args);
      keep(m === 'trace' ? `Trace: ${text}\n${(new Error().stack ?? '').split('\n').slice(2).join('\n')}` : text);
    };
  }
}

function restoreConsole(): void {
  for (const m of METHODS) console[m] = original[m];
}

// Node prints process warnings (an ExperimentalWarning, a MaxListenersExceededWarning…) from its own 'warning'
// listener, straight to stderr; while capturing, they join the captured output instead.
const printWarning = process.listeners('warning').find((l) => l.name === 'onWarning');
const keepWarning = (warning: Error): void => keep(`(node:${process.pid}) ${warning.name}: ${warning.message}`);

function captureWarnings(on: boolean): void {
  if (!printWarning) return;
  process.off('warning', on ? printWarning : keepWarning);
  process.on('warning', on ? keepWarning : printWarning);
}

/** The indentation of lines under a test in the spec reporter. */
function indentOf(runnable: Mocha.Runnable | null): string {
  let depth = 0;
  for (let s = runnable?.parent; s && !s.root; s = s.parent) depth++;
  return '  '.repeat(depth + 2);
}

function flushReports(runnable: Mocha.Runnable | null): void {
  const pad = indentOf(runnable);
  for (const line of reports) original.log(`${pad}${line}`);
  reports = [];
}

function showCaptured(runnable: Mocha.Runnable): void {
  if (lines.length === 0) return;
  const pad = indentOf(runnable);
  const total = lines.length + dropped;
  const more = dropped > 0 ? `, the first ${dropped} dropped` : '';
  original.log(`${pad}┌── captured output (${total} line${total === 1 ? '' : 's'}${more}) of: ${runnable.fullTitle()}`);
  for (const line of lines) original.log(`${pad}│ ${line}`);
  original.log(`${pad}└── end of captured output`);
  clear();
}

/**
 * A figure worth reading on a pass (sizes, counts, timings): printed under the test's line in the report (or at
 * once, outside a test). Several arguments are formatted like console.log.
 */
export function report(...args: unknown[]): void {
  const text = format(...args).trim();
  if (!capturing || (currentTest ?? currentHook) === null) return original.log(`${indentOf(currentTest ?? currentHook)}${text}`);
  reports.push(...text.split('\n'));
}

/** Text from outside console.* (a child process, say): buffered with the current test's output, or printed as is. */
export function captureText(text: string, stream: 'stdout' | 'stderr' = 'stderr'): void {
  if (capturing) keep(text);
  else process[stream].write(text.endsWith('\n') ? text : `${text}\n`);
}

/**
 * Reads a child's stdout and stderr (both must be 'pipe') into the captured output, one line at a time, each line
 * prefixed with `[label]`; so a child's logs show up under the test that fails, and only then.
 */
export function pipeOutput(child: ChildProcess, label: string): void {
  for (const [name, stream] of [
    ['stdout', child.stdout],
    ['stderr', child.stderr],
  ] as const) {
    if (!stream) continue;
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop()!;
      for (const line of parts) captureText(`[${label} ${name}] ${line}`, name);
    });
    stream.on('end', () => {
      if (partial) captureText(`[${label} ${name}] ${partial}`, name);
      partial = '';
    });
  }
}

function attach(runner: Mocha.Runner): void {
  const {
    EVENT_RUN_BEGIN,
    EVENT_RUN_END,
    EVENT_HOOK_BEGIN,
    EVENT_HOOK_END,
    EVENT_TEST_BEGIN,
    EVENT_TEST_END,
    EVENT_TEST_FAIL,
    EVENT_TEST_PENDING,
    EVENT_SUITE_END,
  } = Mocha.Runner.constants;
  runner.on(EVENT_RUN_BEGIN, () => {
    if (SHOW) return;
    capturing = true;
    patchConsole();
    captureWarnings(true);
  });
  runner.on(EVENT_HOOK_BEGIN, (hook: Mocha.Hook) => {
    currentHook = hook;
  });
  // Before its beforeEach hooks; "test end" comes after the reporter's line for the test, before its afterEach hooks.
  runner.on(EVENT_TEST_BEGIN, (test: Mocha.Test) => {
    currentTest = test;
  });
  // The reporter has just printed the failure's line: the output captured since the last test or hook ended follows.
  runner.on(EVENT_TEST_FAIL, (runnable: Mocha.Runnable) => {
    if (runnable instanceof Mocha.Hook && currentTest === null) flushReports(runnable);
    showCaptured(runnable);
  });
  runner.on(EVENT_HOOK_END, (hook: Mocha.Hook) => {
    currentHook = null;
    if (currentTest === null) flushReports(hook);
    // A beforeEach hook's output belongs to the test that follows it.
    if (!(hook.originalTitle ?? hook.title).startsWith('"before each"')) clear();
  });
  runner.on(EVENT_TEST_END, (test: Mocha.Test) => {
    flushReports(test);
    clear();
    currentTest = null;
  });
  runner.on(EVENT_TEST_PENDING, () => clear());
  runner.on(EVENT_SUITE_END, () => {
    currentTest = null;
  });
  runner.on(EVENT_RUN_END, () => {
    if (!capturing) return;
    capturing = false;
    restoreConsole();
    captureWarnings(false);
    clear();
  });
}

const run = Mocha.Runner.prototype.run;
Mocha.Runner.prototype.run = function (this: Mocha.Runner, ...args: Parameters<Mocha.Runner['run']>) {
  attach(this);
  return run.apply(this, args);
};
