// Leader Skills' view-level rules (view-rules.ts): one object, spread into both the plug-in (plugin.ts) and its
// answers (bots/answers.ts), so that the handlers and the answers apply the same functions.
import type { ViewRules } from '../../view-rules.ts';
import { planetologistRange, viaProblem } from './movement.ts';
import { withSkillCards } from './plan.ts';

export const skillViewRules = {
  // LS.planetologist.normal, LS.sandmaster.normal: the range and the route of a move.
  moveRange: (range, decision, twoGroups) => planetologistRange({ skill: decision.skill, range }, twoGroups),
  moveRouteProblem: viaProblem,
  // LS.planetologist, LS.spice-banker: the skill's cards in a drafted plan.
  draftedPlan: withSkillCards,
} satisfies Omit<ViewRules, 'name'>;
