// The minimal room's state (loadtest/minimal-room.ts), shared with its clients (loadtest/floor-clients.ts) so that they
// decode it with the class, as the game's clients decode DuneState.
import { Schema, type } from '@colyseus/schema';

/** The room type the minimal server defines. */
export const FLOOR_ROOM = 'floor';

export class FloorState extends Schema {
  /** Actions taken in the room: the one field each action changes. */
  @type('uint32') counter = 0;
}
