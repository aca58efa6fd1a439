// Forces on the board: one stack per (faction, territory, sector), kept in a canonical order so that equal
// positions give equal state hashes.
import { sectorless, territory } from './territories.ts';
import { own, ownFaction } from '../draft.ts';
import type { Draft, Faction, ForceStack, TerritoryId } from '../types.ts';

/** The Polar Sink has no storm sector; forces there are recorded in sector 0. */
export const POLAR_SINK_SECTOR = 0;

export function isValidSector(id: TerritoryId, sector: number): boolean {
  const t = territory(id);
  return sectorless(t) ? sector === POLAR_SINK_SECTOR : t.sectors.includes(sector);
}

function stackOrder(a: ForceStack, b: ForceStack): number {
  return a.territory.localeCompare(b.territory) || a.sector - b.sector || a.faction.localeCompare(b.faction);
}

/** Adds forces to a stack, creating it if needed. */
export function addForces(
  state: Draft,
  at: { faction: Faction; territory: TerritoryId; sector: number },
  add: { regular?: number; elite?: number; advisors?: number },
): void {
  const forces = own(state, 'forces');
  let stack = forces.find((s) => s.faction === at.faction && s.territory === at.territory && s.sector === at.sector);
  if (!stack) {
    stack = { faction: at.faction, territory: at.territory, sector: at.sector, regular: 0, elite: 0, advisors: 0 };
    forces.push(stack);
    forces.sort(stackOrder);
  }
  stack.regular += add.regular ?? 0;
  stack.elite += add.elite ?? 0;
  stack.advisors += add.advisors ?? 0;
}

/** Factions with any forces (fighters or advisors) anywhere in a territory. */
export function factionsIn(state: Draft, id: TerritoryId): Faction[] {
  const present = new Set<Faction>();
  for (const s of state.forces) if (s.territory === id && s.regular + s.elite + s.advisors > 0) present.add(s.faction);
  return [...present];
}

/** The stack of one faction in one sector, if any. */
export function stackAt(state: Draft, faction: Faction, territory: TerritoryId, sector: number): Readonly<ForceStack> | undefined {
  return state.forces.find((s) => s.faction === faction && s.territory === territory && s.sector === sector);
}

/** The stack of one faction in one sector, to change (this action's own copy), if any. */
export function ownStack(state: Draft, faction: Faction, territory: TerritoryId, sector: number): ForceStack | undefined {
  return own(state, 'forces').find((s) => s.faction === faction && s.territory === territory && s.sector === sector);
}

/** Drops a stack left empty. */
export function dropIfEmpty(state: Draft, stack: ForceStack): void {
  const forces = own(state, 'forces');
  if (stack.regular + stack.elite + stack.advisors === 0) forces.splice(forces.indexOf(stack), 1);
}

/** Total forces (fighters and advisors) of a faction in a territory, all sectors. */
export function forcesIn(state: Draft, faction: Faction, territory: TerritoryId): number {
  return state.forces.filter((s) => s.faction === faction && s.territory === territory).reduce((n, s) => n + s.regular + s.elite + s.advisors, 0);
}

/**
 * Removes forces from a stack (dropping the stack when empty). `to` says where they go: the Tleilaxu Tanks, or
 * back to reserves. Throws if the stack lacks them: callers validate first.
 */
export function removeForces(
  state: Draft,
  at: { faction: Faction; territory: TerritoryId; sector: number },
  take: { regular?: number; elite?: number; advisors?: number },
  to: 'tanks' | 'reserves',
): void {
  const stack = ownStack(state, at.faction, at.territory, at.sector);
  const regular = take.regular ?? 0;
  const elite = take.elite ?? 0;
  const advisors = take.advisors ?? 0;
  if (!stack || stack.regular < regular || stack.elite < elite || stack.advisors < advisors)
    throw new Error(`removeForces: ${at.faction} lacks those forces in ${at.territory}#${at.sector}`);
  stack.regular -= regular;
  stack.elite -= elite;
  stack.advisors -= advisors;
  dropIfEmpty(state, stack);
  const fs = ownFaction(state, at.faction);
  const pool = to === 'tanks' ? fs.tanks : fs.reserves;
  // Advisors are Bene Gesserit forces on their other side: they return as ordinary forces.
  pool.regular += regular + advisors;
  pool.elite += elite;
}

/** Moves regular and starred forces from one sector to another (shipping between territories, moving, riding the worm). */
export function moveForces(
  state: Draft,
  faction: Faction,
  from: { territory: TerritoryId; sector: number },
  to: { territory: TerritoryId; sector: number },
  take: { regular: number; elite: number },
): void {
  const stack = ownStack(state, faction, from.territory, from.sector);
  if (!stack || stack.regular < take.regular || stack.elite < take.elite)
    throw new Error(`moveForces: ${faction} lacks forces in ${from.territory}#${from.sector}`);
  stack.regular -= take.regular;
  stack.elite -= take.elite;
  dropIfEmpty(state, stack);
  addForces(state, { faction, ...to }, take);
}
