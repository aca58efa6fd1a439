// Leader Skills module: its state, decisions, actions and events. The state lives in `GameState.skills`, present
// only in a game created with `modules: ['leader-skills']`.
import type { DecisionBase, Faction, LeaderId, TerritoryId } from '../types.ts';
import type { SkillId } from './catalog.ts';

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
  /** LS.spice-banker.normal: spice in front of a faction's shield until the Mentat Pause (public). */
  escrow?: Partial<Record<Faction, number>>;
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
}

export type SkillDecision = PickSkillDecision | SkillPostureDecision | SmugglerAllocationDecision;

export type SkillAction =
  | { type: 'pick-skill'; event: string; card: SkillId; leader: LeaderId }
  | { type: 'skill-posture'; event: string; faceUp: boolean }
  | { type: 'smuggler-allocation'; event: string; allocations: Record<string, number> };

export type SkillEvent =
  | { type: 'skills-dealt'; faction: Faction; options: SkillId[] }
  | { type: 'skill-picked'; faction: Faction; card: SkillId; leader: LeaderId }
  | { type: 'skills-assigned'; assignments: { faction: Faction; card: SkillId; leader: LeaderId }[] }
  | { type: 'skill-postures'; postures: Partial<Record<Faction, { leader: LeaderId; faceUp: boolean }>> }
  | { type: 'skill-lost'; leader: LeaderId; card: SkillId }
  | { type: 'smuggler-pending'; faction: Faction; leader: LeaderId; territory: TerritoryId; amount: number }
  | { type: 'smuggler-settled'; faction: Faction; leader: LeaderId; territory: TerritoryId; taken: Record<string, number>; amount: number }
  | { type: 'smuggler-void'; faction: Faction; leader: LeaderId; reason: 'leader-killed' | 'explosion' | 'traitor' }
  | { type: 'skill-spice-paid'; faction: Faction; skill: SkillId; amount: number }
  | { type: 'skill-escrow'; faction: Faction; card: SkillId; payer: Faction; amount: number }
  | { type: 'skill-escrow-collected'; faction: Faction; card: SkillId; amount: number }
  | { type: 'skill-redirect'; faction: Faction; card: SkillId; payer: Faction; recipient: Faction; amount: number }
  /** A skill changed a battle's totals: `strength` added to its side's leader, `penalty` taken from the opponent. */
  | { type: 'skill-used'; faction: Faction; card: SkillId; effect: 'normal' | 'battle'; strength: number; penalty: number }
  | { type: 'skill-spice'; skill: SkillId; faction: Faction; territory: TerritoryId; sector: number; amount: number }
  | { type: 'skill-forces-saved'; skill: SkillId; faction: Faction; territory: TerritoryId; kept: number; reserves: number };

/** What everyone sees of the module: each skilled leader, its card, who holds it, face up or not. */
export interface PublicSkill {
  card: SkillId;
  leader: LeaderId;
  holder: Faction;
  faceUp: boolean;
}
