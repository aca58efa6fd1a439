// Command line of `npm run loadtest` (docs/ARCHITECTURE.md §7). Everything is bounded: a duration, loopback by default.
// LOAD_CLI lists every option with its default (`npm run loadtest -- --help`).
import { BOT_PROFILES, type BotProfile } from '../rooms/dune/bots/index.ts';
import { cliOptions, defineCli, numberOption, urlOption, UsageError, type CliValues } from '../server/cli.ts';

export interface LoadOptions {
  /** Server to load; null: start one in this process on a free loopback port. */
  url: string | null;
  rooms: number;
  durationMs: number;
  json: boolean;
  /** In-process server only: keep games in Redis at this URL instead of a FileStore in a temp dir. */
  redisUrl: string | null;
  /** Who answers the seats' decisions: a bot profile, or 'legal' (random legal moves). */
  bot: BotProfile | 'legal';
  /** Create games with this turn limit (shorter games, so more complete within the run); null: the full game. */
  maxTurns: number | null;
  /** How long the raw WebSocket echo baseline runs after the game load. */
  echoMs: number;
  /** Rooms whose clients also compute the full-JSON baseline (it costs client CPU, so only a sample). */
  sampleRooms: number;
  /** Mean think time before each answer, in ms (uniform 0.5–1.5×); 0: answer at once (saturation). */
  thinkMs: number;
  /** Room starts are spread evenly over this many ms (0: all at once, so every room is in the same phase). */
  staggerMs: number;
  /** Child processes the simulated clients run in (rooms shared out among them); 0: in this process. */
  workers: number;
  /** How long the minimal Colyseus room (the framework floor) runs after the game load; 0 skips it. */
  floorMs: number;
}

export const LOAD_CLI = defineCli({
  name: 'loadtest',
  usage: 'npm run loadtest -- [--url URL] [--rooms R] [--duration S] [--json] [options]',
  about: [
    'Game load: R rooms of 6 SDK clients answering their own decisions, games restarted as they end, for S seconds,',
    'with a progress line each second; the clients run in --workers child processes. Then the framework floor: a',
    'minimal Colyseus room (a counter, one patch and one reply per action) in this process, on another loopback port,',
    'at the same concurrency and pace (R rooms of 6 clients, one action in flight per room, after --think-ms), for',
    '--floor-duration seconds, its CPU also given once every room has joined (afterJoins). Then',
    'the echo phase: a raw WebSocket echo server on another loopback port, with as many clients sending at the rate the',
    'game clients acted, for --echo-duration seconds (the baseline without Colyseus or the game). Last, the report',
    '(JSON). Without --url the game server runs in this process on a free loopback port (closed before the floor).',
    'Exit status: 0 no errors, 1 errors during the load, 2 bad options.',
  ],
  options: {
    url: { type: 'string', arg: 'URL', defaultText: 'start a server in this process', help: 'load the server at this ws:// (or http://) address' },
    rooms: { type: 'string', arg: 'R', default: '10', help: 'rooms, each with 6 clients; at least 1' },
    duration: { type: 'string', arg: 'S', default: '10', help: 'seconds of game load, at most 3600' },
    json: { type: 'boolean', help: 'print only the report, as one JSON line; no progress lines' },
    redis: {
      type: 'string',
      arg: 'URL',
      defaultText: 'a FileStore in a temp dir',
      help: 'in-process server only: keep its games in Redis at this redis:// URL',
    },
    bot: { type: 'string', arg: 'PROFILE', default: 'legal', help: `who answers the decisions: legal (random legal moves), ${BOT_PROFILES.join(', ')}` },
    'max-turns': {
      type: 'string',
      arg: 'N',
      defaultText: 'the full game',
      help: 'create games with this turn limit, 1..99, so that more games end within the run',
    },
    'echo-duration': {
      type: 'string',
      arg: 'S',
      defaultText: 'min(--duration, 10)',
      help: 'seconds of the echo phase after the game load, 0..--duration; 0 skips it',
    },
    'sample-rooms': { type: 'string', arg: 'N', default: '4', help: 'rooms whose clients also count the bytes full JSON views would take; costs client CPU' },
    'think-ms': {
      type: 'string',
      arg: 'MS',
      default: '0',
      help: 'mean think time before each answer (each drawn 0.5–1.5× of it), 0..60000; 0 answers at once',
    },
    stagger: { type: 'string', arg: 'S', default: '0', help: 'spread the room starts evenly over S seconds, less than --duration' },
    workers: {
      type: 'string',
      arg: 'N',
      default: '1',
      help: "child processes running the clients, 0..64 (at most one per room); 0 runs them in this process, whose CPU then counts in the server's",
    },
    'floor-duration': {
      type: 'string',
      arg: 'S',
      defaultText: 'min(--duration, 10)',
      help: 'seconds of the minimal-room phase after the game load, 0..--duration; 0 skips it',
    },
  },
});

/** Checks the values of the command line (a UsageError names the first bad one). */
export function loadOptions(values: CliValues<typeof LOAD_CLI.options>): LoadOptions {
  const rooms = numberOption(values.rooms, '--rooms must be an integer ≥ 1', { min: 1 });
  const durationMs =
    numberOption(values.duration, '--duration must be > 0 and at most 3600 seconds', { integer: false, min: Number.MIN_VALUE, max: 3600 }) * 1000;
  const bot = values.bot as BotProfile | 'legal';
  if (bot !== 'legal' && !BOT_PROFILES.includes(bot)) throw new UsageError(`--bot must be legal or one of ${BOT_PROFILES.join(', ')}`);
  const maxTurns = values['max-turns'] === undefined ? null : numberOption(values['max-turns'], '--max-turns must be 1..99', { min: 1, max: 99 });
  const echoMessage = '--echo-duration must be 0..duration seconds';
  const echoMs =
    values['echo-duration'] === undefined
      ? Math.min(durationMs, 10_000)
      : numberOption(values['echo-duration'], echoMessage, { integer: false, min: 0 }) * 1000;
  if (echoMs > durationMs) throw new UsageError(echoMessage);
  const floorMessage = '--floor-duration must be 0..duration seconds';
  const floorMs =
    values['floor-duration'] === undefined
      ? Math.min(durationMs, 10_000)
      : numberOption(values['floor-duration'], floorMessage, { integer: false, min: 0 }) * 1000;
  if (floorMs > durationMs) throw new UsageError(floorMessage);
  // A worker without a room would only cost a process start.
  const workers = Math.min(rooms, numberOption(values.workers, '--workers must be an integer 0..64', { min: 0, max: 64 }));
  const sampleRooms = numberOption(values['sample-rooms'], '--sample-rooms must be an integer ≥ 0', { min: 0 });
  const thinkMs = numberOption(values['think-ms'], '--think-ms must be 0..60000', { integer: false, min: 0, max: 60_000 });
  const staggerMs = numberOption(values.stagger, '--stagger must be 0 or more seconds, less than --duration', { integer: false, min: 0 }) * 1000;
  if (!(staggerMs < durationMs)) throw new UsageError('--stagger must be 0 or more seconds, less than --duration');
  if (values.url && values.redis) throw new UsageError('--redis configures the in-process server; with --url the server has its own store');
  const url = values.url === undefined ? null : urlOption(values.url, '--url', ['ws:', 'wss:', 'http:', 'https:']);
  const redisUrl = values.redis === undefined ? null : urlOption(values.redis, '--redis', ['redis:', 'rediss:']);
  return { url, rooms, durationMs, json: values.json, redisUrl, bot, maxTurns, echoMs, sampleRooms, thinkMs, staggerMs, workers, floorMs };
}

/** The options of `npm run loadtest`; --help prints the usage and exits 0, a bad option one line on stderr and exits 2. */
export function parseLoadArgs(argv: string[]): LoadOptions {
  return cliOptions(LOAD_CLI, argv, loadOptions);
}
