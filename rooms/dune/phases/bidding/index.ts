// Phase module for bidding: not implemented yet (null), so the game stops when it reaches this phase.
import type { PhaseModule } from '../handler.ts';

export const biddingPhase: PhaseModule | null = null;
export const biddingHandlers = {};
