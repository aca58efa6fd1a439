// 2.02.03 (brutal Bene Gesserit): on the predicted turn, the predicted faction's stronghold victory is ours, so
// the Bene Gesserit stay out of its way (no shipment or movement that could block it).
import { strongholdsHeld, strongholdsNeeded, unitOf } from './board.ts';
import type { BotContext } from './context.ts';

export function awaitingPrediction(ctx: BotContext): boolean {
  const p = ctx.view.private?.prediction;
  if (ctx.level < 3 || ctx.me !== 'bene-gesserit' || !p || p.turn !== ctx.view.turn) return false;
  // Only while our own stronghold victory is not closer than theirs.
  const mine = unitOf(ctx.view, ctx.me);
  return strongholdsHeld(ctx.view, mine).length < strongholdsNeeded(mine) - 1;
}
