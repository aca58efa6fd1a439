// 1.07 Battle: decisions, actions, events and round state (Basic game, with the battle powers of 2.01–2.06
// and the battle cards of 3.01).
import type { DecisionBase, Faction, LeaderId, PluginSkillId, TerritoryId, TraitorCardId, TreacheryCardId } from '../../types.ts';
import type { SeenPlan } from '../../karama/powers/plan-hand-types.ts';

/** Where a battle is fought: a territory, narrowed to the sectors not separated by the storm (1.07.01.01). */
export interface BattleSite {
  territory: TerritoryId;
  sectors: number[];
}

/** One fight the aggressor may choose (1.07.02, 1.07.03). */
export interface BattleOption extends BattleSite {
  opponent: Faction;
}

/** 2.01.08: the elements Prescience may ask about. */
export type PrescienceElement = 'leader' | 'weapon' | 'defense' | 'dial';
export const PRESCIENCE_ELEMENTS: readonly PrescienceElement[] = ['leader', 'weapon', 'defense', 'dial'];

/**
 * 2.02.06: what the Voice may name: a kind of weapon or defense, a worthless card, a Cheap Hero, or one special
 * card by name (the Lasgun in the base deck; the expansions' special weapons and defenses). See cards.ts.
 */
export const VOICE_SUBJECTS = [
  'poison-weapon',
  'projectile-weapon',
  'poison-defense',
  'projectile-defense',
  'worthless',
  'cheap-hero',
  'lasgun',
  'poison-blade',
  'poison-tooth',
  'artillery-strike',
  'stone-burner',
  'mirror-weapon',
  'shield-snooper',
  'weirding-way',
  'chemistry',
] as const;
export type VoiceSubject = (typeof VOICE_SUBJECTS)[number];
export interface VoiceCommand {
  play: boolean;
  subject: VoiceSubject;
}

/** The value revealed by Prescience: a leader id or Cheap Hero card (leader), a card or null (weapon/defense), a number (dial). */
export interface PrescienceReveal {
  element: PrescienceElement;
  value: LeaderId | TreacheryCardId | number | null;
}

/** A battle plan as submitted (1.07.04). */
export interface BattlePlan {
  leader: LeaderId | null;
  cheapHero: TreacheryCardId | null;
  dial: number;
  weapon: TreacheryCardId | null;
  defense: TreacheryCardId | null;
  /** 1.13.04.04: spice supporting dialed forces (Advanced game; absent: none). Sealed with the plan. */
  spice?: number;
  /** 2.03.08, 2.04.18: how many of the dialed forces are starred (Advanced game; absent: none). */
  elite?: number;
  /** 2.01.11: the Atreides' Kwisatz Haderach accompanies the leader or Cheap Hero (Advanced game). */
  kwisatzHaderach?: true;
  /** LS.spice-banker: 1–3 spice the Spice Banker leader carries, added to its strength (absent: none). */
  bankerSpice?: number;
  /** CH.ally.battle-funding: of `spice`, the part CHOAM pays for its ally (absent: none). */
  choamSpice?: number;
}

export interface ChooseBattleDecision extends DecisionBase {
  kind: 'choose-battle';
  options: BattleOption[];
}
export interface PrescienceDecision extends DecisionBase {
  kind: 'prescience';
  target: Faction;
  elements: PrescienceElement[];
}
/** What the asked faction may draw on for its answer (also what its plan may use). */
export interface PlanOptions {
  /** CH.ally.battle-funding: spice CHOAM may still pay toward this plan (CHOAM's ally, Advanced game; absent: none). */
  choamSupport?: number;
  territory: TerritoryId;
  opponent: Faction;
  /** 1.07.04.02: dial 0..forces present. */
  maxDial: number;
  /** Leaders that may fight here (1.07.04.04). */
  leaders: LeaderId[];
  /** The seat's own Cheap Hero cards (3.01.04), so that a plan can be drafted from the decision alone. */
  cheapHeroes: TreacheryCardId[];
  /** Forces in the seat's reserves: Reinforcements needs 3 there. */
  reserves: number;
  /** HW.battle: the battle is on the seat's own homeworld, where Harass and Withdraw may not be played (rules edition 10). */
  homeworld?: true;
  /** 1.13.04: the most spice the plan may dial (Advanced game, not the Fremen: 2.04.21); absent: none. */
  maxSpice?: number;
  /** 2.03.08, 2.04.18: starred forces at the site that the plan may dial (Advanced game, when there are any). */
  maxElite?: number;
  /** 2.01.11: the Kwisatz Haderach is awake and may join this plan (the Atreides, Advanced game). */
  kwisatzHaderach?: true;
  /** Leader Skills: the skill of each leader here that carries one into the plan (absent when none). */
  skilled?: Partial<Record<LeaderId, PluginSkillId>>;
  /** LS.spice-banker: the most spice a Spice Banker here may carry (with spice dialed, no more than the seat holds). */
  maxBankerSpice?: number;
  /** EC.occupy: forces of Ecaz's added to the dial, at full strength and free of spice (absent: none). */
  dialBonus?: number;
}
export interface PrescienceAnswerDecision extends DecisionBase, PlanOptions {
  kind: 'prescience-answer';
  element: PrescienceElement;
}
export interface VoiceDecision extends DecisionBase {
  kind: 'voice';
  target: Faction;
  subjects: VoiceSubject[];
}
export interface BattlePlanDecision extends DecisionBase, PlanOptions {
  kind: 'battle-plan';
  /** A Voice command this plan must obey (2.02.06), unless cancelled with a Karama card (3.01.11.01). */
  voice: VoiceCommand | null;
  /** What this seat revealed to Prescience (2.01.08): the plan must use it. */
  prescience: PrescienceReveal | null;
  /** The seat's cards that obey a "play" Voice command it is able to obey (empty otherwise). */
  commanded: TreacheryCardId[];
}
export interface CallTraitorDecision extends DecisionBase {
  kind: 'call-traitor';
  /** The opponent's revealed leader (null when it played none or a Cheap Hero). */
  opponentLeader: LeaderId | null;
  /** IT.cheap-hero-traitor: the opponent fielded a Cheap Hero, which the Cheap Hero traitor betrays. */
  cheapHero?: true;
}
/** A post-reveal choice for a Poison Tooth or a Stone Burner, or for a Mirror Weapon's copy of one. */
export interface BattleChoiceDecision extends DecisionBase {
  kind: 'battle-choice';
  family: 'poison-tooth' | 'stone-burner';
  /** The physical card deciding it: the Tooth or Stone Burner, or the Mirror Weapon copying it. */
  card: TreacheryCardId;
  copied: boolean;
  /** Poison Tooth: use it or not; Stone Burner: kill both leaders, or ignore their strength. */
  options: BattleChoiceAnswer[];
}
export type BattleChoiceAnswer = 'use' | 'hold' | 'kill' | 'ignore';
export interface BattleCardsDecision extends DecisionBase {
  kind: 'battle-cards';
  /** Cards the winner played that may be kept (1.07.06.06). */
  keepable: TreacheryCardId[];
}
/** 2.05.10: the Harkonnen won; `leader` was drawn from the loser's active leaders: kill it, capture it, or neither. */
export interface CaptureLeaderDecision extends DecisionBase {
  kind: 'capture-leader';
  leader: LeaderId;
  from: Faction;
}
export type BattleDecision =
  | CaptureLeaderDecision
  | ChooseBattleDecision
  | PrescienceDecision
  | PrescienceAnswerDecision
  | VoiceDecision
  | BattlePlanDecision
  | CallTraitorDecision
  | BattleChoiceDecision
  | BattleCardsDecision;

export type ChooseBattleAction = { type: 'choose-battle'; event: string; territory: TerritoryId; sectors: number[]; opponent: Faction };
/** `element: null` declines Prescience. */
export type PrescienceAction = { type: 'prescience'; event: string; element: PrescienceElement | null };
/** Either reveal `value`, or cancel Prescience with a Karama card (`karama`, 3.01.11.01). */
export type PrescienceAnswerAction = { type: 'prescience-answer'; event: string; value: PrescienceReveal['value']; karama: TreacheryCardId | null };
/** `command: null` declines the Voice. */
export type VoiceAction = { type: 'voice'; event: string; command: VoiceCommand | null };
/** `karama` cancels a Voice command against this plan (3.01.11.01); it is revealed with the plan. */
export type BattlePlanAction = { type: 'battle-plan'; event: string; karama: TreacheryCardId | null } & BattlePlan;
export type CallTraitorAction = { type: 'call-traitor'; event: string; call: boolean };
export type BattleCardsAction = { type: 'battle-cards'; event: string; keep: TreacheryCardId[] };
export type BattleChoiceAction = { type: 'battle-choice'; event: string; choice: BattleChoiceAnswer };
export type CaptureLeaderAction = { type: 'capture-leader'; event: string; choice: 'kill' | 'capture' | 'pass' };
export type BattleAction =
  | CaptureLeaderAction
  | ChooseBattleAction
  | PrescienceAction
  | PrescienceAnswerAction
  | VoiceAction
  | BattlePlanAction
  | CallTraitorAction
  | BattleChoiceAction
  | BattleCardsAction;

export type BattleOutcomeKind = 'normal' | 'traitor' | 'double-traitor' | 'explosion';

export type BattleEvent =
  | { type: 'battle-started'; territory: TerritoryId; sectors: number[]; aggressor: Faction; defender: Faction }
  | { type: 'prescience-asked'; faction: Faction; target: Faction; element: PrescienceElement | null }
  | { type: 'prescience-revealed'; target: Faction; element: PrescienceElement; value: PrescienceReveal['value'] }
  | { type: 'karama-played'; faction: Faction; card: TreacheryCardId; cancels: 'prescience' | 'voice' }
  | { type: 'voice-used'; faction: Faction; target: Faction; command: VoiceCommand | null }
  | { type: 'plan-submitted'; faction: Faction; plan: BattlePlan }
  | { type: 'plans-revealed'; territory: TerritoryId; plans: Partial<Record<Faction, BattlePlan>> }
  | { type: 'traitor-call'; faction: Faction; call: boolean }
  | { type: 'traitor-revealed'; faction: Faction; leader: TraitorCardId; by: Faction }
  | {
      type: 'battle-choice-made';
      faction: Faction;
      family: 'poison-tooth' | 'stone-burner';
      card: TreacheryCardId;
      copied: boolean;
      choice: BattleChoiceAnswer;
    }
  /** The effective weapons once both plans are revealed: what each side's weapon slot attacks with (a Mirror's copy named). */
  | { type: 'weapons-resolved'; weapons: Partial<Record<Faction, { card: TreacheryCardId | null; copiedFrom: TreacheryCardId | null; attacks: string[] }>> }
  | { type: 'reinforcements-paid'; faction: Faction; count: number }
  | { type: 'spice-dialed-paid'; faction: Faction; amount: number }
  | { type: 'kwisatz-haderach-awakened'; lost: number }
  | { type: 'kwisatz-haderach-killed' }
  | { type: 'forces-withdrawn'; faction: Faction; territory: TerritoryId; count: number }
  | {
      type: 'battle-resolved';
      territory: TerritoryId;
      outcome: BattleOutcomeKind;
      winner: Faction | null;
      losers: Faction[];
      totals: Partial<Record<Faction, number>>;
      killed: LeaderId[];
      spice: number;
      /** How totals were compared: leader plus dial, dials alone (Artillery Strike), undialed forces (Stone Burner). */
      comparison: 'strength' | 'dial' | 'undialed' | null;
    }
  | { type: 'forces-lost'; faction: Faction; territory: TerritoryId; count: number }
  | { type: 'spice-lost'; territory: TerritoryId; amount: number }
  | { type: 'leader-killed'; faction: Faction; leader: LeaderId }
  | { type: 'leader-captured'; leader: LeaderId; from: Faction; choice: 'kill' | 'capture' | 'pass' }
  | { type: 'captive-returned'; leader: LeaderId; to: Faction }
  | { type: 'cards-discarded'; faction: Faction; cards: TreacheryCardId[] }
  | { type: 'leaders-returned' };

/** Steps of one battle, in order (`poison`: the Residual Poison window before leaders are chosen). */
export type BattleStage =
  | 'poison'
  | 'mentat'
  | 'prescience'
  | 'voice'
  | 'posture'
  | 'plans'
  | 'reveal'
  | 'snooper'
  | 'choices'
  | 'resolve'
  | 'skills'
  | 'audit'
  | 'capture'
  | 'end';

export interface CurrentBattle extends BattleSite {
  aggressor: Faction;
  defender: Faction;
  stage: BattleStage;
  /** Prescience answer, binding the target's plan. Secret to the Atreides side. */
  prescience: { target: Faction; reveal: PrescienceReveal } | null;
  voice: { target: Faction; command: VoiceCommand } | null;
  /** Submitted plans: secret until the reveal. */
  plans: Partial<Record<Faction, BattlePlan>>;
  /** Karama cards played with a plan to cancel the Voice: secret until the reveal. */
  karama: Partial<Record<Faction, TreacheryCardId>>;
  revealed: boolean;
  /** Traitor calls made after the reveal (secret until both have answered). */
  traitorCalls: Partial<Record<Faction, boolean>>;
  /** Portable Snoopers played after the reveal (public once both sides have answered). */
  lateDefenses: Partial<Record<Faction, TreacheryCardId>>;
  /** Post-reveal choices made so far (Poison Tooth, Stone Burner, a Mirror's copy), in the order made. */
  choices: Partial<Record<Faction, BattleChoiceAnswer>>;
  /** Whether the effective weapons were announced (once, after any Portable Snooper). */
  weaponsAnnounced: boolean;
  /** 2.05.10: the loser the Harkonnen may capture from, once the battle's effects are over (Advanced game). */
  captureFrom?: Faction;
  /** 1.14.01: the combatant whose whole plan the Atreides looked at with a Karama (public; the plan is not). */
  atreidesLook?: Faction;
  /** LS.posture: whether each asked side left its skilled leader face up (secret until both have answered). */
  postures?: Partial<Record<Faction, boolean>>;
  /** The battle's `battle-started` event id (absent in battles stored before it was kept). */
  event?: string;
  /**
   * LS.smuggler.battle: the spice piles within the battle's reach when the plans were revealed, by sector — the
   * battle's own record of the reveal, which the Smuggler's receipt must agree with (absent without a Smuggler, and in
   * games of rules edition 1, whose stored states it would change).
   */
  spiceAtReveal?: Record<string, number>;
  /** LS.sandmaster: the winner whose living Sandmaster adds spice once the battle's other effects are done. */
  sandmaster?: Faction;
  /** LS.rihani-decipherer: the winner whose Rihani acts once the Smuggler and the Sandmaster are done, and how. */
  rihani?: { faction: Faction; effect: 'normal' | 'battle' };
  /** LS.diplomat.battle: the losing side whose undialed forces wait to retreat, and how many may. */
  diplomat?: { faction: Faction; max: number };
  /** LS.mentat.normal: the question asked and the card shown (the asker's and the target's secret). */
  mentat?: MentatExchange;
  /** CH.audit: the audit offered after this battle (public). */
  audit?: { opponent: Faction; count: number };
}

/** LS.mentat.normal: the weapon named, and the card shown (null while unanswered, or for an empty hand). */
export interface MentatExchange {
  asker: Faction;
  target: Faction;
  weapon: TreacheryCardId;
  shown: TreacheryCardId | null;
}

export interface BattleRound {
  phase: 'battle';
  /** Storm order for this phase (1.07.02). */
  order: Faction[];
  /** Index in `order` of the current aggressor. */
  aggressorIndex: number;
  /** Leaders that fought, and where (1.07.04.04): they may fight again only in that territory. */
  usedLeaders: Partial<Record<Faction, { leader: LeaderId; territory: TerritoryId }[]>>;
  current: CurrentBattle | null;
  /** CH.ally.battle-funding: what is left of CHOAM's offer toward its ally's battles (the two allies' secret). */
  choamSupport?: number;
}

/** What everyone sees: the battle in progress, its public powers, and the plans once revealed. */
export interface BattleRoundView {
  phase: 'battle';
  aggressor: Faction | null;
  usedLeaders: Partial<Record<Faction, LeaderId[]>>;
  battle: {
    territory: TerritoryId;
    sectors: number[];
    aggressor: Faction;
    defender: Faction;
    stage: BattleStage;
    prescienceElement: PrescienceElement | null;
    voice: { target: Faction; command: VoiceCommand } | null;
    plans: Partial<Record<Faction, BattlePlan>> | null;
    /** Portable Snoopers played after the reveal (shown once both sides have answered). */
    lateDefenses: Partial<Record<Faction, TreacheryCardId>>;
    /** Post-reveal choices made (Poison Tooth, Stone Burner, a Mirror's copy). */
    choices: Partial<Record<Faction, BattleChoiceAnswer>>;
    /** 1.14.01: whose plan the Atreides looked at with a Karama (absent when none); never the plan itself. */
    atreidesLook?: Faction;
    /** LS.smuggler: a collection recorded at the reveal and not yet settled (absent otherwise). */
    smuggler?: { faction: Faction; leader: LeaderId; amount: number };
  } | null;
}

/** What one seat alone sees: its own submitted plan, and the Prescience answer if it is on the Atreides side. */
export interface BattlePrivateRoundView {
  phase: 'battle';
  plan: BattlePlan | null;
  prescience: PrescienceReveal | null;
  /** 1.14.01: the plan the Atreides looked at with a Karama (the Atreides only; absent otherwise). */
  seenPlan?: SeenPlan;
  /** LS.mentat.normal: the Mentat's question and the card shown, for the two factions involved (absent otherwise). */
  mentat?: MentatExchange;
  /** CH.ally.battle-funding: what CHOAM's offer still covers, for CHOAM and its ally (absent otherwise). */
  choamSupport?: number;
  /**
   * LS.posture: this side's own answer, face up (true) or behind the shield (false), from the moment it answered
   * (absent before, and for a side not asked).
   */
  posture?: boolean;
}
