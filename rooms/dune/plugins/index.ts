// The composition root: the one file outside the plug-in folders that imports them. It lists the plug-ins in their
// order (set-up draws in this order, so it is part of every seed's game), composes the handler table (the compiler
// checks that every action type has exactly its handler) and installs both in the core (extension-points.ts).
import { CORE_HANDLERS } from '../core-handlers.ts';
import { CORE_FREE_HANDLERS, type FreeHandlerTable } from '../deals/free.ts';
import { installPlugins, type HandlerTable } from '../extension-points.ts';
import { installViewRules } from '../view-rules.ts';
import { choam } from './choam/plugin.ts';
import { homeworlds } from './homeworlds/plugin.ts';
import { leaderSkills } from './leader-skills/plugin.ts';

export const PLUGINS = [leaderSkills, choam, homeworlds] as const;

const HANDLERS: HandlerTable = {
  ...CORE_HANDLERS,
  ...leaderSkills.handlers,
  ...choam.handlers,
  ...homeworlds.handlers,
};

const FREE_HANDLERS: FreeHandlerTable = {
  ...CORE_FREE_HANDLERS,
  ...homeworlds.freeActions,
};

installPlugins(PLUGINS, { handlers: HANDLERS, freeHandlers: FREE_HANDLERS });
// The plug-ins' view-level rules, which the answers' root (answers.ts) installs too: either root alone has them.
installViewRules(PLUGINS);
