// The traitor card a call-traitor decision names (a view-level rule: the engine's check, the bots and the SDK read it
// alike): the opposing leader's, or the Cheap Hero traitor's when the opponent fielded a Cheap Hero.
import { CHEAP_HERO_TRAITOR } from '../../factions/leaders.ts';
import type { TraitorCardId } from '../../types.ts';
import type { CallTraitorDecision } from './types.ts';

export const betrayingCard = (d: Pick<CallTraitorDecision, 'opponentLeader' | 'cheapHero'>): TraitorCardId | null =>
  d.cheapHero ? CHEAP_HERO_TRAITOR : d.opponentLeader;
