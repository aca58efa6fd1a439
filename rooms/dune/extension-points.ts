// The core's extension points: what an expansion faction or module (a plug-in, rooms/dune/plugins/<name>/) may add to
// the base game, and the one place the core finds the plug-ins a build composes. The core never imports a plug-in;
// the composition root (plugins/index.ts) installs them here once, when the engine's public entry (index.ts) loads.
import { registrySlot } from './registry-slot.ts';
import type { OptionsTable } from './decision-options.ts';
import type { Context } from './context.ts';
import type { Payment, PaymentCredit, PaymentOutcome } from './payments.ts';
import type { FreeHandlerTable } from './deals/free.ts';
import type { FreeActionType } from './deals/types.ts';
import type { ActionHandler, StepDef } from './phases/handler.ts';
import type { AbilityUse, CancelAbility } from './karama/types.ts';
import type {
  ActionType,
  Draft,
  EngineError,
  Faction,
  ForceCount,
  GameState,
  LeaderId,
  Phase,
  PlayerView,
  PrivateView,
  ReadonlyFaction,
  TerritoryId,
  TreacheryCardId,
} from './types.ts';
import type { CanEnter, Place } from './board/movement.ts';
import type { KaramaBarView } from './karama/barred.ts';
import type { BoardView } from './phases/shipment-movement/board-view.ts';
import type { MoveAction } from './phases/shipment-movement/move.ts';
import type { ShipAction, Shipper } from './phases/shipment-movement/ship.ts';
import type { Quote } from './phases/shipment-movement/shipping-cost.ts';
import type { MoveDecision, ShipDecision, SpiritualAdvisorDecision, Spot } from './phases/shipment-movement/types.ts';
import type { BattleViewPart, OffBoardFighters, SideModifiers, SideQuery } from './phases/battle/hooks.ts';
import type { BattleOutcome, Side } from './phases/battle/resolve.ts';
import type { BattlePlan, BattleSite, BattleStage, CurrentBattle, PlanOptions } from './phases/battle/types.ts';

/** Every action type's handler, the core's and the plug-ins' (the root composes it and the compiler checks it is whole). */
export type HandlerTable = { [T in ActionType]: ActionHandler<T> };

/** The fields of every viewer's view a plug-in fills (its own public part). */
export type PluginViewPart = Partial<Omit<PlayerView, 'private'>>;
/** The fields of a seat's private view a plug-in fills. */
export type PluginPrivatePart = Partial<PrivateView>;

/** The limit and price per force of a faction's normal revival (1.05.01). */
export interface RevivalTerms {
  limit: number;
  costPerForce: number;
}

/** What a plug-in adds to a faction's ship decision as it opens (turns.ts). */
export type ShipTerms = Partial<Pick<ShipDecision, 'homeworlds' | 'junction' | 'crossShip'>>;
/** What a plug-in adds to a faction's move decision as it opens: territories more of range, and fields of the decision. */
export type MoveTerms = { rangeBonus?: number } & Partial<Pick<MoveDecision, 'barred' | 'kulon' | 'skill'>>;
/** The Bene Gesserit's spiritual advisors under a plug-in's rules now: none may go, or up to `max` to the Polar Sink. */
export interface SpiritualAdvisorTerms {
  barred?: true;
  max?: 2;
}

export interface Plugin {
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
  /** A faction's normal revival terms, given those so far (CH.revival: CHOAM's own, unless a Karama cancelled them). */
  revivalTerms?(fs: ReadonlyFaction, terms: RevivalTerms, decision: { karamaCancelled?: CancelAbility[] }): RevivalTerms;
  /** The ✷ abilities a revival of `forces` forces on those terms uses (a Karama window opens for them). */
  revivalUses?(faction: Faction, forces: number, decision: { karamaCancelled?: CancelAbility[] }): AbilityUse[];
  /** How many of `forces` the free revival covers, given `free` so far. */
  freeRevivable?(state: Draft, faction: Faction, forces: ForceCount, free: number): number;
  /** After a revival: `elite` starred forces just revived (first, every plug-in). */
  revivedForces?(ctx: Context, faction: Faction, elite: number): void;
  /** After a revival: the leaders just revived (after every plug-in's revivedForces). */
  revivedLeaders?(ctx: Context, faction: Faction, leaders: readonly LeaderId[]): void;
  /** Free actions of its own (HW.tupile.intelligence), joined by the root with the core's. */
  readonly freeActions?: Partial<FreeHandlerTable>;
  /** Why bribes are refused now (CH.inflation), or null. */
  bribesRefused?(state: Draft): string | null;
  /** Whether `a` and `b` may not ally now (HW.alliance). */
  allianceBarred?(state: Draft, a: Faction, b: Faction): boolean;
  /** Whether `faction`'s forces in `territory` are spared by the storm. */
  stormSpares?(state: Draft, faction: Faction, territory: TerritoryId): boolean;
  /** Once every seat answered a Karama window: true when the plug-in opened a reaction first (the window closes after). */
  reactsToKarama?(ctx: Context): boolean;
  /** Settles an automatic ✷ effect of its own held by a Karama window: true when `use` was its own. */
  settleEffect?(ctx: Context, use: AbilityUse, cancelled: boolean): boolean;
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
  // Shipment and movement (phases/shipment-movement/, karama/barred.ts)
  /** As the phase's turns are about to begin, after the allies' support offers: the offers it opens (the Guild's). */
  openBeforeShipments?(ctx: Context): void;
  /** Whether the Atreides' look at the top Spice card (2.01.07) is denied as the phase starts. */
  wormsignHidden?(state: Draft): boolean;
  /** Extra places a faction may ship to, a carrier's rate and cross-shipping: its ship decision's terms (and its Shipper's rate). */
  shipTerms?(state: Draft, faction: Faction): ShipTerms;
  /** A price rule: what a shipment (not a ship back to reserves) costs under its rules and who is paid; null leaves it to the core. */
  shipmentQuote?(shipper: Shipper, action: ShipAction): Quote | null;
  /** A shipment to a homeworld (a place off Arrakis, which the core alone does not ship to): why its rules refuse it, or null. */
  homeworldShipmentProblem?(faction: Faction, decision: ShipDecision, action: ShipAction): string | EngineError | null;
  /** Whether `faction`'s forces at `territory` are its reserves (its own homeworld): forces shipped there go back to them. */
  reservesAt?(faction: Faction, territory: TerritoryId): boolean;
  /**
   * A shipment from off-planet reserves onto Dune, asked before its forces land at `to`: the extra forces it brings,
   * added once they have landed (null: none).
   */
  shipmentExtra?(state: Draft, faction: Faction, to: Spot): ((ctx: Context) => void) | null;
  /** The Bene Gesserit's spiritual advisors (2.02.05) now: whether any may go with a shipment, and how many. */
  spiritualAdvisors?(state: Draft): SpiritualAdvisorTerms;
  /** Why sending `count` spiritual advisors (other than 1; `advisor`: where the shipment landed) is refused, or null. */
  spiritualAdvisorCountProblem?(decision: SpiritualAdvisorDecision, count: number, advisor: boolean): string | null;
  /** A faction's move decision as it opens: more range, territories it may not enter, a skill that changes moves. */
  moveTerms?(state: Draft, faction: Faction): MoveTerms;
  /** A move's range, given the range so far (the decision's, or an Ornithopter's) and whether a second group comes along. */
  moveRange?(range: number, decision: MoveDecision, twoGroups: boolean): number;
  /** Why the route a move names (its `via`, in order) cannot be taken within `range`, or null. */
  moveRouteProblem?(
    board: BoardView,
    starts: readonly Place[],
    via: readonly TerritoryId[],
    to: Spot,
    range: number,
    open: CanEnter,
  ): string | EngineError | null;
  /** Whether a move entering `territory` still collects there (the stops a move's route may name). */
  collectsOnMove?(state: Draft, territory: TerritoryId): boolean;
  /** After a move's group has moved and been told: what its effects add (a second group, what the move collects). */
  moved?(ctx: Context, decision: MoveDecision, action: MoveAction): void;
  /** Whether `faction` may play no Karama card now (karama/barred.ts). */
  karamaBarred?(state: KaramaBarView, faction: Faction): boolean;

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
  const installed = slot.get();
  if (installed) {
    // The same list again changes nothing; another list would be another rule set.
    if (installed.plugins.length === plugins.length && installed.plugins.every((p, i) => p.name === plugins[i]!.name)) return;
    throw new Error('the engine already has its plug-ins installed');
  }
  const byName = new Map(plugins.map((p) => [p.name, p]));
  if (byName.size !== plugins.length) throw new Error('a plug-in is listed twice');
  for (const p of plugins) for (const d of p.dependsOn ?? []) if (!byName.has(d)) throw new Error(`plug-in ${p.name} depends on ${d}, which is not installed`);
  const circle = dependencyCircle(plugins);
  if (circle) throw new Error(`plug-ins depend on each other in a circle: ${circle.join(' → ')}`);
  slot.set({ plugins, ...tables });
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
