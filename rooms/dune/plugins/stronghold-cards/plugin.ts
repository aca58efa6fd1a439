// The Advanced Stronghold cards (CHOAM & Richese, `modules: ['stronghold-cards']`, Advanced game): each turn's end the
// faction alone in a stronghold takes its card for the next turn, and with it an advantage in battles there.
// What is built: docs/rules/richese.tsv (SC.*); the readings: docs/RULES-DECISIONS.md.
import type { Plugin } from '../../extension-points.ts';
import { arrakeenPays, arrakeenSupport, cardIncome, cardSide } from './battle.ts';
import { strongholdCardsStep } from './custody.ts';
import { playsStrongholdCards } from './state.ts';

export const strongholdCards = {
  name: 'stronghold-cards',
  setUp(state) {
    if (playsStrongholdCards(state)) state.strongholdCards = { holders: {} };
  },
  steps: [{ phase: 'mentat-pause', after: 'victory', step: strongholdCardsStep }],
  view: (state) => ({ strongholdCards: state.strongholdCards ? { holders: { ...state.strongholdCards.holders } } : null }),
  sideStrength: cardSide,
  dialSupport: arrakeenSupport,
  payPlanFunding: arrakeenPays,
  battleResolved: cardIncome,
} satisfies Plugin;
