// HW.setup custody: forces off Arrakis are reserves or visitors, occupiers stand on their world (custody.ts runs it).
import type { Draft } from '../../types.ts';
import { HOMEWORLDS, isWorld } from './catalog.ts';
import { gameWorlds } from './state.ts';

/**
 * HW.setup: a force off Arrakis is either native (its faction's reserves) or a visitor on another faction's homeworld
 * in play, in sector 0; never a stack on its own homeworld or on a world not in the game. Occupiers are on their world.
 */
export function homeworldCustodyProblems(state: Draft): string[] {
  const worlds = gameWorlds(state);
  const problems: string[] = [];
  for (const s of state.forces) {
    if (!isWorld(s.territory)) continue;
    if (!worlds.includes(s.territory)) problems.push(`${s.faction} forces on ${s.territory}, a homeworld not in this game`);
    else if (HOMEWORLDS[s.territory].native === s.faction)
      problems.push(`${s.faction} forces stacked on its own homeworld ${s.territory} (they are its reserves)`);
    if (s.sector !== 0) problems.push(`${s.faction} forces on ${s.territory} in sector ${s.sector}`);
  }
  for (const [world, occupier] of Object.entries(state.homeworlds?.occupiers ?? {}))
    if (!state.forces.some((s) => s.territory === world && s.faction === occupier)) problems.push(`${occupier} occupies ${world} with no force there`);
  return problems;
}
