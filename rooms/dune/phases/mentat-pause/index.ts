// Phase module for mentat-pause: not implemented yet (null), so the game stops when it reaches this phase.
import type { PhaseModule } from '../handler.ts';

export const mentatPhase: PhaseModule | null = null;
export const mentatHandlers = {};
