// Behaviour pinned: the fixed corpus of 320 bot games (server/corpus.ts: every combination of Basic or Advanced, CHOAM,
// Leader Skills, Homeworlds, four card choices and 2–6 seats) plays exactly as the build that wrote
// test/fixtures/corpus/expected.tsv played it: the same simulate line (every event count, the winner, the actions)
// and the same final state hash. A rules change meant to change games rewrites the file (`npm run corpus -- --write`).
import { expect } from 'chai';
import { corpusGames, corpusLine, digest, expectedDigests } from '../../server/corpus.ts';
import { simulateGame } from '../../server/simulate.ts';

describe('the corpus of 320 bot games plays as the expected file says', () => {
  const expected = expectedDigests();
  const games = corpusGames();

  it('the file lists every game of the corpus, and the corpus covers every option once per seat count', () => {
    expect([...expected.keys()].sort()).to.deep.equal(games.map((g) => g.seed).sort());
    for (let players = 2; players <= 6; players++) {
      const these = games.filter((g) => g.factions!.length === players);
      expect(these).to.have.length(64);
      for (const on of [true, false]) {
        expect(these.some((g) => g.advanced === on && g.factions!.includes('choam') === on)).to.equal(true);
        expect(these.some((g) => g.modules!.includes('leader-skills') === on && g.modules!.includes('homeworlds') === on)).to.equal(true);
      }
    }
  });

  for (let players = 2; players <= 6; players++)
    it(`${players}-seat games: the same lines and final state hashes`, function () {
      this.timeout(60_000);
      const differ: string[] = [];
      for (const game of games.filter((g) => g.factions!.length === players)) {
        const report = simulateGame(game);
        const want = expected.get(game.seed)!;
        if (report.status !== 'won' || report.stateHash !== want.stateHash || digest(corpusLine(report)) !== want.digest)
          differ.push(`${game.seed}: ${report.status}, state ${report.stateHash.slice(0, 12)} (expected ${want.stateHash.slice(0, 12)})`);
      }
      expect(differ).to.deep.equal([]);
    });
});
