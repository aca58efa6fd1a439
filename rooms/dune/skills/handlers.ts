// The Leader Skills module's action handlers, merged into the engine's table (engine.ts).
import { pickSkill } from './pick.ts';
import { skillPosture } from './posture.ts';
import { smugglerAllocation } from './smuggler.ts';

export const skillHandlers = {
  'pick-skill': pickSkill,
  'skill-posture': skillPosture,
  'smuggler-allocation': smugglerAllocation,
};
