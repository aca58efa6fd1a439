// Building blocks shared by the per-phase action schemas.
import { z } from 'zod';
import { TERRITORY_IDS } from '../../rooms/dune/board/territories.ts';
import { TREACHERY_CARD_IDS } from '../../rooms/dune/cards/ids.ts';
import { LEADER_IDS, TRAITOR_CARD_IDS } from '../../rooms/dune/factions/leaders.ts';
import { FACTIONS } from '../../rooms/dune/types.ts';

export const faction = z.enum(FACTIONS);
export const eventId = z.string().min(1).max(32);
// Ids are checked against the catalogs here, at the edge: an unknown id is a bad message (BAD_MESSAGE naming the
// field), not a rule question for the engine; and what these infer is the engine's id unions.
/** A territory of Arrakis or a homeworld. */
export const territoryId = z.enum(TERRITORY_IDS, { error: 'not a known territory id' });
export const leaderId = z.enum(LEADER_IDS, { error: 'not a known leader id' });
/** A traitor card: a leader's, or the Cheap Hero traitor. */
export const traitorCardId = z.enum(TRAITOR_CARD_IDS, { error: 'not a known traitor card id' });
/** A physical treachery card (e.g. `shield-2`). */
export const cardId = z.enum(TREACHERY_CARD_IDS, { error: 'not a known treachery card id' });
export const sector = z.number().int().min(0).max(18);
export const count = (max: number) => z.number().int().min(0).max(max);

/** 2.01.08: an element of a battle plan (Prescience, the Atreides' Nexus card). */
export const prescienceElement = z.enum(['leader', 'weapon', 'defense', 'dial']);
