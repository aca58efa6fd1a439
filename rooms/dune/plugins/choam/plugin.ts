// The CHOAM faction (CHOAM & Richese) as a plug-in of the core (extension-points.ts).
import type { Plugin } from '../../extension-points.ts';
import { choamFactionHandlers } from './handlers.ts';
import { choamOptions } from './options.ts';
import { charityMultiplier, choamView, inflationFaceUp, newChoamState } from './state.ts';
import { auditorRevivable, choamRevivalUses, revivalTerms } from './revival.ts';
import { inflationStep } from './inflation.ts';
import { ownTradeOffer } from './trade.ts';
import { openMarket } from './market.ts';
import { cloaked, freeRevivalDenied, openWorthless, pruneEffects, worthlessMoveTerms } from './worthless.ts';
import { beginDividends, choamPays, mayAsk, settleDividends } from './dividends.ts';
import { offerKullWahad } from './kull-wahad.ts';
import { openAudit } from './audit.ts';
import { choamViewRules } from './view-rules.ts';
import { fundingOption, fundingProblem, openBattleFunding, payChoamPart } from './battle-funding.ts';
import { collectBattleIncome, settleBattleIncome } from './battle-income.ts';

export const choam = {
  name: 'choam',
  // CHOAM's homeworld, Tupile, restricts its market (HW.tupile.high).
  dependsOn: ['homeworlds'],
  setUp(state) {
    if (state.factions.choam) state.choam = newChoamState();
  },
  handlers: choamFactionHandlers,
  // CH.inflation: the Inflation token, in the Mentat Pause after the victory check.
  steps: [{ phase: 'mentat-pause', after: 'victory', step: inflationStep }],
  phaseStarting: (state) => pruneEffects(state),
  // CH.worthless: CHOAM's Worthless effects, as a phase starts.
  openAtPhaseStart: (ctx) => openWorthless(ctx),
  // CH.sale, CH.ally.trade: the market and the ally's trade, as a phase ends.
  openAtPhaseEnd: (ctx) => openMarket(ctx),
  // CH.dividends, CH.inflation, CH.charity: CHOAM's part of the Charity phase.
  beginCharity: beginDividends,
  charityMultiplier,
  mayClaimCharity: mayAsk,
  paysCharity(ctx, claimant, base, amount) {
    if (!choamPays(ctx.state, claimant)) return false;
    // CHOAM's dividends always cover the turn's charity; should they not, the bank pays the rest. A low homeworld's
    // extra comes from the bank (HW.low-charity).
    const choam = ctx.ownFaction('choam');
    choam.spice -= Math.min(choam.spice, base);
    ctx.emit({ type: 'charity-claimed', faction: claimant, amount, paidBy: 'choam' });
    return true;
  },
  // CH.worthless.la-la-la: CHOAM denied a faction its free revival this turn.
  freeRevivalDenied,
  // CH.revival: any number of its forces at 1 spice each, a ✷ use.
  revivalTerms,
  revivalUses: choamRevivalUses,
  revivableLeaders: auditorRevivable,
  bribesRefused: (state) => (inflationFaceUp(state) === 'double' ? 'CH.inflation: no bribes while the Inflation token shows Double' : null),
  // CH.worthless.jubba-cloak: CHOAM's forces in the cloaked territory lose nothing to the storm.
  stormSpares: cloaked,
  // CH.worthless.kull-wahad: CHOAM's reaction to a Karama played against it.
  reactsToKarama: offerKullWahad,
  settleEffect(ctx, use, cancelled) {
    if (use.ability === 'choam-dividends') settleDividends(ctx, cancelled);
    else if (use.ability === 'choam-battle-income') settleBattleIncome(ctx, use, cancelled);
    else return false;
    return true;
  },
  view: (state) => ({ choam: choamView(state) }),
  privateView: (state, faction) => ({ tradeOffer: ownTradeOffer(state, faction) }),
  decisionOptions: choamOptions,
  // Shipment and movement
  // CH.worthless.kulon, CH.worthless.baliset: CHOAM's extra territory, the territories barred to a mover.
  moveTerms: worthlessMoveTerms,

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

  // Answers (view-rules.ts): the rules the answers apply too, shared with plugins/answers.ts.
  ...choamViewRules,
} satisfies Plugin;
