// Phase 1.04, Bidding: hands declared and cards dealt (1.04.01–1.04.04), allies' support offers (1.10.02.05),
// then the phase's schedule of lots (lots.ts): one auction per card of the row (1.04.05–1.04.09) and the plug-ins'
// lots. The handlers open each next bid; `proceed` starts each next lot.
import type { Context } from '../../context.ts';
import { plugins } from '../../extension-points.ts';
import type { PhaseModule } from '../handler.ts';
import { offerBidSupport, openSupportOffers } from './ally-support.ts';
import { startNextLot } from './lots.ts';
import { bid } from './bid.ts';
import { declareAndDeal } from './declaration.ts';
import { biddingPrivateRoundView, biddingRoundView } from './views.ts';

/** The phase's step while a plug-in's lot before the declaration is played out. */
const BEFORE_DECLARATION = 'before-declaration';

/** 1.04.01–1.04.04 and 1.10.02.05: support only matters when something is up for bid. */
function declare(ctx: Context): void {
  if (declareAndDeal(ctx)) openSupportOffers(ctx);
}

export const biddingPhase: PhaseModule = {
  phase: 'bidding',
  // 1.04.00: the fourth phase: factions bid spice for treachery cards.
  rule: '1.04',
  enter(ctx) {
    // A plug-in's lot before the hands are declared (RI.black-market) is played out first.
    ctx.state.step = BEFORE_DECLARATION;
    if (plugins().some((p) => p.openBeforeDeclaration?.(ctx) ?? false)) return;
    declare(ctx);
  },
  proceed(ctx) {
    if (ctx.state.step === 'over') return 'done';
    if (ctx.state.step === BEFORE_DECLARATION) {
      declare(ctx);
      if (ctx.state.pending.length > 0) return 'continue';
    }
    return startNextLot(ctx);
  },
  roundView: biddingRoundView,
  privateRoundView: biddingPrivateRoundView,
  heldCards(state) {
    // The face-down row (1.04.04) until each card is bought or returned.
    return { treachery: state.round?.phase === 'bidding' ? [...state.round.row] : [], spice: [] };
  },
};

export const biddingHandlers = { bid, 'offer-bid-support': offerBidSupport };
