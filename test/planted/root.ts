// A composition root of the tests' own: the core, the real plug-ins and a planted one whose hooks a test sets,
// for the extension points no plug-in uses yet. It runs in a process of its own (test/engine/planted-plugin.test.ts
// starts it): a process plays one rule set, and the suite's other files load the real root. Nothing here may import
// rooms/dune/index.ts or plugins/index.ts.
import { CORE_HANDLERS } from '../../rooms/dune/core-handlers.ts';
import { CORE_FREE_HANDLERS } from '../../rooms/dune/deals/free.ts';
import { installPlugins, type Plugin } from '../../rooms/dune/extension-points.ts';
import { choam } from '../../rooms/dune/plugins/choam/plugin.ts';
import { homeworlds } from '../../rooms/dune/plugins/homeworlds/plugin.ts';
import { leaderSkills } from '../../rooms/dune/plugins/leader-skills/plugin.ts';
import { distrans } from '../../rooms/dune/plugins/distrans/plugin.ts';
import { mirrorWeapon } from '../../rooms/dune/plugins/mirror-weapon/plugin.ts';
import { nullentropyBox } from '../../rooms/dune/plugins/nullentropy-box/plugin.ts';
import { amal } from '../../rooms/dune/plugins/amal/plugin.ts';
import { thumper } from '../../rooms/dune/plugins/thumper/plugin.ts';
import { recruits } from '../../rooms/dune/plugins/recruits/plugin.ts';
import { residualPoison } from '../../rooms/dune/plugins/residual-poison/plugin.ts';
import { juiceOfSapho } from '../../rooms/dune/plugins/juice-of-sapho/plugin.ts';
import { harvester } from '../../rooms/dune/plugins/harvester/plugin.ts';
import { semutaDrug } from '../../rooms/dune/plugins/semuta-drug/plugin.ts';
import { portableSnooper } from '../../rooms/dune/plugins/portable-snooper/plugin.ts';
import { ornithopter } from '../../rooms/dune/plugins/ornithopter/plugin.ts';
import '../../rooms/dune/plugins/answers.ts';

type Hooks = Pick<
  Plugin,
  | 'arrivalReactions'
  | 'lots'
  | 'wormSpares'
  | 'wormDevoured'
  | 'collectionRate'
  | 'victoryStrongholds'
  | 'unitQualifies'
  | 'spoilsFremenVictory'
  | 'traitorTerms'
  | 'stormStruck'
>;

/** What the planted plug-in does now: a test sets the hooks it needs and clears them after. */
export const hooks: { current: Hooks } = { current: {} };

const planted: Plugin = {
  name: 'planted',
  get arrivalReactions() {
    return hooks.current.arrivalReactions;
  },
  get lots() {
    return hooks.current.lots;
  },
  wormSpares: (...args) => hooks.current.wormSpares?.(...args) ?? false,
  wormDevoured: (...args) => hooks.current.wormDevoured?.(...args),
  collectionRate: (state, faction, starred, rate) => hooks.current.collectionRate?.(state, faction, starred, rate) ?? rate,
  victoryStrongholds: (state) => hooks.current.victoryStrongholds?.(state) ?? [],
  unitQualifies: (...args) => hooks.current.unitQualifies?.(...args) ?? false,
  spoilsFremenVictory: (...args) => hooks.current.spoilsFremenVictory?.(...args) ?? false,
  traitorTerms: (...args) => hooks.current.traitorTerms?.(...args) ?? null,
  stormStruck: (...args) => hooks.current.stormStruck?.(...args),
};

// The real root's plug-ins in its order, then the planted one.
const REAL = [
  leaderSkills,
  choam,
  homeworlds,
  distrans,
  nullentropyBox,
  mirrorWeapon,
  amal,
  thumper,
  recruits,
  residualPoison,
  juiceOfSapho,
  harvester,
  semutaDrug,
  portableSnooper,
  ornithopter,
];
installPlugins([...REAL, planted], {
  handlers: {
    ...CORE_HANDLERS,
    ...leaderSkills.handlers,
    ...choam.handlers,
    ...homeworlds.handlers,
    ...nullentropyBox.handlers,
    ...portableSnooper.handlers,
  },
  freeHandlers: { ...CORE_FREE_HANDLERS, ...homeworlds.freeActions, ...distrans.freeActions, ...nullentropyBox.freeActions },
});
