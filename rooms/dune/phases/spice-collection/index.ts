// Phase module for spice-collection: not implemented yet (null), so the game stops when it reaches this phase.
import type { PhaseModule } from '../handler.ts';

export const collectionPhase: PhaseModule | null = null;
export const collectionHandlers = {};
