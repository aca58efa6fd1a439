// Leader Skills module: its state, decisions, actions and events. The state lives in `GameState.skills`, present
// only in a game created with `modules: ['leader-skills']`.
import type { PaymentCredit } from '../../payments.ts';
import type { DecisionBase, Faction, LeaderId, TerritoryId, TraitorCardId, TreacheryCardId } from '../../types.ts';
import type { SkillId } from './catalog.ts';
import type { Spot } from '../../phases/shipment-movement/types.ts';

/** A skill card assigned to a leader. The card travels with its leader (a captive's skill goes with it). */
export interface SkillAssignment {
  card: SkillId;
  leader: LeaderId;
  /** Face up in front of its holder's shield; false while taken behind the shield for a battle. */
  faceUp: boolean;
}

/** The Smuggler's battle collection, recorded when the plans are revealed and settled once survival is known. */
export interface SmugglerCollection {
  /** The battle's `battle-started` event id: a settlement belongs to this battle only. */
  battle: string;
  territory: TerritoryId;
  /** Who collects: the faction that fielded the leader (a captive's captor). */
  controller: Faction;
  leader: LeaderId;
  /** The territory's positive spice piles at the reveal, by sector. */
  piles: Record<string, number>;
  /** The smaller of the piles' total and the leader's printed strength. */
  amount: number;
}

/**
 * How a payment reaches its recipient, so that spice held for a Bureaucrat's answer reaches it the same way when the
 * owner declines: straight into its spice, in front of its shield (a bribe), or as a native's payment shared on the
 * low face of Kaitain or Junction (plugins/homeworlds/payments.ts).
 */

/** LS.bureaucrat.normal (rules edition 2): spice of a payment held until the Bureaucrat's owner says where it goes. */
export interface RedirectHold {
  owner: Faction;
  payer: Faction;
  recipient: Faction;
  amount: number;
  credit: PaymentCredit;
}

export interface SkillsState {
  /** The face-down skill deck (shuffled; top first). */
  deck: SkillId[];
  /** Every skill card in play, with its leader (public). */
  assigned: SkillAssignment[];
  /** Two cards dealt to a faction while it chooses which to keep (its own secret). */
  offers: Partial<Record<Faction, SkillId[]>>;
  /** Cards kept at set-up, each its faction's secret until every faction has chosen. */
  kept?: Partial<Record<Faction, { card: SkillId; leader: LeaderId }>>;
  /** A Smuggler collection waiting for its settlement (at most one battle at a time). */
  smuggler: SmugglerCollection | null;
  /** Once-a-phase effects used, by card: the `turn:phase` they were used in. */
  usedThisPhase?: Partial<Record<SkillId, string>>;
  /** LS.rihani-decipherer.battle: the two traitor cards drawn, while their faction chooses (its secret). */
  rihani?: { faction: Faction; drawn: TraitorCardId[] };
  /** LS.spice-banker.normal: spice in front of a faction's shield until the Mentat Pause (public). */
  escrow?: Partial<Record<Faction, number>>;
  /** LS.bureaucrat.normal: the part of a payment held for the Bureaucrat's answer (rules edition 2; public). */
  redirect?: RedirectHold;
  /**
   * Rules edition 4: further qualifying payments met while `redirect` waits for its answer, held the same way, in the
   * order they were made; each is asked in turn while the use stays, and released to its recipient once it is spent.
   */
  redirectQueue?: RedirectHold[];
}

export interface PickSkillDecision extends DecisionBase {
  kind: 'pick-skill';
  options: SkillId[];
  /** Leaders the kept card may be assigned to. */
  leaders: LeaderId[];
}

export interface SkillPostureDecision extends DecisionBase {
  kind: 'skill-posture';
  /** The skilled leader that may stay face up (keeping its normal effect, out of the plan) or go behind the shield. */
  leader: LeaderId;
  card: SkillId;
}

export interface SmugglerAllocationDecision extends DecisionBase {
  kind: 'smuggler-allocation';
  /** The battle (its `battle-started` event) this collection belongs to. */
  battle: string;
  territory: TerritoryId;
  amount: number;
  /** Positive piles at the reveal, by sector: the most each may give. */
  piles: Record<string, number>;
  /** A legal allocation to start from (piles filled in sector order). */
  fill: Record<string, number>;
}

/** LS.mentat.normal: the Mentat's owner may name a weapon and ask its opponent whether it holds it. */
export interface MentatQuestionDecision extends DecisionBase {
  kind: 'mentat-question';
  target: Faction;
  weapons: TreacheryCardId[];
}

/** LS.mentat.normal: the asked faction shows the named weapon if it holds it, else another card of its choice. */
export interface MentatAnswerDecision extends DecisionBase {
  kind: 'mentat-answer';
  asker: Faction;
  weapon: TreacheryCardId;
  options: TreacheryCardId[];
}

/** LS.rihani-decipherer.battle: keep one of the traitor cards drawn by giving back one held, or keep none. */
export interface RihaniKeepDecision extends DecisionBase {
  kind: 'rihani-keep';
  drawn: TraitorCardId[];
  traitors: TraitorCardId[];
}

/** LS.diplomat.battle: the losing Diplomat's forces may retreat (count 0: none). */
export interface DiplomatRetreatDecision extends DecisionBase {
  kind: 'diplomat-retreat';
  territory: TerritoryId;
  max: number;
  spots: Spot[];
}

/**
 * LS.bureaucrat.normal (rules edition 2): `payer` paid `recipient` at least 5; the owner may send `amount` of it to the
 * bank instead, or let it reach the recipient (its use is then kept for a later payment this phase).
 */
export interface BureaucratRedirectDecision extends DecisionBase {
  kind: 'bureaucrat-redirect';
  payer: Faction;
  recipient: Faction;
  amount: number;
}

export type SkillDecision =
  | PickSkillDecision
  | BureaucratRedirectDecision
  | SkillPostureDecision
  | SmugglerAllocationDecision
  | MentatQuestionDecision
  | MentatAnswerDecision
  | RihaniKeepDecision
  | DiplomatRetreatDecision;

export type SkillAction =
  | { type: 'pick-skill'; event: string; card: SkillId; leader: LeaderId }
  | { type: 'bureaucrat-redirect'; event: string; redirect: boolean }
  | { type: 'skill-posture'; event: string; faceUp: boolean }
  | { type: 'smuggler-allocation'; event: string; allocations: Record<string, number> }
  /** `weapon: null` asks nothing. */
  | { type: 'mentat-question'; event: string; weapon: TreacheryCardId | null }
  /** `card: null` only when the hand is empty now. */
  | { type: 'mentat-answer'; event: string; card: TreacheryCardId | null }
  /** `keep` and `give` both null: the drawn cards go back. */
  | { type: 'rihani-keep'; event: string; keep: TraitorCardId | null; give: TraitorCardId | null }
  /** `to: null` (count 0): no retreat. */
  | { type: 'diplomat-retreat'; event: string; to: Spot | null; count: number };

export type SkillEvent =
  | { type: 'skills-dealt'; faction: Faction; options: SkillId[] }
  | { type: 'skill-offer-lapsed'; faction: Faction; leader: LeaderId }
  | { type: 'skill-picked'; faction: Faction; card: SkillId; leader: LeaderId }
  | { type: 'skills-assigned'; assignments: { faction: Faction; card: SkillId; leader: LeaderId }[] }
  | { type: 'skill-postures'; postures: Partial<Record<Faction, { leader: LeaderId; faceUp: boolean }>> }
  | { type: 'skill-lost'; leader: LeaderId; card: SkillId }
  | { type: 'diplomat-retreated'; faction: Faction; from: TerritoryId; to: Spot; count: number }
  | { type: 'rihani-peeked'; faction: Faction }
  | { type: 'rihani-drew'; faction: Faction; count: number }
  | { type: 'rihani-seen'; faction: Faction; cards: TraitorCardId[] }
  | { type: 'rihani-kept'; faction: Faction; kept: TraitorCardId }
  | { type: 'rihani-returned'; faction: Faction; shown: TraitorCardId | null }
  | { type: 'mentat-asked'; faction: Faction; target: Faction; asked: boolean }
  | { type: 'mentat-named'; faction: Faction; target: Faction; weapon: TreacheryCardId }
  | { type: 'mentat-shown'; faction: Faction; to: Faction; card: TreacheryCardId | null }
  | { type: 'smuggler-pending'; faction: Faction; leader: LeaderId; territory: TerritoryId; amount: number }
  | { type: 'smuggler-settled'; faction: Faction; leader: LeaderId; territory: TerritoryId; taken: Record<string, number>; amount: number }
  | { type: 'smuggler-void'; faction: Faction; leader: LeaderId; reason: 'leader-killed' | 'explosion' | 'traitor' }
  | { type: 'skill-spice-paid'; faction: Faction; skill: SkillId; amount: number }
  | { type: 'skill-escrow'; faction: Faction; card: SkillId; payer: Faction; amount: number }
  | { type: 'skill-escrow-collected'; faction: Faction; card: SkillId; amount: number }
  | { type: 'skill-redirect'; faction: Faction; card: SkillId; payer: Faction; recipient: Faction; amount: number }
  /** LS.bureaucrat.normal (rules edition 2): `amount` of a payment held for the owner's answer; then its outcome. */
  | { type: 'skill-redirect-held'; faction: Faction; card: SkillId; payer: Faction; recipient: Faction; amount: number }
  | { type: 'skill-redirect-declined'; faction: Faction; card: SkillId; payer: Faction; recipient: Faction; amount: number }
  /** Rules edition 4: spice held from a later payment reaches its recipient because the owner spent the use on an earlier one. */
  | { type: 'skill-redirect-released'; faction: Faction; card: SkillId; payer: Faction; recipient: Faction; amount: number }
  /** The payment itself went to the bank (a Karama cancelled the recipient's income): nothing to redirect. */
  | { type: 'skill-redirect-void'; faction: Faction; card: SkillId; payer: Faction; recipient: Faction; amount: number }
  /** A skill changed a battle's totals: `strength` added to its side's leader, `penalty` taken from the opponent. */
  | { type: 'skill-used'; faction: Faction; card: SkillId; effect: 'normal' | 'battle'; strength: number; penalty: number }
  | { type: 'skill-spice-collected'; skill: SkillId; faction: Faction; territory: TerritoryId; sector: number; amount: number }
  | { type: 'skill-spice'; skill: SkillId; faction: Faction; territory: TerritoryId; sector: number; amount: number }
  | { type: 'skill-forces-saved'; skill: SkillId; faction: Faction; territory: TerritoryId; kept: number; reserves: number };

/** What everyone sees of the module: each skilled leader, its card, who holds it, face up or not. */
export interface PublicSkill {
  card: SkillId;
  leader: LeaderId;
  holder: Faction;
  faceUp: boolean;
}

// What the module adds to the engine's structures: the root (plugins/index.ts) joins each part with the other
// plug-ins' into the core's GameState, PlayerView and PrivateView.
/** The module's part of the game's state. */
export interface SkillsStatePart {
  /** The Leader Skills module (plugins/leader-skills/): present only in a game that plays it. */
  skills?: SkillsState;
}
/** The module's fields of every viewer's view. */
export interface SkillsViewPart {
  /** Every skilled leader, its card, who holds it and whether it is face up (empty without the module). */
  skills: PublicSkill[];
  /** LS.spice-banker.normal: spice lying in front of a shield until the Mentat Pause, by faction (public). */
  skillEscrow: Partial<Record<Faction, number>>;
}
/** The module's field of a seat's private view. */
export interface SkillsPrivateViewPart {
  /** The two skill cards this seat was dealt and has not yet chosen between (empty otherwise). */
  skillOffer: SkillId[];
}
