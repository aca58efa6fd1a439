// Moving forces between two places on the board. Belongs in board/forces.ts (not owned by this phase).
import { addForces, stackAt } from '../../board/forces.ts';
import type { Faction, GameState } from '../../types.ts';
import type { Spot } from './types.ts';

/** Moves regular and starred forces from one sector to another; callers check the stack holds them. */
export function transferForces(state: GameState, faction: Faction, from: Spot, to: Spot, take: { regular: number; elite: number }): void {
  const stack = stackAt(state, faction, from.territory, from.sector);
  if (!stack || stack.regular < take.regular || stack.elite < take.elite) throw new Error(`transferForces: ${faction} lacks forces in ${from.territory}#${from.sector}`);
  stack.regular -= take.regular;
  stack.elite -= take.elite;
  if (stack.regular + stack.elite + stack.advisors === 0) state.forces = state.forces.filter((s) => s !== stack);
  addForces(state, { faction, ...to }, take);
}
