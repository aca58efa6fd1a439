// A composition root of the tests' own: the core, the real plug-ins and a planted one whose hooks a test sets,
// for the extension points no plug-in uses yet. It runs in a process of its own (test/engine/planted-plugin.test.ts
// starts it): a process plays one rule set, and the suite's other files load the real root. Nothing here may import
// rooms/dune/index.ts or plugins/index.ts.
import { installPlugins, type Plugin } from '../../rooms/dune/extension-points.ts';
import { FREE_HANDLERS, HANDLERS, PLUGINS } from '../../rooms/dune/plugins/rules.ts';
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

// The real rule set in its order, then the planted plug-in.
installPlugins([...PLUGINS, planted], { handlers: HANDLERS, freeHandlers: FREE_HANDLERS });
