// Phase 1.01, the Storm. Turn 1 places the storm by the first-storm dials (0.16); later turns are not built yet.
import type { PhaseModule } from '../handler.ts';
import { dialStorm, openFirstStorm } from './first-storm.ts';

export const stormPhase: PhaseModule = {
  phase: 'storm',
  rule: '1.01',
  enter(ctx) {
    if (ctx.state.turn === 1) openFirstStorm(ctx);
  },
  proceed() {
    return 'done';
  },
};

export const stormHandlers = { 'dial-storm': dialStorm };
