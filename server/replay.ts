// `npm run replay -- [--dir DATA_DIR | --redis URL] [--game ID]` (issue 6): rebuilds each game from its config and
// seed (createGame) plus its action log and checks that the result's stateHash equals the stored snapshot's.
// Without --game every stored game is checked. Exit status 1 when any game does not match (or cannot be replayed),
// 2 on a bad command line (`--help` lists the options: REPLAY_CLI).
import { pathToFileURL } from 'node:url';
import { cliOptions, defineCli, oneLine, urlOption, UsageError, type CliValues } from './cli.ts';
import { stateHash } from '../rooms/dune/index.ts';
import { replayLog } from '../rooms/replay-log.ts';
import { FileStore } from './store/file.ts';
import { RedisStore } from './store/redis.ts';
import { checkGameId } from './store/ids.ts';
import { CorruptRecordError } from './store/records.ts';
import type { GameRecord, GameStore, LogEntry } from './store/types.ts';
import { recordWithLog } from './store/moment.ts';

export { ReplayError, replayLog } from '../rooms/replay-log.ts';

export interface ReplayReport {
  gameId: string;
  version: number;
  entries: number;
  ok: boolean;
  snapshotHash: string;
  replayedHash: string | null;
  problem: string | null;
}

/** A report before anything of the game could be read. */
const unverified = (gameId: string) => ({ gameId, version: -1, entries: 0, ok: false, snapshotHash: '', replayedHash: null });

export async function verifyGame(store: GameStore, gameId: string): Promise<ReplayReport> {
  const nothing = unverified(gameId);
  let record: GameRecord;
  let entries: LogEntry[];
  try {
    // One moment of the game, even if it is live and committing while it is checked.
    const moment = await recordWithLog(store, gameId);
    if (!moment) return { ...nothing, problem: 'no such game' };
    ({ record, log: entries } = moment);
  } catch (error) {
    // A damaged game is reported like a mismatch, and the other games are still checked.
    if (error instanceof CorruptRecordError) return { ...nothing, problem: `damaged: ${error.message}` };
    throw error;
  }
  const snapshotHash = stateHash(record.state);
  const base = { gameId, version: record.version, entries: entries.length, snapshotHash };
  try {
    const replayed = replayLog(record.state.config, entries);
    const replayedHash = stateHash(replayed);
    const ok = replayedHash === snapshotHash;
    // Different action counts point at a missing log (an import without one) or a lost entry.
    const problem = ok ? null : `hashes differ: replay has actions=${replayed.actions}, snapshot has actions=${record.state.actions}`;
    return { ...base, ok, replayedHash, problem };
  } catch (error) {
    return { ...base, ok: false, replayedHash: null, problem: (error as Error).message };
  }
}

export const REPLAY_CLI = defineCli({
  name: 'replay',
  usage: 'npm run replay -- [--dir DATA_DIR | --redis URL] [--game ID]',
  about: [
    "Rebuilds each stored game from its config and seed plus its action log, and checks that the result's stateHash",
    "equals the stored snapshot's: one line per game, OK, MISMATCH or DAMAGED (a stored part fails its checks or",
    'cannot be read), and SKIPPED for anything in the store that is not a game.',
    'Exit status: 0 every game matches, 1 a game does not match or cannot be replayed, 2 bad options.',
  ],
  options: {
    dir: { type: 'string', arg: 'DATA_DIR', defaultText: '$DATA_DIR, else ./data', help: 'read the games of the file store in this directory' },
    redis: { type: 'string', arg: 'URL', defaultText: 'off', help: 'read the games from Redis at this redis:// URL instead of files' },
    game: { type: 'string', arg: 'ID', defaultText: 'every stored game', help: 'check only the game with this id' },
  },
});

export interface ReplayOptions {
  dir: string | undefined;
  redis: string | undefined;
  game: string | undefined;
}

/** Checks the values of the command line (a UsageError names the first bad one). */
export function replayOptions(values: CliValues<typeof REPLAY_CLI.options>): ReplayOptions {
  if (values.dir !== undefined && values.redis !== undefined) throw new UsageError('--dir and --redis name two stores: give one');
  if (values.dir === '') throw new UsageError('--dir needs a directory');
  if (values.redis !== undefined) urlOption(values.redis, '--redis', ['redis:', 'rediss:']);
  if (values.game !== undefined) {
    try {
      checkGameId(values.game);
    } catch {
      throw new UsageError(`--game: '${values.game}' is not a game id (1-64 letters, digits, _ or -)`);
    }
  }
  return values;
}

async function main(argv: string[]): Promise<number> {
  const values = cliOptions(REPLAY_CLI, argv, replayOptions);
  const store: GameStore = values.redis ? new RedisStore(values.redis) : new FileStore(values.dir ?? process.env.DATA_DIR ?? './data');
  try {
    const listing = values.game ? { games: [{ gameId: values.game }], skipped: [] } : await store.list();
    // What is not a game (a stray file among the games) is named and passed over; it fails nothing.
    for (const { entry, reason } of listing.skipped) console.log(`SKIPPED  ${entry} (${reason})`);
    const ids = listing.games.map((g) => g.gameId).sort();
    let failed = 0;
    for (const id of ids) {
      // A game that cannot be read at all is reported like a damaged one, and the others are still checked.
      const report = await verifyGame(store, id).catch(
        (error: unknown): ReplayReport => ({
          ...unverified(id),
          problem: `damaged: unreadable: ${oneLine(error instanceof Error ? error.message : String(error))}`,
        }),
      );
      if (!report.ok) failed += 1;
      const verdict = report.ok ? 'OK      ' : report.problem?.startsWith('damaged') ? 'DAMAGED ' : 'MISMATCH';
      console.log(
        `${verdict} ${id} version=${report.version} entries=${report.entries} snapshot=${report.snapshotHash.slice(0, 16)} replayed=${report.replayedHash?.slice(0, 16) ?? '-'}${report.problem ? ` (${report.problem})` : ''}`,
      );
    }
    if (ids.length === 0) console.log('no games stored');
    return failed === 0 ? 0 : 1;
  } finally {
    await store.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      // A store that cannot be read (a Redis that does not answer, an unreadable directory): one line, exit 1.
      console.error(`replay: ${oneLine(error instanceof Error ? error.message : String(error))}`);
      process.exit(1);
    },
  );
}
