// 1.06.05.05: sectors regulate spice collection. Forces collect spice in their territory unless the storm
// separates them from it: the sectors of a territory split into groups the storm does not cut (as 1.07.01.01
// does for battles), and forces in one group collect only the spice of that group. A sector under the storm is a
// group on its own.
import { advance } from '../../board/sectors.ts';
import { territory } from '../../board/territories.ts';
import type { Draft, TerritoryId } from '../../types.ts';

function neighbours(a: number, b: number): boolean {
  return advance(a, 1) === b || advance(b, 1) === a;
}

/** The sectors of a territory grouped by connection, where the storm's sector connects to nothing. */
export function stormSeparatedGroups(state: Draft, id: TerritoryId): number[][] {
  const storm = state.storm.sector;
  const sectors = territory(id).sectors;
  const groups: number[][] = [];
  const seen = new Set<number>();
  for (const start of sectors) {
    if (seen.has(start)) continue;
    const group = [start];
    seen.add(start);
    for (let i = 0; i < group.length; i++) {
      const at = group[i]!;
      if (at === storm) break;
      for (const next of sectors)
        if (!seen.has(next) && next !== storm && neighbours(at, next)) {
          seen.add(next);
          group.push(next);
        }
    }
    groups.push(group.sort((a, b) => a - b));
  }
  return groups;
}

/**
 * The sectors of a territory the storm does not separate from `from` (some of its sectors): the stretches holding
 * them, as stormSeparatedGroups splits the territory. Spice there is within reach of what stands in `from` (1.08.01).
 */
export function stretchOf(state: Draft, id: TerritoryId, from: readonly number[]): number[] {
  return stormSeparatedGroups(state, id)
    .filter((group) => group.some((sector) => from.includes(sector)))
    .flat()
    .sort((a, b) => a - b);
}
