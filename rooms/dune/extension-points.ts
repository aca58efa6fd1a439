// The core's extension points: what an expansion faction or module (a plug-in, rooms/dune/plugins/<name>/) may add to
// the base game, and the one place the core finds the plug-ins a build composes. The core never imports a plug-in;
// the composition root (plugins/index.ts) installs them here once, when the engine's public entry (index.ts) loads.
import { oneShape, registrySlot, takesInstall } from './registry-slot.ts';
import type { FreeHandlerTable } from './deals/free.ts';
import type { FreeActionType } from './deals/types.ts';
import type { ActionHandler } from './phases/handler.ts';
import type { ActionType, GameState, PlayerView, PrivateView } from './types.ts';
import type { BattlePoints } from './extension-points/battle.ts';
import type { BiddingPoints } from './extension-points/bidding.ts';
import type { BoardPoints } from './extension-points/board.ts';
import type { CardPoints } from './extension-points/cards.ts';
import type { EconomyPoints } from './extension-points/economy.ts';
import type { RecordsPoints } from './extension-points/records.ts';
import type { ShipmentPoints } from './extension-points/shipment.ts';
import type { SpiceDeckPoints } from './extension-points/spice-deck.ts';
import type { TurnPoints } from './extension-points/turn.ts';
import type { VictoryPoints } from './extension-points/victory.ts';

/** Every action type's handler, the core's and the plug-ins' (the root composes it and the compiler checks it is whole). */
export type HandlerTable = { [T in ActionType]: ActionHandler<T> };

/** The fields of every viewer's view a plug-in fills (its own public part). */
export type PluginViewPart = Partial<Omit<PlayerView, 'private'>>;
/** The fields of a seat's private view a plug-in fills. */
export type PluginPrivatePart = Partial<PrivateView>;

export type { RevivalTerms } from './extension-points/economy.ts';
export type { MoveTerms, ShipmentPaid, ShipTerms, SpiritualAdvisorTerms } from './extension-points/shipment.ts';
export type { Sale } from './extension-points/bidding.ts';

/** A plug-in: its name and dependencies, its set-up and handlers, and the points of each part of the game it hooks into. */
export interface Plugin
  extends TurnPoints,
    EconomyPoints,
    RecordsPoints,
    BoardPoints,
    SpiceDeckPoints,
    BiddingPoints,
    ShipmentPoints,
    BattlePoints,
    VictoryPoints,
    CardPoints {
  /** As its folder is named (plugins/<name>/) and its rules table (docs/rules/<name>.tsv). */
  readonly name: string;
  /**
   * The plug-ins it imports, by name (a faction's homeworld card on the Homeworlds module): installed too, never in a
   * circle. The list's order is the hooks' order, which is part of every game, so a dependency need not come first.
   */
  readonly dependsOn?: readonly string[];
  /**
   * Set-up: adds the plug-in's own state to a new game that plays it, drawing from the game's generator after the
   * core's decks (and after the plug-ins installed before it: the order is part of every seed's game).
   */
  setUp?(state: GameState): void;
  /** The handlers of its own decisions (the root joins them with the core's into one HandlerTable). */
  readonly handlers?: Partial<HandlerTable>;
}

/** What the root installs: the plug-ins in order, and the whole tables of decision and free-action handlers. */
export interface Composition {
  handlers: HandlerTable;
  freeHandlers: FreeHandlerTable;
}

interface Installed extends Composition {
  plugins: readonly Plugin[];
}

/** Where the installation lives (registry-slot.ts: shared by copies of this file, not with a bundle's copy). */
const slot = registrySlot<Installed>();

/** A circle of declared dependencies (its names, the first again at the end), or null when there is none. */
export function dependencyCircle(plugins: readonly Pick<Plugin, 'name' | 'dependsOn'>[]): string[] | null {
  const deps = new Map(plugins.map((p) => [p.name, p.dependsOn ?? []]));
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (name: string): string[] | null => {
    if (state.get(name) === 'open') return [...path.slice(path.indexOf(name)), name];
    if (state.get(name) === 'done') return null;
    state.set(name, 'open');
    path.push(name);
    for (const d of deps.get(name) ?? []) {
      const found = visit(d);
      if (found) return found;
    }
    path.pop();
    state.set(name, 'done');
    return null;
  };
  for (const p of plugins) {
    const found = visit(p.name);
    if (found) return found;
  }
  return null;
}

/**
 * Installs the plug-ins (in order) and the whole handler tables. Called by the composition root only; a second call
 * with other plug-ins is refused, so a process never plays two rule sets.
 */
export function installPlugins(plugins: readonly Plugin[], tables: Composition): void {
  if (!takesInstall(slot.get()?.plugins, plugins, 'the rules')) return;
  const byName = new Map(plugins.map((p) => [p.name, p]));
  if (byName.size !== plugins.length) throw new Error('a plug-in is listed twice');
  for (const p of plugins) for (const d of p.dependsOn ?? []) if (!byName.has(d)) throw new Error(`plug-in ${p.name} depends on ${d}, which is not installed`);
  const circle = dependencyCircle(plugins);
  if (circle) throw new Error(`plug-ins depend on each other in a circle: ${circle.join(' → ')}`);
  slot.set({ plugins: oneShape(plugins), ...tables });
}

function current(): Installed {
  const installed = slot.get();
  if (!installed) throw new Error('the engine has no plug-ins installed: load it through rooms/dune/index.ts');
  return installed;
}

/** The installed plug-ins, in the root's order. */
export const plugins = (): readonly Plugin[] => current().plugins;

/** The handler of an action type (every type has one: HandlerTable). */
export const handlerOf = <T extends ActionType>(type: T): ActionHandler<T> => current().handlers[type] as ActionHandler<T>;

/** The handler of a free action type, and whether a type is one (deals/free.ts). */
export const freeHandlerOf = <T extends FreeActionType>(type: T): FreeHandlerTable[T] => current().freeHandlers[type];
export const isFreeActionType = (type: string): type is FreeActionType => Object.hasOwn(current().freeHandlers, type);
