// The suggested answers (web/src/decisions/candidates.tsx) are the few a player would weigh, where the picks of the
// legal-answer helper make up to sixteen variations: at most four for any decision, one per gist — a battle plan
// per leader, a shipment per kind and place, a move per stack and destination, a bid as pass or raise — and a way to
// decline (no shipment, no move, a pass) kept among them whenever the picks found one.
import { expect } from 'chai';
import { applyAction, CLASSIC_FACTIONS, createGame, pendingDecisions, viewFor, type Decision, type PlayerView } from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { loadWebModule } from './web-module.ts';

type Suggestion = {
  type: string;
  leader?: string | null;
  cheapHero?: string | null;
  mode?: string;
  from?: string | { territory: string };
  to?: { territory: string };
  amount?: number;
};
interface CandidatesModule {
  candidates(decision: Decision, view: PlayerView): Suggestion[];
}

const place = (p: string | { territory: string } | undefined) => (typeof p === 'string' ? p : (p?.territory ?? ''));
const gist = (a: Suggestion): string =>
  a.type === 'battle-plan'
    ? `${a.leader ?? ''}|${a.cheapHero ?? ''}`
    : a.type === 'ship' || a.type === 'move'
      ? `${a.mode ?? ''} ${place(a.from)} ${place(a.to)}`
      : a.type === 'bid'
        ? String(a.amount === 0)
        : JSON.stringify(a);
const declines = (a: Suggestion) =>
  (a.type === 'ship' && a.mode === 'pass') || (a.type === 'move' && a.from === undefined) || (a.type === 'bid' && a.amount === 0);

describe('web: suggested answers', function () {
  this.timeout(60_000);

  it('every decision of a whole bot game offers at most four suggestions, one per gist, keeping a way to decline', async () => {
    const m = await loadWebModule<CandidatesModule>('web/src/decisions/candidates.tsx');
    let state = createGame({ factions: [...CLASSIC_FACTIONS], seed: 'suggestions', maxTurns: 4 });
    const most: Record<string, number> = {};
    for (let n = 0; n < 4000 && !state.victory; n++) {
      const d = pendingDecisions(state)[0]!;
      const view = viewFor(state, d.seat);
      const offered = m.candidates(d, view);
      expect(offered.length, d.kind).to.be.within(1, 4);
      expect(new Set(offered.map(gist)).size, `${d.kind}: one suggestion per gist`).to.equal(offered.length);
      const picked = Array.from({ length: 16 }, (_, pick) => {
        try {
          return legalAnswer(d, pick, view) as Suggestion;
        } catch {
          return null;
        }
      });
      if (picked.some((a) => a && declines(a))) expect(offered.some(declines), `${d.kind}: a way to decline`).to.equal(true);
      most[d.kind] = Math.max(most[d.kind] ?? 0, offered.length);
      const result = applyAction(state, d.seat, legalAnswer(d, n, view));
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
    for (const kind of ['battle-plan', 'ship', 'move']) expect(most[kind], `a ${kind} with several choices offers several`).to.be.greaterThan(1);
  });
});
