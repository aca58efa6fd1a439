// Whether the Ixians play, and their part of the state.
import type { Draft } from '../../types.ts';
import type { IxiansState } from './types.ts';

export const IXIANS = 'ixians' as const;

/** The Ixians' part of the state (a game they play has it from set-up). */
export function ixiansOf(state: Draft): IxiansState {
  const part = state.ixians;
  if (!part) throw new Error('the Ixians do not play this game');
  return part;
}
