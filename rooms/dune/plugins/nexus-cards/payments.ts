// NX.guild.betrayal, NX.richese.betrayal: the last payment of the phase for a shipment or a card, noted as it is made
// so that a Betrayal may take it back while the phase goes on (the engine takes a free action only while it waits).
import type { Context } from '../../context.ts';
import type { Sale, ShipmentPaid } from '../../extension-points.ts';
import type { Draft, Faction } from '../../types.ts';
import { nexusOf } from './state.ts';

export function recordShipment(ctx: Context, shipper: Faction, paid: ShipmentPaid): void {
  const part = nexusOf(ctx.state);
  if (!part) return;
  if (paid.paidTo === null) delete part.lastPaid;
  else part.lastPaid = { for: 'shipment', payer: shipper, amount: paid.cost, paidTo: paid.paidTo, received: paid.received };
}

export function recordSale(ctx: Context, sale: Sale): void {
  const part = nexusOf(ctx.state);
  if (part) part.lastPaid = { for: 'card', payer: sale.buyer, amount: sale.price, paidTo: sale.paidTo, received: sale.received, card: sale.card };
}

/** A new phase: the last payment is no longer "just" made, nor the last empty strike (NX.fremen.cunning) recent. */
export function forgetPayment(state: Draft): void {
  const part = nexusOf(state);
  if (part?.lastPaid) delete part.lastPaid;
  if (part?.emptyWorm) delete part.emptyWorm;
}
