// What a bot reads off a traitor card: the faction whose leader it betrays (none for the Cheap Hero traitor, which
// betrays any Cheap Hero played against its holder) and what calling it is worth.
import { CHEAP_HERO_TRAITOR, leader } from '../factions/leaders.ts';
import type { Faction, TraitorCardId } from '../types.ts';

/** The Cheap Hero traitor wins whatever battle it is called in and pays nothing; worth a middling leader to keep. */
const CHEAP_HERO_TRAITOR_WORTH = 3;

export const traitorFaction = (id: TraitorCardId): Faction | null => (id === CHEAP_HERO_TRAITOR ? null : leader(id).faction);

export const traitorStrength = (id: TraitorCardId): number => (id === CHEAP_HERO_TRAITOR ? CHEAP_HERO_TRAITOR_WORTH : leader(id).strength);
