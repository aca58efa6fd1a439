// 1.09.01 COLLECT BRIBE SPICE, 1.12.02: spice lying in front of each shield goes behind it.
import type { StepDef } from '../handler.ts';
import type { Faction } from '../../types.ts';
import type { MentatStep } from './types.ts';
import { plugins } from '../../extension-points.ts';

export const bribesStep: StepDef<MentatStep> = {
  step: 'bribes',
  rule: '1.09.01',
  enter(ctx) {
    const amounts: Partial<Record<Faction, number>> = {};
    for (const f of ctx.seating) {
      const fs = ctx.ownFaction(f);
      if (fs.bribes <= 0) continue;
      amounts[f] = fs.bribes;
      fs.spice += fs.bribes;
      fs.bribes = 0;
    }
    // The amounts were public in front of the shields, so announcing them reveals nothing new.
    if (Object.keys(amounts).length > 0) ctx.emit({ type: 'bribes-collected', amounts });
    // What the plug-ins put in front of the shields too (the Spice Banker's spice, LS.spice-banker.normal).
    for (const p of plugins()) p.collectFrontOfShields?.(ctx);
  },
};
