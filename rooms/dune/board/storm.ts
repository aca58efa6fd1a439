// Where the storm is and what it blocks (1.01.04 OBSTRUCTION). The Polar Sink is never in storm.
import { territory } from './territories.ts';
import type { GameState, TerritoryId } from '../types.ts';

/** Whether a sector of a territory is under the storm. */
export function inStorm(state: GameState, id: TerritoryId, sector: number): boolean {
  return state.storm.sector !== null && territory(id).kind !== 'polar-sink' && sector === state.storm.sector;
}
