// The extension points of what each seat sees of it, the options its decisions list, the custody of its pieces and the
// records that must agree (one part of Plugin, extension-points.ts).
import type { PluginPrivatePart, PluginViewPart } from '../extension-points.ts';
import type { OptionsTable } from '../decision-options.ts';
import type { Draft, Faction, GameConfig, GameState, LeaderId, TraitorCardId, TreacheryCardId } from '../types.ts';

export interface RecordsPoints {
  /** Its public part of every view. Called for every game: a game without the plug-in gets its empty part. */
  view?(state: GameState): PluginViewPart;
  /** Its part of one seat's private view (the same rule: an empty part in a game without it). */
  privateView?(state: GameState, faction: Faction): PluginPrivatePart;
  /** Options its decisions list in their seat's view, and the places a refusal names (decision-options.ts). */
  readonly decisionOptions?: OptionsTable;
  /** Treachery cards it holds outside the decks, hands and rounds for a while (the Ixians' starting pool), for custody. */
  heldTreachery?(state: Draft): readonly TreacheryCardId[];
  /**
   * Treachery cards of the game's box it keeps in a pile of its own from set-up, never shuffled into the deck (RI.cache:
   * the Richese cache); heldTreachery accounts for them.
   */
  cardsKeptApart?(config: GameConfig): readonly TreacheryCardId[];
  /** Traitor cards it holds outside the core's places for a while, so that custody finds each in one place. */
  heldTraitors?(state: Draft): readonly TraitorCardId[];
  /** The traitor cards beyond the leaders' it shuffles into a new game's traitor deck (custody expects them). */
  traitorCards?(config: GameConfig): readonly TraitorCardId[];
  /** Cards `seat` holds but has committed to a play of its rules not yet settled: nothing may give them away or move them. */
  committedCards?(state: Draft, seat: Faction): readonly TreacheryCardId[];
  /** Whether its rules hold the treachery discard pile now: no draw from it and no discard onto it (a custody lock). */
  discardPileLocked?(state: Draft): boolean;
  /** Leaders of no faction's roster it has put in a faction's record (EM.vidal), so that custody finds each in one. */
  recordedLeaders?(state: Draft): readonly LeaderId[];
  /** Custody of its own pieces (custody.ts, docs/ARCHITECTURE.md §8.5): the problems found, none when all hold. */
  custodyProblems?(state: Draft): string[];
  /** Its records that must agree (consistency.ts): the disagreements in a game changed outside the engine. */
  consistencyProblems?(state: GameState): string[];
}
