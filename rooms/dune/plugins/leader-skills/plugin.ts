// The Leader Skills module (CHOAM & Richese) as a plug-in of the core (extension-points.ts).
import type { Plugin } from '../../extension-points.ts';
import { shuffled } from '../../rng.ts';
import { SKILLS } from './catalog.ts';
import { skillCustodyProblems } from './custody.ts';
import { skillHandlers } from './handlers.ts';
import { offerRevivalSkill, revivedLeaderKilled, skillsStep } from './pick.ts';
import { AUDITOR, leader } from '../../factions/leaders.ts';
import { collectEscrow, offerRedirect, onPayment, voidRedirect } from './payments.ts';
import { checkSmugglerReceipt, recordSmuggler, settleSmuggler, smugglerReceiptProblem, smugglerView } from './smuggler.ts';
import { publicSkills } from './view.ts';
import { afterMove, moveSkill, sandmasterMayCollect, smugglerArrival } from './movement.ts';
import { battleRound } from '../../phases/battle/options.ts';
import { noteSandmaster, sandmasterSpice, sukGraduate } from './after-battle.ts';
import { diplomatRetreat, openRetreat } from './diplomat.ts';
import { openMentat } from './mentat.ts';
import { bankerProblem, payBankerSpice, planetologistWeapon, skilledLeaders } from './plan.ts';
import { skillViewRules } from './view-rules.ts';
import { faceUpLeader, openPostures, skillsFaceUp } from './posture.ts';
import { applyRihani, noteRihani } from './rihani.ts';
import { loseSkill } from './state.ts';
import { announceStrength, skillStrength } from './strength.ts';

export const leaderSkills = {
  name: 'leader-skills',
  // LS.setup: the Leader Skills deck, shuffled after the core's decks so that games without the module draw as before.
  setUp(state) {
    if (state.config.modules?.includes('leader-skills')) state.skills = { deck: shuffled(state.rng, SKILLS), assigned: [], offers: {}, smuggler: null };
  },
  handlers: skillHandlers,
  // LS.setup: the skill picks, after the early treachery card.
  steps: [{ phase: 'setup', after: 'early-treachery', step: skillsStep }],
  // LS.bureaucrat.normal: spice held from a payment waits for its owner's answer, once no Karama window is open.
  interrupts: (ctx) => offerRedirect(ctx),
  // LS.bureaucrat.normal, LS.spice-banker.normal: the skills a payment triggers.
  onPayment: (ctx, p) => onPayment(ctx, p.payer, p.to, p.amount, p.credit),
  incomeCancelled: voidRedirect,
  collectFrontOfShields: collectEscrow,
  // LS.revival: a revived leader's faction without a skill may pick one (CH.auditor.immune: never for the Auditor).
  revivedLeaders: (ctx, faction, leaders) =>
    // Neither the Auditor nor another faction's leader revived as a Ghola (TL.gholas) is given a skill.
    offerRevivalSkill(
      ctx,
      faction,
      leaders.filter((l) => l !== AUDITOR.id && leader(l).faction === faction),
    ),
  view: (state) => ({ skills: publicSkills(state), skillEscrow: { ...state.skills?.escrow } }),
  privateView: (state, faction) => ({ skillOffer: [...(state.skills?.offers[faction] ?? [])] }),
  // LS.rihani-decipherer.battle: drawn, while their faction chooses which to keep.
  heldTraitors: (state) => state.skills?.rihani?.drawn ?? [],
  custodyProblems: skillCustodyProblems,
  consistencyProblems(state) {
    const smuggler = smugglerReceiptProblem(state);
    return smuggler ? [smuggler] : [];
  },
  // Shipment and movement
  // LS.smuggler.normal: one more force, free, into a territory nobody is in.
  arrivalReactions: [smugglerArrival],
  // LS.planetologist.normal, LS.sandmaster.normal: the skill a move decision carries, the range, the route, the spice.
  moveTerms: moveSkill,
  collectsOnMove: sandmasterMayCollect,
  moved: afterMove,

  // Battle (phases/battle/): the skills' questions, plans, strength and effects after the battle.
  atBattleStage(ctx, battle, stage) {
    switch (stage) {
      // LS.mentat.normal, then LS.posture: before Prescience and the plans.
      case 'mentat':
        return openMentat(ctx, battle);
      case 'posture':
        return openPostures(ctx, battleRound(ctx.state), battle);
      // LS.smuggler.battle: the collection is recorded at the reveal.
      case 'reveal':
        return recordSmuggler(ctx, battle);
      // LS.sandmaster, then LS.rihani-decipherer, then LS.diplomat.battle's retreat.
      case 'skills':
        sandmasterSpice(ctx, battle);
        applyRihani(ctx, battle);
        return openRetreat(ctx, battle);
      // LS.lifecycle: skilled leaders that lived show their cards face up again.
      case 'end':
        return skillsFaceUp(ctx.state);
      default:
        return;
    }
  },
  // LS.posture: a skilled leader left face up is not in the plan.
  leadersOutOfPlan(state, faction) {
    const leader = faceUpLeader(state, faction);
    return leader === null ? [] : [leader];
  },
  planOptions: skilledLeaders,
  // LS.planetologist, LS.spice-banker.
  weaponSlotAllows: planetologistWeapon,
  planProblem: bankerProblem,
  beforeBattleResolved: checkSmugglerReceipt,
  sideStrength: (state, side) => ({ skill: skillStrength(state, side.faction, side.opponent, side.played) }),
  strengthAnnounced: announceStrength,
  // LS.suk-graduate: the winner may save some of the forces it lost.
  winnerForcesLost: sukGraduate,
  // LS.diplomat.battle: a losing Diplomat that lives keeps its undialed forces there until they retreat.
  loserHoldsForces(ctx, battle, outcome, loser) {
    const retreat = diplomatRetreat(ctx.state, battle, outcome, loser);
    if (retreat <= 0) return false;
    battle.diplomat = { faction: loser, max: retreat };
    return true;
  },
  payPlanSpice: payBankerSpice,
  // LS.lifecycle: a killed skilled leader's card is shuffled back into the skill deck; LS.revival: an offer naming it
  // is asked again without it.
  leaderKilled(ctx, leader) {
    loseSkill(ctx, leader);
    revivedLeaderKilled(ctx, leader);
  },
  // LS.smuggler before LS.sandmaster, both before a captive goes home or is drawn.
  battleResolved(ctx, battle, outcome) {
    settleSmuggler(ctx, outcome);
    noteSandmaster(ctx.state, battle, outcome);
    noteRihani(ctx.state, battle, outcome);
  },
  battleView: smugglerView,

  // Answers (view-rules.ts): the rules the answers apply too, shared with plugins/answers.ts.
  ...skillViewRules,
} satisfies Plugin;
