// The Moritani faction's state, decisions, events and views (Ecaz & Moritani; docs/rules/ecaz-moritani.tsv, MO.*).
import type { QueuedArrival } from '../../arrivals.ts';
import type { DecisionBase, Faction, LeaderId, TerritoryId, TraitorCardId, TreacheryCardId } from '../../types.ts';
import type { VidalState } from '../ecaz/types.ts';

/** MO.terror: the six Terror tokens. */
export const TERRORS = ['assassination', 'atomics', 'extortion', 'robbery', 'sabotage', 'sneak-attack'] as const;
export type TerrorId = (typeof TERRORS)[number];

/** A Terror token in a stronghold, face down. */
export interface PlacedTerror {
  territory: TerritoryId;
  token: TerrorId;
}

export interface MoritaniState {
  /** MO.terror.placement: the tokens Moritani may place (its secret). */
  supply: TerrorId[];
  /** The tokens in strongholds (where is public, which is Moritani's secret). */
  placed: PlacedTerror[];
  /** Tokens revealed and out of the game (public). */
  gone: TerrorId[];
  /** MO.terror.atomics: the territory of the Atomics Aftermath (nobody ships there again). */
  aftermath?: TerritoryId;
  /** MO.terror.extortion: revealed, it comes back at the next Mentat Pause unless someone pays Moritani 3. */
  extortion?: { asked: Faction[] };
  /** HW.grumman.high: the turn Moritani took a token off the board (no stacking at that turn's Mentat Pause). */
  removedTurn?: number;
  /** Arrivals to put to Moritani, in order. */
  arrivals: QueuedArrival[];
  /** MO.assassinate: the traitor cards revealed, set aside face up, one per faction (public). */
  assassinated?: { faction: Faction; card: TraitorCardId }[];
  /** MO.assassinate: replacement traitor cards to draw at the next Mentat Pause. */
  draws?: number;
  /** MO.vidal: Duke Vidal taken or gone, in a game without Ecaz (absent: set aside; with Ecaz, Ecaz's state keeps him). */
  vidal?: VidalState;
}

export interface MoritaniStatePart {
  moritani?: MoritaniState;
}

/** Every viewer's view: where the tokens stand, how many are in the supply, those gone, the Aftermath (null without Moritani). */
export interface MoritaniViewPart {
  moritani: {
    placed: TerritoryId[];
    supply: number;
    gone: TerrorId[];
    aftermath: TerritoryId | null;
    extortion: boolean;
    /** MO.vidal: Duke Vidal, in a game without Ecaz (else null: Ecaz's view says where he is). */
    vidal: VidalState | null;
    /** MO.assassinate: the traitor cards revealed to assassinate, set aside face up (one per faction). */
    assassinated: { faction: Faction; card: TraitorCardId }[];
  } | null;
}

/** Moritani's private view: its supply and which token stands where (empty for every other seat). */
export interface MoritaniPrivateViewPart {
  terror: { supply: TerrorId[]; placed: PlacedTerror[] } | null;
}

/** MO.setup: Moritani, last of all, places its six forces in a territory nobody occupies. */
export interface MoritaniPlacementDecision extends DecisionBase {
  kind: 'moritani-placement';
  territories: TerritoryId[];
}

/** MO.terror.placement: at the Mentat Pause, a token from the supply placed, or one on the board moved (or neither). */
export interface TerrorPlaceDecision extends DecisionBase {
  kind: 'terror-place';
  /** Strongholds where a token may go: those with none (HW.grumman.high: also those with one). */
  strongholds: TerritoryId[];
  /** Strongholds with a token that may move. */
  movable: TerritoryId[];
}

/** MO.terror.trigger: a non-ally entered a stronghold with a token; Moritani reveals it, offers an alliance, or leaves it. */
export interface TerrorTriggerDecision extends DecisionBase {
  kind: 'terror-trigger';
  territory: TerritoryId;
  entrant: Faction;
  /** MO.enemy-of-my-enemy: an alliance may be offered instead (not to Ecaz). */
  mayOffer: boolean;
}

/** What a revealed token asks Moritani. */
export interface TerrorEffectDecision extends DecisionBase {
  kind: 'terror-effect';
  token: 'robbery' | 'sabotage' | 'sneak-attack';
  territory: TerritoryId;
  entrant: Faction;
  /** MO.terror.sneak-attack: the sectors out of the storm, and at most this many forces. */
  sectors?: number[];
  most?: number;
}

/** MO.enemy-of-my-enemy: the entrant is offered an alliance with Moritani (refused, the token is revealed). */
export interface TerrorAllianceDecision extends DecisionBase {
  kind: 'terror-alliance';
  from: Faction;
  territory: TerritoryId;
}

/** MO.terror.extortion: at the Mentat Pause, each other faction in storm order may pay Moritani 3 to end the token. */
export interface ExtortionDecision extends DecisionBase {
  kind: 'extortion-pay';
}

/** MO.terror.robbery: over its hand limit after drawing, Moritani discards a card of its choice. */
export interface TerrorDiscardDecision extends DecisionBase {
  kind: 'terror-discard';
}

/** MO.ally: Moritani's ally lost a battle; it may keep one of the cards it played (the rest are discarded). */
export interface MoritaniAllyKeepDecision extends DecisionBase {
  kind: 'moritani-ally-keep';
  /** Every card it played, discarded but the one kept. */
  played: TreacheryCardId[];
  /** Those it may keep. */
  keepable: TreacheryCardId[];
}

/**
 * MO.assassinate (Advanced): Moritani lost a battle with no traitor called and the winner's leader alive; it may reveal
 * one of `cards` (its traitor cards for another leader of `faction` than `fought`; maybe none: it is asked regardless).
 */
export interface MoritaniAssassinateDecision extends DecisionBase {
  kind: 'moritani-assassinate';
  faction: Faction;
  fought: LeaderId;
  cards: TraitorCardId[];
}

/**
 * MO.karama (Advanced): Moritani lost a battle to `winner`, who played `played`; with a Karama card it may make the
 * winner keep some of `keepable` and discard some of `played` (asked whether it holds a Karama card or not).
 */
export interface MoritaniKaramaDecision extends DecisionBase {
  kind: 'moritani-karama';
  winner: Faction;
  played: TreacheryCardId[];
  keepable: TreacheryCardId[];
}

/** HW.grumman.high: in Spice Collection, Moritani may take a Terror token off the board for `spice` from the bank. */
export interface GrummanRemoveDecision extends DecisionBase {
  kind: 'grumman-remove';
  /** Where tokens stand (one entry per token). */
  placed: TerritoryId[];
  spice: number;
}

export type MoritaniDecision =
  | GrummanRemoveDecision
  | MoritaniKaramaDecision
  | MoritaniAssassinateDecision
  | MoritaniAllyKeepDecision
  | MoritaniPlacementDecision
  | TerrorPlaceDecision
  | TerrorTriggerDecision
  | TerrorEffectDecision
  | TerrorAllianceDecision
  | ExtortionDecision
  | TerrorDiscardDecision;

export type MoritaniAction =
  | { type: 'moritani-placement'; event: string; territory: TerritoryId; sector: number }
  | { type: 'terror-place'; event: string; token?: TerrorId; from?: TerritoryId; to?: TerritoryId }
  | { type: 'terror-trigger'; event: string; choice: 'reveal' | 'ally' | 'pass'; token?: TerrorId }
  | { type: 'grumman-remove'; event: string; from: TerritoryId | null; token?: TerrorId }
  | { type: 'terror-effect'; event: string; take?: 'spice' | 'card'; give?: TreacheryCardId | null; sector?: number; count?: number }
  | { type: 'terror-alliance'; event: string; accept: boolean }
  | { type: 'extortion-pay'; event: string; pay: boolean }
  | { type: 'terror-discard'; event: string; card: TreacheryCardId }
  | { type: 'moritani-ally-keep'; event: string; keep: TreacheryCardId | null }
  | { type: 'moritani-assassinate'; event: string; card: TraitorCardId | null }
  | { type: 'moritani-karama'; event: string; card: TreacheryCardId | null; keep?: TreacheryCardId[]; discard?: TreacheryCardId[] };

export type MoritaniEvent =
  | { type: 'terror-placed'; territory: TerritoryId; from?: TerritoryId }
  | { type: 'terror-token-placed'; token: TerrorId; territory: TerritoryId }
  | { type: 'terror-declined'; territory: TerritoryId; entrant: Faction }
  | { type: 'terror-revealed'; token: TerrorId; territory: TerritoryId; entrant: Faction }
  | {
      type: 'terror-effect';
      token: TerrorId;
      entrant: Faction;
      territory: TerritoryId;
      leader?: LeaderId;
      spice?: number;
      discarded?: TreacheryCardId | null;
      gave?: boolean;
      took?: 'spice' | 'card';
      forces?: number;
      sector?: number;
    }
  | { type: 'terror-card-drawn'; card: TreacheryCardId }
  | { type: 'terror-card-given'; card: TreacheryCardId; to: Faction }
  | { type: 'terror-alliance-offered'; territory: TerritoryId; to: Faction }
  | { type: 'terror-alliance-refused'; territory: TerritoryId; to: Faction }
  | { type: 'alliances-broken'; factions: Faction[] }
  | { type: 'extortion-paid'; faction: Faction }
  | { type: 'extortion-returned' }
  | { type: 'hand-limit-discard'; faction: Faction; card: TreacheryCardId }
  | { type: 'terror-returned'; territory: TerritoryId }
  | { type: 'grumman-terror-removed'; territory: TerritoryId; spice: number }
  | { type: 'vidal-gained'; territories: TerritoryId[] }
  | { type: 'moritani-ally-kept'; faction: Faction; card: TreacheryCardId }
  | { type: 'leader-assassinated'; faction: Faction; leader: LeaderId; killed: boolean; spice: number }
  | { type: 'assassins-replaced'; count: number }
  | { type: 'moritani-karama-forced'; winner: Faction; keep: TreacheryCardId[]; discard: TreacheryCardId[] }
  | { type: 'moritani-karama-returned'; winner: Faction; cards: TreacheryCardId[] }
  | { type: 'assassins-drawn'; cards: TraitorCardId[] }
  | { type: 'terror-robbed'; from: Faction; spice: number }
  | { type: 'terror-forces-destroyed'; faction: Faction; territory: TerritoryId; sector: number; regular: number; elite: number; advisors: number };
