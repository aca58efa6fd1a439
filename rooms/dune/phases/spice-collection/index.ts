// Phase 1.08, Spice Collection: automatic, no decisions (collect.ts; 1.13.01 under Advanced rules).
import type { PhaseModule } from '../handler.ts';
import { increasedSpiceFlow } from './advanced-spice-flow.ts';
import { collectAll } from './collect.ts';
import { occupationIncome } from '../../homeworlds/occupation.ts';

export const collectionPhase: PhaseModule = {
  phase: 'spice-collection',
  // 1.08.00: the eighth phase: forces in territories holding spice collect it, with no decision.
  rule: '1.08',
  enter(ctx) {
    ctx.state.step = 'collect';
    collectAll(ctx);
    increasedSpiceFlow(ctx);
    occupationIncome(ctx);
  },
  proceed() {
    return 'done';
  },
};

export const collectionHandlers = {};
