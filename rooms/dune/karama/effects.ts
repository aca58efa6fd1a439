// Settling the automatic ✷ effects held back by a Karama window (window.ts openEffectWindow).
import type { Context } from '../context.ts';
import { cancelIncome, receive } from '../payments.ts';
import { harkonnenTopCard } from '../phases/bidding/purchase.ts';
import { devourFaction } from '../phases/spice-blow/shai-hulud.ts';
import type { AbilityUse } from './types.ts';
import { plugins } from '../extension-points.ts';

export function settleEffect(ctx: Context, use: AbilityUse, cancelled: boolean): void {
  // A plug-in's own effects (CH.dividends, CH.battle-income) are settled by the plug-in.
  if (plugins().some((p) => p.settleEffect?.(ctx, use, cancelled) ?? false)) return;
  switch (use.ability) {
    case 'emperor-payment': {
      // 2.03.04: the price was taken from the buyer when the card was sold and held until now.
      const amount = use.escrow ?? 0;
      // HW.kaitain.low, HW.kaitain.occupied: what reaches the Emperor is shared on Kaitain's low face.
      if (!cancelled) receive(ctx, 'emperor', amount, 'kaitain');
      // LS.bureaucrat.normal: cancelled, the payment went to the bank, and spice held from it for a Bureaucrat too.
      else cancelIncome(ctx, 'emperor');
      ctx.emit({ type: 'escrow-paid', ability: use.ability, to: cancelled ? 'bank' : 'emperor', amount });
      return;
    }
    case 'harkonnen-top-card':
      if (!cancelled) harkonnenTopCard(ctx);
      return;
    case 'fremen-shai-hulud':
      // 2.04.07 cancelled: the sandworm devours the Fremen forces it had spared.
      if (cancelled && use.territory) devourFaction(ctx, 'fremen', use.territory);
      return;
    default:
      throw new Error(`${use.ability} is not an automatic effect`);
  }
}
