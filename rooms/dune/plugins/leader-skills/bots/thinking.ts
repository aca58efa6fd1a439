// Leader Skills' bots (bots/extension-points.ts): its bots' answers and what the core bots ask of it in a battle plan.
// Installed by the thinking root (plugins/thinking.ts).
import { allyOf } from '../../../alliances.ts';
import type { ThinkingPlugin } from '../../../bots/extension-points.ts';
import {
  answerDiplomatRetreat,
  answerMentatAnswer,
  answerMentatQuestion,
  answerPickSkill,
  answerRihaniKeep,
  answerSkillPosture,
  answerSmugglerAllocation,
  likelyBonus,
  mentatThreat,
  skillCardsFor,
} from './index.ts';

export const skillThinkingPlugin = {
  name: 'leader-skills',
  thinkers: {
    'pick-skill': answerPickSkill,
    'skill-posture': answerSkillPosture,
    'smuggler-allocation': (d) => answerSmugglerAllocation(d),
    'mentat-question': answerMentatQuestion,
    'mentat-answer': answerMentatAnswer,
    'rihani-keep': answerRihaniKeep,
    'diplomat-retreat': (d) => answerDiplomatRetreat(d),
    // LS.bureaucrat.normal: a bot sends the 2 to the bank, unless they were paid to its ally (rules edition 4 asks).
    'bureaucrat-redirect': (d, ctx) => ({ type: 'bureaucrat-redirect', event: d.id, redirect: allyOf(ctx.view, d.seat) !== d.recipient }),
  },
  // A skilled leader behind the shield is worth its battle effect too.
  leaderBonus: (options, leader, hand, spice) => likelyBonus(options.skilled?.[leader], hand, spice),
  // LS.mentat.normal: a weapon the opponent showed our Mentat is the one to defend against.
  shownWeapon: mentatThreat,
  // LS.spice-banker, LS.planetologist: spice on a Spice Banker, a Planetologist's card.
  completedPlan: skillCardsFor,
} satisfies ThinkingPlugin;
