// Ix (Ixians).
// HW.ix.high: when the Ixians' revival pays for at least one Cyborg, 2 Suboids come back from the Tanks with it, free.
// HW.ix.low: the HMS does not move in the Storm phase (the Ixians plug-in asks hmsGrounded).
// HW.ix.occupied: the occupier, not the Ixians, makes the selection before the auctions (the Ixians plug-in asks
// selectionTakenBy).
import type { Context } from '../../context.ts';
import type { Draft, Faction } from '../../types.ts';
import { occupierOf, shown } from './state.ts';

const IXIANS: Faction = 'ixians';
const FREE_SUBOIDS = 2;

/** HW.ix.high: after the Ixians' revival that revived `elite` Cyborgs, `free` forces of it free (Cyborgs first). */
export function ixRevivalBonus(ctx: Context, faction: Faction, elite: number, free: number): void {
  if (faction !== IXIANS || elite - free <= 0 || shown(ctx.state, 'ix') !== 'high') return;
  const fs = ctx.ownFaction(IXIANS);
  const count = Math.min(FREE_SUBOIDS, fs.tanks.regular);
  if (count === 0) return;
  fs.tanks.regular -= count;
  fs.reserves.regular += count;
  ctx.emit({ type: 'ix-suboids-revived', count });
}

/** HW.ix.low: whether the HMS stays where it is this Storm phase (Ix shows its low face). */
export const hmsGrounded = (state: Draft): boolean => shown(state, 'ix') === 'low';

/** HW.ix.occupied: who makes the Ixians' selection before the auctions: Ix's occupier, if any. */
export const selectionTakenBy = (state: Draft): Faction | null => (shown(state, 'ix') === null ? null : occupierOf(state, 'ix'));
