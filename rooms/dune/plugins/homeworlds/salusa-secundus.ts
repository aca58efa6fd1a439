// Salusa Secundus (the Emperor's Sardaukar, Advanced game only).
// HW.salusa-secundus.high: Sardaukar count at full strength without spice (1.13.04).
// HW.salusa-secundus.low: Sardaukar may not be revived by the free revival (1.05.01.02); they may be paid for.
// HW.salusa-secundus.occupied: the Sardaukar lose their advantage: each is worth one force (2.03.08).
import type { Faction, ForceCount, Draft } from '../../types.ts';
import { occupierOf, shown } from './state.ts';

export const sardaukarFull = (state: Draft, faction: Faction): boolean => faction === 'emperor' && shown(state, 'salusa-secundus') === 'high';

export const sardaukarNegated = (state: Draft, faction: Faction): boolean => faction === 'emperor' && occupierOf(state, 'salusa-secundus') !== null;

/** Of a free revival of `free`, what `forces` may use: on Salusa Secundus's low face only the Emperor's ordinary ones. */
export function freeRevivable(state: Draft, faction: Faction, forces: ForceCount, free: number): number {
  return faction === 'emperor' && shown(state, 'salusa-secundus') === 'low' ? Math.min(free, forces.regular) : free;
}
