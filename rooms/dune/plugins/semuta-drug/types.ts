import type { Faction, TreacheryCardId } from '../../types.ts';

/** Semuta Drug: a card just discarded by another player goes to this player's hand. */
export type SemutaEvent = { type: 'semuta-taken'; faction: Faction; card: TreacheryCardId };
