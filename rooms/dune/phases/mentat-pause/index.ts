// Phase 1.09, the Mentat Pause: collect bribes (1.09.01), declare a winner (1.09.02–1.09.05, see victory.ts), and
// when the war continues open the Truthtrance window (3.01.22). The turn runner then moves the turn marker.
import { stepRunner, type PhaseModule, type StepDef } from '../handler.ts';
import { bribesStep } from './bribes.ts';
import { truthtrance, truthtranceStep } from './truthtrance.ts';
import type { MentatStep } from './types.ts';
import { victoryStep } from './victory-check.ts';
import { withPluginSteps } from '../plugin-steps.ts';

/** The core's steps; the plug-ins add theirs (CH.inflation after the victory check). */
const MENTAT_STEPS: readonly StepDef<MentatStep>[] = [bribesStep, victoryStep, truthtranceStep];

export const mentatPhase: PhaseModule = {
  phase: 'mentat-pause',
  // 1.09.00: the ninth phase: a winner is declared, or the turn marker moves to the next turn.
  rule: '1.09',
  ...stepRunner(() => withPluginSteps('mentat-pause', MENTAT_STEPS)),
};

export const mentatHandlers = { truthtrance };
