// 1.05.01.04, 1.05.03.03: what a revival costs goes to the Spice Bank, unless a plug-in's faction is paid for it
// (TL.revival-income: the Tleilaxu receive what others pay for their revivals).
import type { Context } from '../../context.ts';
import { plugins } from '../../extension-points.ts';
import { pay } from '../../payments.ts';
import type { CancelAbility } from '../../karama/types.ts';
import type { Faction } from '../../types.ts';

/** `payer` paid `amount` (already taken from its spice) for a revival: to a plug-in's faction, or the bank. */
export function payForRevival(ctx: Context, payer: Faction, amount: number, cancelled: readonly CancelAbility[] = []): void {
  if (plugins().some((p) => p.revivalPaid?.(ctx, payer, amount, cancelled) ?? false)) return;
  pay(ctx, payer, 'bank', amount);
}
