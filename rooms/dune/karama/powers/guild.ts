// 1.14.05 Spacing Guild: during the shipment and movement phase, a Karama card cancels one off-planet shipment of
// any one player. The Guild names the player before that player ships (its shipment may not then come from
// off-planet, this phase); a shipment already made is never undone, so no spice or force changes hands twice.
import type { Context } from '../../context.ts';
import type { EngineError, Faction, Draft } from '../../types.ts';
import type { ShipmentRound } from '../../phases/shipment-movement/types.ts';
import type { PowerHandler } from './index.ts';
import { isSeated } from '../../action-shape.ts';

const refuse = (message: string): EngineError => ({ code: 'NOT_ELIGIBLE', message: `1.14.05: ${message}` });

/** Whether `faction` has still to make its shipment this phase (its ship decision may be open). */
function yetToShip(round: ShipmentRound, faction: Faction): boolean {
  if (round.done.includes(faction)) return false;
  return round.acting !== faction || round.stage === 'ship';
}

export const guildShipment: PowerHandler<'guild-shipment'> = {
  faction: 'guild',
  check(state: Draft, _seat, action) {
    const round = state.round;
    if (state.phase !== 'shipment-movement' || round?.phase !== 'shipment-movement') return refuse('only during the shipment and movement phase');
    if (action.target === 'guild' || !isSeated(state, action.target))
      return { code: 'INVALID_CHOICE', message: `1.14.05: ${action.target} is not another player` };
    // 2.04.03: the Fremen have no off-planet reserves, so nothing of theirs comes from off-planet.
    if (action.target === 'fremen') return refuse('the Fremen make no off-planet shipment');
    if (round.blocked !== undefined) return refuse(`${round.blocked}'s shipment is already cancelled`);
    if (!yetToShip(round, action.target)) return refuse(`${action.target} has already shipped this phase`);
    return null;
  },
  apply(ctx: Context, _seat, action) {
    const round = ctx.state.round as ShipmentRound;
    round.blocked = action.target;
    // The target's ship decision may be open already: it loses the off-planet shipment now.
    for (const d of ctx.state.pending) if (d.kind === 'ship' && d.seat === action.target) d.blocked = true;
    ctx.emit({ type: 'shipment-cancelled', faction: 'guild', target: action.target });
  },
};
