// Phase module for revival: not implemented yet (null), so the game stops when it reaches this phase.
import type { PhaseModule } from '../handler.ts';

export const revivalPhase: PhaseModule | null = null;
export const revivalHandlers = {};
