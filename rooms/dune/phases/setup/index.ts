// Phase 0, game set-up (rules 0.01–0.16), as an ordered list of steps. Each step either does its work at once
// or opens decisions; the runner moves on when no decision is open.
import type { Context } from '../../context.ts';
import type { SetupStep } from '../../types.ts';
import type { StepDef } from '../handler.ts';
import { firstStormStep } from './first-storm.ts';
import { predictionStep } from './prediction.ts';
import { bgPlacementStep, fremenPlacementStep, startingForcesStep } from './starting-forces.ts';
import { startingSpiceStep } from './starting-spice.ts';
import { startingTreacheryStep } from './starting-treachery.ts';
import { traitorsStep } from './traitors.ts';

const turnMarkerStep: StepDef<SetupStep> = {
  step: 'turn-marker',
  rule: '0.15',
  enter(ctx) {
    ctx.state.turn = 1;
  },
};

export const SETUP_STEPS: readonly StepDef<SetupStep>[] = [
  predictionStep,
  traitorsStep,
  startingSpiceStep,
  startingForcesStep,
  fremenPlacementStep,
  bgPlacementStep,
  startingTreacheryStep,
  turnMarkerStep,
  firstStormStep,
];

/** Enters the first set-up step and runs on until a decision is open. */
export function beginSetup(ctx: Context): void {
  const first = SETUP_STEPS[0]!;
  ctx.state.step = first.step;
  first.enter(ctx);
  continueSetup(ctx);
}

/** Advances through set-up steps while nothing is pending. */
export function continueSetup(ctx: Context): void {
  while (ctx.state.pending.length === 0 && ctx.state.step !== 'done') {
    const at = SETUP_STEPS.findIndex((s) => s.step === ctx.state.step);
    const next = SETUP_STEPS[at + 1];
    if (!next) {
      ctx.state.step = 'done';
      return;
    }
    ctx.state.step = next.step;
    next.enter(ctx);
  }
}

export { predict } from './prediction.ts';
export { pickTraitor } from './traitors.ts';
export { placeFremen, placeAdvisor } from './starting-forces.ts';
export { dialStorm } from './first-storm.ts';
