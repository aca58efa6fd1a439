// Whether a game plays the Stronghold cards, and which card a faction holds for a battle.
import type { Draft, Faction, TerritoryId } from '../../types.ts';
import { isStrongholdCard, type CopiableCard } from './catalog.ts';

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
