// Richese's id and its part of the state.
import type { Draft } from '../../types.ts';
import type { RicheseState } from './types.ts';

export const RICHESE = 'richese' as const;

/** Richese's part of the state (a game it plays has it from set-up). */
export function richeseOf(state: Draft): RicheseState {
  const part = state.richese;
  if (!part) throw new Error('Richese does not play this game');
  return part;
}
