// Residual Poison (a card of the CHOAM & Richese cache): its event in the log; it is played plainly at a battle's start.
import type { Sentences } from '../../log/sentence-types.ts';
import { factionName as f, leaderName } from '../../names.ts';
import type { WebModule } from '../module.ts';

export const residualPoison = {
  id: 'residual-poison',
  inPlay: (view) => view.cards.includes('richese'),
  sentences: {
    'residual-poison': (e) =>
      `${f(e.faction)} use Residual Poison on the ${f(e.target)}${e.leader ? `: ${leaderName(e.leader)} goes to the Tanks` : ', who have no leader to lose'}.`,
  } satisfies Partial<Sentences>,
} satisfies WebModule;
