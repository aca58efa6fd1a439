import type { Faction } from '../../types.ts';

/** Amal: every faction discards half its spice, rounded up. The amounts stay behind the shields (1.11.01). */
export type AmalEvent = { type: 'amal-discard'; faction: Faction; amount: number };
