// 2.01.07 WORMSIGN: before anyone ships, the Atreides may look at the top card of the Spice Deck. Only the
// Atreides learn the card: it goes into a seat-addressed event and their private round view.
import type { Context } from '../../context.ts';
import { consumePrevention } from '../../karama/prevent.ts';
import type { ActionHandler } from '../handler.ts';
import { shipmentRound } from './round.ts';
import { plugins } from '../../extension-points.ts';

/** Opens the peek when the Atreides play and the deck has a card, unless a Karama prevented it (3.01.11.02). */
export function openWormsign(ctx: Context): void {
  if (!ctx.state.factions.atreides || ctx.state.decks.spice.length === 0) return;
  // HW.caladan.low: no look (and a Karama played against it stays for the next).
  if (plugins().some((p) => p.wormsignHidden?.(ctx.state) === true)) return;
  if (consumePrevention(ctx, 'atreides-wormsign')) return;
  ctx.open({ kind: 'wormsign', seat: 'atreides' });
}

export const wormsign: ActionHandler<'wormsign'> = {
  type: 'wormsign',
  rule: '2.01.07',
  check() {
    return null;
  },
  apply(ctx, decision, action) {
    ctx.close(decision);
    if (!action.look) return;
    const card = ctx.state.decks.spice[0]!;
    shipmentRound(ctx.state).wormsign = card;
    ctx.emit({ type: 'wormsign-looked', faction: 'atreides' });
    ctx.emit({ type: 'wormsign-seen', card }, 'atreides');
  },
};
