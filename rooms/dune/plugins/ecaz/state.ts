// The Ecaz plug-in's part of the game state (present only in a game Ecaz plays).
import type { Draft, Faction } from '../../types.ts';
import type { EcazState } from './types.ts';

export const ECAZ: Faction = 'ecaz';

/** Ecaz's state (cloned with each action's draft: clone-state.ts), or null in a game without Ecaz. */
export const ecazOf = (state: Draft): EcazState | null => (state as { ecaz?: EcazState }).ecaz ?? null;
