// The Moritani plug-in's part of the game state (present only in a game Moritani plays).
import type { Draft, Faction } from '../../types.ts';
import type { MoritaniState } from './types.ts';

export const MORITANI: Faction = 'moritani';

/** Moritani's state (cloned with each action's draft: clone-state.ts), or null in a game without Moritani. */
export const moritaniOf = (state: Draft): MoritaniState | null => (state as { moritani?: MoritaniState }).moritani ?? null;
