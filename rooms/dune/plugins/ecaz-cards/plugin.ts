// The treachery cards of Ecaz & Moritani (the `ecaz` card set): Recruits (recruits.ts), Reinforcements and Harass
// and Withdraw (view-rules.ts).
import type { Plugin } from '../../extension-points.ts';
import { recruitsRules } from './recruits.ts';
import { ecazCardsViewRules } from './view-rules.ts';

export const ecazCards = {
  name: 'ecaz-cards',
  ...recruitsRules,
  ...ecazCardsViewRules,
} satisfies Plugin;
