// 1.02.04 TERRITORY CARD: the card's spice goes from the bank onto its territory, in the sector with the Spice
// Blow icon, unless that sector is in storm (then no spice is placed).
import { addSpice } from '../../board/spice.ts';
import { inStorm } from '../../board/storm.ts';
import type { SpiceCard } from '../../cards/spice.ts';
import type { Context } from '../../context.ts';
import { round } from './round.ts';

export function blowSpice(ctx: Context, card: SpiceCard): void {
  const { territory, sector } = card;
  if (territory === null || sector === null) throw new Error(`${card.id} is not a Territory Card`);
  const stormed = inStorm(ctx.state, territory, sector);
  const amount = stormed ? 0 : card.amount;
  addSpice(ctx.state, territory, sector, amount);
  round(ctx).lastBlow = { territory, sector, amount };
  ctx.emit({ type: 'spice-blown', card: card.id, territory, sector, amount, inStorm: stormed });
}
