// CHOAM's view-level rules (view-rules.ts): one object, spread into both the plug-in (plugin.ts) and its answers
// (bots/answers.ts), so that the handlers and the answers apply the same functions.
import { AUDITOR } from '../../factions/leaders.ts';
import type { ViewRules } from '../../view-rules.ts';
import { karamaBlocked } from './worthless.ts';

export const choamViewRules = {
  // CH.worthless.kull-wahad: no Karama for the faction this phase.
  karamaBarred: karamaBlocked,
  // CH.auditor: CHOAM's sixth leader, in the Advanced game only (it goes into the traitor deck too).
  extraLeaders: (faction, advanced) => (faction === 'choam' && advanced ? [AUDITOR] : []),
} satisfies Omit<ViewRules, 'name'>;
