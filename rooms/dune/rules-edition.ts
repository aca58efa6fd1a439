// Stored games keep their rules. A reading of the rules that changes what a game asks or deals applies to games
// created from then on: each game records the edition of the rules it was created under (config.rules), and every
// changed reading asks `playsEdition(state, n)`. A game stored by an earlier build has no `rules` and plays (and
// replays, to the same state hash) edition 1 for ever. docs/RULES-DECISIONS.md says which reading came with which
// edition.
import type { GameConfig } from './types.ts';

/** The edition games are created under now. */
export const RULES_EDITION = 10;

/** The edition `state`'s game was created under: absent (a game of an earlier build) is 1. */
export function rulesEdition(state: { readonly config: Pick<GameConfig, 'rules'> }): number {
  return state.config.rules ?? 1;
}

/** Whether `state`'s game plays the readings of `edition` (it was created under that edition or a later one). */
export function playsEdition(state: { readonly config: Pick<GameConfig, 'rules'> }, edition: number): boolean {
  return rulesEdition(state) >= edition;
}
