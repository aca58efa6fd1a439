// Command line of `npm run loadtest` (ARCHITECTURE §7). Everything is bounded: a duration, loopback by default.
import { parseArgs } from 'node:util';
import { BOT_PROFILES, type BotProfile } from '../rooms/dune/bots/index.ts';

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
}

export function parseLoadArgs(argv: string[]): LoadOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      url: { type: 'string' },
      rooms: { type: 'string', default: '10' },
      duration: { type: 'string', default: '10' },
      json: { type: 'boolean', default: false },
      redis: { type: 'string' },
      bot: { type: 'string', default: 'legal' },
      'max-turns': { type: 'string' },
      'echo-duration': { type: 'string' },
      'sample-rooms': { type: 'string', default: '4' },
      'think-ms': { type: 'string', default: '0' },
      stagger: { type: 'string', default: '0' },
    },
  });
  const rooms = Number(values.rooms);
  const durationMs = Number(values.duration) * 1000;
  if (!Number.isInteger(rooms) || rooms < 1) throw new Error('--rooms must be an integer ≥ 1');
  if (!(durationMs > 0) || durationMs > 3_600_000) throw new Error('--duration must be > 0 and at most 3600 seconds');
  const bot = values.bot as BotProfile | 'legal';
  if (bot !== 'legal' && !BOT_PROFILES.includes(bot)) throw new Error(`--bot must be legal or one of ${BOT_PROFILES.join(', ')}`);
  const maxTurns = values['max-turns'] === undefined ? null : Number(values['max-turns']);
  if (maxTurns !== null && !(Number.isInteger(maxTurns) && maxTurns >= 1 && maxTurns <= 99)) throw new Error('--max-turns must be 1..99');
  const echoMs = values['echo-duration'] === undefined ? Math.min(durationMs, 10_000) : Number(values['echo-duration']) * 1000;
  if (!(echoMs >= 0) || echoMs > durationMs) throw new Error('--echo-duration must be 0..duration seconds');
  const sampleRooms = Number(values['sample-rooms']);
  if (!Number.isInteger(sampleRooms) || sampleRooms < 0) throw new Error('--sample-rooms must be an integer ≥ 0');
  const thinkMs = Number(values['think-ms']);
  if (!(thinkMs >= 0 && thinkMs <= 60_000)) throw new Error('--think-ms must be 0..60000');
  const staggerMs = Number(values.stagger) * 1000;
  if (!(staggerMs >= 0 && staggerMs < durationMs)) throw new Error('--stagger must be 0 or more seconds, less than --duration');
  if (values.url && values.redis) throw new Error('--redis configures the in-process server; with --url the server has its own store');
  return { url: values.url ?? null, rooms, durationMs, json: values.json, redisUrl: values.redis ?? null, bot, maxTurns, echoMs, sampleRooms, thinkMs, staggerMs };
}
