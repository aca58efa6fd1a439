// The Homeworlds variant (CHOAM & Richese, Ixians & Tleilaxu …), its cards and Tupile, as a plug-in of the core
// (extension-points.ts).
import type { Plugin } from '../../extension-points.ts';
import { homeworldCustodyProblems } from './custody.ts';
import { homeworldHandlers } from './handlers.ts';
import { handLimit } from '../../phases/bidding/eligibility.ts';
import { discardDown, loseTupileSlots } from './hand-limit.ts';
import { syncOccupation } from './occupation.ts';
import { homeworldsOn, newHomeworldsState } from './state.ts';
import { tupileQuote } from './tupile.ts';
import { homeworldViews } from './view.ts';
import { creditNative } from './payments.ts';
import { caladanBlind } from './caladan.ts';
import { openJunctionOffers } from './junction.ts';
import { homeworldQuote, homeworldShipmentProblem, isOwnWorld, worldOffer } from './shipping.ts';
import { advisorCountProblem, advisorTerms } from './wallach-ix.ts';

export const homeworlds = {
  name: 'homeworlds',
  // HW.setup: every faction's reserves are on its homeworld; the variant's state holds occupations and Tupile's uses.
  setUp(state) {
    if (state.config.modules?.includes('homeworlds')) state.homeworlds = newHomeworldsState();
  },
  handlers: {
    ...homeworldHandlers,
    // HW.hand-limit: a hand discarded down once Tupile's extra slot is gone.
    'discard-down': discardDown,
  },
  // HW.occupation: occupations start and end as the forces now stand; HW.hand-limit: hands over their limit
  // (Tupile's extra slot lost) are discarded down first.
  settle(ctx) {
    syncOccupation(ctx);
    if (homeworldsOn(ctx.state)) loseTupileSlots(ctx, (f) => handLimit(ctx.state, f));
  },
  // HW.kaitain.low, HW.junction.low: the Emperor's card income and the Guild's shipping income, shared on a low face.
  receiveIncome(ctx, _recipient, amount, credit) {
    if (credit !== 'kaitain' && credit !== 'junction') return false;
    creditNative(ctx, credit, amount);
    return true;
  },
  view: (state) => ({ homeworlds: homeworldViews(state), tupile: tupileQuote(state) }),
  // Tupile's answers reach CHOAM alone.
  privateView: (state, faction) => ({ intelligence: faction === 'choam' ? (state.homeworlds?.receipts ?? []).map((r) => ({ ...r })) : [] }),
  custodyProblems: homeworldCustodyProblems,
  // Shipment and movement
  // HW.junction.high: the Guild's offers as the phase starts.
  openBeforeShipments: openJunctionOffers,
  // HW.caladan.low: no Wormsign look.
  wormsignHidden: caladanBlind,
  // HW.shipping, HW.junction.high: homeworlds to ship to, their price and checks; forces carried home.
  shipTerms: worldOffer,
  shipmentQuote: homeworldQuote,
  homeworldShipmentProblem,
  reservesAt: isOwnWorld,
  // HW.wallach-ix.low, HW.wallach-ix.high: no spiritual advisors, or 2 to the Polar Sink.
  spiritualAdvisors: advisorTerms,
  spiritualAdvisorCountProblem: (decision, count, advisor) => advisorCountProblem(decision.max, count, advisor),
} satisfies Plugin;
