import type { Faction, LeaderId } from '../../types.ts';

/** Residual Poison: the opponent loses an available leader, drawn at random, to the Tanks (no spice for it). */
export type ResidualPoisonEvent = { type: 'residual-poison'; faction: Faction; target: Faction; leader: LeaderId | null };
