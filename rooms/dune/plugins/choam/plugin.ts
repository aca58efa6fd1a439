// The CHOAM faction (CHOAM & Richese) as a plug-in of the core (extension-points.ts).
import type { Plugin } from '../../extension-points.ts';
import { choamFactionHandlers } from './handlers.ts';
import { choamOptions } from './options.ts';
import { choamView, newChoamState } from './state.ts';
import { ownTradeOffer } from './trade.ts';

export const choam = {
  name: 'choam',
  setUp(state) {
    if (state.factions.choam) state.choam = newChoamState();
  },
  handlers: choamFactionHandlers,
  view: (state) => ({ choam: choamView(state) }),
  privateView: (state, faction) => ({ tradeOffer: ownTradeOffer(state, faction) }),
  decisionOptions: choamOptions,
} satisfies Plugin;
