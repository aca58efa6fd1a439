// Homeworlds scenarios: a finished set-up with the variant (listed seating), every force back in reserves (on its
// homeworld), hands and traitors emptied, 10 spice each and full decks; edited by the test, then a phase entered.
import type { Faction, GameState, TerritoryId } from '../../rooms/dune/index.ts';
import { addForces } from '../../rooms/dune/board/forces.ts';
import { clearedBoard } from './engine.ts';
import { HOMEWORLDS, type World } from '../../rooms/dune/plugins/homeworlds/catalog.ts';

export const HW_TABLE: Faction[] = ['atreides', 'harkonnen', 'emperor', 'guild', 'choam', 'fremen'];

export function homeworldsBoard(advanced = false, factions: Faction[] = HW_TABLE): GameState {
  return clearedBoard({ factions, seed: 'homeworlds', advanced, modules: ['homeworlds'] });
}

/** Moves `count` of `faction`'s reserves onto `place` (a territory or a homeworld; sector 0 for a homeworld). */
export function visit(s: GameState, faction: Faction, place: TerritoryId, count: number, sector = 0): void {
  s.factions[faction]!.reserves.regular -= count;
  addForces(s, { faction, territory: place, sector }, { regular: count });
}

/** Sends `count` of a faction's reserves to the Tanks (thinning its homeworld). */
export function thin(s: GameState, faction: Faction, count: number): void {
  s.factions[faction]!.reserves.regular -= count;
  s.factions[faction]!.tanks.regular += count;
}

/** Sets a faction's reserves to exactly `to` (fewer than now), the rest to the Tanks. */
export function reservesTo(s: GameState, faction: Faction, to: { regular: number; elite?: number }): void {
  const fs = s.factions[faction]!;
  const elite = to.elite ?? fs.reserves.elite;
  if (to.regular > fs.reserves.regular || elite > fs.reserves.elite) throw new Error(`reservesTo: ${faction} has fewer reserves`);
  fs.tanks.regular += fs.reserves.regular - to.regular;
  fs.tanks.elite += fs.reserves.elite - elite;
  fs.reserves = { regular: to.regular, elite };
}

/** `occupier` occupies `world`: `count` of its forces there, every native force of that world gone to the Tanks. */
export function occupy(s: GameState, world: World, occupier: Faction, count = 1): void {
  visit(s, occupier, world, count);
  const native = HOMEWORLDS[world].native;
  const fs = s.factions[native]!;
  if (world === 'salusa-secundus') reservesTo(s, native, { regular: fs.reserves.regular, elite: 0 });
  else if (world === 'kaitain' && s.config.advanced) reservesTo(s, native, { regular: 0 });
  else reservesTo(s, native, { regular: 0, elite: 0 });
  s.homeworlds!.occupiers[world] = occupier;
}
