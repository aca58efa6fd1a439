// Every decision a Bene Gesserit seat meets in games with the Advanced rules, Leader Skills and Homeworlds (CHOAM
// seated or not, the expansions' cards or not) has a
// form on the web table (web/src/decisions/decision-panel.tsx `formOf`), over several whole bot games played by the
// engine alone; so does every decision any other seat meets there.
import { expect } from 'chai';
import { applyAction, CLASSIC_FACTIONS, createGame, pendingDecisions, viewFor, type Decision, type Faction } from '../../rooms/dune/index.ts';
import { legalAnswer } from '../../rooms/dune/bots/legal.ts';
import { report } from '../support/capture-logs.ts';
import { loadWebModule } from './web-module.ts';

interface PanelModule {
  formOf(kind: Decision['kind']): unknown;
}

const SEEDS = ['forms-1', 'forms-2', 'forms-3', 'forms-4', 'forms-5', 'forms-6'];

/** The classic six, and the Bene Gesserit with CHOAM seated and the expansions' cards. */
const TABLES = [
  { factions: [...CLASSIC_FACTIONS] },
  { factions: ['bene-gesserit', 'choam', 'atreides', 'harkonnen', 'emperor', 'fremen'] as Faction[], cards: ['base', 'ixians', 'richese', 'ecaz'] as const },
];

/** The decision kinds each seat met, over whole bot games of `seeds` at every table. */
function kindsMet(seeds: readonly string[]): Map<Faction, Set<Decision['kind']>> {
  const met = new Map<Faction, Set<Decision['kind']>>();
  for (const seed of seeds)
    for (const table of TABLES) {
      let state = createGame({
        ...table,
        cards: table.cards ? [...table.cards] : undefined,
        seed,
        maxTurns: 3,
        advanced: true,
        modules: ['leader-skills', 'homeworlds'],
      });
      for (let n = 0; n < 6000 && !state.victory; n++) {
        const d = pendingDecisions(state)[0]!;
        met.set(d.seat, (met.get(d.seat) ?? new Set()).add(d.kind));
        const result = applyAction(state, d.seat, legalAnswer(d, n, viewFor(state, d.seat)));
        if (!result.ok) throw new Error(result.error.message);
        state = result.state;
      }
      expect(state.victory, `${seed} ends`).to.not.equal(null);
    }
  return met;
}

describe('web: a form for every decision', function () {
  this.timeout(60_000);

  it('has a form for each decision kind the Bene Gesserit, and every other seat, meet with Advanced, Leader Skills and Homeworlds', async () => {
    const panel = await loadWebModule<PanelModule>('web/src/decisions/decision-panel.tsx');
    const met = kindsMet(SEEDS);
    const bg = [...(met.get('bene-gesserit') ?? [])];
    expect(bg, 'the Bene Gesserit predict, Voice and place advisors').to.include.members(['predict', 'voice', 'place-advisor', 'pick-skill']);
    expect(
      bg.filter((k) => !panel.formOf(k)),
      'Bene Gesserit decisions without a form',
    ).to.deep.equal([]);
    const others = [...met].flatMap(([f, kinds]) => [...kinds].filter((k) => !panel.formOf(k)).map((k) => `${f} ${k}`));
    expect(others, 'decisions of other seats without a form').to.deep.equal([]);
    const kinds = new Set([...met.values()].flatMap((k) => [...k]));
    report(`Bene Gesserit met ${bg.length} kinds, all seats ${kinds.size} kinds, all with a form`);
  });
});
