// 1.06.03.05 / 1.06.05.09 OCCUPANCY LIMIT: no faction may enter a stronghold already occupied by two other
// factions' forces. Bene Gesserit advisors do not count (2.02.12: they have no effect on other factions).
// Kept here until a shared board helper exists (shipment and movement need the same test).
import { territory } from '../../board/territories.ts';
import type { Faction, Draft, TerritoryId } from '../../types.ts';

export function strongholdFullFor(state: Draft, faction: Faction, id: TerritoryId): boolean {
  if (territory(id).kind !== 'stronghold') return false;
  const others = new Set<Faction>();
  for (const s of state.forces) if (s.territory === id && s.faction !== faction && s.regular + s.elite > 0) others.add(s.faction);
  return others.size >= 2;
}
