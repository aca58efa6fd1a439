// 1.02.04 TERRITORY CARD: the card's spice goes from the bank onto its territory, in the sector with the Spice
// Blow icon, unless that sector is in storm (then no spice is placed).
import { addSpice } from '../../board/spice.ts';
import { inStorm } from '../../board/storm.ts';
import type { SpiceCard } from '../../cards/spice.ts';
import type { Context } from '../../context.ts';
import { plugins } from '../../extension-points.ts';
import { round } from './round.ts';

export function blowSpice(ctx: Context, card: SpiceCard): void {
  const { territory, sector } = card;
  if (territory === null || sector === null) throw new Error(`${card.id} is not a Territory Card`);
  const stormed = inStorm(ctx.state, territory, sector);
  // A plug-in's card may multiply the blow (the Sandtrout doubles the next one); in storm it is lost all the same.
  const blown = plugins().reduce((n, p) => p.blowAmount?.(ctx, n) ?? n, card.amount);
  const amount = stormed ? 0 : blown;
  addSpice(ctx.state, territory, sector, amount);
  round(ctx).lastBlow = { territory, sector, amount };
  ctx.emit({ type: 'spice-blown', card: card.id, territory, sector, amount, inStorm: stormed });
}
