// Issue 5: the simulator's profile modes — seats rotated over factions, head-to-head pairings — and their summary.
import { expect } from 'chai';
import { jsonLines, simulateCli } from './helpers/simulate-cli.ts';
import { CLASSIC_FACTIONS } from '../rooms/dune/index.ts';
import { simulateGame, summarize } from '../server/simulate.ts';
import { drawnSeats, FACTION_PAIRS, headToHead, parseProfiles, rotatedSeats, type SeatProfile } from '../server/simulate-profiles.ts';
import type { Faction } from '../rooms/dune/index.ts';

describe('simulate: bot profiles (issue 5)', () => {
  it('rotates profiles over the factions so that each profile plays each faction', () => {
    const profiles = parseProfiles('easy,medium,hard,brutal');
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) for (const [f, p] of Object.entries(rotatedSeats([...CLASSIC_FACTIONS], profiles, i))) seen.add(`${f}/${p}`);
    expect(seen.size).to.equal(6 * 4);
  });

  it('drawn seating gives a seat the same opponents whatever its own profile; the rotation does not', () => {
    const profiles = parseProfiles('easy,medium,hard,brutal');
    const factions = [...CLASSIC_FACTIONS];
    // Mean number of brutal opponents of a seat, by the seat's own profile.
    const brutalOpponents = (seats: (i: number) => Partial<Record<Faction, SeatProfile>>, games: number) => {
      const sum = new Map<SeatProfile, [number, number]>();
      for (let i = 0; i < games; i++) {
        const table = seats(i);
        for (const f of factions) {
          const [n, b] = sum.get(table[f]!) ?? [0, 0];
          sum.set(table[f]!, [n + 1, b + factions.filter((g) => g !== f && table[g] === 'brutal').length]);
        }
      }
      return profiles.map((p) => sum.get(p)![1] / sum.get(p)![0]);
    };
    const drawn = brutalOpponents((i) => drawnSeats(factions, profiles, `seat-${i}`), 4000);
    for (const m of drawn) expect(m).to.be.closeTo(5 / 4, 0.05);
    const rotated = brutalOpponents((i) => rotatedSeats(factions, profiles, i), 4);
    expect(rotated[3]).to.be.closeTo(2 / 3, 0.01); // a brutal seat's table holds fewer brutal opponents
    expect(rotated[2]).to.be.closeTo(3 / 2, 0.01);
    expect(drawnSeats(factions, profiles, 'same')).to.deep.equal(drawnSeats(factions, profiles, 'same'));
  });

  it('head-to-head covers all 15 faction pairs with sides swapped', () => {
    expect(FACTION_PAIRS).to.have.length(15);
    const seen = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const { factions, seats } = headToHead('hard', 'brutal', i);
      expect(factions).to.have.length(2);
      seen.add(factions.map((f) => `${f}/${seats[f]}`).join(' '));
    }
    expect(seen.size).to.equal(30);
  });

  it('rejects unknown profiles', () => {
    expect(() => parseProfiles('easy,genius')).to.throw(/unknown profile genius/);
  });

  it('plays profiled games with no rejected bot action and reports win rates per profile', () => {
    const reports = [0, 1, 2, 3].map((i) =>
      simulateGame({ seed: `prof-${i}`, players: 2, check: true, maxActions: 20_000, ...headToHead('medium', 'brutal', i) }),
    );
    const s = summarize(reports, 100);
    expect(s.rejected).to.equal(0);
    expect(s.custodyViolations).to.equal(0);
    expect(s.profiles.medium!.seats).to.equal(4);
    expect(s.profiles.brutal!.seats).to.equal(4);
    expect(s.profiles.medium!.wins + s.profiles.brutal!.wins).to.be.at.least(4);
    for (const r of reports) expect(Object.values(r.seats).sort()).to.deep.equal(['brutal', 'medium']);
  });

  it('strength ordering (smoke check; the full measurement is `npm run simulate -- --h2h a,b --games 600`)', () => {
    const rate = (a: 'easy' | 'medium' | 'hard' | 'brutal', b: 'easy' | 'medium' | 'hard' | 'brutal', games: number) => {
      const reports = Array.from({ length: games }, (_, i) =>
        simulateGame({ seed: `order-${i}`, players: 2, check: false, maxActions: 20_000, ...headToHead(a, b, i) }),
      );
      return summarize(reports, 1).profiles[b]!.winRate;
    };
    expect(rate('easy', 'medium', 30)).to.be.at.least(0.9);
    expect(rate('easy', 'brutal', 30)).to.be.at.least(0.9);
    expect(rate('medium', 'brutal', 60)).to.be.at.least(0.6);
  });

  it('the CLI runs --h2h and --profiles with JSON lines and a summary per profile', () => {
    const run = (args: string[]) => simulateCli([...args, '--json']);
    const h2h = run(['--h2h', 'easy,hard', '--games', '4', '--seed', 'cli-h2h']);
    expect(h2h.status, h2h.stderr).to.equal(0);
    const lines = jsonLines(h2h.stdout);
    expect(lines).to.have.length(5);
    expect(lines[4]).to.have.nested.property('profiles.hard.seats', 4);
    const table = run(['--profiles', 'easy,brutal', '--games', '2', '--players', '3', '--seed', 'cli-table']);
    expect(table.status, table.stderr).to.equal(0);
    const summary = JSON.parse(table.stdout.trim().split('\n').at(-1)!) as { profiles: Record<string, { seats: number }> };
    expect(summary.profiles.easy!.seats + summary.profiles.brutal!.seats).to.equal(6);
  });
});
