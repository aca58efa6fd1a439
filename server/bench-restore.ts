// `npm run bench:restore -- [--redis URL] [--games N] [--loads N]` (`--help` lists the options): what restoring a
// stored game costs — the store's load (the last snapshot plus its tail of actions, replayed) and the state hash a
// room checks — for six-player games stopped at random points, stored as a room stores them (a commit per action,
// now and then a batch or a room-level commit). Each store is measured in its production mode and in its
// whole-record mode (`snapshotEvery: 1`, the previous format) side by side. Prints one JSON line per store and mode.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyAction, createGame, pendingDecisions, stateHash, viewFor, CLASSIC_FACTIONS } from '../rooms/dune/index.ts';
import { botAnswer } from '../rooms/dune/bots/index.ts';
import type { Logged } from '../rooms/live-game.ts';
import { seedRng, randomInt } from '../rooms/dune/rng.ts';
import { cliOptions, defineCli, numberOption, urlOption } from './cli.ts';
import { FileStore, RedisStore, type GameRecord, type GameStore, type LogEntry } from './store/index.ts';

const CLI = defineCli({
  name: 'bench:restore',
  usage: 'npm run bench:restore -- [--redis URL] [--games N] [--loads N]',
  about: ['Stores N six-player easy-bot games stopped at random points, then loads each game --loads times from a fresh store.'],
  options: {
    redis: { type: 'string', arg: 'URL', defaultText: 'FileStore only', help: 'also measure a RedisStore at this redis:// URL' },
    games: { type: 'string', arg: 'N', default: '40', help: 'games stored, 1..500' },
    loads: { type: 'string', arg: 'N', default: '5', help: 'loads of each game, 1..100' },
  },
});

const o = cliOptions(CLI, process.argv.slice(2), (v) => ({
  redis: v.redis === undefined ? null : urlOption(v.redis, '--redis', ['redis:', 'rediss:']),
  games: numberOption(v.games, '--games must be 1..500', { min: 1, max: 500 }),
  loads: numberOption(v.loads, '--loads must be 1..100', { min: 1, max: 100 }),
}));

/** Plays a game with easy bots for `actions` accepted actions and stores it commit by commit, as a room does. */
async function storeGame(store: GameStore, gameId: string, actions: number, seed: number): Promise<GameRecord> {
  const rng = seedRng(`restore-${seed}`);
  let record: GameRecord = {
    gameId,
    version: 0,
    state: createGame({ factions: [...CLASSIC_FACTIONS], seed: `restore-${seed}` }),
    seats: [],
    control: { bench: true },
    createdAt: 0,
    updatedAt: 0,
  };
  await store.create(record);
  let batch: Logged[] = [];
  let state = record.state;
  const flush = async (): Promise<void> => {
    const entries: LogEntry[] = batch.map((l, i) => ({ version: record.version + 1 + i, seat: l.seat, action: l.action, at: record.version + 1 }));
    const next = { ...record, version: record.version + Math.max(1, batch.length), state, updatedAt: record.version + 1 };
    if ((await store.commit(gameId, record.version, next, entries)) !== 'ok') throw new Error(`${gameId}: conflict`);
    record = next;
    batch = [];
  };
  while (state.actions < actions && !state.victory) {
    const decision = pendingDecisions(state)[0];
    if (!decision) break;
    const action = botAnswer('easy', viewFor(state, decision.seat), decision);
    const result = applyAction(state, decision.seat, action);
    if (!result.ok) throw new Error(`${gameId}: ${result.error.code}`);
    if (result.state === state) continue;
    state = result.state;
    batch.push({ seat: decision.seat, action });
    // Under load a room commits several actions at once; now and then a room-level commit (a join, the chat).
    if (randomInt(rng, 4) !== 0) await flush();
    if (randomInt(rng, 40) === 0) {
      if (batch.length > 0) await flush();
      await flush();
    }
  }
  if (batch.length > 0) await flush();
  return record;
}

const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const round = (ms: number): number => Math.round(ms * 100) / 100;

async function measure(name: string, open: () => GameStore): Promise<void> {
  const writer = open();
  const stored: GameRecord[] = [];
  for (let i = 0; i < o.games; i++) stored.push(await storeGame(writer, `bench-${name}-${i}`, 50 + ((i * 997) % 1400), i));
  await writer.close();
  const times: number[] = [];
  for (let round = 0; round < o.loads; round++) {
    // A fresh store each round: nothing cached, as in a process that restores a game it never held.
    const reader = open();
    for (const record of stored) {
      const t0 = performance.now();
      const loaded = await reader.load(record.gameId);
      const hash = stateHash(loaded!.state);
      times.push(performance.now() - t0);
      if (hash !== stateHash(record.state)) throw new Error(`${record.gameId}: the restored state differs`);
    }
    await reader.close();
  }
  times.sort((a, b) => a - b);
  const actions = stored.map((r) => r.state.actions);
  console.log(
    JSON.stringify({
      store: name,
      games: stored.length,
      actionsPerGame: { min: Math.min(...actions), max: Math.max(...actions) },
      loads: times.length,
      restoreMs: { p50: round(quantile(times, 0.5)), p99: round(quantile(times, 0.99)), max: round(times.at(-1)!) },
    }),
  );
}

const dir = await mkdtemp(join(tmpdir(), 'dune-bench-restore-'));
try {
  await measure('file', () => new FileStore(dir));
  await measure('file-whole-records', () => new FileStore(dir, { snapshotEvery: 1 }));
  if (o.redis) {
    const prefix = `dune-bench-${process.pid}`;
    await measure('redis', () => new RedisStore(o.redis!, prefix));
    await measure('redis-whole-records', () => new RedisStore(o.redis!, `${prefix}-whole`, { snapshotEvery: 1 }));
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
