// A phase's steps with the plug-ins' own inserted where they ask (Plugin.steps): every installed plug-in's steps are in
// every game, as the step names are part of the state (a step of a module the game does not play does nothing).
import { plugins } from '../extension-points.ts';
import type { Phase } from '../types.ts';
import type { StepDef } from './handler.ts';

export function withPluginSteps<S extends string>(phase: Phase, core: readonly StepDef<S>[]): StepDef<S>[] {
  const steps = [...core];
  for (const p of plugins())
    for (const extra of p.steps ?? []) {
      if (extra.phase !== phase) continue;
      const at = steps.findIndex((s) => s.step === extra.after);
      if (at < 0) throw new Error(`plug-in ${p.name}: no step ${extra.after} in ${phase} to put ${extra.step.step} after`);
      steps.splice(at + 1, 0, extra.step as StepDef<S>);
    }
  return steps;
}
