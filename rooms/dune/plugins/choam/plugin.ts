// The CHOAM faction (CHOAM & Richese) as a plug-in of the core (extension-points.ts).
import type { Plugin } from '../../extension-points.ts';
import { choamFactionHandlers } from './handlers.ts';
import { choamOptions } from './options.ts';
import { choamView, newChoamState } from './state.ts';
import { ownTradeOffer } from './trade.ts';
import { openMarket } from './market.ts';
import { openWorthless, pruneEffects } from './worthless.ts';
import { openAudit } from './audit.ts';
import { fundingOption, fundingProblem, openBattleFunding, payChoamPart } from './battle-funding.ts';
import { collectBattleIncome } from './battle-income.ts';

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

  // Battle (phases/battle/): CH.ally.battle-funding, CH.audit, CH.battle-income.
  battlePhaseEntered: openBattleFunding,
  atBattleStage(ctx, battle, stage) {
    if (stage === 'audit') openAudit(ctx, battle);
  },
  planFunding: fundingOption,
  fundingProblem: (options, plan) => fundingProblem(options.choamSupport, plan),
  // CHOAM pays its part first; the side pays the rest.
  payPlanFunding: (ctx, _faction, plan) => (plan.spice ?? 0) - payChoamPart(ctx, plan),
  battleIncome: collectBattleIncome,
} satisfies Plugin;
