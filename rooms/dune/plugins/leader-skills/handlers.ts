// The Leader Skills module's action handlers, merged into the engine's table (engine.ts).
import { pickSkill } from './pick.ts';
import { skillPosture } from './posture.ts';
import { smugglerAllocation } from './smuggler.ts';
import { mentatAnswer, mentatQuestion } from './mentat.ts';
import { rihaniKeep } from './rihani.ts';
import { diplomatRetreatHandler } from './diplomat.ts';
import { bureaucratRedirect } from './payments.ts';

export const skillHandlers = {
  'pick-skill': pickSkill,
  'skill-posture': skillPosture,
  'smuggler-allocation': smugglerAllocation,
  'mentat-question': mentatQuestion,
  'mentat-answer': mentatAnswer,
  'rihani-keep': rihaniKeep,
  'diplomat-retreat': diplomatRetreatHandler,
  'bureaucrat-redirect': bureaucratRedirect,
};
