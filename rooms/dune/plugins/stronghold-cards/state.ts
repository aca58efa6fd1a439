// Whether a game plays the Stronghold cards, and which card a faction holds for a battle.
import type { Draft, Faction, TerritoryId } from '../../types.ts';
import { isStrongholdCard, type StrongholdCard } from './catalog.ts';

export const playsStrongholdCards = (state: Pick<Draft, 'config'>): boolean => state.config.modules?.includes('stronghold-cards') ?? false;

/** The card of `territory` when `faction` holds it: its advantage is the holder's in battles there, and only there. */
export function heldCardFor(state: Draft, faction: Faction, territory: TerritoryId): StrongholdCard | null {
  const holders = state.strongholdCards?.holders;
  return holders && isStrongholdCard(territory) && holders[territory] === faction ? territory : null;
}
