// The optional modules' web pieces, one folder each: the private panel and the board panel render those in play.
import { choam } from './choam/index.tsx';
import { homeworlds } from './homeworlds/index.tsx';
import { leaderSkills } from './leader-skills/index.tsx';
import type { PlayerView } from '@dune-rooms/sdk';
import type { WebModule } from './module.ts';

const MODULES: readonly WebModule[] = [choam, homeworlds, leaderSkills];

export const modulesInPlay = (view: PlayerView): WebModule[] => MODULES.filter((m) => m.inPlay(view));

/** The forms of every module's decisions, for the decision panel. */
export const MODULE_FORMS: NonNullable<WebModule['forms']> = Object.assign({}, ...MODULES.map((m) => m.forms ?? {}));
