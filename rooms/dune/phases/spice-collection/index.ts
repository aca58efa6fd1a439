// Phase 1.08, Spice Collection: automatic (collect.ts; 1.13.01 under Advanced rules); with the Homeworlds variant an
// occupier with an ally may then be asked how much of its occupation income it passes on (income-share.ts).
import type { PhaseModule } from '../handler.ts';
import { increasedSpiceFlow } from './advanced-spice-flow.ts';
import { collectAll } from './collect.ts';
import { plugins } from '../../extension-points.ts';

export const collectionPhase: PhaseModule = {
  phase: 'spice-collection',
  // 1.08.00: the eighth phase: forces in territories holding spice collect it, with no decision.
  rule: '1.08',
  enter(ctx) {
    ctx.state.step = 'collect';
    const from = ctx.events.length;
    collectAll(ctx);
    increasedSpiceFlow(ctx);
    // Then the plug-ins' income, from what was collected in this phase (Homeworlds: occupations, Giedi Prime, the
    // Southern Hemisphere, and the occupiers' shares).
    for (const p of plugins()) p.collectionDone?.(ctx, from);
  },
  proceed() {
    return 'done';
  },
};

export const collectionHandlers = {};
