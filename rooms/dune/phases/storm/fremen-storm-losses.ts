// 2.04.16 STORM LOSSES (Advanced only, 2.04.00): when Fremen forces are caught in a storm only half of them there
// are destroyed (rounded up), and a storm that landed on them and moves on in a later turn does not destroy half
// of them a second time (so the sector the storm starts from costs them nothing).
//
// Decisions where the rule is silent: "there" is one stack (territory and sector); forces are counted one per
// token; the regular forces are lost before the Fedaykin (the choice most players would make, and no decision
// is needed for it).
import type { ForceCount, ForceStack, Draft } from '../../types.ts';

/** The Fremen's losses for a stack the storm hits under Advanced rules, or null when 2.04.16 does not apply. */
export function fremenHalfLosses(state: Draft, stack: ForceStack, inStartSector: boolean): (ForceCount & { advisors: number }) | null {
  if (!state.config.advanced || stack.faction !== 'fremen') return null;
  if (inStartSector) return { regular: 0, elite: 0, advisors: 0 };
  const lost = Math.ceil((stack.regular + stack.elite) / 2);
  const regular = Math.min(lost, stack.regular);
  return { regular, elite: lost - regular, advisors: 0 };
}
