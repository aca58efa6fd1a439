// The extension points of spice and cards: payments and incomes, hand limits and the card up for bid, charity, revival,
// collection, free actions (one part of Plugin, extension-points.ts).
import type { Context } from '../context.ts';
import type { Payment, PaymentCredit, PaymentOutcome } from '../payments.ts';
import type { FreeHandlerTable } from '../deals/free.ts';
import type { AbilityUse, CancelAbility } from '../karama/types.ts';
import type { Draft, Faction, ForceCount, LeaderId, ReadonlyFaction, TerritoryId } from '../types.ts';

/** What a view-level hand limit rule reads: the alliances and the Atomics' Aftermath, alike in the state and in a view. */
export interface HandLimitBoard {
  readonly alliances: readonly (readonly [Faction, Faction])[];
  readonly moritani?: { readonly aftermath?: TerritoryId | null } | null;
}

/** The limit and price per force of a faction's normal revival (1.05.01). */
export interface RevivalTerms {
  limit: number;
  costPerForce: number;
  /** What a paid starred force costs when it is not `costPerForce` (IX.cyborgs); the free revival covers starred ones first. */
  starredCost?: number;
}

export interface EconomyPoints {
  /** A payment on its way (payments.ts pay): what of it reaches the recipient, goes to the bank instead, or is held. */
  onPayment?(ctx: Context, payment: Payment): PaymentOutcome;
  /** An income reaching `recipient` (payments.ts receive): true when the plug-in credited it (split it) itself. */
  receiveIncome?(ctx: Context, recipient: Faction, amount: number, credit: PaymentCredit): boolean;
  /** A Karama cancelled `recipient`'s income: what the plug-in held of it goes to the bank too. */
  incomeCancelled?(ctx: Context, recipient: Faction): void;
  /** Whether `faction` may discard any card of its hand, instead of the Worthless card, for one Worthless effect now. */
  worthlessFuel?(state: Draft, faction: Faction): boolean;
  /** A card was discarded so (worthlessFuel): the plug-in's leave is spent. */
  worthlessFuelSpent?(ctx: Context, faction: Faction): void;
  /** The Mentat Pause collects what lies in front of the shields: the plug-in's part of it (the Spice Banker's escrow). */
  collectFrontOfShields?(ctx: Context): void;
  /** Cards a faction may hold beyond its printed hand limit (HW.tupile.occupied). */
  handLimitBonus?(state: Draft, faction: Faction): number;
  /** A change of `faction`'s hand limit that a seat's view shows the grounds of (MO.terror.atomics). A view-level rule. */
  handLimitChange?(board: HandLimitBoard, faction: Faction): number;
  /** Whether `faction` also sees the card up for bid (as the Atreides do). */
  seesCardUp?(state: Draft, faction: Faction): boolean;
  /** After a Harkonnen purchase: true when the plug-in dealt the free top card itself, so the Harkonnen ability does not act. */
  dealsTopCard?(ctx: Context): boolean;
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
  /** A faction's normal revival terms, given those so far (CH.revival: CHOAM's own, unless a Karama cancelled them). */
  revivalTerms?(fs: ReadonlyFaction, terms: RevivalTerms, decision: { karamaCancelled?: CancelAbility[] }, state: Draft): RevivalTerms;
  /**
   * What `payer` just paid for a revival (taken from its spice), `cancelled` the ✷ abilities a Karama cancelled for
   * it: true when the plug-in credited it (TL.revival-income); else the bank has it.
   */
  revivalPaid?(ctx: Context, payer: Faction, amount: number, cancelled: readonly CancelAbility[]): boolean;
  /** Leaders of `fs` its rules let be revived in any turn, as that turn's one leader revival, beside the core's (1.05.03). */
  revivableLeaders?(fs: ReadonlyFaction): readonly LeaderId[];
  /** What reviving `leader` costs `fs`, when its rules say (EM.vidal: 5; NX.tleilaxu.secret-ally: nothing); null: its strength (1.05.03.02). */
  leaderRevivalCost?(fs: ReadonlyFaction, leader: LeaderId, state: Draft): number | null;
  /**
   * Dead leaders of other factions that `faction` may revive now as its own, as that turn's one leader revival, at
   * their fighting strength (TL.gholas); `decision` carries the ✷ abilities a Karama cancelled for it.
   */
  adoptableLeaders?(state: Draft, faction: Faction, decision: { karamaCancelled?: CancelAbility[] }): readonly LeaderId[];
  /** Whether its rules open `faction`'s leader revival this turn though 1.05.03 keeps it closed (TL.leader-revival). */
  leaderRevivalOpened?(state: Draft, faction: Faction): boolean;
  /** Whether its rules close `faction`'s whole normal revival this turn, forces and leader (TL.karama). */
  revivalStopped?(state: Draft, faction: Faction): boolean;
  /**
   * The ✷ abilities a revival of `forces` forces (and a leader, when `revival.leader`; another faction's, `adopted`) on
   * those terms uses (a Karama window opens for them).
   */
  revivalUses?(
    faction: Faction,
    forces: number,
    decision: { karamaCancelled?: CancelAbility[]; freeRevival?: number },
    revival: { state: Draft; leader: boolean; adopted?: LeaderId | null },
  ): AbilityUse[];
  /** How many of `forces` the free revival covers, given `free` so far. */
  freeRevivable?(state: Draft, faction: Faction, forces: ForceCount, free: number): number;
  /** After a revival: `elite` starred forces just revived, `free` forces of the normal revival at no cost (first, every plug-in). */
  revivedForces?(ctx: Context, faction: Faction, elite: number, free: number, cancelled: readonly CancelAbility[]): void;
  /** After a revival: the leaders just revived (after every plug-in's revivedForces). */
  revivedLeaders?(ctx: Context, faction: Faction, leaders: readonly LeaderId[]): void;
  /** Free actions of its own (HW.tupile.intelligence), joined by the root with the core's. */
  readonly freeActions?: Partial<FreeHandlerTable>;
  /** Why bribes are refused now (CH.inflation), or null. */
  bribesRefused?(state: Draft): string | null;
}
