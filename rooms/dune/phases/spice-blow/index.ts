// Phase module for spice-blow: not implemented yet (null), so the game stops when it reaches this phase.
import type { PhaseModule } from '../handler.ts';

export const spiceBlowPhase: PhaseModule | null = null;
export const spiceBlowHandlers = {};
