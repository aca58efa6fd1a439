// The core's extension points: what an expansion faction or module (a plug-in, rooms/dune/plugins/<name>/) may add to
// the base game, and the one place the core finds the plug-ins a build composes. The core never imports a plug-in;
// the composition root (plugins/index.ts) installs them here once, when the engine's public entry (index.ts) loads.
import type { OptionsTable } from './decision-options.ts';
import type { Context } from './context.ts';
import type { Payment, PaymentCredit, PaymentOutcome } from './payments.ts';
import type { ActionHandler, StepDef } from './phases/handler.ts';
import type { ActionType, Draft, Faction, GameState, LeaderId, Phase, PlayerView, PrivateView } from './types.ts';

/** Every action type's handler, the core's and the plug-ins' (the root composes it and the compiler checks it is whole). */
export type HandlerTable = { [T in ActionType]: ActionHandler<T> };

/** The fields of every viewer's view a plug-in fills (its own public part). */
export type PluginViewPart = Partial<Omit<PlayerView, 'private'>>;
/** The fields of a seat's private view a plug-in fills. */
export type PluginPrivatePart = Partial<PrivateView>;

export interface Plugin {
  /** As its folder is named (plugins/<name>/) and its rules table (docs/rules/<name>.tsv). */
  readonly name: string;
  /** The plug-ins it builds on, by name: installed before it, never in a circle. */
  readonly dependsOn?: readonly string[];
  /**
   * Set-up: adds the plug-in's own state to a new game that plays it, drawing from the game's generator after the
   * core's decks (and after the plug-ins installed before it: the order is part of every seed's game).
   */
  setUp?(state: GameState): void;
  /** The handlers of its own decisions (the root joins them with the core's into one HandlerTable). */
  readonly handlers?: Partial<HandlerTable>;
  /** As a phase starts (game-over included), before any window opens: effects that last until then end. */
  phaseStarting?(state: Draft, phase: Phase): void;
  /** Decisions it opens as a phase of the turn starts, beside the card windows; true when it opened any. */
  openAtPhaseStart?(ctx: Context, phase: Phase): boolean;
  /** Decisions it opens as a phase of the turn ends, before the next starts; true when it opened any. */
  openAtPhaseEnd?(ctx: Context): boolean;
  /** Each time the engine runs on: bring its state in line with the board (an occupation that began or ended). */
  settle?(ctx: Context): void;
  /** Each time the engine runs on, after the Semuta Drug's offer: true when it opened a question that must be answered first. */
  interrupts?(ctx: Context): boolean;
  /** A payment on its way (payments.ts pay): what of it reaches the recipient, goes to the bank instead, or is held. */
  onPayment?(ctx: Context, payment: Payment): PaymentOutcome;
  /** An income reaching `recipient` (payments.ts receive): true when the plug-in credited it (split it) itself. */
  receiveIncome?(ctx: Context, recipient: Faction, amount: number, credit: PaymentCredit): boolean;
  /** A Karama cancelled `recipient`'s income: what the plug-in held of it goes to the bank too. */
  incomeCancelled?(ctx: Context, recipient: Faction): void;
  /** The Mentat Pause collects what lies in front of the shields: the plug-in's part of it (the Spice Banker's escrow). */
  collectFrontOfShields?(ctx: Context): void;
  /** Cards a faction may hold beyond its printed hand limit (HW.tupile.occupied). */
  handLimitBonus?(state: Draft, faction: Faction): number;
  /** Whether `faction` also sees the card up for bid (as the Atreides do). */
  seesCardUp?(state: Draft, faction: Faction): boolean;
  /** After a Harkonnen purchase: true when the plug-in dealt the free top card itself, so the Harkonnen ability does not act. */
  dealsTopCard?(ctx: Context): boolean;
  /** Decisions it opens once a phase's own work is done, before the phase ends; true when it opened any. */
  openBeforePhaseEnds?(ctx: Context, phase: Phase): boolean;
  /** As the CHOAM Charity phase begins, before the claims (CH.dividends). */
  beginCharity?(ctx: Context): void;
  /** What charity is multiplied by this turn (1 unless the plug-in changes it). */
  charityMultiplier?(state: Draft): number;
  /** Whether `faction` is asked to claim charity this turn (true unless the plug-in says not). */
  mayClaimCharity?(state: Draft, faction: Faction): boolean;
  /** What a charity claim of `faction` brings beyond the base, from the bank. */
  charityBonus?(state: Draft, faction: Faction): number;
  /** True when the plug-in's faction paid the claim's `base` instead of the bank (it emits the claim's event itself). */
  paysCharity?(ctx: Context, claimant: Faction, base: number, amount: number): boolean;
  /** Whether `faction` has no free revival this turn. */
  freeRevivalDenied?(state: Draft, faction: Faction): boolean;
  /** Forces `faction` revives free beyond its printed number. */
  freeRevivalBonus?(state: Draft, faction: Faction): number;
  /** Once every faction collected (the Advanced spice flow included); `since`: the index of the phase's first event. */
  collectionDone?(ctx: Context, since: number): void;
  /** Steps it adds to a phase, each after a step of the core's (set-up, Mentat Pause). */
  readonly steps?: readonly { phase: Phase; after: string; step: StepDef<string> }[];
  /** Its public part of every view. Called for every game: a game without the plug-in gets its empty part. */
  view?(state: GameState): PluginViewPart;
  /** Its part of one seat's private view (the same rule: an empty part in a game without it). */
  privateView?(state: GameState, faction: Faction): PluginPrivatePart;
  /** Options its decisions list in their seat's view, and the places a refusal names (decision-options.ts). */
  readonly decisionOptions?: OptionsTable;
  /** Traitor cards it holds outside the core's places for a while, so that custody finds each in one place. */
  heldTraitors?(state: Draft): readonly LeaderId[];
  /** Custody of its own pieces (custody.ts, docs/ARCHITECTURE.md §8.5): the problems found, none when all hold. */
  custodyProblems?(state: Draft): string[];
  /** Its records that must agree (consistency.ts): the disagreements in a game changed outside the engine. */
  consistencyProblems?(state: GameState): string[];
}

interface Installed {
  plugins: readonly Plugin[];
  handlers: HandlerTable;
}

let installed: Installed | null = null;

/**
 * Installs the plug-ins (in order) and the whole handler table. Called by the composition root only; a second call
 * with other plug-ins is refused, so a process never plays two rule sets.
 */
export function installPlugins(plugins: readonly Plugin[], handlers: HandlerTable): void {
  if (installed) {
    if (installed.plugins.length === plugins.length && installed.plugins.every((p, i) => p === plugins[i])) return;
    throw new Error('the engine already has its plug-ins installed');
  }
  const seen = new Set<string>();
  for (const p of plugins) {
    if (seen.has(p.name)) throw new Error(`plug-in ${p.name} is listed twice`);
    for (const d of p.dependsOn ?? []) if (!seen.has(d)) throw new Error(`plug-in ${p.name} depends on ${d}, which is not installed before it`);
    seen.add(p.name);
  }
  installed = { plugins, handlers };
}

function current(): Installed {
  if (!installed) throw new Error('the engine has no plug-ins installed: load it through rooms/dune/index.ts');
  return installed;
}

/** The installed plug-ins, in the root's order. */
export const plugins = (): readonly Plugin[] => current().plugins;

/** The handler of an action type (every type has one: HandlerTable). */
export const handlerOf = <T extends ActionType>(type: T): ActionHandler<T> => current().handlers[type] as ActionHandler<T>;
