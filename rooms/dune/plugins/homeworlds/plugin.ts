// The Homeworlds variant (CHOAM & Richese, Ixians & Tleilaxu …), its cards and Tupile, as a plug-in of the core
// (extension-points.ts).
import type { Plugin } from '../../extension-points.ts';
import { homeworldCustodyProblems } from './custody.ts';
import { homeworldHandlers } from './handlers.ts';
import { handLimit } from '../../phases/bidding/eligibility.ts';
import { discardDown, loseTupileSlots, tupileSlot } from './hand-limit.ts';
import { occupationBarsAlliance, occupationIncome, syncOccupation } from './occupation.ts';
import { offerIncomeShares } from './income-share.ts';
import { freeRevivable, sardaukarFull, sardaukarNegated } from './salusa-secundus.ts';
import { openTleilaxSend } from './tleilax.ts';
import { ixRevivalBonus } from './ix.ts';
import { openFedaykinPlacement, shareFremenCollection } from './southern-hemisphere.ts';
import { caladanBlind, openCaladanReinforce, sharesBiddingLook } from './caladan.ts';
import { giediBonus, giediTakesCard, giediTopCard } from './giedi-prime.ts';
import { openKaitainDiscard } from './kaitain.ts';
import { homeworldsOn, lowBonus, newHomeworldsState } from './state.ts';
import { applyIntelligence, checkIntelligence, tupileQuote } from './tupile.ts';
import { homeworldViews } from './view.ts';
import { creditNative } from './payments.ts';
import { openJunctionOffers } from './junction.ts';
import { isOwnWorld, worldOffer } from './shipping.ts';
import { homeworldViewRules } from './view-rules.ts';
import { advisorCountProblem, advisorTerms, voiceImmune } from './wallach-ix.ts';
import { explosionLosses, homeBonus, homeworldPlanOptions, mayCallTraitorAt, nativeForcesAt } from './battle.ts';

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
  // HW.tupile.occupied: one more card for Tupile's occupier and its ally.
  handLimitBonus: (state, faction) => tupileSlot(state.homeworlds?.occupiers.tupile ?? null, state, faction),
  // HW.caladan.occupied: Caladan's occupier sees the card up for bid.
  seesCardUp: sharesBiddingLook,
  // HW.giedi-prime.occupied: the occupier side takes the Harkonnen's free card.
  dealsTopCard(ctx) {
    if (!giediTakesCard(ctx.state)) return false;
    giediTopCard(ctx);
    return true;
  },
  // HW.kaitain.high: the Emperor's paid discards close the bidding.
  openBeforePhaseEnds: (ctx, phase) => phase === 'bidding' && openKaitainDiscard(ctx),
  // HW.low-charity, HW.low-revival: a low homeworld gives one more.
  charityBonus: lowBonus,
  freeRevivalBonus: lowBonus,
  collectionDone(ctx, since) {
    const income = occupationIncome(ctx);
    // HW.giedi-prime.high, HW.southern-hemisphere.occupied: from what was collected in this phase.
    giediBonus(ctx, ctx.events.slice(since));
    shareFremenCollection(ctx, ctx.events.slice(since));
    // HW.occupation-income: then each occupier with an ally says how much of its income goes to that ally.
    offerIncomeShares(ctx, income);
  },
  // HW.salusa-secundus.low: the free revival revives no Sardaukar.
  freeRevivable,
  // HW.southern-hemisphere.high: the Fedaykin just revived may go at once where the Fremen are; HW.tleilax.high: the
  // Tleilaxu's forces revived free may go at once anywhere; HW.ix.high: 2 Suboids with a paid Cyborg.
  revivedForces(ctx, faction, elite, free) {
    openFedaykinPlacement(ctx, faction, elite);
    openTleilaxSend(ctx, faction, free);
    ixRevivalBonus(ctx, faction, elite, free);
  },
  freeActions: {
    'tupile-intelligence': {
      rule: 'HW.tupile.intelligence',
      check: (state, seat, action) => checkIntelligence(state, seat, action.target, action.category),
      apply: (ctx, _seat, action) => applyIntelligence(ctx, action.target, action.category),
    },
  },
  // HW.alliance: not while either occupies the other's homeworld.
  allianceBarred: occupationBarsAlliance,
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
  reservesAt: isOwnWorld,
  // HW.wallach-ix.low, HW.wallach-ix.high: no spiritual advisors, or 2 to the Polar Sink.
  spiritualAdvisors: advisorTerms,
  spiritualAdvisorCountProblem: (decision, count, advisor) => advisorCountProblem(decision.max, count, advisor),

  // Battle (phases/battle/): natives on their worlds, the worlds' faces and occupations in battle.
  // HW.battle: on its own homeworld a faction fights with its forces there, its reserves.
  fightersOffBoard: nativeForcesAt,
  // HW.explosion: on its homeworld the native loses only as many forces as the card's battle number.
  afterExplosion: explosionLosses,
  // HW.salusa-secundus.occupied: the Sardaukar lose their advantage.
  starredNegated: sardaukarNegated,
  // HW.wallach-ix.occupied: Wallach IX's occupier and its ally are immune.
  immuneToVoice: voiceImmune,
  // HW.battle: on a homeworld only its native may call a traitor.
  mayCallTraitor: mayCallTraitorAt,
  // HW.battle: the world's battle number; HW.salusa-secundus.high: Sardaukar at full strength without spice.
  planOptions: homeworldPlanOptions,
  sideStrength: (state, side) => ({ starredFull: sardaukarFull(state, side.faction), homeBonus: homeBonus(state, side.faction, side.territory) }),
  // HW.caladan.high: the Atreides winner's reinforcement, after the winner's choice of cards.
  openAfterBattle: (ctx, battle, outcome) => openCaladanReinforce(ctx, battle, outcome.winner),

  // Answers (view-rules.ts): the rules the answers apply too, shared with plugins/answers.ts.
  ...homeworldViewRules,
} satisfies Plugin;
