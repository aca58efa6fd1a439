// Phase 1.08, Spice Collection: automatic (collect.ts; 1.13.01 under Advanced rules); with the Homeworlds variant an
// occupier with an ally may then be asked how much of its occupation income it passes on (income-share.ts).
import type { PhaseModule } from '../handler.ts';
import { increasedSpiceFlow } from './advanced-spice-flow.ts';
import { collectAll } from './collect.ts';
import { offerIncomeShares } from '../../plugins/homeworlds/income-share.ts';
import { occupationIncome } from '../../plugins/homeworlds/occupation.ts';
import { giediBonus } from '../../plugins/homeworlds/giedi-prime.ts';
import { shareFremenCollection } from '../../plugins/homeworlds/southern-hemisphere.ts';

export const collectionPhase: PhaseModule = {
  phase: 'spice-collection',
  // 1.08.00: the eighth phase: forces in territories holding spice collect it, with no decision.
  rule: '1.08',
  enter(ctx) {
    ctx.state.step = 'collect';
    const from = ctx.events.length;
    collectAll(ctx);
    increasedSpiceFlow(ctx);
    const income = occupationIncome(ctx);
    // HW.giedi-prime.high, HW.southern-hemisphere.occupied: from what was collected in this phase.
    giediBonus(ctx, ctx.events.slice(from));
    shareFremenCollection(ctx, ctx.events.slice(from));
    // HW.occupation-income: then each occupier with an ally says how much of its income goes to that ally.
    offerIncomeShares(ctx, income);
  },
  proceed() {
    return 'done';
  },
};

export const collectionHandlers = {};
