// One way to pay: every payment from a faction to another or to the bank goes through `pay`, and what reaches a
// faction through `receive`, so that a plug-in that reacts to payments (the Bureaucrat, the Spice Banker) or splits an
// income (a homeworld's low face) hooks in once (Plugin.onPayment, receiveIncome, incomeCancelled) instead of at each
// site. Spice taken off the board, a gift between allies and spice lost to an Amal are not payments.
import type { Context } from './context.ts';
import { plugins } from './extension-points.ts';
import type { Faction } from './types.ts';

/**
 * How a payment reaches its recipient: as spice, as a bribe in front of the shield, or as the income the rules give a
 * faction for it (the Emperor's for a card bought: 'kaitain'; the Guild's for a shipment: 'junction'), which a plug-in
 * may split. The names are stored in games (a held payment keeps its credit).
 */
export type PaymentCredit = 'spice' | 'bribes' | 'kaitain' | 'junction';

/** What became of a payment: what reaches the recipient now, what went to the bank instead, what is held. */
export interface PaymentOutcome {
  reaches: number;
  redirected: number;
  held: number;
}

/** A payment as the plug-ins see it. */
export interface Payment {
  payer: Faction;
  to: Faction | 'bank';
  amount: number;
  credit: PaymentCredit;
}

/**
 * `payer` pays `amount` to `to`. The payer's spice is already taken; the caller credits what `reaches` a faction
 * recipient (through `receive`). Each plug-in may take part of it on the way, in the composition root's order.
 */
export function pay(ctx: Context, payer: Faction, to: Faction | 'bank', amount: number, credit: PaymentCredit = 'spice'): PaymentOutcome {
  let outcome: PaymentOutcome = { reaches: amount, redirected: 0, held: 0 };
  for (const p of plugins()) {
    if (!p.onPayment) continue;
    const taken = p.onPayment(ctx, { payer, to, amount: outcome.reaches, credit });
    outcome = { reaches: taken.reaches, redirected: outcome.redirected + taken.redirected, held: outcome.held + taken.held };
  }
  return outcome;
}

/** `amount` reaches `recipient` the way `credit` says (a plug-in may split an income first). */
export function receive(ctx: Context, recipient: Faction, amount: number, credit: PaymentCredit): void {
  if (plugins().some((p) => p.receiveIncome?.(ctx, recipient, amount, credit) ?? false)) return;
  if (credit === 'bribes') ctx.ownFaction(recipient).bribes += amount;
  else ctx.ownFaction(recipient).spice += amount;
}

/** A Karama cancelled `recipient`'s income (it went to the bank): what a plug-in held of it follows. */
export function cancelIncome(ctx: Context, recipient: Faction): void {
  for (const p of plugins()) p.incomeCancelled?.(ctx, recipient);
}
