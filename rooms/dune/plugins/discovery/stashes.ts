// The stashes, one-shot tokens that leave the game once revealed.
// DS.spice-stash: 7 spice from the bank to the revealer.
// DS.card-stash: the revealer draws the top treachery card (the deck restocked from the discards if empty); over its
// hand limit with it, it discards a card of its choice (the one drawn among them). Which card is the revealer's secret.
import { discardFromHand, drawTreachery } from '../../cards/deck.ts';
import type { Context } from '../../context.ts';
import { handLimit } from '../../phases/bidding/eligibility.ts';
import type { ActionHandler } from '../../phases/handler.ts';
import type { Faction } from '../../types.ts';
import type { DiscoveryTokenId } from './types.ts';

/** DS.spice-stash: what the Spice Stash pays. */
export const SPICE_STASH = 7;

/** The stash `token` revealed by `faction`: its effect; false when the token is no stash. */
export function openStash(ctx: Context, faction: Faction, token: DiscoveryTokenId): boolean {
  if (token === 'spice-stash') {
    ctx.ownFaction(faction).spice += SPICE_STASH;
    ctx.emit({ type: 'discovery-spice', faction, token, amount: SPICE_STASH });
    return true;
  }
  if (token !== 'treachery-card-stash') return false;
  const { card, reshuffled } = drawTreachery(ctx.state);
  if (reshuffled > 0) ctx.emit({ type: 'treachery-reshuffled', count: reshuffled });
  if (card === null) return true;
  ctx.ownFaction(faction).hand.push(card);
  ctx.emit({ type: 'discovery-card-drawn', faction });
  ctx.emit({ type: 'discovery-card-drawn-card', card }, faction);
  if (ctx.faction(faction).hand.length > handLimit(ctx.state, faction)) ctx.open({ kind: 'discovery-discard', seat: faction });
  return true;
}

export const discoveryDiscard: ActionHandler<'discovery-discard'> = {
  type: 'discovery-discard',
  rule: 'DS.card-stash',
  check: (state, d, a) => (state.factions[d.seat]!.hand.includes(a.card) ? null : { code: 'NOT_HELD', message: 'discard a card of your hand' }),
  apply(ctx, d, a) {
    ctx.close(d);
    discardFromHand(ctx.state, d.seat, a.card);
    ctx.emit({ type: 'discovery-card-discarded', faction: d.seat, card: a.card });
  },
};
