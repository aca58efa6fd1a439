// What every viewer sees of the Ambassadors: all of it (they stand face up and the supply is open), but the arrivals
// waiting to be put to Ecaz.
import type { Draft } from '../../types.ts';
import { nextCost } from './ambassadors/placement.ts';
import { ecazOf } from './state.ts';
import type { EcazViewPart } from './types.ts';

export function ecazView(state: Draft): EcazViewPart {
  const ecaz = ecazOf(state);
  if (!ecaz) return { ecaz: null };
  return {
    ecaz: {
      supply: [...ecaz.supply],
      placed: ecaz.placed.map((p) => ({ ...p })),
      cohort: [...ecaz.cohort],
      triggered: [...ecaz.triggered],
      removed: [...ecaz.removed],
      nextCost: nextCost(state, ecaz),
      vidal: ecaz.vidal ? { ...ecaz.vidal } : null,
      loyal: ecaz.loyal ?? null,
    },
  };
}
