// The suggested answers (web/src/decisions/candidates.tsx): a battle plan's are the few a player would weigh — one
// per leader, four at most — where the picks of the legal-answer helper make up to sixteen variations.
import { expect } from 'chai';
import { applyAction, CLASSIC_FACTIONS, createGame, pendingDecisions, viewFor, type Decision, type PlayerView } from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { loadWebModule } from './web-module.ts';

interface CandidatesModule {
  candidates(decision: Decision, view: PlayerView): { type: string; leader?: string | null; cheapHero?: string | null }[];
}

describe('web: suggested battle plans', function () {
  this.timeout(60_000);

  it('every battle plan of a whole bot game is offered as at most four suggestions, one per leader', async () => {
    const m = await loadWebModule<CandidatesModule>('web/src/decisions/candidates.tsx');
    let state = createGame({ factions: [...CLASSIC_FACTIONS], seed: 'suggestions', maxTurns: 4 });
    let plans = 0;
    let most = 0;
    for (let n = 0; n < 4000 && !state.victory; n++) {
      const d = pendingDecisions(state)[0]!;
      const view = viewFor(state, d.seat);
      if (d.kind === 'battle-plan') {
        const offered = m.candidates(d, view);
        const leaders = offered.map((a) => `${a.leader ?? ''}|${a.cheapHero ?? ''}`);
        expect(offered.length).to.be.within(1, 4);
        expect(new Set(leaders).size, 'one suggestion per leader').to.equal(leaders.length);
        plans += 1;
        most = Math.max(most, offered.length);
      }
      const result = applyAction(state, d.seat, legalAnswer(d, n, view));
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
    expect(plans, 'battle plans in the game').to.be.greaterThan(0);
    expect(most, 'a plan with several leaders offers several').to.be.greaterThan(1);
  });
});
