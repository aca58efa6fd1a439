// `npm run corpus -- [--write] [--json]`: a fixed corpus of bot games that pins the engine's behaviour. Every
// combination of the options that change the rules (Basic or Advanced, CHOAM seated or not, Leader Skills, Homeworlds,
// four treachery card choices, 2 to 6 seats) is played once, 320 games, with the bot profiles rotated over the seats.
// Each game's `simulate --json` line without its timing field is digested; the digests of the build that wrote
// test/fixtures/corpus/expected.tsv must come back unchanged (test/engine/corpus.test.ts). A change of the rules that
// is meant to change games rewrites the file with --write, and the commit says why.
// It is also the engine's speed benchmark: the last line gives games per second over the whole corpus.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CLASSIC_FACTIONS, type CardSet, type Faction, type GameModule } from '../rooms/dune/index.ts';
import { seedRng, shuffled } from '../rooms/dune/rng.ts';
import { cliOptions, defineCli } from './cli.ts';
import { DEFAULT_MAX_ACTIONS, simulateGame, type GameReport, type SimulateOptions } from './simulate.ts';
import { SEAT_PROFILES, type SeatProfile } from './simulate-profiles.ts';

export const CORPUS_FILE = join(dirname(fileURLToPath(import.meta.url)), '..', 'test', 'fixtures', 'corpus', 'expected.tsv');

const CARD_CHOICES: readonly (readonly CardSet[])[] = [['base'], ['base', 'ixians'], ['base', 'richese', 'ecaz'], ['base', 'ixians', 'richese', 'ecaz']];

/** The corpus's games: option combinations by index bits (advanced, CHOAM, skills, homeworlds), then cards, then seats. */
export function corpusGames(): SimulateOptions[] {
  const games: SimulateOptions[] = [];
  for (let players = 2; players <= 6; players++)
    for (const [c, cards] of CARD_CHOICES.entries())
      for (let bits = 0; bits < 16; bits++) {
        const seed = `corpus-${players}-${c}-${bits}`;
        const choam = (bits & 2) !== 0;
        const classic = shuffled(seedRng(`${seed}:factions`), CLASSIC_FACTIONS).slice(0, choam ? players - 1 : players);
        const factions: Faction[] = choam ? [...classic, 'choam'] : classic;
        const modules: GameModule[] = [...((bits & 4) !== 0 ? ['leader-skills' as const] : []), ...((bits & 8) !== 0 ? ['homeworlds' as const] : [])];
        const seats: Partial<Record<Faction, SeatProfile>> = {};
        for (const [i, f] of factions.entries()) seats[f] = SEAT_PROFILES[(games.length + i) % SEAT_PROFILES.length]!;
        games.push({ seed, players, check: false, maxActions: DEFAULT_MAX_ACTIONS, factions, seats, cards: [...cards], advanced: (bits & 1) !== 0, modules });
      }
  return games;
}

/** A game's report as `simulate --json` prints it, without the field that measures time. */
export function corpusLine(report: GameReport): string {
  const { ms: _ms, ...rest } = report;
  return JSON.stringify(rest);
}

export const digest = (line: string): string => createHash('sha256').update(line).digest('hex').slice(0, 32);

/** The expected digests by seed, as the file holds them (seed, tab, digest, tab, final state hash). */
export function expectedDigests(): Map<string, { digest: string; stateHash: string }> {
  const rows = readFileSync(CORPUS_FILE, 'utf8')
    .split('\n')
    .filter((l) => l !== '' && !l.startsWith('#'));
  return new Map(rows.map((l) => l.split('\t')).map(([seed, d, h]) => [seed!, { digest: d!, stateHash: h! }]));
}

const CORPUS_CLI = defineCli({
  name: 'corpus',
  usage: 'npm run corpus -- [--write] [--json]',
  about: [
    'Plays the fixed corpus of 320 bot games and compares each with test/fixtures/corpus/expected.tsv.',
    'Prints the games that differ and, last, the games per second over the corpus (the engine speed benchmark).',
    'Exit status: 0 all the same (or written), 1 a game differs, 2 bad options.',
  ],
  options: {
    write: { type: 'boolean', help: 'write the expected file from this build instead of comparing' },
    json: { type: 'boolean', help: 'print each game as its JSON line' },
  },
});

function main(): void {
  const values = cliOptions(CORPUS_CLI, process.argv.slice(2), (v) => v);
  const expected = values.write ? null : expectedDigests();
  const rows: string[] = [];
  let differ = 0;
  const started = performance.now();
  for (const game of corpusGames()) {
    const report = simulateGame(game);
    const line = corpusLine(report);
    if (values.json) process.stdout.write(`${line}\n`);
    rows.push(`${game.seed}\t${digest(line)}\t${report.stateHash}`);
    const want = expected?.get(game.seed);
    if (expected && want?.digest !== digest(line)) {
      differ += 1;
      process.stdout.write(`${game.seed}: differs (state ${report.stateHash}, expected ${want?.stateHash ?? 'none'})\n`);
    }
  }
  const ms = performance.now() - started;
  if (values.write)
    writeFileSync(CORPUS_FILE, `# seed\tdigest of the game's simulate line without ms\tfinal state hash (npm run corpus -- --write)\n${rows.join('\n')}\n`);
  process.stdout.write(`${rows.length} games, ${differ} differ, ${Math.round(ms)} ms, ${((rows.length / ms) * 1000).toFixed(2)} games/s\n`);
  if (differ > 0) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
