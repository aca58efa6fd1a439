// The rule set: the plug-ins in their order (set-up draws in this order, so it is part of every seed's game) and the
// handler tables composed from the core's and theirs (the compiler checks that every action type has exactly its
// handler). The rules' root (index.ts) installs them; a test's own root may install them with a plug-in of its own.
import { CORE_HANDLERS } from '../core-handlers.ts';
import { CORE_FREE_HANDLERS, type FreeHandlerTable } from '../deals/free.ts';
import type { HandlerTable } from '../extension-points.ts';
import { amal } from './amal/plugin.ts';
import { cheapHeroTraitor } from './cheap-hero-traitor/plugin.ts';
import { choam } from './choam/plugin.ts';
import { distrans } from './distrans/plugin.ts';
import { harvester } from './harvester/plugin.ts';
import { homeworlds } from './homeworlds/plugin.ts';
import { juiceOfSapho } from './juice-of-sapho/plugin.ts';
import { leaderSkills } from './leader-skills/plugin.ts';
import { mirrorWeapon } from './mirror-weapon/plugin.ts';
import { nullentropyBox } from './nullentropy-box/plugin.ts';
import { ornithopter } from './ornithopter/plugin.ts';
import { portableSnooper } from './portable-snooper/plugin.ts';
import { ecazCards } from './ecaz-cards/plugin.ts';
import { residualPoison } from './residual-poison/plugin.ts';
import { sandtrout } from './sandtrout/plugin.ts';
import { techTokens } from './tech-tokens/plugin.ts';
import { tleilaxu } from './tleilaxu/plugin.ts';
import { ecaz } from './ecaz/plugin.ts';
import { moritani } from './moritani/plugin.ts';
import { ixians } from './ixians/plugin.ts';
import { richese } from './richese/plugin.ts';
import { semutaDrug } from './semuta-drug/plugin.ts';
import { thumper } from './thumper/plugin.ts';
import { strongholdCards } from './stronghold-cards/plugin.ts';
import { nexusCards } from './nexus-cards/plugin.ts';
import { discovery } from './discovery/plugin.ts';

// The window cards in the order their windows offer them (a window's families are part of every game's state).
export const PLUGINS = [
  leaderSkills,
  choam,
  homeworlds,
  sandtrout,
  cheapHeroTraitor,
  techTokens,
  // RI.cache-lot: before the Ixians, so that a first cache lot is declared and sold before their selection.
  richese,
  // Before the Tleilaxu: a Cyborg's revival price is set before their ally's discount halves it.
  ixians,
  tleilaxu,
  // After the Tleilaxu: an Ambassador is put to Ecaz after a Face Dancer's question.
  ecaz,
  // After Ecaz: an arrival is put to the Ambassador before the Terror token (EM.order.terror).
  moritani,
  discovery,
  strongholdCards,
  // After the Ixians: a Cunning changes their Suboids' worth.
  nexusCards,
  distrans,
  nullentropyBox,
  mirrorWeapon,
  amal,
  thumper,
  ecazCards,
  residualPoison,
  juiceOfSapho,
  harvester,
  semutaDrug,
  portableSnooper,
  ornithopter,
] as const;

export const HANDLERS: HandlerTable = {
  ...CORE_HANDLERS,
  ...leaderSkills.handlers,
  ...choam.handlers,
  ...homeworlds.handlers,
  ...strongholdCards.handlers,
  ...techTokens.handlers,
  ...ixians.handlers,
  ...tleilaxu.handlers,
  ...richese.handlers,
  ...ecaz.handlers,
  ...moritani.handlers,
  ...discovery.handlers,
  ...nexusCards.handlers,
  ...nullentropyBox.handlers,
  ...portableSnooper.handlers,
};

export const FREE_HANDLERS: FreeHandlerTable = {
  ...CORE_FREE_HANDLERS,
  ...homeworlds.freeActions,
  ...distrans.freeActions,
  ...nullentropyBox.freeActions,
  ...ixians.freeActions,
  ...richese.freeActions,
  ...nexusCards.freeActions,
};
