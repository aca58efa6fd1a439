// What everyone sees of the homeworlds: all of it is public (reserves are public, 1.11.02; faces and occupations too).
import type { GameState } from '../../types.ts';
import { HOMEWORLDS } from './catalog.ts';
import { faceOf, gameWorlds, nativeForces, occupierOf } from './state.ts';
import type { HomeworldView } from './types.ts';

export function homeworldViews(state: GameState): HomeworldView[] {
  return gameWorlds(state).map((world) => ({
    world,
    native: HOMEWORLDS[world].native,
    face: faceOf(state, world),
    natives: nativeForces(state, world),
    occupier: occupierOf(state, world),
  }));
}
