// The Homeworlds variant's state and the facts every rule reads from it: which worlds are in play, how many native
// forces each holds (a faction's reserves are its forces on its homeworld), its face, and who occupies it.
import type { Faction, Draft } from '../../types.ts';
import { HOMEWORLDS, worldsPlayed, type Face, type World } from './catalog.ts';
import type { IntelReceipt } from './types.ts';

export interface HomeworldsState {
  /** HW.occupation: each occupied world and its occupier (public). */
  occupiers: Partial<Record<World, Faction>>;
  /** HW.tupile.intelligence: the factions whose answer CHOAM has had (one each a game; the Emperor's worlds share one). */
  intelUsed: Faction[];
  /** HW.tupile.intelligence: the answers, CHOAM's alone (its private view; the admin export keeps them). */
  receipts: IntelReceipt[];
  /** HW.hand-limit: the factions now holding Tupile's extra card slot (absent: none). */
  slots?: Faction[];
}

export function newHomeworldsState(): HomeworldsState {
  return { occupiers: {}, intelUsed: [], receipts: [] };
}

export function homeworldsOn(state: Pick<Draft, 'homeworlds'>): boolean {
  return state.homeworlds !== undefined;
}

/** The homeworlds in play: those of the seated factions (HW.setup). */
export function gameWorlds(state: Draft): World[] {
  if (!homeworldsOn(state)) return [];
  return worldsPlayed(state.config.advanced).filter((w) => state.factions[HOMEWORLDS[w].native] !== undefined);
}

/**
 * Native forces on a world: its faction's reserves. The Emperor's are split in the Advanced game: the Sardaukar on
 * Salusa Secundus, the other forces on Kaitain (in the Basic game all are ordinary forces on Kaitain).
 */
export function nativeForces(state: Draft, world: World): number {
  const fs = state.factions[HOMEWORLDS[world].native];
  if (!fs) return 0;
  if (world === 'salusa-secundus') return fs.reserves.elite;
  if (world === 'kaitain' && state.config.advanced) return fs.reserves.regular;
  return fs.reserves.regular + fs.reserves.elite;
}

export function occupierOf(state: Draft, world: World): Faction | null {
  return state.homeworlds?.occupiers[world] ?? null;
}

/** HW.population: the face a world shows now; an occupied world shows its low face (where the occupied box is printed). */
export function faceOf(state: Draft, world: World): Face {
  if (occupierOf(state, world)) return 'low';
  return nativeForces(state, world) >= HOMEWORLDS[world].high ? 'high' : 'low';
}

/** The face a world shows, or null when it is not in this game (no variant, or Salusa Secundus in the Basic game). */
export function shown(state: Draft, world: World): Face | null {
  return gameWorlds(state).includes(world) ? faceOf(state, world) : null;
}

/** The world a faction's home is in (its first: the Emperor's Kaitain), or null without the variant. */
export function homeOf(state: Draft, faction: Faction): World | null {
  return gameWorlds(state).find((w) => HOMEWORLDS[w].native === faction) ?? null;
}

/** HW.low-revival, HW.low-charity: the extra free revival and charity a faction's low homeworld gives it now. */
export function lowBonus(state: Draft, faction: Faction): number {
  const home = homeOf(state, faction);
  if (!home || faceOf(state, home) !== 'low') return 0;
  // Tupile occupied: CHOAM loses its low-threshold advantage.
  if (home === 'tupile' && occupierOf(state, home)) return 0;
  return HOMEWORLDS[home].lowBonus;
}
