// HW.kaitain.low, HW.kaitain.occupied, HW.junction.low, HW.junction.occupied: on its low face the native of Kaitain
// (treachery card payments, 2.03.04) or Junction (shipping payments, 2.06.04) collects only half of a payment
// (rounded up); the other half (rounded down) goes to the world's occupier, or to the bank when there is none.
// The split applies to what reaches the native: a Karama that cancels the native's own ability leaves nothing to split.
import type { Context } from '../../context.ts';
import { HOMEWORLDS } from './catalog.ts';
import { occupierOf, shown } from './state.ts';

/** Pays `amount` to the native of `world`, shared when the world shows its low face. */
export function creditNative(ctx: Context, world: 'kaitain' | 'junction', amount: number): void {
  const native = HOMEWORLDS[world].native;
  if (amount <= 0 || shown(ctx.state, world) !== 'low') {
    ctx.ownFaction(native).spice += amount;
    return;
  }
  const kept = Math.ceil(amount / 2);
  const share = amount - kept;
  const occupier = occupierOf(ctx.state, world);
  ctx.ownFaction(native).spice += kept;
  if (occupier) ctx.ownFaction(occupier).spice += share;
  ctx.emit({ type: 'payment-shared', world, native, amount, kept, share, to: occupier ?? 'bank' });
}
