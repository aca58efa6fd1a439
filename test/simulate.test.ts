// The simulator (`npm run simulate`, docs/ARCHITECTURE.md §7) and its custody check: small and fast (the rules-coverage
// tool has its own file, test/rules-coverage.test.ts).
import { expect } from 'chai';
import { createGame } from '../rooms/dune/index.ts';
import { custodyProblems } from '../rooms/dune/custody.ts';
import { failed, factionsFor, runOptions, SIMULATE_CLI, simulateGame, summarize, type GameReport } from '../server/simulate.ts';
import { parseCli } from '../server/cli.ts';
import { FACTIONS } from '../rooms/dune/types.ts';
import { factionProfileStats, rotatedSeats, wilson95 } from '../server/simulate-profiles.ts';
import { jsonLines, simulateCli } from './helpers/simulate-cli.ts';
import { SKILLS } from '../rooms/dune/plugins/leader-skills/catalog.ts';

describe('simulate', () => {
  it('plays a seeded game deterministically to a victory (or reports where it stalled), with custody checked', () => {
    const opts = { seed: 'sim-test', players: 3, check: true, maxActions: 20_000 };
    const a = simulateGame(opts);
    const b = simulateGame(opts);
    expect({ ...a, ms: 0 }).to.deep.equal({ ...b, ms: 0 });
    expect(a.rejected).to.equal(0);
    expect(a.custody).to.deep.equal([]);
    expect(a.status).to.be.oneOf(['won', 'stalled']);
    if (a.status === 'won') expect(a.victory!.winners.join('+')).to.equal(a.winner);
    else expect(a.phase).to.not.equal('game-over');
    expect(a.stateHash).to.match(/^[0-9a-f]{64}$/);
    expect(a.events['phase-started']).to.be.greaterThan(0);
  });

  it('reports a game cut off by --max-actions as runaway, and that fails the run', () => {
    const r = simulateGame({ seed: 'short', players: 2, check: false, maxActions: 5 });
    expect(r.status).to.equal('runaway');
    expect(r.actions).to.equal(5);
    expect(failed(summarize([r], 1))).to.equal(true);
  });

  it('summarizes wins per faction, statuses and stalled phases', () => {
    const base = simulateGame({ seed: 'sum', players: 2, check: false, maxActions: 3 });
    const won: GameReport = {
      ...base,
      status: 'won',
      victory: { winners: ['fremen', 'guild'], kind: 'guild-special', turn: 10 },
      winner: 'fremen+guild',
      turns: 10,
    };
    const stalled: GameReport = { ...base, status: 'stalled', phase: 'battle', turns: 2 };
    const s = summarize([won, stalled], 500);
    expect(s).to.deep.include({
      games: 2,
      gamesPerSecond: 4,
      meanTurns: 6,
      wins: { fremen: 1, guild: 1 },
      statuses: { won: 1, stalled: 1 },
      stalledPhases: { battle: 1 },
    });
    expect(failed(s)).to.equal(false);
  });

  it('draws the factions of a smaller game from the seed', () => {
    expect(factionsFor('x', 6)).to.have.length(6);
    expect(factionsFor('x', 3)).to.deep.equal(factionsFor('x', 3));
    expect(new Set(factionsFor('x', 4)).size).to.equal(4);
  });

  it('draws six of all twelve factions with --pool all, the same for the same seed, with the Homeworlds variant too', () => {
    const drawn = new Set(Array.from({ length: 40 }, (_, i) => factionsFor(`pool-${i}`, 6, 'all')).flat());
    expect([...drawn].sort()).to.deep.equal([...FACTIONS].sort());
    expect(factionsFor('x', 6, 'all')).to.deep.equal(factionsFor('x', 6, 'all'));
    expect(new Set(factionsFor('x', 6, 'all')).size).to.equal(6);
    const options = (argv: string[]) => runOptions(parseCli(SIMULATE_CLI, argv)!);
    expect(options(['--pool', 'all', '--homeworlds']).pool).to.equal('all');
    expect(() => options(['--pool', 'some'])).to.throw(/--pool/);
    expect(options(['--pool', 'all']).pool).to.equal('all');
  });

  it('custody check finds a duplicated card and a lost force', () => {
    const s = createGame({ factions: ['atreides', 'harkonnen'], seed: 'c' });
    expect(custodyProblems(s)).to.deep.equal([]);
    s.factions.atreides!.hand.push(s.decks.treachery[0]!);
    s.factions.harkonnen!.reserves.regular -= 1;
    const problems = custodyProblems(s);
    expect(problems.some((p) => p.startsWith('treachery cards'))).to.equal(true);
    expect(problems.some((p) => p.startsWith('harkonnen forces'))).to.equal(true);
  });

  it('plays Leader Skills games (modules): no rejected action, custody kept, skills assigned and used, counted per game and in the summary', function () {
    this.timeout(20_000);
    const reports = [1, 2, 3].map((i) => {
      const seed = `sim-skills-${i}`;
      const factions = factionsFor(seed, 6);
      return simulateGame({
        seed,
        players: 6,
        check: true,
        maxActions: 20_000,
        modules: ['leader-skills'],
        factions,
        seats: rotatedSeats(factions, ['easy', 'hard'], i),
      });
    });
    for (const r of reports) {
      expect(r.modules).to.deep.equal(['leader-skills']);
      expect(r.rejections, r.seed).to.deep.equal([]);
      expect(r.custody, r.seed).to.deep.equal([]);
      expect(r.status, `${r.seed}: ${r.error}`).to.be.oneOf(['won', 'stalled']);
      expect(
        Object.keys(r.events).some((k) => k.startsWith('skills:assigned:')),
        r.seed,
      ).to.equal(true);
    }
    const s = summarize(reports, 1);
    expect(s.rejected).to.equal(0);
    expect(s.custodyViolations).to.equal(0);
    expect(failed(s)).to.equal(false);
    const keys = Object.keys(s.skills);
    expect(keys.some((k) => k.startsWith('assigned:'))).to.equal(true);
    expect(keys.some((k) => k.startsWith('used:'))).to.equal(true);
    expect(s.skillsNeverUsed).to.be.an('array');
    expect(s.skillsNeverUsed!.length).to.be.lessThan(SKILLS.length);
    for (const k of keys.filter((k) => k.startsWith('used:'))) expect(s.skillsNeverUsed).to.not.include(k.split(':')[1]);
    // Without the module: no skills counted, and no never-used list.
    const plain = summarize([simulateGame({ seed: 'sim-plain', players: 2, check: false, maxActions: 200 })], 1);
    expect(plain.skills).to.deep.equal({});
    expect(plain.skillsNeverUsed).to.equal(null);
  });

  it('the CLI plays fixed factions with --factions, CHOAM among them, and refuses an unknown or repeated faction (exit 2)', function () {
    this.timeout(20_000);
    const run = simulateCli(['--factions', 'harkonnen,choam,fremen', '--games', '2', '--seed', 'cli-choam', '--profiles', 'easy,hard', '--check', '--json']);
    expect(run.status, run.stderr).to.equal(0);
    const lines = jsonLines(run.stdout);
    expect(lines).to.have.length(3);
    for (const game of lines.slice(0, 2)) expect(game).to.deep.include({ factions: ['harkonnen', 'choam', 'fremen'], status: 'won' });
    expect(lines[2]).to.deep.include({ rejected: 0, custodyViolations: 0 });
    expect(simulateCli(['--factions', 'harkonnen,sardaukar']).status).to.equal(2);
    expect(simulateCli(['--factions', 'choam,choam']).status).to.equal(2);
  });

  it('the CLI plays the Homeworlds variant (--homeworlds, or --modules homeworlds) and counts its events in the summary', function () {
    this.timeout(30_000);
    const factions = 'atreides,harkonnen,emperor,fremen,guild,choam';
    const run = simulateCli([
      '--modules',
      'homeworlds',
      '--factions',
      factions,
      '--games',
      '3',
      '--seed',
      'cli-hw',
      '--profiles',
      'hard,brutal',
      '--check',
      '--json',
    ]);
    expect(run.status, run.stderr).to.equal(0);
    const summary = jsonLines(run.stdout).at(-1) as { rejected: number; custodyViolations: number; homeworlds: Record<string, number> };
    expect(summary).to.deep.include({ rejected: 0, custodyViolations: 0 });
    expect(summary.homeworlds.shipments ?? 0).to.be.greaterThan(0);
    const text = simulateCli(['--modules', 'homeworlds', '--factions', factions, '--games', '1', '--seed', 'cli-hw', '--profiles', 'hard']);
    expect(text.stdout).to.match(/^homeworlds: .*shipments \d+/m);
  });

  it('the CLI plays with --modules leader-skills and refuses an unknown module (exit 2)', function () {
    this.timeout(20_000);
    const cli = simulateCli;
    const run = cli(['--modules', 'leader-skills', '--games', '2', '--seed', 'cli-skills', '--players', '3', '--profiles', 'easy,hard', '--check', '--json']);
    expect(run.status, run.stderr).to.equal(0);
    const lines = jsonLines(run.stdout);
    expect(lines).to.have.length(3);
    expect(lines[0]).to.deep.include({ modules: ['leader-skills'] });
    const summary = lines[2] as { rejected: number; custodyViolations: number; skills: Record<string, number>; skillsNeverUsed: string[] | null };
    expect(summary).to.deep.include({ rejected: 0, custodyViolations: 0 });
    expect(Object.keys(summary.skills).some((k) => k.startsWith('assigned:'))).to.equal(true);
    expect(summary.skillsNeverUsed).to.be.an('array');
    const text = cli(['--modules', 'leader-skills', '--games', '1', '--seed', 'cli-skills', '--players', '2', '--profiles', 'easy']);
    expect(text.status, text.stderr).to.equal(0);
    expect(text.stdout).to.match(/^leader skills: .*assigned:/m);
    expect(text.stdout).to.match(/^(skills never used \(\d+\): |every skill used$)/m);
    const bad = cli(['--modules', 'nope']);
    expect(bad.status).to.equal(2);
    expect(bad.stdout).to.equal('');
    expect(bad.stderr).to.match(/^simulate: --modules: unknown module nope/);
  });

  it('IT.sandtrout.setup the CLI plays the Ixians & Tleilaxu modules and counts their effects, naming any never shown', function () {
    this.timeout(30_000);
    const run = simulateCli([
      '--modules',
      'sandtrout,cheap-hero-traitor,tech-tokens',
      '--games',
      '6',
      '--seed',
      'cli-it',
      '--players',
      '6',
      '--check',
      '--json',
    ]);
    expect(run.status, run.stderr).to.equal(0);
    const summary = jsonLines(run.stdout).at(-1) as {
      rejected: number;
      custodyViolations: number;
      ixiansTleilaxu: Record<string, number>;
      ixiansTleilaxuNeverUsed: string[];
    };
    expect(summary).to.deep.include({ rejected: 0, custodyViolations: 0 });
    expect(summary.ixiansTleilaxu['sandtrout-revealed'] ?? 0, 'the Sandtrout revealed').to.be.greaterThan(0);
    expect(summary.ixiansTleilaxu['cheap-hero-traitor-dealt'] ?? 0, 'the Cheap Hero traitor dealt').to.be.greaterThan(0);
    expect(summary.ixiansTleilaxu['tech-tokens-dealt'], 'the Tech tokens dealt in every game').to.equal(6);
    expect(summary.ixiansTleilaxu['tech-spice:heighliners'] ?? 0, 'Heighliners paid').to.be.greaterThan(0);
    // Every effect is either counted or named as never used.
    const effects = ['sandtrout-revealed', 'sandworms-calmed', 'blows-doubled', 'cheap-hero-traitor-dealt', 'cheap-hero-traitor-called'];
    effects.push('tech-tokens-dealt', 'tech-income:spice-production', 'tech-income:axlotl-tanks', 'tech-income:heighliners', 'tech-tokens-taken');
    for (const k of effects) expect((summary.ixiansTleilaxu[k] ?? 0) > 0 !== summary.ixiansTleilaxuNeverUsed.includes(k), k).to.equal(true);
    const text = simulateCli(['--modules', 'sandtrout', '--games', '2', '--seed', 'cli-it', '--players', '6']);
    expect(text.stdout).to.match(/^ixians & tleilaxu: .*; never used: /m);
  });

  it('per faction, each profile win rate with its 95% Wilson interval, profiles in order of strength, and whether the rates rise with it', () => {
    const [none, upper] = wilson95(0, 5);
    expect(none).to.equal(0);
    expect(upper).to.be.within(0.43, 0.44);
    expect(wilson95(5, 5)).to.deep.equal([0.566, 1]);
    expect(wilson95(50, 100)).to.deep.equal([0.404, 0.596]);
    expect(wilson95(0, 0)).to.deep.equal([0, 0]);
    const game = (tleilaxu: 'easy' | 'brutal', won: boolean) => ({
      seats: { tleilaxu, atreides: tleilaxu === 'easy' ? 'brutal' : 'easy' } as const,
      victory: { winners: won ? ['tleilaxu' as const] : ['atreides' as const] },
    });
    const stats = factionProfileStats([game('easy', false), game('easy', false), game('brutal', true), game('brutal', false)]);
    expect(Object.keys(stats.tleilaxu!.profiles)).to.deep.equal(['easy', 'brutal']);
    expect(stats.tleilaxu!.profiles.brutal).to.deep.include({ seats: 2, wins: 1, winRate: 0.5, interval: wilson95(1, 2) });
    expect(stats.tleilaxu!.ordered).to.equal(true);
    expect(stats.atreides!.profiles).to.deep.include({ brutal: { seats: 2, wins: 2, winRate: 1, interval: wilson95(2, 2) } });
    expect(stats.atreides!.ordered, 'easy 1 of 2, brutal 2 of 2').to.equal(true);
    const upside = factionProfileStats([game('easy', true), game('brutal', false)]);
    expect(upside.tleilaxu!.ordered, 'easy 1 of 1, brutal 0 of 1').to.equal(false);
  });

  it('the CLI prints one JSON line per game and a summary line (exit 1: the games were cut off)', () => {
    const run = simulateCli(['--games', '2', '--seed', 'cli', '--players', '2', '--json', '--max-actions', '40']);
    expect(run.status, run.stderr).to.equal(1);
    const lines = jsonLines(run.stdout);
    expect(lines).to.have.length(3);
    for (const key of ['seed', 'winner', 'victory', 'turns', 'actions', 'events', 'stateHash', 'ms']) expect(lines[0]).to.have.property(key);
    expect(lines[0]!.seed).to.equal('cli-1');
    expect(lines[2]).to.deep.include({ summary: true, games: 2, statuses: { runaway: 2 } });
  });
});
