// Forces on the board: one stack per (faction, territory, sector), kept in a canonical order so that equal
// positions give equal state hashes.
import { territory } from './territories.ts';
import type { Faction, ForceStack, GameState, TerritoryId } from '../types.ts';

/** The Polar Sink has no storm sector; forces there are recorded in sector 0. */
export const POLAR_SINK_SECTOR = 0;

export function isValidSector(id: TerritoryId, sector: number): boolean {
  const t = territory(id);
  return t.kind === 'polar-sink' ? sector === POLAR_SINK_SECTOR : t.sectors.includes(sector);
}

function stackOrder(a: ForceStack, b: ForceStack): number {
  return a.territory.localeCompare(b.territory) || a.sector - b.sector || a.faction.localeCompare(b.faction);
}

/** Adds forces to a stack, creating it if needed. */
export function addForces(
  state: GameState,
  at: { faction: Faction; territory: TerritoryId; sector: number },
  add: { regular?: number; elite?: number; advisors?: number },
): void {
  let stack = state.forces.find((s) => s.faction === at.faction && s.territory === at.territory && s.sector === at.sector);
  if (!stack) {
    stack = { faction: at.faction, territory: at.territory, sector: at.sector, regular: 0, elite: 0, advisors: 0 };
    state.forces.push(stack);
    state.forces.sort(stackOrder);
  }
  stack.regular += add.regular ?? 0;
  stack.elite += add.elite ?? 0;
  stack.advisors += add.advisors ?? 0;
}

/** Factions with any forces (fighters or advisors) anywhere in a territory. */
export function factionsIn(state: GameState, id: TerritoryId): Faction[] {
  const present = new Set<Faction>();
  for (const s of state.forces) if (s.territory === id && s.regular + s.elite + s.advisors > 0) present.add(s.faction);
  return [...present];
}
