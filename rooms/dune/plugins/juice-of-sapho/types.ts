import type { Faction, Phase } from '../../types.ts';

/** Juice of Sapho played at a phase's start: its player goes first or last in this phase's turn order. */
export interface JuiceRecord {
  turn: number;
  phase: Phase;
  faction: Faction;
  position: 'first' | 'last';
}

/** The game state's part: every game holds it (null until a Juice of Sapho is played for a place in the order). */
export interface JuiceStatePart {
  juice?: JuiceRecord | null;
}
