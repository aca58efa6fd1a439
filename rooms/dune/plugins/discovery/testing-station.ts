// DS.testing-station: in a later turn's Storm phase, once the storm's movement is known (Weather Control and Family
// Atomics resolved), the faction with fighters in the Ecological Testing Station (the first in storm order, were
// there two) may move the storm one sector more or one fewer (never below 0). Not after a Weather Control, whose
// player set the movement.
import type { DiscoveredPlace } from '../../board/discoveries.ts';
import type { Context } from '../../context.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import { stormRound } from '../../phases/storm/round.ts';
import { occupants, revealed } from './locations.ts';

const PLACE: DiscoveredPlace = 'ecological-testing-station';

/** As the storm is about to move: the station's occupant is asked. */
export function openTestingStation(ctx: Context): void {
  if (!revealed(ctx.state, PLACE)) return;
  const round = stormRound(ctx);
  if (round.played.weatherControl !== null) return;
  const occupant = occupants(ctx.state, PLACE)[0];
  if (occupant) ctx.open({ kind: 'testing-station', seat: occupant, movement: round.movement ?? 0 });
}

export const testingStation: ActionHandler<'testing-station'> = {
  type: 'testing-station',
  rule: 'DS.testing-station',
  check(_state, decision, action) {
    if (![-1, 0, 1].includes(action.change)) return 'change is -1, 0 or 1';
    return decision.movement + action.change < 0 ? 'the storm moves no fewer than 0 sectors' : null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    if (action.change === 0) return;
    const movement = decision.movement + action.change;
    stormRound(ctx).movement = movement;
    ctx.emit({ type: 'testing-station-used', faction: decision.seat, from: decision.movement, movement });
  },
};
