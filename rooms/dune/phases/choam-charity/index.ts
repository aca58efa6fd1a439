// Phase module for choam-charity: not implemented yet (null), so the game stops when it reaches this phase.
import type { PhaseModule } from '../handler.ts';

export const choamPhase: PhaseModule | null = null;
export const choamHandlers = {};
