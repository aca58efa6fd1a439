// Phase module for battle: not implemented yet (null), so the game stops when it reaches this phase.
import type { PhaseModule } from '../handler.ts';

export const battlePhase: PhaseModule | null = null;
export const battleHandlers = {};
