// Bot profiles (issue 5): `botAnswer(profile, view, decision)` answers any decision from the seat's own view.
// Pure and deterministic: randomness comes from a PRNG seeded by the decision id, the seat and the profile.
// - easy: random legal moves (bots/legal.ts).
// - medium: the heuristics below with frequent mistakes (35% random answers), plainer battle plans.
// - hard: card values and a spice reserve in bidding; landings and moves toward the strongholds the unit needs,
//   away from the storm, attacks only with a majority and always against a faction about to win; battle plans
//   dialled against the opponent's best possible total, weapon/defense paired, cards kept in lost causes; a Bene
//   Gesserit prediction of the turn tables end most often. Occasional mistakes (15% random answers: BLUNDER, set so
//   that brutal is the stronger for every faction by a clear margin, not by a near tie).
// - brutal: hard plus a look-ahead at what the opponents can still do this turn (block, deny, size landings and
//   attacks against their forces and leaders), Prescience used in the plan, traitor-risk-aware leader choice and
//   battles won by a traitor call at no cost, a first-storm dial for a late place in storm order, a Bene Gesserit
//   prediction it then lets come true, Fremen placed within reach of three strongholds, staging moves, and
//   (Moritani) Enemy of My Enemy offered to a strong entrant when it has no ally.
// - CHOAM (plugins/choam/bots/, medium and up): sales of what it will not use, Worthless effects on the best targets,
//   Inflation by the arithmetic, the audit, funding its ally's battles; hard and brutal also keep a valued second
//   Karama or Shield, hold Worthless cards for their phase until the next bidding and play CHOAM's Karama power.
// - Homeworlds (plugins/homeworlds/bots/, medium and up): Caladan's reinforcement where it counts, Kaitain's paid
//   discards of spare cards, the Giedi Prime card to the emptier hand, Fedaykin to the threatened Fremen, and the
//   cheapest cards discarded down to the hand limit.
// The plug-ins' answers come from the answers' registry (bots/extension-points.ts), installed by plugins/answers.ts.
import type { Decision, DecisionAction, DecisionKind, LeaderId, PlayerView } from '../types.ts';
import { botContext, BLUNDER, type BotProfile } from './context.ts';
import { pluginThinker, type Thinker, type ThinkerTable } from './extension-points.ts';
import { answerBid, answerBidSupport } from './bidding.ts';
import { answerShip } from './shipment.ts';
import { answerMove } from './movement.ts';
import { answerIntrusion, answerSpiritualAdvisor, answerWartime } from './advisors.ts';
import { answerBattleChoice } from './battle-choices.ts';
import { answerCardWindow } from './card-windows.ts';
import { answerHarkonnenReturn } from './karama-powers.ts';
import { answerBattleCards, answerBattlePlan, answerCallTraitor, answerChooseBattle, answerPrescience, answerPrescienceAnswer, answerVoice } from './battle.ts';
import { awaitingPrediction } from './prediction.ts';
import { answerPickTraitor, answerPlaceFremen, answerPredict } from './setup.ts';
import { answerDialStorm, answerFamilyAtomics, answerWeatherControl } from './storm.ts';
import { answerRideWorm } from './worm.ts';
import { answerAllianceOffer, answerNexusTurn, answerPlaceWorm, answerProtectAlly } from './nexus.ts';
import { answerKaramaWindow } from './karama.ts';
import { answerClaimCharity, answerGrantFreeRevival, answerPayAllyRevival, answerRevive } from './revival.ts';
import { leader as leaderData } from '../factions/leaders.ts';

const leaderStrength = (id: LeaderId): number => leaderData(id).strength;

export type { BotProfile } from './context.ts';
export { BOT_PROFILES } from './context.ts';

/** The base game's thinking answers; a plug-in's decisions are answered by its own (pluginThinker). */
const THINKERS: ThinkerTable = {
  predict: answerPredict,
  'pick-traitor': answerPickTraitor,
  'place-fremen': answerPlaceFremen,
  'dial-storm': answerDialStorm,
  'weather-control': answerWeatherControl,
  'family-atomics': answerFamilyAtomics,
  'protect-ally': (d) => answerProtectAlly(d),
  'ride-worm': answerRideWorm,
  'place-worm': answerPlaceWorm,
  // 1.14.03: a thinking Fremen calls its sandworm as a free action before this answer (bots/fremen-worm.ts).
  'karama-sandworm': (d) => ({ type: 'karama-sandworm', event: d.id, territory: null, card: null }),
  'nexus-turn': answerNexusTurn,
  'alliance-offer': answerAllianceOffer,
  'claim-charity': (d) => answerClaimCharity(d),
  bid: answerBid,
  'offer-bid-support': answerBidSupport,
  revive: answerRevive,
  'grant-free-revival': (d) => answerGrantFreeRevival(d),
  'pay-ally-revival': answerPayAllyRevival,
  wormsign: (d) => ({ type: 'wormsign', event: d.id, look: true }),
  'offer-shipment-support': (d, ctx) => ({ type: 'offer-shipment-support', event: d.id, amount: ctx.level >= 2 ? Math.floor(d.max / 3) : 0 }),
  ship: (d, ctx) => (awaitingPrediction(ctx) ? { type: 'ship', event: d.id, mode: 'pass' } : answerShip(d, ctx)),
  move: (d, ctx) => (awaitingPrediction(ctx) ? { type: 'move', event: d.id } : answerMove(d, ctx)),
  'spiritual-advisor': answerSpiritualAdvisor,
  wartime: answerWartime,
  intrusion: answerIntrusion,
  'choose-battle': answerChooseBattle,
  prescience: answerPrescience,
  'prescience-answer': answerPrescienceAnswer,
  voice: answerVoice,
  'battle-plan': answerBattlePlan,
  'call-traitor': answerCallTraitor,
  'battle-choice': answerBattleChoice,
  'battle-cards': (d) => answerBattleCards(d),
  // 2.05.10: a strong leader is worth keeping as a captive; a weak one is worth 2 spice dead.
  'capture-leader': (d) => ({ type: 'capture-leader', event: d.id, choice: leaderStrength(d.leader) >= 4 ? 'capture' : 'kill' }),
  // 3.01.22: a bot has no memory between decisions to use an answer, so it keeps the card.
  truthtrance: (d) => ({ type: 'truthtrance', event: d.id, play: null }),
  'karama-window': answerKaramaWindow,
  'card-window': answerCardWindow,
  'harkonnen-return': answerHarkonnenReturn,
};

export function botAnswer(profile: BotProfile, view: PlayerView, decision: Decision): DecisionAction {
  const ctx = botContext(profile, view, decision);
  if (ctx.random() < BLUNDER[profile]) return ctx.fallback();
  const think = (THINKERS[decision.kind] ?? pluginThinker(decision.kind)) as Thinker<DecisionKind> | undefined;
  return (think ? think(decision as never, ctx) : null) ?? ctx.fallback();
}
