// CH.battle-income (Advanced game): when another faction pays spice for its forces in a battle, half of it, rounded
// down, goes to CHOAM instead of the bank; nothing in a battle where a traitor was revealed, and nothing of what
// CHOAM itself pays (for its own forces or its ally's). A ✷ use a Karama may cancel for that battle: the share is
// held back while the window is open and then goes to CHOAM, or to the bank.
import type { Context } from '../../context.ts';
import { useOf } from '../../karama/abilities.ts';
import type { AbilityUse } from '../../karama/types.ts';
import { openEffectWindow } from '../../karama/window.ts';
import type { Faction } from '../../types.ts';
import { choamOf } from './state.ts';

/** CHOAM's share of what the sides of one battle paid the bank for their forces (`paid`: spice paid by each payer). */
export function collectBattleIncome(ctx: Context, paid: Partial<Record<Faction, number>>, traitorRevealed: boolean): void {
  if (!ctx.state.config.advanced || !choamOf(ctx.state) || traitorRevealed) return;
  const share = Object.entries(paid).reduce((n, [payer, spice]) => n + (payer === 'choam' ? 0 : Math.floor((spice ?? 0) / 2)), 0);
  if (share === 0) return;
  const use: AbilityUse = { ...useOf('choam-battle-income'), escrow: share };
  if (!openEffectWindow(ctx, [use])) settleBattleIncome(ctx, use, false);
}

export function settleBattleIncome(ctx: Context, use: AbilityUse, cancelled: boolean): void {
  const amount = use.escrow ?? 0;
  if (!cancelled) ctx.ownFaction('choam').spice += amount;
  ctx.emit({ type: 'escrow-paid', ability: use.ability, to: cancelled ? 'bank' : 'choam', amount });
}
