// Phase module for shipment-movement: not implemented yet (null), so the game stops when it reaches this phase.
import type { PhaseModule } from '../handler.ts';

export const shipmentPhase: PhaseModule | null = null;
export const shipmentHandlers = {};
