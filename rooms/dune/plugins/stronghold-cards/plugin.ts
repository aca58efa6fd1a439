// The Advanced Stronghold cards (CHOAM & Richese, `modules: ['stronghold-cards']`, Advanced game): each turn's end the
// faction alone in a stronghold takes its card for the next turn, and with it an advantage in battles there (the HMS
// card's holder copies another's, with the Ixians seated).
// What is built: docs/rules/richese.tsv (SC.*); the readings: docs/RULES-DECISIONS.md.
import type { Plugin } from '../../extension-points.ts';
import { arrakeenPays, arrakeenSupport, cardIncome, cardSide, cardUsed } from './battle.ts';
import { strongholdCardsStep } from './custody.ts';
import { endHmsCopy, hmsCardCopy, openHmsCopy } from './hms.ts';
import { playsStrongholdCards } from './state.ts';

export const strongholdCards = {
  name: 'stronghold-cards',
  setUp(state) {
    if (playsStrongholdCards(state)) state.strongholdCards = { holders: {} };
  },
  steps: [{ phase: 'mentat-pause', after: 'victory', step: strongholdCardsStep }],
  view: (state) => {
    const part = state.strongholdCards;
    return { strongholdCards: part ? { holders: { ...part.holders }, ...(part.copy ? { copy: { ...part.copy } } : {}) } : null };
  },
  handlers: { 'hms-card-copy': hmsCardCopy },
  // SC.hms: the copy is declared before the plans (the posture stage asks only the plug-ins).
  atBattleStage: (ctx, battle, stage) => {
    if (stage === 'posture') openHmsCopy(ctx, battle);
  },
  sideStrength: cardSide,
  dialSupport: arrakeenSupport,
  payPlanFunding: arrakeenPays,
  battleResolved(ctx, battle, outcome) {
    cardUsed(ctx, battle, outcome);
    cardIncome(ctx, battle, outcome);
    endHmsCopy(ctx);
  },
} satisfies Plugin;
