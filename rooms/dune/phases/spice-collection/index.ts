// Phase 1.08, Spice Collection: automatic, no decisions (collect.ts; 1.13.01 under Advanced rules).
import type { PhaseModule } from '../handler.ts';
import { increasedSpiceFlow } from './advanced-spice-flow.ts';
import { collectAll } from './collect.ts';
import { occupationIncome } from '../../homeworlds/occupation.ts';
import { giediBonus } from '../../homeworlds/giedi-prime.ts';
import { shareFremenCollection } from '../../homeworlds/southern-hemisphere.ts';

export const collectionPhase: PhaseModule = {
  phase: 'spice-collection',
  // 1.08.00: the eighth phase: forces in territories holding spice collect it, with no decision.
  rule: '1.08',
  enter(ctx) {
    ctx.state.step = 'collect';
    const from = ctx.events.length;
    collectAll(ctx);
    increasedSpiceFlow(ctx);
    occupationIncome(ctx);
    // HW.giedi-prime.high, HW.southern-hemisphere.occupied: from what was collected in this phase.
    giediBonus(ctx, ctx.events.slice(from));
    shareFremenCollection(ctx, ctx.events.slice(from));
  },
  proceed() {
    return 'done';
  },
};

export const collectionHandlers = {};
