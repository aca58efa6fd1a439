// The core's extension points: what an expansion faction or module (a plug-in, rooms/dune/plugins/<name>/) may add to
// the base game, and the one place the core finds the plug-ins a build composes. The core never imports a plug-in;
// the composition root (plugins/index.ts) installs them here once, when the engine's public entry (index.ts) loads.
import type { OptionsTable } from './decision-options.ts';
import type { Context } from './context.ts';
import type { Payment, PaymentCredit, PaymentOutcome } from './payments.ts';
import type { ActionHandler } from './phases/handler.ts';
import type { BattleViewPart, OffBoardFighters, SideModifiers, SideQuery } from './phases/battle/hooks.ts';
import type { BattleOutcome, Side } from './phases/battle/resolve.ts';
import type { BattlePlan, BattleSite, BattleStage, CurrentBattle, PlanOptions } from './phases/battle/types.ts';
import type { ActionType, Draft, Faction, GameState, LeaderId, Phase, PlayerView, PrivateView } from './types.ts';
import type { EngineError, ForceCount, TerritoryId, TreacheryCardId } from './types.ts';

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

  // Battle (phases/battle/): who fights, what a plan may hold, what adds to the totals, what follows the battle.
  /** As the battle phase is entered (its round set), before the first battle is chosen: decisions for the whole phase. */
  battlePhaseEntered?(ctx: Context): void;
  /**
   * At a stage of the current battle (runStage), after the core's own effects there and before the decisions the core
   * opens then. The Mentat, posture, skills and audit stages are the plug-ins' alone; choices and resolve have their
   * own asks below.
   */
  atBattleStage?(ctx: Context, battle: CurrentBattle, stage: BattleStage): void;
  /** `faction`'s forces fighting at `territory` outside the board's stacks (a native's on its homeworld), or null. */
  fightersOffBoard?(state: Draft, faction: Faction, territory: TerritoryId): OffBoardFighters | null;
  /** After a Lasgun–Shield explosion took every force at the site: the other losses it causes there. */
  afterExplosion?(ctx: Context, site: BattleSite): void;
  /** Whether `faction`'s starred forces have lost their advantage (each worth one force). */
  starredNegated?(state: Draft, faction: Faction): boolean;
  /** Whether `target` is immune to the Voice. */
  immuneToVoice?(state: Draft, target: Faction): boolean;
  /** False when `faction` may not call a traitor in a battle at `territory`. */
  mayCallTraitor?(state: Draft, faction: Faction, territory: TerritoryId): boolean;
  /** Leaders of `faction` that may fight but stay out of its plan. */
  leadersOutOfPlan?(state: Draft, faction: Faction): readonly LeaderId[];
  /** What others may pay now toward `faction`'s dialed spice (asked only where spice is dialed). */
  planFunding?(state: Draft, faction: Faction): Pick<PlanOptions, 'choamSupport'>;
  /** Why the funded part of a plan's spice is not allowed (in the spice check, before the seat's own spice), or null. */
  fundingProblem?(options: Pick<PlanOptions, 'choamSupport'>, plan: Pick<BattlePlan, 'spice' | 'choamSpice'>): string | EngineError | null;
  /** As the spice a plan dialed is paid: the part the plug-in pays for the side (the side pays the rest). */
  payPlanFunding?(ctx: Context, faction: Faction, plan: BattlePlan): number;
  /** Its own fields of a plan's options, after the core's (`leaders`: those the plan may field). */
  planOptions?(state: Draft, faction: Faction, leaders: readonly LeaderId[]): Partial<PlanOptions>;
  /** Whether the plan lets its weapon slot hold this card, though it fits no weapon slot by its own kind. */
  weaponSlotAllows?(options: PlanOptions, plan: BattlePlan): boolean;
  /** Why a submitted plan breaks its own rules, once the core's checks pass (`held`: the seat's spice), or null. */
  planProblem?(options: PlanOptions, plan: BattlePlan, held: number): string | EngineError | null;
  /** A plan the legal-move bot drafted without Voice or Prescience, with what the plug-in's rules add (varied by `pick`). */
  draftedPlan?(options: PlanOptions, hand: readonly TreacheryCardId[], plan: BattlePlan, pick: number): BattlePlan;
  /** Before the battle is resolved: throws RecordMismatch when its record of the reveal was changed outside the engine. */
  beforeBattleResolved?(state: Draft): void;
  /** What it adds to a side's strength in the battle being resolved (the plans revealed, the choices made). */
  sideStrength?(state: Draft, side: SideQuery): Partial<SideModifiers>;
  /** A battle fought to the end (no traitor, no explosion): announces what of its strength changed the totals. */
  strengthAnnounced?(ctx: Context, sides: readonly Side[], killed: readonly LeaderId[]): void;
  /** The winner's dialed forces just went to the Tanks (`lost`): what it saves of them. */
  winnerForcesLost?(ctx: Context, battle: CurrentBattle, outcome: BattleOutcome, lost: ForceCount): void;
  /** A side that lost everything: true when it holds some of its undialed forces back (to retreat later); only its dialed ones go now. */
  loserHoldsForces?(ctx: Context, battle: CurrentBattle, outcome: BattleOutcome, loser: Faction): boolean;
  /** After the side's dialed spice went to the bank (a traitor caller pays none): other spice its plan carried. */
  payPlanSpice?(ctx: Context, faction: Faction, plan: BattlePlan): void;
  /** What the sides paid for their forces in one battle (`paid`, by payer): the plug-in's income from it. */
  battleIncome?(ctx: Context, paid: Partial<Record<Faction, number>>, traitorRevealed: boolean): void;
  /** A leader was killed (in battle, or by its captor): what the plug-in attached to it goes. */
  leaderKilled?(ctx: Context, leader: LeaderId): void;
  /** The battle is resolved and applied (its used leaders recorded), before the winner's choice of cards opens. */
  battleResolved?(ctx: Context, battle: CurrentBattle, outcome: BattleOutcome): void;
  /** Decisions it opens after a battle, once the winner's choice of cards is open (before a capture is drawn). */
  openAfterBattle?(ctx: Context, battle: CurrentBattle, outcome: BattleOutcome): void;
  /** Its fields of the current battle's public view. */
  battleView?(state: Draft): BattleViewPart;
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
