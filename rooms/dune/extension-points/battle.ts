// The extension points of battle: who fights, what a plan may hold, what adds to the totals, what follows the battle
// (one part of Plugin, extension-points.ts).
import type { Context } from '../context.ts';
import type { Draft, EngineError, Faction, ForceCount, LeaderId, TerritoryId, TraitorCardId, TreacheryCardId } from '../types.ts';
import type { BattleViewPart, OffBoardFighters, SideModifiers, SideQuery } from '../phases/battle/hooks.ts';
import type { AttackKind } from '../phases/battle/roles.ts';
import type { SlotCard } from '../phases/battle/slot-cards.ts';
import type { TreacheryFamily } from '../cards/treachery.ts';
import type { BattleOutcome, ForceLoss, Side } from '../phases/battle/resolve.ts';
import type { BattlePlan, BattleSite, BattleStage, CurrentBattle, PlanOptions, PrescienceElement } from '../phases/battle/types.ts';

/** What a weapon whose attacks depend on the opponent's plan attacks with, and the opponent's card it copies (or null). */
export interface CopiedAttacks {
  attacks: AttackKind[];
  copiedFrom: TreacheryCardId | null;
}

export interface BattlePoints {
  /**
   * A weapon its rules work out from the opponent's weapon once both plans are revealed (a copy): what `own` attacks
   * with, or null when `own` is not its card (the core's card roles then say). A view-level rule: the bots judge
   * revealed plans with it too.
   */
  weaponAttacks?(own: TreacheryCardId, opponent: TreacheryCardId | null): CopiedAttacks | null;
  /**
   * A leader's worth in a battle against `opponent`'s leader (its part of the total, a traitor's pay, its bounty) when
   * its rules make it other than its printed strength (TL.zoal), or null. A view-level rule: the bots judge with it too.
   */
  leaderWorth?(leader: LeaderId, opponent: LeaderId | null): number | null;
  /**
   * A treachery card of its own that fills a plan's weapon or defense slot without being a weapon or a defense, as
   * terms (its bonus, its reserves cost, a withdrawal), or null when `family` is not one (phases/battle/slot-cards.ts).
   * A view-level rule: the plan's checks, the resolution and the bots read the same terms.
   */
  slotCard?(family: TreacheryFamily): SlotCard | null;
  /** A battle was chosen and announced, before its first stage: a decision it opens first (EC.occupy: who fights). */
  battleStarted?(ctx: Context, battle: CurrentBattle): void;
  /**
   * Whose forces `faction`'s plan dials in the current battle when not its own (EC.occupy: the ally's), or null: the
   * forces counted for its dial, their spice and stars, and those its losses take.
   */
  dialedArmy?(state: Draft, battle: CurrentBattle, faction: Faction): Faction | null;
  /**
   * After the core took `faction`'s side's losses from its dialed army (`loss`; `withdraw`: Harass and Withdraw sent
   * the undialed ones home; `lost`: the forces of the dialed army sent to the Tanks): what the side's other armies
   * there lose (EC.occupy), what the losses bring (DS.jacurutu).
   */
  armyLosses?(ctx: Context, battle: CurrentBattle, outcome: BattleOutcome, faction: Faction, loss: ForceLoss, withdraw: boolean, lost: ForceCount): void;
  /** As the battle phase is entered (its round set), before the first battle is chosen: decisions for the whole phase. */
  battlePhaseEntered?(ctx: Context): void;
  /**
   * At a stage of the current battle (runStage), after the core's own effects there and before the decisions the core
   * opens then. The Mentat, posture, skills and audit stages are the plug-ins' alone; choices and resolve have their
   * own asks below.
   */
  atBattleStage?(ctx: Context, battle: CurrentBattle, stage: BattleStage): void;
  /**
   * The most forces `faction` may dial in the current battle when its rules make it other than the forces counted there
   * (`counted`): a concealed token stands for forces still in reserves (RI.no-field.limits), or null.
   */
  dialLimit?(state: Draft, faction: Faction, battle: CurrentBattle, counted: number): number | null;
  /** The elements of `target`'s plan the Prescience may not ask about in the current battle (RI.no-field.prescience). */
  prescienceBarred?(state: Draft, battle: CurrentBattle, target: Faction): readonly PrescienceElement[];
  /** `faction`'s forces fighting at `territory` outside the board's stacks (a native's on its homeworld), or null. */
  fightersOffBoard?(state: Draft, faction: Faction, territory: TerritoryId): OffBoardFighters | null;
  /** After a Lasgun–Shield explosion took every force at the site: the other losses it causes there. */
  afterExplosion?(ctx: Context, site: BattleSite): void;
  /** Whether `faction`'s starred forces fight as starred (worth two) in the Basic game too (IX.cyborgs). */
  starredInBasic?(faction: Faction): boolean;
  /** Whether `faction`'s starred forces have lost their advantage (each worth one force). */
  starredNegated?(state: Draft, faction: Faction): boolean;
  /**
   * How many of `faction`'s ordinary forces in a battle count as its starred ones (as its plan's options open), given
   * the starred forces it has there.
   */
  starredStandIns?(state: Draft, faction: Faction, starred: number): number;
  /** Whether `target` is immune to the Voice. */
  immuneToVoice?(state: Draft, target: Faction): boolean;
  /** False when `faction` may not call a traitor in a battle at `territory`. */
  mayCallTraitor?(state: Draft, faction: Faction, territory: TerritoryId): boolean;
  /** The traitor card that betrays a revealed plan with no leader of its own (a Cheap Hero's), or null. */
  planTraitor?(state: Draft, plan: BattlePlan): TraitorCardId | null;
  /** Leaders of `faction` that may fight but stay out of its plan. */
  leadersOutOfPlan?(state: Draft, faction: Faction): readonly LeaderId[];
  /** Spice the bank pays toward `faction`'s dialed forces in the current battle, so that it may dial that much more (SC.arrakeen; paid by payPlanFunding). */
  dialSupport?(state: Draft, faction: Faction): number;
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
  /** A side's plan was just sealed (before the reveal): what the plug-in shows of it, and to whom. */
  planSealed?(ctx: Context, battle: CurrentBattle, faction: Faction, plan: BattlePlan): void;
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
  /**
   * A side that lost a battle with a winner: true when the plug-in settles the cards it played (a choice of one to keep,
   * MO.ally, opened by openAfterBattle); the core then leaves them in its hand rather than discarding them.
   */
  loserHoldsCards?(state: Draft, battle: CurrentBattle, outcome: BattleOutcome, loser: Faction): boolean;
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
  /** Whether the battle's late defenses (battle.lateDefenses) are still secret: its question for them is open. */
  lateDefensesSecret?(state: Draft): boolean;
}
