// The Ecaz faction's state, decisions, events and views (Ecaz & Moritani; docs/rules/ecaz.tsv, EC.*).
import type { QueuedArrival } from '../../arrivals.ts';
import type { DecisionBase, Faction, LeaderId, TerritoryId, TreacheryCardId, TraitorCardId } from '../../types.ts';

/** EC.ambassadors: the eleven Ambassador tokens, each named after a faction (Moritani has none). */
export const AMBASSADORS = ['atreides', 'bene-gesserit', 'emperor', 'fremen', 'harkonnen', 'guild', 'choam', 'tleilaxu', 'ixians', 'richese', 'ecaz'] as const;
export type AmbassadorId = (typeof AMBASSADORS)[number];

/** An Ambassador standing in a stronghold, face up. */
export interface PlacedAmbassador {
  token: AmbassadorId;
  territory: TerritoryId;
}

/**
 * EM.vidal: where Duke Vidal is (absent: set aside). Held, he is in the holder's leader record (lent: for the turn, to
 * Ecaz's new ally or to Moritani, MO.vidal); dead, in Ecaz's, whose alone he is to revive; gone: killed in a game
 * without Ecaz, out of the game.
 */
/** `lent`: to Ecaz's new ally for the turn; `occupier`: to Ecaz's occupier while the occupation lasts (HW.ecaz.occupied). */
export type VidalState = { at: 'held'; by: Faction; lent?: true; occupier?: true } | { at: 'tanks' } | { at: 'gone' };

/** The faction state that keeps Duke Vidal's record: Ecaz's, or Moritani's in a game without Ecaz (MO.vidal). */
export interface VidalKeeper {
  vidal?: VidalState;
}

export interface EcazState {
  /** EC.ambassadors.supply: the tokens Ecaz may place (public). */
  supply: AmbassadorId[];
  /** The tokens in strongholds, face up, in the order placed. */
  placed: PlacedAmbassador[];
  /** EC.ambassadors.refill: the five drawn together this cycle; refilled once all five were triggered. */
  cohort: AmbassadorId[];
  /** Those of the cohort triggered so far (set aside until the refill; the Bene Gesserit's is out of the game). */
  triggered: AmbassadorId[];
  /** EC.ambassador.bene-gesserit: tokens out of the game. */
  removed: AmbassadorId[];
  /** EC.ambassadors.placement: how many were placed in `turn` (the next costs one more). */
  placements: { turn: number; count: number };
  /** Arrivals to put to Ecaz, in order. */
  arrivals: QueuedArrival[];
  /** EM.vidal: Duke Vidal taken or dead (absent: set aside). */
  vidal?: VidalState;
  /** EC.loyalty (Advanced): the Ecaz leader whose traitor card is set aside face up for the game. */
  loyal?: LeaderId;
  /** EC.karama: what Ecaz's Karama power adds to its dial in the battle being fought. */
  dialBonus?: number;
  /**
   * EC.occupy: the battle being fought is Ecaz's and its ally's, both there with forces as it began (public): the
   * fighter once named; `prevented` when a Karama took the combined army away (each then dials its own).
   */
  occupy?: { ally: Faction; fighter?: Faction; prevented?: true };
}

export interface EcazStatePart {
  ecaz?: EcazState;
}

/** Every viewer's view: the whole of the Ambassadors' state but the arrivals in hand (null without Ecaz). */
export interface EcazViewPart {
  ecaz: {
    supply: AmbassadorId[];
    placed: PlacedAmbassador[];
    cohort: AmbassadorId[];
    triggered: AmbassadorId[];
    removed: AmbassadorId[];
    nextCost: number;
    /** Duke Vidal: set aside (null), held (by whom, lent for the turn or not) or in the Tanks. */
    vidal: VidalState | null;
    /** EC.loyalty (Advanced): the Ecaz leader no traitor card betrays (null: none). */
    loyal: LeaderId | null;
  } | null;
}

/** EC.ambassadors.placement: at the end of Revival, Ecaz may place one more Ambassador (the n-th of a turn costs n). */
export interface AmbassadorPlaceDecision extends DecisionBase {
  kind: 'ambassador-place';
  tokens: AmbassadorId[];
  strongholds: TerritoryId[];
  cost: number;
}

/** EC.ambassadors.trigger: a non-ally entered a stronghold with an Ambassador; Ecaz triggers it (for itself or its ally) or not. */
export interface AmbassadorTriggerDecision extends DecisionBase {
  kind: 'ambassador-trigger';
  token: AmbassadorId;
  territory: TerritoryId;
  entrant: Faction;
  /** Ecaz's ally, who may be named to benefit (null: none). */
  ally: Faction | null;
}

/** A place on the board: a territory and its sector. */
export interface AmbassadorSpot {
  territory: TerritoryId;
  sector: number;
}

/** The choices an Ambassador's effect asks of its beneficiary; which fields matter depends on `token`. */
export interface AmbassadorEffectDecision extends DecisionBase {
  kind: 'ambassador-effect';
  /** The effect being used (after a Bene Gesserit copy, the copied one). */
  token: AmbassadorId;
  entrant: Faction;
  territory: TerritoryId;
  /** EC.ambassador.bene-gesserit: the tokens it may copy. */
  copies?: AmbassadorId[];
  /** EC.ambassador.guild: at most this many forces from reserves. */
  most?: number;
  /** EC.ambassador.tleilaxu: the leaders that may be revived. */
  leaders?: LeaderId[];
  /** EC.ambassador.ecaz: Duke Vidal may be taken (or lent with the alliance); an alliance may be offered. */
  vidal?: true;
  alliance?: true;
}

/** EC.ambassador.ecaz: the entrant is offered an alliance with Ecaz. */
export interface AmbassadorAllianceDecision extends DecisionBase {
  kind: 'ambassador-alliance';
  from: Faction;
  /** Duke Vidal comes with it, for the rest of the turn. */
  lend?: true;
}

/** EC.karama (Advanced): the plans revealed, Ecaz may spend a Karama card to add `bonus` to its dial (asked whatever it holds). */
export interface EcazKaramaDecision extends DecisionBase {
  kind: 'ecaz-karama';
  bonus: number;
}

/** EC.occupy: Ecaz and its ally share the battle's site; Ecaz names which of the two fights (its leader, cards, spice). */
export interface OccupyFighterDecision extends DecisionBase {
  kind: 'occupy-fighter';
  ally: Faction;
  opponent: Faction;
  territory: TerritoryId;
}

export type EcazDecision =
  | OccupyFighterDecision
  | EcazKaramaDecision
  | AmbassadorPlaceDecision
  | AmbassadorTriggerDecision
  | AmbassadorEffectDecision
  | AmbassadorAllianceDecision;

/** What the beneficiary answers an effect with: the fields its token reads (every other field absent). */
export interface AmbassadorEffectChoice {
  /** Nothing: the effect is passed (every token but the Bene Gesserit's may be passed). */
  pass?: true;
  copy?: AmbassadorId;
  from?: AmbassadorSpot;
  to?: AmbassadorSpot;
  regular?: number;
  elite?: number;
  cards?: TreacheryCardId[];
  leader?: LeaderId;
  buy?: true;
  ally?: true;
  /** EC.ambassador.ecaz: Duke Vidal taken; with `ally`, lent to the new ally for the turn. */
  vidal?: true;
  lend?: true;
}

export type EcazAction =
  | { type: 'ambassador-place'; event: string; token: AmbassadorId | null; territory?: TerritoryId }
  | { type: 'ambassador-trigger'; event: string; trigger: boolean; forAlly?: boolean }
  | ({ type: 'ambassador-effect'; event: string } & AmbassadorEffectChoice)
  | { type: 'ambassador-alliance'; event: string; accept: boolean }
  | { type: 'ecaz-karama'; event: string; card: TreacheryCardId | null }
  | { type: 'occupy-fighter'; event: string; fighter: Faction };

export type EcazEvent =
  /** EC.occupy: who fights for Ecaz and its ally, and who is the aggressor now (the earlier of the two fighters in storm order). */
  | { type: 'occupy-fighter-chosen'; fighter: Faction; ally: Faction; territory: TerritoryId; aggressor: Faction }
  /** EC.collection: what Ecaz and its ally collected together in one territory, split evenly (the odd spice to the ally). */
  | { type: 'occupy-collection-split'; territory: TerritoryId; ally: Faction; ecaz: number; allyShare: number }
  | { type: 'ecaz-karama-dial'; bonus: number }
  | { type: 'ambassadors-drawn'; tokens: AmbassadorId[] }
  | { type: 'ambassador-placed'; token: AmbassadorId; territory: TerritoryId; cost: number }
  | { type: 'ambassador-triggered'; token: AmbassadorId; territory: TerritoryId; entrant: Faction; beneficiary: Faction }
  | { type: 'ambassador-declined'; token: AmbassadorId; territory: TerritoryId; entrant: Faction }
  | {
      type: 'ambassador-used';
      token: AmbassadorId;
      beneficiary: Faction;
      entrant: Faction;
      /** What became public: spice gained or paid, cards discarded, forces placed, moved or revived, a leader revived. */
      spice?: number;
      discarded?: TreacheryCardId[];
      drew?: number;
      from?: AmbassadorSpot;
      to?: AmbassadorSpot;
      forces?: number;
      leader?: LeaderId;
      copy?: AmbassadorId;
      passed?: true;
    }
  | { type: 'ambassador-seen'; token: 'atreides' | 'harkonnen'; entrant: Faction; cards: TreacheryCardId[]; traitors: TraitorCardId[] }
  | { type: 'ambassador-drawn-card'; card: TreacheryCardId }
  | { type: 'ambassador-alliance-declined'; from: Faction; to: Faction }
  | { type: 'ambassador-returned'; token: AmbassadorId; territory: TerritoryId; cause: 'storm' | 'explosion' }
  | { type: 'vidal-taken'; faction: Faction; from: Faction | null; lent?: true; occupier?: true }
  | { type: 'vidal-set-aside'; from: Faction; cause: 'battle' | 'turn' | 'revived' | 'occupation' }
  | { type: 'ecaz-poison-income'; cards: TreacheryCardId[]; spice: number };
