// The extension points of the turn: a phase's start and end, the steps it adds, the engine running on, Karama windows
// closing, alliances and the storm (one part of Plugin, extension-points.ts).
import type { Context } from '../context.ts';
import type { Leader } from '../factions/leaders.ts';
import type { StepDef } from '../phases/handler.ts';
import type { AbilityUse } from '../karama/types.ts';
import type { Draft, Faction, Phase, TerritoryId, TreacheryCardId } from '../types.ts';

/** How a faction is dealt traitor cards at set-up (0.11): how many, and whether it keeps them all without choosing. */
export interface TraitorTerms {
  dealt: number;
  keepsAll: boolean;
}

export interface TurnPoints {
  /** Leaders a faction has in a new game beside its five discs (CH.auditor: CHOAM's Auditor in the Advanced game). */
  extraLeaders?(faction: Faction, advanced: boolean): readonly Leader[];
  /** A faction's traitor deal at set-up under its rules (none dealt: `dealt` 0), after the core's terms; null leaves them. */
  traitorTerms?(state: Draft, faction: Faction, terms: TraitorTerms): TraitorTerms | null;
  /**
   * At set-up's starting deal (0.14): true when it deals the starting cards itself (IX.starting-card: the Ixians choose
   * theirs from a pool, a decision of theirs, and its answer deals the rest with phases/setup/starting-treachery.ts).
   */
  dealsStartingCards?(ctx: Context): boolean;
  /** As a phase starts (game-over included), before any window opens: effects that last until then end. */
  phaseStarting?(state: Draft, phase: Phase): void;
  /** Decisions it opens as a phase of the turn starts, beside the card windows; true when it opened any. */
  openAtPhaseStart?(ctx: Context, phase: Phase): boolean;
  /** As a phase of the turn ends, before the decisions the plug-ins open then: what falls due at its end (a Tech token's income). */
  phaseEnding?(ctx: Context, phase: Phase): void;
  /** Two factions just allied, whichever way (a Nexus, an Ambassador's or a Terror token's offer): what it does then. */
  allianceFormed?(ctx: Context, pair: readonly [Faction, Faction]): void;
  /** Decisions it opens as a phase of the turn ends, before the next starts; true when it opened any. */
  openAtPhaseEnd?(ctx: Context): boolean;
  /** Decisions it opens once a phase's own work is done, before the phase ends; true when it opened any. */
  openBeforePhaseEnds?(ctx: Context, phase: Phase): boolean;
  /** The treachery cards an action discarded (face up, whoever discarded them), once, before anything may take them. */
  cardsDiscarded?(ctx: Context, discards: readonly { faction: Faction; card: TreacheryCardId }[]): void;
  /** Later turns' Storm phase: the movement is known (Weather Control and Family Atomics resolved); its questions before the storm moves. */
  beforeStormMoves?(ctx: Context): void;
  /** Each time the engine runs on: bring its state in line with the board (an occupation that began or ended). */
  settle?(ctx: Context): void;
  /** Each time the engine runs on, after the Semuta Drug's offer: true when it opened a question that must be answered first. */
  interrupts?(ctx: Context): boolean;
  /** Steps it adds to a phase, each after a step of the core's (set-up, Mentat Pause). */
  readonly steps?: readonly { phase: Phase; after: string; step: StepDef<string> }[];
  /** Once every seat answered a Karama window: true when the plug-in opened a reaction first (the window closes after). */
  reactsToKarama?(ctx: Context): boolean;
  /**
   * Whether `seat` holds something besides treachery cards that may cancel a use in a Karama window (a Nexus card,
   * NX.betrayal): it is asked in every window then, whatever it holds, as seats with cards are.
   */
  asksInWindows?(state: Draft, seat: Faction): boolean;
  /** Whether `seat` holds a card that betrays `use` (NX.betrayal: its owner's Nexus card, for the abilities it cancels). */
  betrays?(state: Draft, seat: Faction, use: AbilityUse): boolean;
  /** `seat` cancelled `use` with the card that betrays it: the card is spent. */
  betrayalSpent?(ctx: Context, seat: Faction, use: AbilityUse): void;
  /** Settles an automatic ✷ effect of its own held by a Karama window: true when `use` was its own. */
  settleEffect?(ctx: Context, use: AbilityUse, cancelled: boolean): boolean;
  /** Whether `a` and `b` may not ally now (HW.alliance). */
  allianceBarred?(state: Draft, a: Faction, b: Faction): boolean;
  /** Whether `faction`'s forces in `territory` are spared by the storm. */
  stormSpares?(state: Draft, faction: Faction, territory: TerritoryId): boolean;
  /** What a moving storm does to its own pieces in the sectors it started in, passed over or stopped in, after the forces and spice. */
  stormStruck?(ctx: Context, sectors: readonly number[]): void;
}
