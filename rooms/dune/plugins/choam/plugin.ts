// The CHOAM faction (CHOAM & Richese) as a plug-in of the core (extension-points.ts).
import type { Plugin } from '../../extension-points.ts';
import { choamFactionHandlers } from './handlers.ts';
import { choamOptions } from './options.ts';
import { choamView, newChoamState } from './state.ts';
import { ownTradeOffer } from './trade.ts';
import { openMarket } from './market.ts';
import { karamaBlocked, openWorthless, pruneEffects, worthlessMoveTerms } from './worthless.ts';

export const choam = {
  name: 'choam',
  setUp(state) {
    if (state.factions.choam) state.choam = newChoamState();
  },
  handlers: choamFactionHandlers,
  phaseStarting: (state) => pruneEffects(state),
  // CH.worthless: CHOAM's Worthless effects, as a phase starts.
  openAtPhaseStart: (ctx) => openWorthless(ctx),
  // CH.sale, CH.ally.trade: the market and the ally's trade, as a phase ends.
  openAtPhaseEnd: (ctx) => openMarket(ctx),
  view: (state) => ({ choam: choamView(state) }),
  privateView: (state, faction) => ({ tradeOffer: ownTradeOffer(state, faction) }),
  decisionOptions: choamOptions,
  // Shipment and movement
  // CH.worthless.kulon, CH.worthless.baliset: CHOAM's extra territory, the territories barred to a mover.
  moveTerms: worthlessMoveTerms,
  // CH.worthless.kull-wahad: no Karama for the faction this phase.
  karamaBarred: karamaBlocked,
} satisfies Plugin;
