// Every phase module, by phase. A phase missing here is not implemented: the game stops when it reaches it.
import type { Phase } from '../types.ts';
import type { PhaseModule } from './handler.ts';
import { setupPhase } from './setup/index.ts';
import { stormPhase } from './storm/index.ts';

export const PHASE_MODULES: Partial<Record<Phase, PhaseModule>> = {
  setup: setupPhase,
  storm: stormPhase,
};
