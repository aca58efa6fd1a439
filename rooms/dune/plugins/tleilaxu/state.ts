// Whether the Tleilaxu play, and their part of the state.
import type { Draft } from '../../types.ts';
import type { TleilaxuState } from './types.ts';

export const TLEILAXU = 'tleilaxu' as const;

export const playsTleilaxu = (state: Pick<Draft, 'factions'>): boolean => state.factions[TLEILAXU] !== undefined;

/** The Tleilaxu's part of the state (a game they play has it from set-up). */
export function tleilaxuOf(state: Draft): TleilaxuState {
  const part = state.tleilaxu;
  if (!part) throw new Error('the Tleilaxu do not play this game');
  return part;
}
