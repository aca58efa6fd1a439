// The Leader Skills module (CHOAM & Richese) as a plug-in of the core (extension-points.ts).
import type { Plugin } from '../../extension-points.ts';
import { shuffled } from '../../rng.ts';
import { SKILLS } from './catalog.ts';
import { skillCustodyProblems } from './custody.ts';
import { skillHandlers } from './handlers.ts';
import { offerRevivalSkill, skillsStep } from './pick.ts';
import { AUDITOR } from '../../factions/leaders.ts';
import { collectEscrow, offerRedirect, onPayment, voidRedirect } from './payments.ts';
import { smugglerReceiptProblem } from './smuggler.ts';
import { publicSkills } from './view.ts';
import { afterMove, moveSkill, planetologistRange, sandmasterMayCollect, smugglerExtra, viaProblem } from './movement.ts';

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
    offerRevivalSkill(
      ctx,
      faction,
      leaders.filter((l) => l !== AUDITOR.id),
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
  shipmentExtra: smugglerExtra,
  // LS.planetologist.normal, LS.sandmaster.normal: the skill a move decision carries, the range, the route, the spice.
  moveTerms: moveSkill,
  moveRange: (range, decision, twoGroups) => planetologistRange({ skill: decision.skill, range }, twoGroups),
  moveRouteProblem: viaProblem,
  collectsOnMove: sandmasterMayCollect,
  moved: afterMove,
} satisfies Plugin;
