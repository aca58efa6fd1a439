// Whether a game plays the Stronghold cards, and which card a faction holds for a battle.
import type { Draft, Faction, TerritoryId } from '../../types.ts';
import { occupantsOf } from '../../victory.ts';
import { isStrongholdCard, type CopiableCard } from './catalog.ts';

/** The faction that controls a stronghold now: the only one with fighters there (advisors do not; allies do not share). */
export function controllerOf(state: Draft, place: TerritoryId): Faction | null {
  const there = occupantsOf(state, place);
  return there.length === 1 ? there[0]! : null;
}

export const playsStrongholdCards = (state: Pick<Draft, 'config'>): boolean => state.config.modules?.includes('stronghold-cards') ?? false;

/**
 * The advantage `faction` has in battles at `territory`: the card of that stronghold when it holds it, there and only
 * there; in the HMS, the advantage its card's holder copied for the battle (SC.hms).
 */
export function heldCardFor(state: Draft, faction: Faction, territory: TerritoryId): CopiableCard | null {
  const part = state.strongholdCards;
  if (!part || !isStrongholdCard(territory) || part.holders[territory] !== faction) return null;
  if (territory !== 'hms') return territory;
  return part.copy?.faction === faction ? part.copy.card : null;
}
