// Ecaz (Ecaz & Moritani), a faction seated like any other, in part: its Ambassadors — the supply and its refill, their
// placement at the end of Revival, and their eleven effects when a non-ally enters their stronghold. Not built yet:
// Occupy, the shared collection, the co-occupation victory, Duke Vidal, the Advanced rules, Ecaz's homeworld. What is
// built: docs/rules/ecaz.tsv (EC.*); the readings: docs/RULES-DECISIONS.md.
import type { Plugin } from '../../extension-points.ts';
import { ambassadorAlliance, ambassadorEffect } from './ambassadors/choice.ts';
import { ambassadorPlace, openPlacement } from './ambassadors/placement.ts';
import { setUpAmbassadors } from './ambassadors/supply.ts';
import { ambassadorArrival, ambassadorTrigger, openTrigger } from './ambassadors/trigger.ts';
import { ecazView } from './view.ts';

export const ecaz = {
  name: 'ecaz',
  // The Harkonnen Ambassador looks at a Tleilaxu's Face Dancers, which are theirs.
  dependsOn: ['tleilaxu'],
  setUp: setUpAmbassadors,
  handlers: {
    'ambassador-place': ambassadorPlace,
    'ambassador-trigger': ambassadorTrigger,
    'ambassador-effect': ambassadorEffect,
    'ambassador-alliance': ambassadorAlliance,
  },
  openBeforePhaseEnds: (ctx, phase) => phase === 'revival' && openPlacement(ctx),
  arrivalReactions: [ambassadorArrival],
  interrupts: openTrigger,
  view: ecazView,
} satisfies Plugin;
