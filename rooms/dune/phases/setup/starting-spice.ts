// 0.12 STARTING SPICE: each faction takes its starting spice (2.xx.01) from the bank.
import { FACTION_PROFILES } from '../../factions/profiles.ts';
import type { Faction } from '../../types.ts';
import type { SetupStep } from './types.ts';
import type { StepDef } from '../handler.ts';

export const startingSpiceStep: StepDef<SetupStep> = {
  step: 'starting-spice',
  rule: '0.12',
  enter(ctx) {
    const amounts: Partial<Record<Faction, number>> = {};
    for (const faction of ctx.seating) {
      const amount = FACTION_PROFILES[faction].startingSpice;
      ctx.ownFaction(faction).spice += amount;
      amounts[faction] = amount;
    }
    ctx.emit({ type: 'spice-dealt', amounts });
  },
};
