// The answers' extension points: what a plug-in gives the clients and the bots (its legal answers, its bots'
// answers and the questions the core bots ask inside their own answers), and the one place they find the plug-ins
// the answers' root (plugins/answers.ts) installs. The rules never read it (they do not depend on the bots); a
// browser loads it without the rules' registry (extension-points.ts), through the SDK's answers.
import { oneShape, registrySlot, takesInstall } from '../registry-slot.ts';
import type { AnswerTable } from '../answerer.ts';
import type { FreeAction } from '../deals/types.ts';
import type { BattlePlan, PlanOptions } from '../phases/battle/types.ts';
import type { ShipAction, Shipper } from '../phases/shipment-movement/ship.ts';
import type { ShipDecision, Spot } from '../phases/shipment-movement/types.ts';
import type { Decision, DecisionAction, DecisionKind, Faction, LeaderId, PlayerView, TreacheryCardId } from '../types.ts';
import type { ViewRules } from '../view-rules.ts';
import type { BotContext, BotProfile } from './context.ts';
import type { TreacheryFamily } from '../cards/treachery.ts';

/** A card window's decision (card-windows/). */
export type CardWindowQuestion = Extract<Decision, { kind: 'card-window' }>;

/** How the bots play a window card (extension point `windowCard`): the card is held and offered by the window. */
export interface WindowCardAnswers {
  readonly family: TreacheryFamily;
  /** The legal bot's answer playing `card` (varied by `pick`): the use it names, the card it takes (plainly played without). */
  legal?(d: CardWindowQuestion, card: TreacheryCardId, pick: number): DecisionAction;
  /** A thinking bot's answer playing `card` now, or null to keep it. */
  think(d: CardWindowQuestion, ctx: BotContext, card: TreacheryCardId): DecisionAction | null;
}

/** A thinking answer to a decision of kind K; null falls back to a random legal answer. */
export type Thinker<K extends DecisionKind> = (d: Extract<Decision, { kind: K }>, ctx: BotContext) => DecisionAction | null;
/** Thinking answers per decision kind (a missing kind falls back to a random legal answer). */
export type ThinkerTable = { [K in DecisionKind]?: Thinker<K> };

/** A scored shipment the shipment bot weighs against its best landing on Arrakis. */
export interface ScoredShipment {
  action: ShipAction;
  score: number;
}

/** What the battle bot asks a plug-in about the leader to field (extension point `battleLeader`). */
export interface LeaderQuestion {
  me: Faction;
  options: PlanOptions;
  level: number;
  /** The leader the bot would field (null: none). */
  lead: LeaderId | null;
  /** The bot gives this battle up (it keeps its cards and good leaders). */
  hopeless: boolean;
  /** The dial the plan needs to win with a leader of `strength`. */
  dialNeeded(strength: number): number;
}

export interface AnswerPlugin extends ViewRules {
  /** Legal answers to its own decisions (its legal.ts), joined by the root with the core's into one AnswerTable. */
  readonly answers?: Partial<AnswerTable>;
  /** How the bots play its window card (the legal answer to a card window asks it). */
  readonly windowCard?: WindowCardAnswers;
}

/**
 * A plug-in's part of the thinking bots (and of the legal bot's free actions): installed by the thinking root
 * (plugins/thinking.ts), which the engine's entry loads and a game UI does not.
 */
export interface ThinkingPlugin {
  /** As its folder is named. */
  readonly name: string;
  /** The thinking bots' answers to its own decisions (its bots/), per kind. */
  readonly thinkers?: ThinkerTable;
  /** A Karama power of its own a thinking bot uses as a free action now (asked after the core's powers), or null. */
  karamaPowerAction?(profile: BotProfile, view: PlayerView): FreeAction | null;
  /**
   * A card of its own a bot plays as a free action now (asked with the core's card plays, before any Karama power),
   * or null: `pick` varies it for the legal bot; null asks for a thinking bot's choice.
   */
  cardPlay?(view: PlayerView, pick: number | null): FreeAction | null;
  /**
   * Another free action of its own a bot takes now (asked after the core's), or null: `pick` varies it for the
   * legal bot; null asks for a thinking bot's choice.
   */
  freeAction?(view: PlayerView, pick: number | null): FreeAction | null;
  /** The battle bot ranks the leaders it may field: what fielding `leader` is likely to add beyond its strength. */
  leaderBonus?(options: PlanOptions, leader: LeaderId, hand: readonly TreacheryCardId[], spice: number): number;
  /** A leader of its rules the battle bot fields instead of the one it chose (or in a battle it gives up), or null. */
  battleLeader?(q: LeaderQuestion): LeaderId | null;
  /** The battle bot's defense: the weapon its rules showed `me` in the opponent's plan (the Mentat's), or null. */
  shownWeapon?(view: PlayerView, me: Faction): TreacheryCardId | null;
  /** The battle bot's plan with what its rules let the fielded leader take (kept only when the plan still checks). */
  completedPlan?(plan: BattlePlan, options: PlanOptions, hand: readonly TreacheryCardId[], level: number): BattlePlan;
  /**
   * A shipment landing a concealed token of its own at `to` in place of forces (RI.no-field), for a landing that wants
   * `need` more forces there, and the forces it will bring; the shipment bot weighs it with its landings; or null.
   */
  tokenLanding?(decision: ShipDecision, shipper: Shipper, to: Spot, need: number, view: PlayerView): { action: ShipAction; brings: number } | null;
  /** A shipment off the core's targets (to a homeworld) the shipment bot weighs against its best, or null. */
  shipmentOption?(ctx: BotContext, decision: ShipDecision, shipper: Shipper): ScoredShipment | null;
  /**
   * Its answer to a Karama window with a card of its own that cancels a use (NX.betrayal), when the thinking bot would
   * not spend a Karama there, or null.
   */
  windowAnswer?(d: Extract<Decision, { kind: 'karama-window' }>, ctx: BotContext): DecisionAction | null;
  /** What `card` is worth to seat `me` under the plug-in's rules (CHOAM sells a Worthless card), or null for the usual. */
  cardWorth?(me: Faction, card: TreacheryCardId): number | null;
}

/** What the answers' root installs: the plug-ins in order, and the whole table of legal answers. */
export interface AnswersComposition {
  answers: AnswerTable;
}

interface Installed extends AnswersComposition {
  plugins: readonly AnswerPlugin[];
}

/** Where the installation lives (registry-slot.ts). */
const slot = registrySlot<Installed>();

/** Installs the answers (called by plugins/answers.ts only); the same plug-ins again change nothing, others are refused. */
export function installAnswers(plugins: readonly AnswerPlugin[], tables: AnswersComposition): void {
  if (takesInstall(slot.get()?.plugins, plugins, 'the answers')) slot.set({ plugins: oneShape(plugins), ...tables });
}

function current(): Installed {
  const installed = slot.get();
  if (!installed) throw new Error('no answers installed: load rooms/dune/plugins/answers.ts (the engine entry and the SDK do)');
  return installed;
}

/** The installed plug-ins' answers, in the root's order. */
export const answerPlugins = (): readonly AnswerPlugin[] => current().plugins;

/** The legal answerer of a decision kind (every kind has one: AnswerTable). */
export const answererOf = <K extends DecisionKind>(kind: K): AnswerTable[K] => current().answers[kind];

/** Where the thinking part lives (registry-slot.ts). */
const thinkingSlot = registrySlot<readonly ThinkingPlugin[]>();

/** Installs the thinking part (called by plugins/thinking.ts only); the same plug-ins again change nothing, others are refused. */
export function installThinking(plugins: readonly ThinkingPlugin[]): void {
  if (takesInstall(thinkingSlot.get(), plugins, 'the thinking bots')) thinkingSlot.set(oneShape(plugins));
}

/** The installed plug-ins' thinking parts, in the root's order. */
export function thinkingPlugins(): readonly ThinkingPlugin[] {
  const installed = thinkingSlot.get();
  if (!installed) throw new Error('no thinking bots installed: load rooms/dune/plugins/thinking.ts (the engine entry does)');
  return installed;
}

/** The first plug-in's thinking answer to a decision kind, if any has one. */
export function pluginThinker<K extends DecisionKind>(kind: K): Thinker<K> | undefined {
  for (const p of thinkingPlugins()) {
    const think = p.thinkers?.[kind];
    if (think) return think;
  }
  return undefined;
}
