// Phase 0, game set-up (rules 0.01–0.15), as an ordered list of steps. Each step either does its work at once
// or opens decisions; the runner moves on when no decision is open. The first storm (0.16) is the storm phase of
// turn 1 (phases/storm).
import { stepRunner, type PhaseModule, type StepDef } from '../handler.ts';
import type { SetupStep } from './types.ts';
import { predict, predictionStep } from './prediction.ts';
import { bgPlacementStep, fremenPlacementStep, placeAdvisor, placeFremen, startingForcesStep } from './starting-forces.ts';
import { startingSpiceStep } from './starting-spice.ts';
import { earlyTreacheryStep, startingTreacheryStep } from './starting-treachery.ts';
import { withPluginSteps } from '../plugin-steps.ts';
import { pickTraitor, traitorsStep } from './traitors.ts';

const turnMarkerStep: StepDef<SetupStep> = {
  step: 'turn-marker',
  rule: '0.15',
  enter(ctx) {
    ctx.state.turn = 1;
  },
};

// LS.setup: with Leader Skills, the starting treachery cards are dealt right after the prediction, then the skills,
// then set-up goes on from the traitors (early-treachery and leader-skills pass without effect otherwise).
/** The core's set-up steps; the plug-ins add theirs (LS.setup: the skill picks after the early treachery card). */
const SETUP_STEPS: readonly StepDef<SetupStep>[] = [
  predictionStep,
  earlyTreacheryStep,
  traitorsStep,
  startingSpiceStep,
  startingForcesStep,
  fremenPlacementStep,
  bgPlacementStep,
  startingTreacheryStep,
  turnMarkerStep,
];

export const setupPhase: PhaseModule = {
  phase: 'setup',
  rule: '0.01',
  ...stepRunner(() => withPluginSteps('setup', SETUP_STEPS)),
};

export const setupHandlers = {
  predict,
  'pick-traitor': pickTraitor,
  'place-fremen': placeFremen,
  'place-advisor': placeAdvisor,
};
